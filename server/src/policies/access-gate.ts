/**
 * The shape of an access gate: the one check that stands between a declared route and its handler
 * (docs/decisions/005). A gate reads the path parameters it names, loads the object the address
 * names, asks its policy, and hands the handler the authorised object (its "grant"), or throws
 * AppError: 'unauthenticated' (401) when the kind needs a session and there is none, 'not_found'
 * (404) to everyone else, so nobody learns that an object exists. Each policy file exports the gates
 * of its kinds of access; access-gates.ts gathers them, one per kind of ROUTE_ACCESS.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import { requireUser, type CurrentUser } from '../plugins/current-user';

/** What every gate may use: the database as it stands now, the clock, and the secret that signs links. */
export interface AccessContext {
  db: Kysely<Database>;
  clock: Clock;
  linkSecret: Uint8Array;
}

/** What a gate sees of the request: the signed-in user (or null) and the path parameters it named. */
export interface GateInput<Names extends string, User> {
  user: User;
  params: Record<Names, string>;
  request: FastifyRequest;
}

/** A gate: the path parameters it reads (checked against each route's path when registered) and its check. */
export interface AccessGate<Grant> {
  params: readonly string[];
  check: (context: AccessContext, request: FastifyRequest) => Promise<Grant>;
}

function paramsOf<Names extends string>(request: FastifyRequest, names: readonly Names[]): Record<Names, string> {
  const all = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, String(all[name])])) as Record<Names, string>;
}

/**
 * A gate for a signed-in caller: 401 for a visitor, then `check` with the user.
 * @param params the path parameters `check` reads
 */
export function signedInGate<const Names extends string, Grant>(
  params: readonly Names[],
  check: (context: AccessContext, input: GateInput<Names, CurrentUser>) => Promise<Grant> | Grant,
): AccessGate<Grant> {
  return {
    params,
    check: async (context, request) =>
      check(context, { user: requireUser(request), params: paramsOf(request, params), request }),
  };
}

/** A gate that needs no session (a link's token is the credential), with the user when there is one. */
export function openGate<const Names extends string, Grant>(
  params: readonly Names[],
  check: (context: AccessContext, input: GateInput<Names, CurrentUser | null>) => Promise<Grant> | Grant,
): AccessGate<Grant> {
  return {
    params,
    check: async (context, request) =>
      check(context, { user: request.user, params: paramsOf(request, params), request }),
  };
}
