/**
 * One gate per kind of route access (ROUTE_ACCESS in common/src/routes/access.ts): the only place a
 * declared route's access is checked (plugins/declared-routes.ts runs the gate of the route's kind
 * before its handler and hands the handler what the gate returns). The gates of object kinds live
 * beside their policies; the kinds that name no object are here.
 */
import type { RouteAccess } from '@heirloom/common/routes/access';
import { accountExportGates } from './account-export.policy';
import { authorizeAdmin } from './admin.policy';
import { openGate, signedInGate, type AccessGate } from './access-gate';
import { deviceGates } from './device.policy';
import { circleGates } from './circle.policy';
import { albumGates } from './album.policy';
import { mediaGates } from './media.policy';
import { legacyGates } from './legacy.policy';
import { lifeEventGates } from './life-event.policy';
import { messageGates } from './message.policy';
import { familyTreeGates } from './family-tree.policy';
import { recipeGates } from './recipe.policy';
import { scrapbookGates } from './scrapbook.policy';
import { shareLinkGates } from './share-link.policy';
import { timeCapsuleGates } from './time-capsule.policy';
import { uploadGates } from './upload.policy';
import { shareTargetGates } from './vault.policy';
import { vaultItemGates } from './vault.policy';

/** Kinds whose address names no object: the caller alone, or a token the route's own operation checks. */
const callerGates = {
  /** Anyone: the signed-in user, or null for a visitor. */
  public: openGate([], (_context, { user }) => user),
  /** A signed-in user, on their own things. */
  session: signedInGate([], (_context, { user }) => user),
  /** Whoever holds a link token; checking the token is the operation itself (a reset, a confirmation). */
  token: openGate([], (_context, { user }) => user),
  /** A signed-in user holding an invitation token meant for them (the acceptance checks the token). */
  'session-token': signedInGate([], (_context, { user }) => user),
  /** An administrator. */
  admin: signedInGate([], (_context, { request }) => authorizeAdmin(request)),
};

/** Every gate, by kind of access. */
export const ACCESS_GATES = {
  ...callerGates,
  ...circleGates,
  ...accountExportGates,
  ...familyTreeGates,
  ...recipeGates,
  ...scrapbookGates,
  ...shareLinkGates,
  ...deviceGates,
  ...timeCapsuleGates,
  ...shareTargetGates,
  ...vaultItemGates,
  ...albumGates,
  ...mediaGates,
  ...uploadGates,
  ...messageGates,
  ...lifeEventGates,
  ...legacyGates,
} satisfies Partial<Record<RouteAccess, AccessGate<unknown>>>;

export type GatedAccess = keyof typeof ACCESS_GATES;

/** What the gate of `Access` hands the handler. */
export type GrantOf<Access extends RouteAccess> = Access extends GatedAccess
  ? Awaited<ReturnType<(typeof ACCESS_GATES)[Access]['check']>>
  : never;
