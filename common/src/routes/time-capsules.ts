/**
 * The routes of time capsules (server: modules/time-capsules; access kinds time-capsule.* and
 * capsule-link: server/src/policies/time-capsule.policy.ts). Every denial is 404, also while a
 * capsule is sealed; a recipient's opening link reads an opened capsule without a session.
 */
import { fileResponses } from '../contracts/api';
import {
  capsuleItemInputSchema,
  capsuleItemParamsSchema,
  capsuleItemListSchema,
  capsuleItemSchema,
  capsuleLinkItemParamsSchema,
  capsuleLinkParamsSchema,
  timeCapsuleContentsSchema,
  timeCapsuleInputSchema,
  timeCapsuleListSchema,
  timeCapsuleParamsSchema,
  timeCapsuleSummarySchema,
  capsuleVaultItemsInputSchema,
  TIME_CAPSULE_MESSAGES,
} from '../contracts/time-capsules';
import { defineRoute } from './define-route';

const summary = timeCapsuleSummarySchema.describe('The capsule, without its contents');
const contents = timeCapsuleContentsSchema.describe('Its letters and media, once it may be read');
const MEDIA_TYPES = ['image/*', 'video/*', 'audio/*'];

export const timeCapsuleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/time-capsules',
    access: 'session',
    summary: 'Time capsules the signed-in user owns, fills or receives',
    response: {
      200: timeCapsuleListSchema.describe('Owned, contributed to and received, each with its opening moment'),
    },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/time-capsules',
    access: 'session',
    summary: 'Create a draft time capsule',
    body: timeCapsuleInputSchema,
    response: { 201: timeCapsuleSummarySchema.describe('The new draft capsule') },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/time-capsules/:id',
    access: 'time-capsule.read',
    summary: 'What is known of a capsule without its contents',
    params: timeCapsuleParamsSchema,
    response: { 200: summary },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/time-capsules/:id',
    access: 'time-capsule.owner',
    summary: 'Change a draft capsule (409 once sealed)',
    params: timeCapsuleParamsSchema,
    body: timeCapsuleInputSchema,
    response: { 200: summary },
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/api/time-capsules/:id/items',
    access: 'time-capsule.contribute',
    references: {
      'body.vaultItemId': { access: 'vault-item.write', denied: TIME_CAPSULE_MESSAGES.vaultItemNotFound },
    },
    summary: 'Add a letter, or a photo, recording or video from your vault (409 once sealed)',
    params: timeCapsuleParamsSchema,
    body: capsuleItemInputSchema,
    response: { 201: capsuleItemSchema.describe('The item added') },
  }),
  addVaultItems: defineRoute({
    method: 'POST',
    path: '/api/time-capsules/:id/vault-items',
    access: 'time-capsule.contribute',
    references: {
      'body.vaultItemIds': { access: 'vault-item.write', denied: TIME_CAPSULE_MESSAGES.vaultItemNotFound },
    },
    summary:
      'Add photos, recordings and videos from your vault, referenced not copied (all or nothing; 409 once sealed)',
    params: timeCapsuleParamsSchema,
    body: capsuleVaultItemsInputSchema,
    response: { 201: capsuleItemListSchema.describe('The items the capsule holds of those chosen, in order') },
  }),
  seal: defineRoute({
    method: 'POST',
    path: '/api/time-capsules/:id/seal',
    access: 'time-capsule.owner',
    summary: 'Seal the capsule until it opens (cannot be undone)',
    params: timeCapsuleParamsSchema,
    response: { 200: summary },
  }),
  contents: defineRoute({
    method: 'GET',
    path: '/api/time-capsules/:id/contents',
    access: 'time-capsule.contents',
    summary: "A capsule's letters and media (404 while sealed)",
    params: timeCapsuleParamsSchema,
    response: { 200: contents },
  }),
  itemFile: defineRoute({
    method: 'GET',
    path: '/api/time-capsules/:id/items/:capsuleItemId/file',
    access: 'time-capsule.contents',
    summary: "An item's photo, recording or video (404 while sealed)",
    params: capsuleItemParamsSchema,
    produces: MEDIA_TYPES,
    response: fileResponses('The whole file'),
  }),
  opened: defineRoute({
    method: 'GET',
    path: '/api/time-capsules/opened/:token',
    access: 'capsule-link',
    summary: "An opened capsule's contents by a recipient's opening link",
    params: capsuleLinkParamsSchema,
    response: { 200: contents },
  }),
  openedItemFile: defineRoute({
    method: 'GET',
    path: '/api/time-capsules/opened/:token/items/:capsuleItemId/file',
    access: 'capsule-link',
    summary: "An item's file by a recipient's opening link",
    params: capsuleLinkItemParamsSchema,
    produces: MEDIA_TYPES,
    response: fileResponses('The whole file'),
  }),
};
