/**
 * Who may do what to a time capsule (docs/decisions/010; docs/decisions/005). Read from the database
 * on every request; every denial is 404, so nobody learns that a capsule or its contents exist. The
 * seal is enforced here: between sealing and opening nobody reads the contents, except its owner
 * when they chose "owner may look" before sealing. A contributor is one only while a member of the
 * owner's family circle: removed from it, they reach the capsule no more on their next request
 * (unless its recipients name their address, which gives only what recipients get).
 *
 * Route access (common/src/routes/access.ts; the gates at the end of this file):
 *   time-capsule.read        owner, contributors in the circle and recipients: what is known without contents
 *   time-capsule.contents    mayReadContents() below
 *   time-capsule.contribute  owner and contributors
 *   time-capsule.owner       owner
 *   capsule-link             the holder of a recipient's opening link of an opened capsule
 */
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { TIME_CAPSULE_MESSAGES } from '@heirloom/common/contracts/time-capsules';
import type { Database, TimeCapsulesTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { hashAccessToken } from '../lib/access-tokens';
import { openGate, signedInGate } from './access-gate';

export type TimeCapsuleRow = Selectable<TimeCapsulesTable>;
export type CapsuleRoleName = 'owner' | 'contributor' | 'recipient';

/** A capsule and the caller's relation to it. */
export interface CapsuleAccess {
  capsule: TimeCapsuleRow;
  role: CapsuleRoleName;
}

/** The signed-in caller: id, and the e-mail address a recipient is known by. */
export interface CapsuleActor {
  id: string;
  email: string;
}

/**
 * Contributor rows whose contributor is a member of the capsule owner's circle now, as a condition
 * on `time_capsule_contributors` joined with `time_capsules` (removal ends a contributor's access).
 */
export const isContributorInCircle = (eb: ExpressionBuilder<Database, 'time_capsule_contributors' | 'time_capsules'>) =>
  eb.exists(
    eb
      .selectFrom('circle_members')
      .select('circle_members.id')
      .whereRef('circle_members.owner_id', '=', 'time_capsules.owner_id')
      .whereRef('circle_members.member_id', '=', 'time_capsule_contributors.user_id'),
  );

/**
 * The caller's relation to capsule `capsuleId`: owner, contributor (while in the owner's circle),
 * recipient (their account's e-mail address is one of its recipients), or null (a stranger, a
 * visitor, or no such capsule).
 */
export async function findCapsuleAccess(
  db: Kysely<Database>,
  actor: CapsuleActor | null,
  capsuleId: string,
): Promise<CapsuleAccess | null> {
  if (!actor) return null;
  const capsule = await db.selectFrom('time_capsules').selectAll().where('id', '=', capsuleId).executeTakeFirst();
  if (!capsule) return null;
  if (capsule.owner_id === actor.id) return { capsule, role: 'owner' };
  const contributor = await db
    .selectFrom('time_capsule_contributors')
    .innerJoin('time_capsules', 'time_capsules.id', 'time_capsule_contributors.capsule_id')
    .select('time_capsule_contributors.user_id')
    .where('time_capsule_contributors.capsule_id', '=', capsuleId)
    .where('time_capsule_contributors.user_id', '=', actor.id)
    .where(isContributorInCircle)
    .executeTakeFirst();
  if (contributor) return { capsule, role: 'contributor' };
  const recipient = await db
    .selectFrom('time_capsule_recipients')
    .select('id')
    .where('capsule_id', '=', capsuleId)
    .where('email', '=', actor.email.toLowerCase())
    .executeTakeFirst();
  return recipient ? { capsule, role: 'recipient' } : null;
}

/**
 * The seal (docs/decisions/010): a draft's contents are read by its owner and contributors; a
 * sealed capsule's by nobody, except its owner when `owner_may_look` was chosen before sealing; an
 * opened capsule's by everyone it concerns.
 */
export function mayReadContents({ capsule, role }: CapsuleAccess): boolean {
  if (capsule.status === 'opened') return true;
  if (capsule.status === 'draft') return role !== 'recipient';
  return role === 'owner' && capsule.owner_may_look === 1;
}

async function authorize(
  db: Kysely<Database>,
  actor: CapsuleActor | null,
  capsuleId: string,
  deniedMessage: string,
  isAllowed: (access: CapsuleAccess) => boolean,
): Promise<CapsuleAccess> {
  const access = await findCapsuleAccess(db, actor, capsuleId);
  if (!access || !isAllowed(access)) throw new AppError('not_found', deniedMessage);
  return access;
}

/**
 * What is known without contents (title, opening moment, who added how many items). Reads answer
 * 404 to visitors too (no session), so a capsule's address tells nobody anything.
 * @throws AppError 'not_found' unless the caller is its owner, a contributor or a recipient
 */
export const authorizeCapsuleRead = (
  db: Kysely<Database>,
  actor: CapsuleActor | null,
  id: string,
  deniedMessage: string,
) => authorize(db, actor, id, deniedMessage, () => true);

/**
 * Its letters and media.
 * @throws AppError 'not_found' unless mayReadContents() — also to its owner while sealed without "may look"
 */
export const authorizeCapsuleContents = (
  db: Kysely<Database>,
  actor: CapsuleActor | null,
  id: string,
  deniedMessage: string,
) => authorize(db, actor, id, deniedMessage, mayReadContents);

/**
 * Adding an item (the service refuses with 409 once it is sealed).
 * @throws AppError 'not_found' unless the caller is its owner or a contributor
 */
export const authorizeCapsuleContribute = (
  db: Kysely<Database>,
  actor: CapsuleActor,
  id: string,
  deniedMessage: string,
) => authorize(db, actor, id, deniedMessage, (access) => access.role !== 'recipient');

/**
 * Changing and sealing it.
 * @throws AppError 'not_found' unless the caller is its owner
 */
export const authorizeCapsuleOwner = (db: Kysely<Database>, actor: CapsuleActor, id: string, deniedMessage: string) =>
  authorize(db, actor, id, deniedMessage, (access) => access.role === 'owner');

/**
 * A recipient's opening link (e-mailed when the capsule opened; only its SHA-256 is stored).
 * @returns the opened capsule and the recipient
 * @throws AppError 'not_found' with `deniedMessage` for an unknown token (no link exists before opening)
 */
export async function authorizeCapsuleLink(db: Kysely<Database>, token: string, deniedMessage: string) {
  const row = await db
    .selectFrom('time_capsule_recipients')
    .innerJoin('time_capsules', 'time_capsules.id', 'time_capsule_recipients.capsule_id')
    .selectAll('time_capsules')
    .select(['time_capsule_recipients.id as recipient_id', 'time_capsule_recipients.name as recipient_name'])
    .where('time_capsule_recipients.link_hash', '=', hashAccessToken(token))
    .where('time_capsules.status', '=', 'opened')
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', deniedMessage);
  const { recipient_id: recipientId, recipient_name: recipientName, ...capsule } = row;
  return { capsule: capsule as TimeCapsuleRow, recipientId, recipientName };
}

/**
 * Every capsule the caller owns, contributes to (while in the owner's circle) or receives (by their
 * account's e-mail address), soonest opening first: the list's scope.
 */
export async function listCapsuleAccess(db: Kysely<Database>, actor: CapsuleActor): Promise<CapsuleAccess[]> {
  const email = actor.email.toLowerCase();
  const contributesNow = (eb: ExpressionBuilder<Database, 'time_capsules'>) =>
    eb.exists(
      eb
        .selectFrom('time_capsule_contributors')
        .select('user_id')
        .whereRef('time_capsule_contributors.capsule_id', '=', 'time_capsules.id')
        .where('time_capsule_contributors.user_id', '=', actor.id)
        .where(isContributorInCircle),
    );
  const rows = await db
    .selectFrom('time_capsules')
    .selectAll()
    .select((eb) => [contributesNow(eb).as('is_contributor')])
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', actor.id),
        contributesNow(eb),
        eb('id', 'in', eb.selectFrom('time_capsule_recipients').select('capsule_id').where('email', '=', email)),
      ]),
    )
    .orderBy('opens_at')
    .execute();
  return rows.map(({ is_contributor: isContributor, ...capsule }) => ({
    capsule,
    role: capsule.owner_id === actor.id ? 'owner' : isContributor ? 'contributor' : 'recipient',
  }));
}

const notFound = TIME_CAPSULE_MESSAGES.capsuleNotFound;

/**
 * The gates of the time-capsule kinds of access (access-gate.ts): each hands its route the caller's
 * CapsuleAccess to capsule `:id`, or (capsule-link) the opened capsule and the recipient behind
 * `:token`. Reads answer 404 to visitors too (no 401: a capsule's address tells nobody anything);
 * changes need a session.
 */
export const timeCapsuleGates = {
  'time-capsule.read': openGate(['id'], ({ db }, { user, params }) =>
    authorizeCapsuleRead(db, user, params.id, notFound),
  ),
  'time-capsule.contents': openGate(['id'], ({ db }, { user, params }) =>
    authorizeCapsuleContents(db, user, params.id, notFound),
  ),
  'time-capsule.contribute': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeCapsuleContribute(db, user, params.id, notFound),
  ),
  'time-capsule.owner': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeCapsuleOwner(db, user, params.id, notFound),
  ),
  'capsule-link': openGate(['token'], ({ db }, { params }) =>
    authorizeCapsuleLink(db, params.token, TIME_CAPSULE_MESSAGES.linkNotFound),
  ),
};
