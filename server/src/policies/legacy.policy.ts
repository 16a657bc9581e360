/**
 * Who may see what of a legacy plan (docs/decisions/005 and 009).
 * - A legacy contact of an owner (a member of their circle named a legacy contact, whatever their
 *   sharing role) sees that they were chosen and what they will be asked to do, and may report the
 *   death or confirm a report: `authorizeLegacyContact`. Nothing of the owner's content beyond what
 *   their sharing role already shows.
 * - After a release, each contact reads what the owner designated for them, through grants written
 *   by the release (`legacy_grants`): `albumsGrantedTo` is the condition vault.policy adds to its
 *   scope, so items of a granted album are read like shared ones. Grants do not expire (at least 3
 *   years are promised) and depend on no paid plan.
 * - E-mailed links (legacy-links.ts): "check_in" and "stop" act for the owner while the plan is
 *   not released, whatever the round (any answer proves the owner alive); "confirm" counts only for
 *   the round it was sent in and while its contact still is one.
 * Denied reads throw AppError 'not_found'.
 */
import { type Expression, expressionBuilder, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, LegacyDesignationKind } from '../db/tables';
import { LEGACY_ERRORS } from '@heirloom/common/contracts/legacy';
import { AppError } from '../lib/app-error';
import { openGate, signedInGate } from './access-gate';
import { verifyLegacyLink, type LegacyLinkClaims } from './legacy-links';

/**
 * The legacy plan of `ownerId`, as a condition on `legacy_plans` (one row per owner): the owner
 * sets it up; their contacts and the release's tick reach it by the owner a gate or job named.
 */
export const legacyPlanOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'legacy_plans'>): Expression<SqlBool> =>
    eb('legacy_plans.owner_id', '=', ownerId);

/** The confirmations given in the plan of `ownerId`, as a condition on `legacy_confirmations`. */
export const legacyConfirmationsOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'legacy_confirmations'>): Expression<SqlBool> =>
    eb('legacy_confirmations.owner_id', '=', ownerId);

/** What `ownerId` designated for their contacts, as a condition on `legacy_designations`: the owner's alone to change. */
export const legacyDesignationsOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'legacy_designations'>): Expression<SqlBool> =>
    eb('legacy_designations.owner_id', '=', ownerId);

/**
 * What a release of the plan of `ownerId` granted, as a condition on `legacy_grants`; a contact's
 * reading narrows it further to their own grants (`legacy_grants.contact_id`).
 */
export const legacyGrantsFrom =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'legacy_grants'>): Expression<SqlBool> =>
    eb('legacy_grants.owner_id', '=', ownerId);

/** The audit log of the plan of `ownerId`, as a condition on `legacy_audit_events`: its owner's alone to read. */
export const legacyAuditOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'legacy_audit_events'>): Expression<SqlBool> =>
    eb('legacy_audit_events.owner_id', '=', ownerId);

/**
 * The last-wishes document of `ownerId`, as a condition on `last_wishes` (one sealed row per
 * owner): the owner writes it; a contact reads it through the `legacy-grant` gate after a release.
 */
export const lastWishesOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'last_wishes'>): Expression<SqlBool> =>
    eb('last_wishes.owner_id', '=', ownerId);

/** A legacy contact of an owner, as legacy.policy found them: whose plan, and who reads it. */
export interface LegacyContactGrant {
  ownerId: string;
  contactId: string;
}

/**
 * Checks that `userId` is a legacy contact of `ownerId`, read now.
 * @returns the owner and the contact
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeLegacyContact(
  db: Kysely<Database>,
  userId: string,
  ownerId: string,
  deniedMessage: string,
): Promise<LegacyContactGrant> {
  const contact = await db
    .selectFrom('circle_members')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('member_id', '=', userId)
    .where('is_legacy_contact', '=', 1)
    .executeTakeFirst();
  if (!contact) throw new AppError('not_found', deniedMessage);
  return { ownerId, contactId: userId };
}

/** Album ids a release granted `userId`, as a subquery for vault.policy's scope. */
export const albumsGrantedTo = (userId: string) =>
  expressionBuilder<Database, never>()
    .selectFrom('legacy_grants')
    .select('legacy_grants.target_id')
    .where('legacy_grants.contact_id', '=', userId)
    .where('legacy_grants.kind', '=', 'album');

/**
 * The claims of an e-mailed legacy link that may still act.
 * @throws AppError 'not_found' with `deniedMessage` for a forged or expired token, a confirmation of
 *   an earlier round, or a contact who is no longer one
 */
export async function authorizeLegacyLink(
  db: Kysely<Database>,
  secret: Uint8Array,
  token: string,
  now: Date,
  deniedMessage: string,
): Promise<LegacyLinkClaims> {
  const claims = await verifyLegacyLink(secret, token, now);
  if (!claims) throw new AppError('not_found', deniedMessage);
  if (claims.action === 'confirm') {
    const plan = await db
      .selectFrom('legacy_plans')
      .select('round')
      .where('owner_id', '=', claims.ownerId)
      .executeTakeFirst();
    if (!plan || plan.round !== claims.round) throw new AppError('not_found', deniedMessage);
    await authorizeLegacyContact(db, claims.contactId!, claims.ownerId, deniedMessage);
  }
  return claims;
}

/** Said by the legacy-grant gate when a release of the owner's plan granted the caller nothing. */
export const LEGACY_GRANT_NOT_FOUND = 'Nothing of theirs was left to you.';

/** What a release of `ownerId`'s plan granted the legacy contact `contactId`: each object, by kind and id. */
export interface LegacyRelease {
  contactId: string;
  ownerId: string;
  /** The last-wishes document's target is its owner's id. */
  grants: { kind: LegacyDesignationKind; targetId: string }[];
}

/** Whether `release` granted its contact the object `kind`/`targetId` (pure). */
export const isGranted = (release: LegacyRelease, kind: LegacyDesignationKind, targetId: string): boolean =>
  release.grants.some((grant) => grant.kind === kind && grant.targetId === targetId);

/**
 * The gates of the legacy kinds of access (access-gate.ts). `legacy-contact`: the signed-in user as
 * a legacy contact of the owner `:ownerId` (a LegacyContactGrant). `legacy-grant`, for every route that serves a released object of the
 * owner `:ownerId`: the caller's LegacyRelease, read now. The route serves only an object its grants
 * name (a message: message.policy's checkReleasedMessage; the last wishes: `isGranted(release,
 * 'last_wishes', ownerId)`) and answers 404 with its own message otherwise.
 * @throws AppError 'unauthenticated' for a visitor; 'not_found' (LEGACY_GRANT_NOT_FOUND) when no
 *   release of that owner granted the caller anything (before the release, or not their contact)
 */
export const legacyGates = {
  'legacy-contact': signedInGate(['ownerId'], ({ db }, { user, params }) =>
    authorizeLegacyContact(db, user.id, params.ownerId, LEGACY_ERRORS.notContact),
  ),
  /** The claims of the working e-mailed link `:token` (authorizeLegacyLink). */
  'legacy-link': openGate(['token'], ({ db, linkSecret, clock }, { params }) =>
    authorizeLegacyLink(db, linkSecret, params.token, clock.now(), LEGACY_ERRORS.linkInvalid),
  ),
  'legacy-grant': signedInGate(['ownerId'], async ({ db }, { user, params }): Promise<LegacyRelease> => {
    const grants = await db
      .selectFrom('legacy_grants')
      .select(['kind', 'target_id'])
      .where('contact_id', '=', user.id)
      .where('owner_id', '=', params.ownerId)
      .execute();
    if (grants.length === 0) throw new AppError('not_found', LEGACY_GRANT_NOT_FOUND);
    return {
      contactId: user.id,
      ownerId: params.ownerId,
      grants: grants.map((grant) => ({ kind: grant.kind, targetId: grant.target_id })),
    };
  }),
};
