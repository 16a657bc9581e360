/**
 * The vault's JSON API and its file routes (common/src/contracts/vault.ts has the shapes):
 * items, details, trash, albums, transcripts, and the decrypted file and preview with range
 * requests. Every route needs the owner's session; a guessed id answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  transcriptEditSchema,
  vaultAlbumInputSchema,
  vaultAlbumSchema,
  vaultItemSchema,
  vaultItemsQuerySchema,
  vaultItemsResponseSchema,
  vaultItemUpdateSchema,
  vaultOverviewSchema,
} from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { editTranscript, retryTranscript } from './transcripts.service';
import { createAlbum, deleteAlbum, getVaultOverview } from './vault-albums.service';
import {
  deleteTrashedItem,
  emptyTrash,
  getVaultItem,
  getVaultRecord,
  listVaultItems,
  restoreVaultItem,
  trashVaultItem,
  updateVaultItemDetails,
  type VaultDependencies,
} from './vault.service';

const itemParams = z.object({ id: z.uuid({ error: 'We could not find that item.' }) });

export async function registerVaultRoutes(app: FastifyInstance, deps: VaultDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/vault/overview', { schema: { response: { 200: vaultOverviewSchema } } }, async (request) =>
    getVaultOverview(deps, requireUser(request).id),
  );

  api.get(
    '/api/vault/items',
    { schema: { querystring: vaultItemsQuerySchema, response: { 200: vaultItemsResponseSchema } } },
    async (request) => ({ items: await listVaultItems(deps, requireUser(request).id, request.query) }),
  );

  api.get('/api/vault/items/:id', { schema: { params: itemParams, response: { 200: vaultItemSchema } } }, (request) =>
    getVaultItem(deps, requireUser(request).id, request.params.id),
  );

  api.patch(
    '/api/vault/items/:id',
    { schema: { params: itemParams, body: vaultItemUpdateSchema, response: { 200: vaultItemSchema } } },
    (request) => updateVaultItemDetails(deps, requireUser(request).id, request.params.id, request.body),
  );

  api.delete('/api/vault/items/:id', { schema: { params: itemParams } }, async (request, reply) => {
    await trashVaultItem(deps, requireUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  api.post(
    '/api/vault/items/:id/restore',
    { schema: { params: itemParams, response: { 200: vaultItemSchema } } },
    (request) => restoreVaultItem(deps, requireUser(request).id, request.params.id),
  );

  api.delete('/api/vault/trash/:id', { schema: { params: itemParams } }, async (request, reply) => {
    await deleteTrashedItem(deps, requireUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  api.delete('/api/vault/trash', async (request, reply) => {
    await emptyTrash(deps, requireUser(request).id);
    return reply.code(204).send();
  });

  api.put(
    '/api/vault/items/:id/transcript',
    { schema: { params: itemParams, body: transcriptEditSchema, response: { 200: vaultItemSchema } } },
    (request) => editTranscript(deps, requireUser(request).id, request.params.id, request.body.text),
  );

  api.post(
    '/api/vault/items/:id/transcript/retry',
    { schema: { params: itemParams, response: { 200: vaultItemSchema } } },
    (request) => retryTranscript(deps, requireUser(request).id, request.params.id),
  );

  api.post(
    '/api/vault/albums',
    { schema: { body: vaultAlbumInputSchema, response: { 201: vaultAlbumSchema } } },
    async (request, reply) => reply.code(201).send(await createAlbum(deps, requireUser(request).id, request.body.name)),
  );

  api.delete('/api/vault/albums/:id', { schema: { params: itemParams } }, async (request, reply) => {
    await deleteAlbum(deps, requireUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  api.get(
    '/api/vault/items/:id/file',
    { schema: { params: itemParams, querystring: z.object({ download: z.string().optional() }) } },
    async (request, reply) => {
      const { item, media } = await getVaultRecord(deps, requireUser(request).id, request.params.id);
      // Issue 4: served photos lose their EXIF location unless the owner chose to keep it.
      const isRedacted = media.redacted_bytes !== null && item.keep_location === 0;
      const source = await mediaSourceOf(deps, media, isRedacted ? 'redacted' : 'original');
      const downloadName = request.query.download ? (media.original_name ?? item.title) : undefined;
      return sendMedia(request, reply, { ...source, downloadName });
    },
  );

  api.get('/api/vault/items/:id/preview', { schema: { params: itemParams } }, async (request, reply) => {
    const { media } = await getVaultRecord(deps, requireUser(request).id, request.params.id);
    if (!media.preview_key) throw new AppError('not_found', 'This item has no preview.');
    return sendMedia(request, reply, await mediaSourceOf(deps, media, 'preview'));
  });
}
