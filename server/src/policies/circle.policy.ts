/**
 * Who may do what in a family circle (docs/decisions/005-access-policy.md).
 * One table of rules answers "may this actor do this action to this circle?" from the actor's role
 * in it, read from the database on every request: a removed member loses access on their next
 * request. Denied reads answer 404, so nothing tells a stranger that a circle or object exists.
 *
 * Roles (docs/product/roles-and-access.md "Family circle"): owner, editor, viewer, legacy contact.
 * A legacy contact sees nothing of the circle's memories until a release grants it
 * (legacy.policy.ts).
 */
import { type Expression, expressionBuilder, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CIRCLE_MESSAGES } from '@heirloom/common/contracts/circle';
import type { CircleRoleName, Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';

/**
 * The memberships of the circle of `ownerId`, as a condition on `circle_members`: the owner lists
 * and changes them; a feature asks it whether someone is in that circle now.
 */
export const circleMembersOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'circle_members'>): Expression<SqlBool> =>
    eb('circle_members.owner_id', '=', ownerId);

/** The invitations `ownerId` sent, as a condition on `circle_invitations`: theirs alone to list, change and withdraw. */
export const circleInvitationsOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'circle_invitations'>): Expression<SqlBool> =>
    eb('circle_invitations.owner_id', '=', ownerId);

/** The audit log of the circle of `ownerId`, as a condition on `circle_audit_events`: its owner's alone to read. */
export const circleAuditOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'circle_audit_events'>): Expression<SqlBool> =>
    eb('circle_audit_events.owner_id', '=', ownerId);

/** A signed-in actor's role in one circle; null for anyone outside it. */
export type CircleStanding = 'owner' | CircleRoleName | null;

export const CIRCLE_ACTIONS = [
  'circle.manage', // invite, change roles, remove members, read the audit log
  'circle.view', // see who is in the circle and one's own role
  'circle.leave', // leave it
  'circle.shared.read', // see what the owner shares with the circle
  'circle.shared.write', // add to and edit what is shared (shared albums, people, recipes)
] as const;
export type CircleAction = (typeof CIRCLE_ACTIONS)[number];

/** The rules: which standings may take each action. */
export const CIRCLE_RULES: Record<CircleAction, readonly Exclude<CircleStanding, null>[]> = {
  'circle.manage': ['owner'],
  'circle.view': ['owner', 'editor', 'viewer', 'legacy_contact'],
  'circle.leave': ['editor', 'viewer', 'legacy_contact'],
  'circle.shared.read': ['owner', 'editor', 'viewer'],
  'circle.shared.write': ['owner', 'editor'],
};

/** Whether `standing` may take `action` (pure; the matrix tests read it). */
export const isAllowed = (standing: CircleStanding, action: CircleAction): boolean =>
  standing !== null && CIRCLE_RULES[action].includes(standing);

/**
 * Owners whose circle lets `userId` read what it shares (`circle.shared.read`, the owner aside), as
 * a subquery of owner ids for the vault and album policies' scopes.
 */
export const ownersSharingWith = (userId: string) =>
  expressionBuilder<Database, never>()
    .selectFrom('circle_members')
    .select('circle_members.owner_id')
    .where('circle_members.member_id', '=', userId)
    .where(
      'circle_members.role',
      'in',
      CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner'),
    );

/** The standing of user `userId` in the circle of `ownerId`, read now. */
export async function findCircleStanding(
  db: Kysely<Database>,
  userId: string | null,
  ownerId: string,
): Promise<CircleStanding> {
  if (!userId) return null;
  if (userId === ownerId) return 'owner';
  const membership = await db
    .selectFrom('circle_members')
    .select('role')
    .where('owner_id', '=', ownerId)
    .where('member_id', '=', userId)
    .executeTakeFirst();
  return membership?.role ?? null;
}

/**
 * Checks an action on the circle of `ownerId` for the signed-in user `userId`.
 * @returns the user's standing, for the caller's presentation
 * @throws AppError 'not_found' with `deniedMessage` when the rules do not allow it
 */
export async function authorizeCircle(
  db: Kysely<Database>,
  userId: string | null,
  ownerId: string,
  action: CircleAction,
  deniedMessage: string,
): Promise<Exclude<CircleStanding, null>> {
  const standing = await findCircleStanding(db, userId, ownerId);
  if (!isAllowed(standing, action)) throw new AppError('not_found', deniedMessage);
  return standing!;
}

/** A signed-in member and their standing in the circle of `ownerId`, as the circle-membership gate hands it on. */
export interface CircleMembership {
  member: { id: string; email: string; username: string };
  ownerId: string;
  role: CircleRoleName;
}

/**
 * The gates of the circle kinds of access (access-gate.ts):
 * - circle-entry hands its route the signed-in owner of the circle (one's own, `circle.manage`); the
 *   route's operation finds the invitation or member `:id` in that circle and answers 404 otherwise;
 * - circle-membership hands its route the caller and their standing in the circle of `:ownerId`: any
 *   member but its owner (the standings that may leave it), 404 with circleNotFound to everyone else.
 */
export const circleGates = {
  'circle-entry': signedInGate([], async ({ db }, { user }) => {
    await authorizeCircle(db, user.id, user.id, 'circle.manage', CIRCLE_MESSAGES.circleNotFound);
    return user;
  }),
  'circle-membership': signedInGate(['ownerId'], async ({ db }, { user, params }): Promise<CircleMembership> => {
    const standing = await authorizeCircle(db, user.id, params.ownerId, 'circle.leave', CIRCLE_MESSAGES.circleNotFound);
    // circle.leave is every standing but the owner's.
    return { member: user, ownerId: params.ownerId, role: standing as CircleRoleName };
  }),
};
