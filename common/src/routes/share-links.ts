/**
 * The routes of share links to items, albums and scrapbooks (server: modules/share-links; access
 * kinds share-link and share-target: server/src/policies/share-link.policy.ts and vault.policy.ts).
 * Making, listing and revoking need the owner's session; opening a link needs none, only its token
 * and, when asked, its passphrase (share-link-token).
 */
import { downloadQuerySchema, fileResponses } from '../contracts/api';
import {
  createdShareLinkSchema,
  openedShareLinkSchema,
  revokeAllInputSchema,
  revokeAllResponseSchema,
  sharedFileParamsSchema,
  shareLinkInputSchema,
  shareLinkListSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
  shareLinkTokenParamsSchema,
  shareLinkUnlockSchema,
} from '../contracts/share-links';
import { defineRoute } from './define-route';

export const shareLinkRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/share-links',
    access: 'share-target',
    summary: 'Make a share link to one of your items or albums',
    body: shareLinkInputSchema,
    response: { 201: createdShareLinkSchema.describe('The link, with the address to give out') },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/share-links',
    access: 'session',
    summary: 'Every share link you made (the sharing dashboard)',
    response: { 200: shareLinkListSchema.describe('Newest first') },
  }),
  revokeAll: defineRoute({
    method: 'POST',
    path: '/api/share-links/revoke-all',
    access: 'session',
    summary: "Turn off every share link you made (your messages' links to their recipients only when included)",
    body: revokeAllInputSchema,
    response: {
      200: revokeAllResponseSchema.describe("How many links were turned off, and recipients' links kept"),
    },
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/share-links/:id/revoke',
    access: 'share-link',
    summary: 'Turn off a share link',
    params: shareLinkParamsSchema,
    response: { 200: shareLinkSchema.describe('The link, revoked') },
  }),
  open: defineRoute({
    method: 'GET',
    path: '/api/share-links/open/:token',
    access: 'share-link-token',
    summary: 'What a share link shows (no session needed; the items once any passphrase is given)',
    params: shareLinkTokenParamsSchema,
    response: { 200: openedShareLinkSchema.describe('The link and, when unlocked, its items') },
  }),
  unlock: defineRoute({
    method: 'POST',
    path: '/api/share-links/open/:token/unlock',
    access: 'share-link-token',
    summary: "Give a share link's passphrase (throttled like sign-in)",
    params: shareLinkTokenParamsSchema,
    body: shareLinkUnlockSchema,
    response: { 200: openedShareLinkSchema.describe('The link and its items') },
  }),
  itemFile: defineRoute({
    method: 'GET',
    path: '/api/share-links/open/:token/items/:itemId/file',
    access: 'share-link-token',
    summary: "A shared item's file (range requests; never a photo's location)",
    params: sharedFileParamsSchema,
    query: downloadQuerySchema,
    produces: ['image/*', 'video/*', 'audio/*', 'application/pdf'],
    response: fileResponses('The whole file'),
  }),
  itemPreview: defineRoute({
    method: 'GET',
    path: '/api/share-links/open/:token/items/:itemId/preview',
    access: 'share-link-token',
    summary: "A shared item's preview image",
    params: sharedFileParamsSchema,
    produces: ['image/webp'],
    response: fileResponses('The preview image'),
  }),
};
