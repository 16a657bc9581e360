/**
 * Registers a route from its declaration (common/src/routes; docs/decisions/005): the declaration's
 * method, path and schemas become Fastify's route (validation, serialization, the OpenAPI
 * document), and its access becomes exactly one check: the gate of that kind
 * (policies/access-gates.ts) runs after the request is validated and before the handler, and the
 * handler receives what the gate authorised as its third argument. Objects the body or query names
 * (`references`) pass through the gates of their kinds too. Modules register /api routes
 * only through `implementRoute`; a test fails the build when one does not
 * (declared-routes.test.ts).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  pathParameterNames,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
  type RouteDeclaration,
  type RouteResult,
} from '@heirloom/common/routes/define-route';
import type { RouteAccess } from '@heirloom/common/routes/access';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import type { AccessContext, AccessGate } from '../policies/access-gate';
import { ACCESS_GATES, type GatedAccess, type GrantOf } from '../policies/access-gates';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the access gates read (the database, the clock, the link secret); set once at start (composition/http-server.ts). */
    accessContext: AccessContext;
  }
  interface FastifyContextConfig {
    /** Who may call this route (ROUTE_ACCESS); every /api route has one, from its declaration. */
    access?: RouteAccess;
    /** The declaration the route was registered from. */
    declaration?: RouteDeclaration;
  }
}

/** The request a declared route's handler receives, typed from its schemas. */
export type DeclaredRequest<Route extends RouteDeclaration> = FastifyRequest<{
  Params: ParsedParams<Route>;
  Querystring: ParsedQuery<Route>;
  Body: ParsedBody<Route>;
  Headers: ParsedHeaders<Route>;
}>;

type Answer<Route extends RouteDeclaration> = RouteResult<Route> | FastifyReply | void;

/** A declared route's handler: the request, the reply, and what the route's access gate authorised. */
export type DeclaredHandler<Route extends RouteDeclaration> = (
  request: DeclaredRequest<Route>,
  reply: FastifyReply,
  grant: GrantOf<Route['access']>,
) => Promise<Answer<Route>> | Answer<Route>;

/** Server-only options of a route (rate limits, signed webhooks): never part of the shared declaration. */
export type ServerRouteConfig = Omit<FastifyContextConfig, 'access' | 'declaration'>;

/** One /api route as registered: its method(s), path, declared access and declaration (for the tests). */
export interface RouteTableEntry {
  methods: string[];
  url: string;
  access: RouteAccess | undefined;
  declaration: RouteDeclaration | undefined;
}

function withoutUndefined<Shape extends object>(shape: Shape): Shape {
  return Object.fromEntries(Object.entries(shape).filter(([, value]) => value !== undefined)) as Shape;
}

/** Decorates `app` with what the gates read; call once before any module registers routes. */
export function provideAccessContext(
  app: FastifyInstance,
  context: { db: Kysely<Database>; clock: Clock; linkSecret: Uint8Array },
) {
  app.decorate('accessContext', context);
}

/** The gate of `access`. @throws Error when it has none */
function gateOf(route: RouteDeclaration, access: RouteAccess): AccessGate<unknown> {
  const gate = (ACCESS_GATES as Partial<Record<RouteAccess, AccessGate<unknown>>>)[access];
  if (!gate) throw new Error(`${route.method} ${route.path}: access "${access}" has no gate.`);
  return gate;
}

/**
 * Runs the gate of `access` for one of the few /api routes registered by hand, outside any
 * declaration (the tus upload addresses: vault-uploads.routes.ts says why), so that they too pass
 * exactly one check, the same one a declared route of that kind passes.
 * @returns what the gate authorised
 * @throws AppError from the gate ('unauthenticated' 401, 'not_found' 404)
 */
export async function checkAccessByHand<Access extends GatedAccess>(
  app: FastifyInstance,
  access: Access,
  request: FastifyRequest,
): Promise<GrantOf<Access>> {
  return (await (ACCESS_GATES[access] as AccessGate<unknown>).check(app.accessContext, request)) as GrantOf<Access>;
}

/** The ids field `field` of a body or query names: none when absent, null or empty; each element of an array. */
function namedIds(container: Record<string, unknown>, field: string): string[] {
  const value = container[field];
  const values = Array.isArray(value) ? value : [value];
  return [...new Set(values.filter((entry) => entry !== undefined && entry !== null && entry !== '').map(String))];
}

/**
 * Registers `route` on `app` with `handler` behind the gate of `route.access`.
 * @throws Error at start-up when the kind of access has no gate, or the gate reads a path parameter
 *   the route's path does not have
 */
export function implementRoute<const Route extends RouteDeclaration>(
  app: FastifyInstance,
  route: Route,
  handler: DeclaredHandler<Route>,
  config: ServerRouteConfig = {},
): void {
  const gate = gateOf(route, route.access);
  const names = pathParameterNames(route.path);
  const missing = gate.params.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new Error(`${route.method} ${route.path}: access "${route.access}" reads :${missing.join(', :')}.`);
  }
  const references = Object.entries(route.references ?? {}).map(([location, reference]) => {
    const [part, field] = location.split('.') as ['body' | 'query', string];
    const referenceGate = gateOf(route, reference.access);
    if (referenceGate.params.length !== 1) {
      throw new Error(`${route.method} ${route.path}: access "${reference.access}" cannot check ${location}.`);
    }
    return { part, field, gate: referenceGate, paramName: referenceGate.params[0]!, denied: reference.denied };
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: { ...config, access: route.access, declaration: route },
    schema: withoutUndefined({
      summary: route.summary,
      description: route.description,
      tags: route.tags,
      params: route.params,
      querystring: route.query,
      body: route.body,
      headers: route.headers,
      response: route.response,
      produces: route.produces,
      consumes: route.consumes,
    }),
    handler: async (request, reply) => {
      const grant = (await gate.check(app.accessContext, request)) as GrantOf<Route['access']>;
      for (const reference of references) {
        for (const id of namedIds((request[reference.part] ?? {}) as Record<string, unknown>, reference.field)) {
          const named = Object.create(request, { params: { value: { [reference.paramName]: id } } }) as FastifyRequest;
          await reference.gate.check(app.accessContext, named).catch((error: unknown) => {
            if (reference.denied && error instanceof AppError && error.kind === 'not_found') {
              throw new AppError('not_found', reference.denied);
            }
            throw error;
          });
        }
      }
      return handler(request as unknown as DeclaredRequest<Route>, reply, grant);
    },
  });
}
