/**
 * The demo family (docs/decisions/014-demo-family.md): whether it is offered, the visitor's sign-in
 * to it, and its daily rebuild. A rebuild makes a new account, fills it through the API
 * (demo-family.builder.ts), and only then hands it to visitors and erases yesterday's — so visitors
 * never see a half-built family, and whatever happened to the old one is gone. Running it again on
 * the same day changes nothing (idempotent); a crashed build is erased by the next run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@heirloom/common/contracts/auth';
import type { DemoStatus } from '@heirloom/common/contracts/demo';
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { isReadOnlyDemoAccount } from '../../policies/demo.policy';
import type { BlobStore } from '../../storage/blob-store';
import { eraseAccount, issueSessionWithoutPassword, SESSION_COOKIE_NAME, signInWithoutPassword } from '../auth';
import { DemoApiClient, type InjectRequest } from './demo-api-client';
import { DEMO_ACCOUNT_NAME, DEMO_FAMILY_NAME } from './demo-family.content';
import { buildDemoFamily } from './demo-family.builder';
import {
  findCurrentDemoAccount,
  insertDemoAccount,
  listStaleDemoAccounts,
  promoteDemoAccount,
} from './demo.repository';

export interface DemoDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** DEMO_ENABLED: when false nobody signs in to it and it is not rebuilt. */
  isEnabled: boolean;
  isSecureCookie: boolean;
  /** Erased accounts' files go from here. */
  blobStore: BlobStore;
  log: FastifyBaseLogger;
  /** server/assets/demo-family. */
  assetsDir: string;
  /** Sends a request to this app in process: the family is built through its API. */
  inject: InjectRequest;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** What /demo shows: whether the demo is on and ready, and whether the caller is in it. */
export async function readDemoStatus(deps: DemoDependencies, userId: string | undefined): Promise<DemoStatus> {
  const current = deps.isEnabled ? await findCurrentDemoAccount(deps.db) : undefined;
  return {
    isEnabled: deps.isEnabled,
    isReady: current !== undefined,
    isDemoSession: userId !== undefined && (await isReadOnlyDemoAccount(deps.db, userId)),
    familyName: DEMO_FAMILY_NAME,
  };
}

/**
 * Signs the caller in to today's demo family (ending their current session).
 * @throws AppError 'not_found' when the demo is off, 'unavailable' while the first family is being built
 */
export async function signInToDemo(
  deps: DemoDependencies,
  previousToken: string | undefined,
  reply: FastifyReply,
  device: { browser: 'safari' | 'chrome' | 'other'; mobile: boolean },
): Promise<User> {
  if (!deps.isEnabled) throw new AppError('not_found', DEMO_MESSAGES.disabled);
  const current = await findCurrentDemoAccount(deps.db);
  const user = current && (await signInWithoutPassword(deps, previousToken, reply, current.user_id, device));
  if (!user) throw new AppError('unavailable', DEMO_MESSAGES.notReady, 60);
  return user;
}

/** Erases demo accounts no visitor is given any more (replaced, or left by a crashed build). */
async function eraseStaleDemoAccounts(deps: DemoDependencies): Promise<void> {
  for (const userId of await listStaleDemoAccounts(deps.db)) {
    await eraseAccount(
      { db: deps.db, blobStore: deps.blobStore, log: { warn: (text) => deps.log.warn(text) } },
      userId,
    );
  }
}

/**
 * Builds today's demo family unless it is built already, then erases the old ones.
 * @param signal aborted at shutdown: the build stops before its next request
 * @returns true when a family was built
 * @throws Error from the build, or the signal's reason (the half-built account is erased by the next run)
 */
export async function rebuildDemoFamilyIfDue(deps: DemoDependencies, signal?: AbortSignal): Promise<boolean> {
  const now = deps.clock.now();
  const today = dayOf(now);
  const current = await findCurrentDemoAccount(deps.db);
  if (current?.built_on === today) {
    await eraseStaleDemoAccounts(deps);
    return false;
  }
  await eraseStaleDemoAccounts(deps);
  const userId = randomUUID();
  await insertDemoAccount(
    deps.db,
    {
      id: userId,
      // .invalid never resolves (RFC 2606): nothing can be sent to the demo account.
      email: `demo-${userId.slice(0, 8)}@demo.invalid`,
      username: DEMO_ACCOUNT_NAME,
      // A password nobody knows: the demo is entered only through POST /api/demo/session.
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'user',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      email_verified_at: now.toISOString(),
    },
    today,
  );
  const session = await issueSessionWithoutPassword(deps, userId, { browser: 'other', mobile: false });
  const client = new DemoApiClient(deps.inject, { name: SESSION_COOKIE_NAME, token: session!.token }, signal);
  await buildDemoFamily(client, deps.assetsDir, now);
  await promoteDemoAccount(deps.db, userId);
  await eraseStaleDemoAccounts(deps);
  return true;
}
