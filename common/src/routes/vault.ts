/**
 * The routes of the memory vault (server: modules/vault; access kinds vault-item.*, album.* and
 * album-item.remove: server/src/policies/vault.policy.ts and album.policy.ts): items, details, trash,
 * albums, transcripts, the decrypted file and preview with range requests, and what family circles
 * share. Every route needs a session; a guessed id answers 404. The tus upload addresses
 * (VAULT_UPLOAD_ENDPOINT) speak headers, not JSON, and are registered by the upload module itself.
 */
import { fileResponses, noContentSchema } from '../contracts/api';
import {
  sharedAlbumAdditionSchema,
  sharedAlbumItemParamsSchema,
  sharedWithMeSchema,
  transcriptEditSchema,
  vaultAlbumInputSchema,
  vaultAlbumSchema,
  vaultAlbumUpdateSchema,
  vaultFileQuerySchema,
  vaultItemParamsSchema,
  vaultItemSchema,
  vaultItemsQuerySchema,
  vaultItemsResponseSchema,
  vaultItemUpdateSchema,
  vaultOverviewSchema,
  vaultPageQuerySchema,
} from '../contracts/vault';
import { defineRoute } from './define-route';

const itemParams = vaultItemParamsSchema;
/** The item after the change. */
const changedItem = vaultItemSchema.describe('The item after the change');
const deleted = noContentSchema.describe('Deleted');
/** What a stored file may be served as: photos, videos, recordings, PDFs. */
const FILE_TYPES = ['image/*', 'video/*', 'audio/*', 'application/pdf'];

export const vaultRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/vault/overview',
    access: 'session',
    summary: "The vault's counts, storage use, people, tags and albums",
    response: { 200: vaultOverviewSchema.describe('The overview') },
  }),
  listItems: defineRoute({
    method: 'GET',
    path: '/api/vault/items',
    access: 'session',
    references: { 'query.albumId': { access: 'album.read' } },
    summary: 'List, search and filter your vault items (or the trash)',
    query: vaultItemsQuerySchema,
    response: { 200: vaultItemsResponseSchema.describe('The matching items') },
  }),
  readItem: defineRoute({
    method: 'GET',
    path: '/api/vault/items/:id',
    access: 'vault-item.read',
    summary: "One item's details",
    params: itemParams,
    response: { 200: vaultItemSchema.describe('The item') },
  }),
  sharedWithMe: defineRoute({
    method: 'GET',
    path: '/api/vault/shared',
    access: 'session',
    summary: 'What the family circles you belong to share with you (items a page at a time)',
    query: vaultPageQuerySchema,
    response: { 200: sharedWithMeSchema.describe('A page of shared items, with their owners, and shared albums') },
  }),
  addToAlbum: defineRoute({
    method: 'POST',
    path: '/api/vault/shared/albums/:id/items',
    access: 'album.add',
    references: { 'body.itemId': { access: 'vault-item.write' } },
    summary: 'Add one of your items to an album shared with you (editors) or to your own',
    params: itemParams,
    body: sharedAlbumAdditionSchema,
    response: { 204: noContentSchema.describe('In the album') },
  }),
  removeFromAlbum: defineRoute({
    method: 'DELETE',
    path: '/api/vault/shared/albums/:id/items/:itemId',
    access: 'album-item.remove',
    summary: "Take an item out of an album (the album's owner: any item; an item's owner: their own)",
    params: sharedAlbumItemParamsSchema,
    response: { 204: noContentSchema.describe('Out of the album (the item itself stays)') },
  }),
  setAlbumSharing: defineRoute({
    method: 'PATCH',
    path: '/api/vault/albums/:id',
    access: 'album.owner',
    summary: 'Share a whole album with your family circle, or stop sharing it',
    params: itemParams,
    body: vaultAlbumUpdateSchema,
    response: { 200: vaultAlbumSchema.describe('The album after the change') },
  }),
  updateItem: defineRoute({
    method: 'PATCH',
    path: '/api/vault/items/:id',
    access: 'vault-item.write',
    references: { 'body.albumIds': { access: 'album.owner' } },
    summary: "Change an item's title, description, date, people, tags, albums or location choice",
    params: itemParams,
    body: vaultItemUpdateSchema,
    response: { 200: changedItem },
  }),
  trashItem: defineRoute({
    method: 'DELETE',
    path: '/api/vault/items/:id',
    access: 'vault-item.write',
    summary: 'Move an item to the trash',
    params: itemParams,
    response: { 204: noContentSchema.describe('In the trash (restorable for 30 days)') },
  }),
  restoreItem: defineRoute({
    method: 'POST',
    path: '/api/vault/items/:id/restore',
    access: 'vault-item.write',
    summary: 'Restore an item from the trash',
    params: itemParams,
    response: { 200: vaultItemSchema.describe('The restored item') },
  }),
  deleteTrashedItem: defineRoute({
    method: 'DELETE',
    path: '/api/vault/trash/:id',
    access: 'vault-item.write',
    summary: 'Delete a trashed item for good',
    params: itemParams,
    response: { 204: deleted },
  }),
  emptyTrash: defineRoute({
    method: 'DELETE',
    path: '/api/vault/trash',
    access: 'session',
    summary: 'Empty the trash',
    response: { 204: noContentSchema.describe('The trash is empty') },
  }),
  editTranscript: defineRoute({
    method: 'PUT',
    path: '/api/vault/items/:id/transcript',
    access: 'vault-item.write',
    summary: "Correct a recording's transcript",
    params: itemParams,
    body: transcriptEditSchema,
    response: { 200: changedItem },
  }),
  retryTranscript: defineRoute({
    method: 'POST',
    path: '/api/vault/items/:id/transcript/retry',
    access: 'vault-item.write',
    summary: 'Transcribe a recording again',
    params: itemParams,
    response: { 200: vaultItemSchema.describe('The item, its transcript pending') },
  }),
  createAlbum: defineRoute({
    method: 'POST',
    path: '/api/vault/albums',
    access: 'session',
    summary: 'Create an album',
    body: vaultAlbumInputSchema,
    response: { 201: vaultAlbumSchema.describe('The new album') },
  }),
  deleteAlbum: defineRoute({
    method: 'DELETE',
    path: '/api/vault/albums/:id',
    access: 'album.owner',
    summary: 'Delete an album (its items stay in the vault)',
    params: itemParams,
    response: { 204: deleted },
  }),
  itemFile: defineRoute({
    method: 'GET',
    path: '/api/vault/items/:id/file',
    access: 'vault-item.read',
    summary: "An item's file, decrypted (range requests supported)",
    description:
      'Photos lose their EXIF location unless the owner chose to keep it. `?rendition=1`: the playable H.264 copy of a video browsers cannot play.',
    params: itemParams,
    query: vaultFileQuerySchema,
    produces: FILE_TYPES,
    response: fileResponses('The whole file'),
  }),
  itemPreview: defineRoute({
    method: 'GET',
    path: '/api/vault/items/:id/preview',
    access: 'vault-item.read',
    summary: "An item's preview image (a photo's or video's still, a PDF's first page)",
    params: itemParams,
    produces: ['image/webp'],
    response: fileResponses('The preview image'),
  }),
};
