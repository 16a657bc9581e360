/**
 * Last wishes over HTTP, implementing the routes declared in
 * common/src/routes/last-wishes.ts: the signed-in owner's own document and its PDF (access
 * `session`), and an owner's document and its PDF, read-only, for their legacy contacts once a
 * release granted it (access `legacy-grant`, checked by its gate before the handler).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { lastWishesRoutes as routes } from '@heirloom/common/routes/last-wishes';
import { implementRoute } from '../../plugins/declared-routes';
import {
  printLastWishes,
  readLastWishes,
  readReleasedLastWishes,
  releasedDocumentOwner,
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
  implementRoute(app, routes.read, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return readLastWishes(deps, user.id);
  });

  implementRoute(app, routes.save, async (request, _reply, user) => saveLastWishes(deps, user.id, request.body));

  implementRoute(app, routes.pdf, async (request, reply, user) =>
    sendPdf(reply, await printLastWishes(deps, user.id, request.query)),
  );

  implementRoute(app, routes.readReleased, async (_request, reply, release) => {
    reply.header('cache-control', 'no-store');
    return readReleasedLastWishes(deps, releasedDocumentOwner(release));
  });

  implementRoute(app, routes.releasedPdf, async (request, reply, release) =>
    sendPdf(reply, await printLastWishes(deps, releasedDocumentOwner(release), request.query)),
  );
}
