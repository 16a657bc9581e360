/**
 * Replies over HTTP, implementing the routes declared in common/src/routes/message-replies.ts
 * (docs/product/messages-and-delivery.md "Replies"). A recipient's calls get what their link opens
 * (the recipient-link gate); the author's, the message the `message` gate read; a legacy contact's,
 * what the release granted them (legacy-grant). The voice note arrives as multipart/form-data, parsed
 * only in this part of the module.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { messageReplyRoutes as routes } from '@heirloom/common/routes/message-replies';
import { routePath } from '@heirloom/common/routes/define-route';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { presentReply, presentSentReply } from './message-replies.presenter';
import { listRepliesSentBy, replyWithLetter, replyWithVoice, withdrawReply } from './message-replies.service';
import type { MessagesDependencies } from './messages.dependencies';
import {
  listRepliesKeptFor,
  listRepliesReceivedBy,
  readFamilyReplyRecording,
  readReceivedReplyRecording,
} from './received-replies.service';

/** Replies one network address may send per hour, whatever the link (the daily limit per link is the service's). */
export const REPLY_REQUESTS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Registers the replies' routes. */
export async function registerMessageReplyRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  /** The reply `id` as the link `access` sees it, just sent. */
  const presentSent = async (access: Parameters<typeof listRepliesSentBy>[1], id: string) =>
    presentSentReply((await listRepliesSentBy(deps, access)).find((reply) => reply.id === id)!);

  implementRoute(app, routes.sent, async (_request, reply, access) => {
    reply.header('cache-control', 'no-store');
    return (await listRepliesSentBy(deps, access)).map(presentSentReply);
  });

  implementRoute(
    app,
    routes.replyWithLetter,
    async (request, reply, access) =>
      reply.code(201).send(await presentSent(access, await replyWithLetter(deps, access, request.body.text))),
    { rateLimit: { max: REPLY_REQUESTS_PER_HOUR, timeWindow: HOUR_MS } },
  );

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
    implementRoute(
      uploads,
      routes.replyWithVoice,
      async (request, reply, access) =>
        reply.code(201).send(await presentSent(access, await replyWithVoice(deps, access, request))),
      { rateLimit: { max: REPLY_REQUESTS_PER_HOUR, timeWindow: HOUR_MS } },
    );
  });

  implementRoute(app, routes.withdraw, async (request, reply, access) => {
    await withdrawReply(deps, access, request.params.replyId);
    return reply.code(204).send();
  });

  implementRoute(app, routes.received, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    const replies = await listRepliesReceivedBy(deps, user.id);
    return replies.map((each) =>
      presentReply(each, routePath(routes.receivedMedia, { id: each.message_id, replyId: each.id })),
    );
  });

  implementRoute(app, routes.receivedMedia, async (request, reply, message) => {
    const media = await readReceivedReplyRecording(deps, message, request.params.replyId);
    return sendMedia(request, reply, await mediaSourceOf(deps, media, playedVariant(media)));
  });

  implementRoute(app, routes.family, async (request, reply, release) => {
    reply.header('cache-control', 'no-store');
    const replies = await listRepliesKeptFor(deps, release);
    return replies.map((each) =>
      presentReply(each, routePath(routes.familyMedia, { ownerId: request.params.ownerId, replyId: each.id })),
    );
  });

  implementRoute(app, routes.familyMedia, async (request, reply, release) => {
    const media = await readFamilyReplyRecording(deps, release, request.params.replyId);
    return sendMedia(request, reply, await mediaSourceOf(deps, media, playedVariant(media)));
  });
}

/** What plays: the copy phones play once it is made (storage/media-renditions.ts), else the original. */
const playedVariant = (media: { rendition_bytes: number | null }) =>
  media.rendition_bytes !== null ? ('rendition' as const) : ('original' as const);
