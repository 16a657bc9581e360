/**
 * Scrapbooks over HTTP, implementing the routes declared in
 * common/src/routes/scrapbooks.ts. Each handler on a scrapbook gets the ScrapbookAccess its access
 * gate authorised (policies/scrapbook.policy.ts answers 404 to everyone else).
 */
import type { FastifyInstance } from 'fastify';
import { SCRAPBOOK_MESSAGES } from '@heirloom/common/contracts/scrapbooks';
import { scrapbookRoutes as routes } from '@heirloom/common/routes/scrapbooks';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { DEFAULT_SEGMENT_BYTES } from '../../storage/encrypted-blobs';
import { mediaSourceOf, servedFileVariant } from '../../storage/media-source';
import { printBlobKey } from './scrapbooks.jobs';
import { presentPrint } from './scrapbooks.presenter';
import * as service from './scrapbooks.service';

/** The service's dependencies and what streaming files needs. */
export interface ScrapbooksRouteDependencies extends service.ScrapbooksDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
}

export async function registerScrapbookRoutes(app: FastifyInstance, deps: ScrapbooksRouteDependencies) {
  implementRoute(app, routes.list, async (_request, _reply, user) => service.listScrapbooks(deps, user.id));

  implementRoute(app, routes.draft, async (request, reply, user) =>
    reply.code(201).send(await service.generateDraft(deps, user.id, request.body)),
  );

  implementRoute(app, routes.read, async (_request, _reply, access) => service.readScrapbook(deps, access));

  implementRoute(app, routes.patch, async (request, _reply, access) =>
    service.patchScrapbook(deps, access, request.body),
  );

  implementRoute(app, routes.delete, async (_request, reply, access) => {
    await service.deleteScrapbook(deps, access);
    return reply.code(204).send();
  });

  implementRoute(app, routes.reorderPages, async (request, _reply, access) =>
    service.reorderPages(deps, access, request.body.pageIds),
  );

  implementRoute(app, routes.addPage, async (request, reply, access) =>
    reply.code(201).send(await service.addPage(deps, access, request.body)),
  );

  implementRoute(app, routes.patchPage, async (request, _reply, access) =>
    service.patchPage(deps, access, request.params.pageId, request.body),
  );

  implementRoute(app, routes.removePage, async (request, _reply, access) =>
    service.removePage(deps, access, request.params.pageId),
  );

  implementRoute(app, routes.addItem, async (request, reply, access) =>
    reply.code(201).send(await service.addItem(deps, access, request.params.pageId, request.body)),
  );

  implementRoute(app, routes.captionItem, async (request, _reply, access) =>
    service.captionItem(deps, access, request.params.scrapbookItemId, request.body.caption),
  );

  implementRoute(app, routes.removeItem, async (request, _reply, access) =>
    service.removeItem(deps, access, request.params.scrapbookItemId),
  );

  for (const [route, variant] of [
    [routes.itemFile, 'file'],
    [routes.itemPreview, 'preview'],
  ] as const) {
    implementRoute(app, route, async (request, reply, access) => {
      const media = await service.readItemMedia(deps, access, request.params.scrapbookItemId);
      if (variant === 'preview' && !media.preview_key) throw new AppError('not_found', SCRAPBOOK_MESSAGES.itemNotFound);
      const kind = variant === 'preview' ? 'preview' : servedFileVariant(media);
      return sendMedia(request, reply, await mediaSourceOf(deps, media, kind));
    });
  }

  implementRoute(app, routes.requestPrint, async (request, reply, access) =>
    reply.code(202).send(await service.requestPrint(deps, access, request.body)),
  );

  implementRoute(app, routes.readPrint, async (request, _reply, access) =>
    presentPrint(await service.readPrint(deps, access, request.params.printId)),
  );

  implementRoute(app, routes.printFile, async (request, reply, access) => {
    const { printId } = request.params;
    const { print, ownerId, title } = await service.readPrintFile(deps, access, printId);
    return sendMedia(request, reply, {
      body: {
        store: deps.blobStore,
        layout: {
          prefix: printBlobKey(printId),
          plaintextBytes: Number(print.pdf_bytes),
          segmentBytes: DEFAULT_SEGMENT_BYTES,
        },
        identity: await deps.keyring.identityFor(ownerId),
      },
      contentType: 'application/pdf',
      etag: `scrapbook-print-${printId}`,
      downloadName: `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'scrapbook'}.pdf`,
    });
  });
}
