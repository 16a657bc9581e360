/** Test data made through the public API, as a user would make it (Outline-style factories). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@heirloom/common/contracts/auth';
import type { Invitation } from '@heirloom/common/contracts/circle';
import type { Database } from '../src/db/tables';
import { TestClient } from './test-app';

export interface BuiltUser {
  user: User;
  password: string;
  /** A client signed in as this user. */
  client: TestClient;
}

/** Signs up a new user (unique e-mail unless given) and returns a signed-in client. */
export async function buildUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<BuiltUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const client = new TestClient(app);
  const response = await client.post('/api/auth/signup', {
    username: email.split('@')[0],
    email,
    password,
    browser: 'chrome',
    mobile: false,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { user: response.json<User>(), password, client };
}

/**
 * Brings `relative` into `owner`'s family circle with `role` ('editor', 'viewer', 'legacy_contact'):
 * the owner invites their e-mail as `name` (by default the name they go by) and they accept from
 * their list. Someone without a chosen name takes the invitation's, so `relative.user` is read
 * again afterwards.
 * @throws when the invitation or the acceptance is refused
 */
export async function joinCircle(
  owner: BuiltUser,
  relative: BuiltUser,
  role: string,
  name = relative.user.username,
): Promise<void> {
  const invited = await owner.client.post('/api/circle/invitations', { name, email: relative.user.email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await relative.client.post('/api/invitations/accept', {
    invitationId: invited.json<Invitation>().id,
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.statusCode} ${accepted.body}`);
  relative.user = (await relative.client.get('/api/auth/status')).json<User>();
}

/**
 * Schedules `count` letters through the API, 50 requests at a time, each to `recipientsPerLetter`
 * distinct addresses (r<index>-<letter>@example.com), all delivered at `deliverAt` (UTC).
 */
export async function scheduleLetters(
  client: TestClient,
  options: { count: number; deliverAt: Date; recipientsPerLetter?: number },
): Promise<void> {
  const recipients = options.recipientsPerLetter ?? 1;
  for (let start = 0; start < options.count; start += 50) {
    const responses = await Promise.all(
      Array.from({ length: Math.min(50, options.count - start) }, (_, offset) =>
        client.post('/api/messages', {
          intent: 'schedule',
          kind: 'letter',
          title: `Letter ${start + offset}`,
          letterText: 'With love.',
          occasion: 'other',
          deliverAt: options.deliverAt.toISOString(),
          timeZone: 'UTC',
          recipients: Array.from({ length: recipients }, (__, index) => ({
            name: `Recipient ${index}`,
            email: `r${index}-${start + offset}@example.com`,
          })),
        }),
      ),
    );
    const failed = responses.find((response) => response.statusCode !== 201);
    if (failed) throw new Error(`scheduling failed: ${failed.statusCode} ${failed.body}`);
  }
}

/**
 * Inserts a bare `users` row (no password that signs in, role user) straight into the database, for
 * storage tests that need an owner but no app; returns its id.
 */
export async function insertUserRow(db: Kysely<Database>, email: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({ id, email, username: email, password_hash: 'x', role: 'user', created_at: now, updated_at: now })
    .execute();
  return id;
}

/** A legacy plan row of `ownerId` with one contact's quorum reached at `at` (ISO-8601), in `state`. */
const legacyPlanRow = (ownerId: string, at: string, state: 'waiting' | 'released') => ({
  owner_id: ownerId,
  interval_months: 1,
  quorum: 1,
  waiting_days: 7,
  state,
  round: 1,
  checked_in_at: at,
  pending_step: state === 'waiting' ? ('release' as const) : null,
  step_number: state === 'waiting' ? 1 : 0,
  next_step_at: state === 'waiting' ? at : null,
  last_step_at: at,
  quorum_at: at,
  released_at: state === 'released' ? at : null,
  created_at: at,
  updated_at: at,
});

/**
 * Marks `ownerId`'s legacy plan released at `released` (ISO-8601), as a release would leave it, for
 * tests of what happens after the owner's death without walking the release's months.
 */
export async function markLegacyReleased(db: Kysely<Database>, ownerId: string, released: string): Promise<void> {
  await db
    .insertInto('legacy_plans')
    .values(legacyPlanRow(ownerId, released, 'released'))
    .execute();
}

/**
 * Leaves `ownerId`'s legacy plan at the end of its waiting period, its release due at `at`
 * (ISO-8601): the next `legacy.tick` at or after `at` takes the release step itself.
 */
export async function markLegacyReleaseDue(db: Kysely<Database>, ownerId: string, at: string): Promise<void> {
  await db
    .insertInto('legacy_plans')
    .values(legacyPlanRow(ownerId, at, 'waiting'))
    .execute();
}
