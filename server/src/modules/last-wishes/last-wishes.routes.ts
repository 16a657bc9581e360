/**
 * GET/PUT /api/last-wishes and GET /api/last-wishes/pdf (issue 11 item 5): the signed-in owner's own
 * document (access `session`, policies/route-access.ts). GET /api/last-wishes/of/:ownerId (and
 * /pdf): an owner's document, read-only, for their legacy contacts once a release granted it
 * (access `legacy-grant`; issue 11 item 3).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileBytesSchema } from '@heirloom/common/contracts/api';
import {
  lastWishesInputSchema,
  lastWishesOwnerParamsSchema,
  lastWishesPrintQuerySchema,
  lastWishesSchema,
  releasedLastWishesSchema,
} from '@heirloom/common/contracts/last-wishes';
import { requireUser } from '../../plugins/current-user';
import {
  printLastWishes,
  printReleasedLastWishes,
  readLastWishes,
  readReleasedLastWishes,
  saveLastWishes,
  type LastWishesDependencies,
} from './last-wishes.service';

/** Sends a PDF as a download that no cache keeps. */
const sendPdf = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer | Uint8Array }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

export async function registerLastWishesRoutes(app: FastifyInstance, deps: LastWishesDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'session' } as const;

  api.get(
    '/api/last-wishes',
    {
      config,
      schema: {
        summary: 'My last wishes, which sections are answered, and who will receive them',
        response: { 200: lastWishesSchema.describe('The document (empty before the first save)') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readLastWishes(deps, requireUser(request).id);
    },
  );

  api.put(
    '/api/last-wishes',
    {
      config,
      schema: {
        summary: 'Save my whole last-wishes document (sealed with my key); text that looks like a password is refused',
        body: lastWishesInputSchema,
        response: { 200: lastWishesSchema.describe('The saved document') },
      },
    },
    async (request) => saveLastWishes(deps, requireUser(request).id, request.body),
  );

  api.get(
    '/api/last-wishes/pdf',
    {
      config,
      schema: {
        summary: 'My last wishes as a printable PDF (page size, and bleed with trim marks on request)',
        querystring: lastWishesPrintQuerySchema,
        produces: ['application/pdf'],
        response: { 200: fileBytesSchema.describe('"last-wishes-{YYYY-MM-DD}.pdf"') },
      },
    },
    // The typed reply expects the schema's string; the bytes go out as they are (as admin downloads do).
    async (request, reply) =>
      sendPdf(reply as FastifyReply, await printLastWishes(deps, requireUser(request).id, request.query)),
  );

  const released = { access: 'legacy-grant' } as const;
  api.get(
    '/api/last-wishes/of/:ownerId',
    {
      config: released,
      schema: {
        summary: "An owner's last wishes, read-only, for their legacy contact after the release",
        params: lastWishesOwnerParamsSchema,
        response: { 200: releasedLastWishesSchema.describe('The document and whose it is') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readReleasedLastWishes(deps, requireUser(request).id, request.params.ownerId);
    },
  );

  api.get(
    '/api/last-wishes/of/:ownerId/pdf',
    {
      config: released,
      schema: {
        summary: "An owner's released last wishes as a printable PDF, for their legacy contact",
        params: lastWishesOwnerParamsSchema,
        querystring: lastWishesPrintQuerySchema,
        produces: ['application/pdf'],
        response: { 200: fileBytesSchema.describe('"last-wishes-{YYYY-MM-DD}.pdf"') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply as FastifyReply,
        await printReleasedLastWishes(deps, requireUser(request).id, request.params.ownerId, request.query),
      ),
  );
}
