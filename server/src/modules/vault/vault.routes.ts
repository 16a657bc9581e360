/**
 * The vault's JSON API and its file routes, implementing the routes declared in
 * common/src/routes/vault.ts: items, details, trash, albums, transcripts, and the decrypted file and
 * preview with range requests, and what family circles share. Every route needs a
 * session; a route on one item or album gets what its access gate authorised (the vault and album
 * policies), and a guessed id answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { VAULT_MESSAGES } from '@heirloom/common/contracts/vault';
import { vaultRoutes as routes } from '@heirloom/common/routes/vault';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { editTranscript, retryTranscript } from './transcripts.service';
import { createAlbum, deleteAlbum, getVaultOverview } from './vault-albums.service';
import {
  addItemsToAlbum,
  getReadableVaultItem,
  getReadableVaultRecord,
  listSharedWithMe,
  removeItemsFromAlbum,
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

export async function registerVaultRoutes(app: FastifyInstance, deps: VaultDependencies): Promise<void> {
  implementRoute(app, routes.overview, async (_request, _reply, user) => getVaultOverview(deps, user.id));

  implementRoute(app, routes.listItems, (request, _reply, user) => listVaultItems(deps, user.id, request.query));

  implementRoute(app, routes.readItem, (request, _reply, item) =>
    getReadableVaultItem(deps, item, requireUser(request).id),
  );

  implementRoute(app, routes.sharedWithMe, (request, _reply, user) => listSharedWithMe(deps, user.id, request.query));

  implementRoute(app, routes.addToAlbum, async (request, reply, album) => {
    const { itemId, linkConsent } = request.body;
    await addItemsToAlbum(deps, album, { itemIds: [itemId], linkConsent });
    return reply.code(204).send();
  });

  implementRoute(app, routes.addItemsToAlbum, async (request, reply, album) => {
    await addItemsToAlbum(deps, album, request.body);
    return reply.code(204).send();
  });

  implementRoute(app, routes.removeFromAlbum, async (_request, reply, { albumId, itemId }) => {
    await removeItemsFromAlbum(deps, { albumId, itemIds: [itemId] });
    return reply.code(204).send();
  });

  implementRoute(app, routes.removeItemsFromAlbum, async (_request, reply, entries) => {
    await removeItemsFromAlbum(deps, entries);
    return reply.code(204).send();
  });

  implementRoute(app, routes.setAlbumSharing, (request, _reply, album) =>
    setAlbumSharing(deps, album, request.body.sharedWithCircle),
  );

  implementRoute(app, routes.updateItem, (request, _reply, item) =>
    updateVaultItemDetails(deps, item, requireUser(request).id, request.body),
  );

  implementRoute(app, routes.trashItem, async (_request, reply, item) => {
    await trashVaultItem(deps, item);
    return reply.code(204).send();
  });

  implementRoute(app, routes.restoreItem, (_request, _reply, item) => restoreVaultItem(deps, item));

  implementRoute(app, routes.deleteTrashedItem, async (_request, reply, item) => {
    await deleteTrashedItem(deps, item);
    return reply.code(204).send();
  });

  implementRoute(app, routes.emptyTrash, async (_request, reply, user) => {
    await emptyTrash(deps, user.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.editTranscript, (request, _reply, item) => editTranscript(deps, item, request.body.text));

  implementRoute(app, routes.retryTranscript, (_request, _reply, item) => retryTranscript(deps, item));

  implementRoute(app, routes.createAlbum, async (request, reply, user) =>
    reply.code(201).send(await createAlbum(deps, user.id, request.body.name)),
  );

  implementRoute(app, routes.deleteAlbum, async (_request, reply, album) => {
    await deleteAlbum(deps, album);
    return reply.code(204).send();
  });

  implementRoute(app, routes.itemFile, async (request, reply, grant) => {
    const { item, media } = await getReadableVaultRecord(deps, grant);
    // Served photos lose their EXIF location unless the owner chose to keep it.
    const isRedacted = media.redacted_bytes !== null && item.keep_location === 0;
    if (request.query.rendition && media.rendition_bytes === null)
      throw new AppError('not_found', VAULT_MESSAGES.noRendition);
    const variant = request.query.rendition ? 'rendition' : isRedacted ? 'redacted' : 'original';
    const source = await mediaSourceOf(deps, media, variant);
    const downloadName = request.query.download ? (media.original_name ?? item.title) : undefined;
    return sendMedia(request, reply, { ...source, downloadName });
  });

  implementRoute(app, routes.itemPreview, async (request, reply, grant) => {
    const { media } = await getReadableVaultRecord(deps, grant);
    if (!media.preview_key) throw new AppError('not_found', 'This item has no preview.');
    return sendMedia(request, reply, await mediaSourceOf(deps, media, 'preview'));
  });
}
