/**
 * Scrapbooks over HTTP (issue 12 items 1 and 3); the calls are listed in
 * common/src/contracts/scrapbooks.ts. Each route declares its access; the policy
 * (policies/scrapbook.policy.ts) answers 404 to everyone else.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses, noContentSchema } from '@heirloom/common/contracts/api';
import {
  SCRAPBOOK_MESSAGES,
  captionInputSchema,
  pageInputSchema,
  pageItemInputSchema,
  pageOrderSchema,
  pagePatchSchema,
  printInputSchema,
  scrapbookDraftInputSchema,
  scrapbookItemParamsSchema,
  scrapbookListSchema,
  scrapbookPageParamsSchema,
  scrapbookParamsSchema,
  scrapbookPatchSchema,
  scrapbookPrintParamsSchema,
  scrapbookPrintSchema,
  scrapbookSchema,
} from '@heirloom/common/contracts/scrapbooks';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { listScrapbookAccess } from '../../policies/scrapbook.policy';
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

const described = {
  scrapbook: scrapbookSchema.describe('The scrapbook with its pages, as the caller may see it'),
  print: scrapbookPrintSchema.describe('The print and its progress'),
};

export async function registerScrapbookRoutes(app: FastifyInstance, deps: ScrapbooksRouteDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/scrapbooks',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Scrapbooks the signed-in user owns, co-edits or may read',
        response: { 200: scrapbookListSchema.describe('Most recently changed first') },
      },
    },
    async (request) => service.summarize(deps, await listScrapbookAccess(deps.db, requireUser(request).id)),
  );

  api.post(
    '/api/scrapbooks',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Draft a scrapbook from an album, a person, a date range or an occasion',
        body: scrapbookDraftInputSchema,
        response: { 201: described.scrapbook },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.generateDraft(deps, requireUser(request).id, request.body)),
  );

  api.get(
    '/api/scrapbooks/:id',
    {
      config: { access: 'scrapbook.read' },
      schema: {
        summary: 'A scrapbook with its pages',
        params: scrapbookParamsSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) => service.readScrapbook(deps, request.user?.id ?? null, request.params.id),
  );

  api.patch(
    '/api/scrapbooks/:id',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Change the title or template (owner and editors), or share it with the circle (owner)',
        params: scrapbookParamsSchema,
        body: scrapbookPatchSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) => service.patchScrapbook(deps, requireUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/scrapbooks/:id',
    {
      config: { access: 'scrapbook.owner' },
      schema: {
        summary: 'Delete a scrapbook (its photos and recordings stay in the vault)',
        params: scrapbookParamsSchema,
        response: { 204: noContentSchema.describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteScrapbook(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.put(
    '/api/scrapbooks/:id/page-order',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Put the pages in a new order',
        params: scrapbookParamsSchema,
        body: pageOrderSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) => service.reorderPages(deps, requireUser(request).id, request.params.id, request.body.pageIds),
  );

  api.post(
    '/api/scrapbooks/:id/pages',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Add a page at the end',
        params: scrapbookParamsSchema,
        body: pageInputSchema,
        response: { 201: described.scrapbook },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addPage(deps, requireUser(request).id, request.params.id, request.body)),
  );

  api.patch(
    '/api/scrapbooks/:id/pages/:pageId',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: "Change a page's layout or text",
        params: scrapbookPageParamsSchema,
        body: pagePatchSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) =>
      service.patchPage(deps, requireUser(request).id, request.params.id, request.params.pageId, request.body),
  );

  api.delete(
    '/api/scrapbooks/:id/pages/:pageId',
    {
      config: { access: 'scrapbook.edit' },
      schema: { summary: 'Remove a page', params: scrapbookPageParamsSchema, response: { 200: described.scrapbook } },
    },
    async (request) => service.removePage(deps, requireUser(request).id, request.params.id, request.params.pageId),
  );

  api.post(
    '/api/scrapbooks/:id/pages/:pageId/items',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Put a photo, recording or video from the vault on a page',
        params: scrapbookPageParamsSchema,
        body: pageItemInputSchema,
        response: { 201: described.scrapbook },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.addItem(deps, requireUser(request).id, request.params.id, request.params.pageId, request.body),
        ),
  );

  api.patch(
    '/api/scrapbooks/:id/items/:scrapbookItemId',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: "Change an item's caption",
        params: scrapbookItemParamsSchema,
        body: captionInputSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) =>
      service.captionItem(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.scrapbookItemId,
        request.body.caption,
      ),
  );

  api.delete(
    '/api/scrapbooks/:id/items/:scrapbookItemId',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Take an item off its page (it stays in the vault)',
        params: scrapbookItemParamsSchema,
        response: { 200: described.scrapbook },
      },
    },
    async (request) =>
      service.removeItem(deps, requireUser(request).id, request.params.id, request.params.scrapbookItemId),
  );

  for (const variant of ['file', 'preview'] as const) {
    api.get(
      `/api/scrapbooks/:id/items/:scrapbookItemId/${variant}`,
      {
        config: { access: 'scrapbook.read' },
        schema: {
          summary:
            variant === 'file'
              ? "An item's photo, recording or video (range requests)"
              : "A photo's or video's still (WebP)",
          params: scrapbookItemParamsSchema,
          produces: variant === 'file' ? ['image/*', 'video/*', 'audio/*'] : ['image/webp'],
          response: fileResponses('The whole file'),
        },
      },
      async (request, reply) => {
        const { id, scrapbookItemId } = request.params;
        const media = await service.readItemMedia(deps, request.user?.id ?? null, id, scrapbookItemId);
        if (variant === 'preview' && !media.preview_key)
          throw new AppError('not_found', SCRAPBOOK_MESSAGES.itemNotFound);
        const kind = variant === 'preview' ? 'preview' : servedFileVariant(media);
        return sendMedia(request, reply, await mediaSourceOf(deps, media, kind));
      },
    );
  }

  api.post(
    '/api/scrapbooks/:id/prints',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'Queue a print-ready PDF (A4, US Letter or 8 × 8 in; bleed and trim marks on request)',
        params: scrapbookParamsSchema,
        body: printInputSchema,
        response: { 202: described.print },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestPrint(deps, requireUser(request).id, request.params.id, request.body)),
  );

  api.get(
    '/api/scrapbooks/:id/prints/:printId',
    {
      config: { access: 'scrapbook.edit' },
      schema: { summary: "A print's progress", params: scrapbookPrintParamsSchema, response: { 200: described.print } },
    },
    async (request) =>
      presentPrint(await service.readPrint(deps, requireUser(request).id, request.params.id, request.params.printId)),
  );

  api.get(
    '/api/scrapbooks/:id/prints/:printId/file',
    {
      config: { access: 'scrapbook.edit' },
      schema: {
        summary: 'The print-ready PDF, once done',
        params: scrapbookPrintParamsSchema,
        produces: ['application/pdf'],
        response: fileResponses('The whole PDF'),
      },
    },
    async (request, reply) => {
      const { id, printId } = request.params;
      const { print, ownerId, title } = await service.readPrintFile(deps, requireUser(request).id, id, printId);
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
    },
  );
}
