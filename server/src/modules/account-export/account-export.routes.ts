/**
 * "Export everything" over HTTP, implementing the routes declared in
 * common/src/routes/account-export.ts: start an export (202, or the one being built), read the
 * newest and its progress, and download the ZIP, for its owner alone (the account-export gate
 * answers 404 to anyone else).
 */
import type { FastifyInstance } from 'fastify';
import { accountExportRoutes as routes } from '@heirloom/common/routes/account-export';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import {
  openExportDownload,
  readLatestExport,
  startExport,
  type AccountExportDependencies,
} from './account-export.service';

/** Registers the export routes. */
export async function registerAccountExportRoutes(app: FastifyInstance, deps: AccountExportDependencies) {
  implementRoute(app, routes.start, async (_request, reply, user) =>
    reply.code(202).send(await startExport(deps, user.id)),
  );

  implementRoute(app, routes.latest, async (_request, reply, user) =>
    reply.header('cache-control', 'no-store').send({ export: await readLatestExport(deps, user.id) }),
  );

  implementRoute(app, routes.download, async (request, reply, row) =>
    sendMedia(request, reply, await openExportDownload(deps, row)),
  );
}
