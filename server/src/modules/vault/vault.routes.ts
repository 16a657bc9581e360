/**
 * The vault's JSON API and its file routes (common/src/contracts/vault.ts has the shapes):
 * items, details, trash, albums, transcripts, and the decrypted file and preview with range
 * requests, and what family circles share (issue 9, part 3). Every route needs a session; the
 * services ask the vault and album policies who may read or change what (issue 9, part 1); a
 * guessed id answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses, noContentSchema } from '@heirloom/common/contracts/api';
import {
  transcriptEditSchema,
  VAULT_MESSAGES,
  sharedAlbumAdditionSchema,
  sharedAlbumItemParamsSchema,
  sharedWithMeSchema,
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
} from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { editTranscript, retryTranscript } from './transcripts.service';
import { createAlbum, deleteAlbum, getVaultOverview } from './vault-albums.service';
import {
  addItemToAlbum,
  getReadableVaultItem,
  getReadableVaultRecord,
  listSharedWithMe,
  removeItemFromAlbum,
  setAlbumSharing,
} from './vault-sharing.service';
import {
  deleteTrashedItem,
  emptyTrash,
  listVaultItems,
  restoreVaultItem,
  trashVaultItem,
  updateVaultItemDetails,
  type VaultDependencies,
} from './vault.service';

const itemParams = vaultItemParamsSchema;
/** The item after the change. */
const changedItem = vaultItemSchema.describe('The item after the change');
const deleted = noContentSchema.describe('Deleted');
/** What a stored file may be served as: photos, videos, recordings, PDFs. */
const FILE_TYPES = ['image/*', 'video/*', 'audio/*', 'application/pdf'];

export async function registerVaultRoutes(app: FastifyInstance, deps: VaultDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/vault/overview',
    {
      config: { access: 'session' },
      schema: {
        summary: "The vault's counts, storage use, people, tags and albums",
        response: { 200: vaultOverviewSchema.describe('The overview') },
      },
    },
    async (request) => getVaultOverview(deps, requireUser(request).id),
  );

  api.get(
    '/api/vault/items',
    {
      config: { access: 'session' },
      schema: {
        summary: 'List, search and filter your vault items (or the trash)',
        querystring: vaultItemsQuerySchema,
        response: { 200: vaultItemsResponseSchema.describe('The matching items') },
      },
    },
    (request) => listVaultItems(deps, requireUser(request).id, request.query),
  );

  api.get(
    '/api/vault/items/:id',
    {
      config: { access: 'vault-item.read' },
      schema: {
        summary: "One item's details",
        params: itemParams,
        response: { 200: vaultItemSchema.describe('The item') },
      },
    },
    (request) => getReadableVaultItem(deps, requireUser(request).id, request.params.id),
  );

  api.get(
    '/api/vault/shared',
    {
      config: { access: 'session' },
      schema: {
        summary: 'What the family circles you belong to share with you (items a page at a time)',
        querystring: vaultPageQuerySchema,
        response: { 200: sharedWithMeSchema.describe('A page of shared items, with their owners, and shared albums') },
      },
    },
    (request) => listSharedWithMe(deps, requireUser(request).id, request.query),
  );

  api.post(
    '/api/vault/shared/albums/:id/items',
    {
      config: { access: 'album.add' },
      schema: {
        summary: 'Add one of your items to an album shared with you (editors) or to your own',
        params: itemParams,
        body: sharedAlbumAdditionSchema,
        response: { 204: noContentSchema.describe('In the album') },
      },
    },
    async (request, reply) => {
      await addItemToAlbum(deps, requireUser(request).id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/vault/shared/albums/:id/items/:itemId',
    {
      config: { access: 'album-item.remove' },
      schema: {
        summary: "Take an item out of an album (the album's owner: any item; an item's owner: their own)",
        params: sharedAlbumItemParamsSchema,
        response: { 204: noContentSchema.describe('Out of the album (the item itself stays)') },
      },
    },
    async (request, reply) => {
      await removeItemFromAlbum(deps, requireUser(request).id, request.params.id, request.params.itemId);
      return reply.code(204).send();
    },
  );

  api.patch(
    '/api/vault/albums/:id',
    {
      config: { access: 'album.owner' },
      schema: {
        summary: 'Share a whole album with your family circle, or stop sharing it',
        params: itemParams,
        body: vaultAlbumUpdateSchema,
        response: { 200: vaultAlbumSchema.describe('The album after the change') },
      },
    },
    (request) => setAlbumSharing(deps, requireUser(request).id, request.params.id, request.body.sharedWithCircle),
  );

  api.patch(
    '/api/vault/items/:id',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: "Change an item's title, description, date, people, tags, albums or location choice",
        params: itemParams,
        body: vaultItemUpdateSchema,
        response: { 200: changedItem },
      },
    },
    (request) => updateVaultItemDetails(deps, requireUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/vault/items/:id',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: 'Move an item to the trash',
        params: itemParams,
        response: { 204: noContentSchema.describe('In the trash (restorable for 30 days)') },
      },
    },
    async (request, reply) => {
      await trashVaultItem(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/vault/items/:id/restore',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: 'Restore an item from the trash',
        params: itemParams,
        response: { 200: vaultItemSchema.describe('The restored item') },
      },
    },
    (request) => restoreVaultItem(deps, requireUser(request).id, request.params.id),
  );

  api.delete(
    '/api/vault/trash/:id',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: 'Delete a trashed item for good',
        params: itemParams,
        response: { 204: deleted },
      },
    },
    async (request, reply) => {
      await deleteTrashedItem(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/vault/trash',
    {
      config: { access: 'session' },
      schema: { summary: 'Empty the trash', response: { 204: noContentSchema.describe('The trash is empty') } },
    },
    async (request, reply) => {
      await emptyTrash(deps, requireUser(request).id);
      return reply.code(204).send();
    },
  );

  api.put(
    '/api/vault/items/:id/transcript',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: "Correct a recording's transcript",
        params: itemParams,
        body: transcriptEditSchema,
        response: { 200: changedItem },
      },
    },
    (request) => editTranscript(deps, requireUser(request).id, request.params.id, request.body.text),
  );

  api.post(
    '/api/vault/items/:id/transcript/retry',
    {
      config: { access: 'vault-item.write' },
      schema: {
        summary: 'Transcribe a recording again',
        params: itemParams,
        response: { 200: vaultItemSchema.describe('The item, its transcript pending') },
      },
    },
    (request) => retryTranscript(deps, requireUser(request).id, request.params.id),
  );

  api.post(
    '/api/vault/albums',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Create an album',
        body: vaultAlbumInputSchema,
        response: { 201: vaultAlbumSchema.describe('The new album') },
      },
    },
    async (request, reply) => reply.code(201).send(await createAlbum(deps, requireUser(request).id, request.body.name)),
  );

  api.delete(
    '/api/vault/albums/:id',
    {
      config: { access: 'album.owner' },
      schema: {
        summary: 'Delete an album (its items stay in the vault)',
        params: itemParams,
        response: { 204: deleted },
      },
    },
    async (request, reply) => {
      await deleteAlbum(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/vault/items/:id/file',
    {
      config: { access: 'vault-item.read' },
      schema: {
        summary: "An item's file, decrypted (range requests supported)",
        description:
          'Photos lose their EXIF location unless the owner chose to keep it. `?rendition=1`: the playable H.264 copy of a video browsers cannot play.',
        params: itemParams,
        querystring: vaultFileQuerySchema,
        produces: FILE_TYPES,
        response: fileResponses('The whole file'),
      },
    },
    async (request, reply) => {
      const { item, media } = await getReadableVaultRecord(deps, requireUser(request).id, request.params.id);
      // Issue 4: served photos lose their EXIF location unless the owner chose to keep it.
      const isRedacted = media.redacted_bytes !== null && item.keep_location === 0;
      if (request.query.rendition && media.rendition_bytes === null)
        throw new AppError('not_found', VAULT_MESSAGES.noRendition);
      const variant = request.query.rendition ? 'rendition' : isRedacted ? 'redacted' : 'original';
      const source = await mediaSourceOf(deps, media, variant);
      const downloadName = request.query.download ? (media.original_name ?? item.title) : undefined;
      return sendMedia(request, reply, { ...source, downloadName });
    },
  );

  api.get(
    '/api/vault/items/:id/preview',
    {
      config: { access: 'vault-item.read' },
      schema: {
        summary: "An item's preview image (a photo's or video's still, a PDF's first page)",
        params: itemParams,
        produces: ['image/webp'],
        response: fileResponses('The preview image'),
      },
    },
    async (request, reply) => {
      const { media } = await getReadableVaultRecord(deps, requireUser(request).id, request.params.id);
      if (!media.preview_key) throw new AppError('not_found', 'This item has no preview.');
      return sendMedia(request, reply, await mediaSourceOf(deps, media, 'preview'));
    },
  );
}
