/**
 * "Export everything" (issue 13 item 2):
 *   POST /api/account/exports                 start an export (202), or answer the one being built
 *   GET  /api/account/exports/latest          the newest export and its progress
 *   GET  /api/account/exports/:id/download    the ZIP, for its owner alone (404 for anyone else)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { accountExportSchema, exportParamsSchema, latestExportSchema } from '@heirloom/common/contracts/account-export';
import { fileResponses } from '@heirloom/common/contracts/api';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import {
  openExportDownload,
  readLatestExport,
  startExport,
  type AccountExportDependencies,
} from './account-export.service';

/** Registers the export routes. */
export async function registerAccountExportRoutes(app: FastifyInstance, deps: AccountExportDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/account/exports',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Export everything you keep as one ZIP (built in the background; e-mailed when ready)',
        response: {
          202: accountExportSchema.describe('The export, queued or already being built'),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await startExport(deps, requireUser(request).id)),
  );

  api.get(
    '/api/account/exports/latest',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Your newest export and how far it is',
        response: {
          200: latestExportSchema.describe('The newest export, or null before the first'),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ export: await readLatestExport(deps, requireUser(request).id) }),
  );

  api.get(
    '/api/account/exports/:id/download',
    {
      config: { access: 'account-export' },
      schema: {
        summary: 'Download a ready export (a ZIP; range requests resume a broken download)',
        params: exportParamsSchema,
        response: {
          ...fileResponses('The ZIP archive'),
          404: errorResponseSchema.describe('No such export of yours'),
          409: errorResponseSchema.describe('Still being built, or it failed'),
          410: errorResponseSchema.describe('Expired: make a new one'),
        },
      },
    },
    async (request, reply) =>
      sendMedia(request, reply, await openExportDownload(deps, requireUser(request).id, request.params.id)),
  );
}
