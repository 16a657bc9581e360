/**
 * Future messages over HTTP, implementing the routes declared in
 * common/src/routes/messages.ts. The author's calls get the message their access gate read
 * (message.policy: the author alone, 404 to everyone else); a delivery-protection link's calls get
 * its checked claims and a recipient's link's calls what the link opens, without a session. The
 * reissue of a recipient's link is in recipient-reissue.routes.ts, the health check and the
 * correction of an address in message-health.routes.ts, "Still right?" in still-right.routes.ts, a
 * recipient's choices after the author's death in gentle-mode.routes.ts, the correction of a
 * transcript in message-transcripts.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { messageRoutes as routes } from '@heirloom/common/routes/messages';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import { listMessageSummaries, readAuthoredMessage } from './authored-messages.service';
import { openDeliveredArchive } from './delivered-archive.service';
import { printDeliveredLetter } from './delivered-letter.service';
import { readMessageTranscript } from './message-transcripts.service';
import { registerMessageTranscriptRoutes } from './message-transcripts.routes';
import { presentDelivery, presentMessage } from './messages.presenter';
import { sendMessageMedia } from './message-media-response';
import {
  cancelMessage,
  changeMessage,
  createMessage,
  describeProtectionLink,
  MESSAGE_ERRORS,
  openDelivery,
  postponeMessage,
  reloadMessage,
  removeMessage,
  respondToProtectionLink,
  revokeRecipientLink,
} from './messages.service';
import type { MessagesDependencies } from './messages.dependencies';
import { registerRecipientReissueRoute } from './recipient-reissue.routes';
import { registerMessageHealthRoutes } from './message-health.routes';
import { registerStillRightRoutes } from './still-right.routes';
import { registerGentleModeRoutes } from './gentle-mode.routes';

export async function registerMessageRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  /** `message` as its author sees it, whole, with its recipients, media and unsent e-mails. */
  const presentOne = async (message: Parameters<typeof readAuthoredMessage>[1]) => {
    const { message: opened, ...related } = await readAuthoredMessage(deps, message);
    return presentMessage(opened, related);
  };
  /** The message `messageId` as it stands after a change, as its author sees it. */
  const presentCurrent = async (messageId: string) => presentOne(await reloadMessage(deps, messageId));

  // The database writes this answer's JSON (message-list.repository.ts): a JSON string is sent as
  // it is, so the schema documents the answer and the route tests hold the text to it.
  implementRoute(app, routes.list, async (_request, reply, user) =>
    reply.type('application/json; charset=utf-8').send(await listMessageSummaries(deps, user.id)),
  );

  implementRoute(app, routes.create, async (request, reply, user) => {
    const id = await createMessage(deps, user.id, request.body);
    return reply.code(201).send(await presentCurrent(id));
  });

  implementRoute(app, routes.read, async (_request, _reply, message) => presentOne(message));

  implementRoute(app, routes.change, async (request, _reply, message) => {
    await changeMessage(deps, message, request.body);
    return presentCurrent(message.id);
  });

  implementRoute(app, routes.postpone, async (request, _reply, message) => {
    await postponeMessage(deps, message, request.body?.days ?? 7);
    return presentCurrent(message.id);
  });

  implementRoute(app, routes.cancel, async (_request, _reply, message) => {
    await cancelMessage(deps, message);
    return presentCurrent(message.id);
  });

  implementRoute(app, routes.delete, async (_request, reply, message) => {
    await removeMessage(deps, message);
    return reply.code(204).send();
  });

  implementRoute(app, routes.revokeRecipient, async (request, _reply, message) => {
    await revokeRecipientLink(deps, message, request.params.recipientId);
    return presentCurrent(message.id);
  });
  await registerRecipientReissueRoute(app, deps, presentCurrent);
  await registerMessageHealthRoutes(app, deps, presentCurrent);
  await registerStillRightRoutes(app, deps, presentCurrent);
  await registerGentleModeRoutes(app, deps);
  await registerMessageTranscriptRoutes(app, deps, presentCurrent);

  implementRoute(app, routes.describeProtection, async (_request, _reply, claims) => {
    const { message } = await describeProtectionLink(deps, claims);
    return {
      action: claims.action,
      messageId: message.id,
      title: message.title,
      deliverAt: message.deliver_at ?? '',
      timeZone: message.time_zone,
      status: message.status,
    };
  });

  implementRoute(app, routes.answerProtection, async (request, _reply, claims) => {
    await respondToProtectionLink(deps, claims, request.body.action, request.body.days ?? 7);
    const { message } = await describeProtectionLink(deps, claims).catch(() => ({ message: undefined }));
    return { message: 'Thank you. Your plan is saved.', deliverAt: message?.deliver_at ?? null };
  });

  implementRoute(app, routes.delivered, async (request, reply, access) => {
    const delivery = await openDelivery(deps, access, 'message.delivery.read');
    const transcript = await readMessageTranscript(deps, delivery.message);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return presentDelivery({ ...delivery, transcript }, request.params.token);
  });

  implementRoute(app, routes.deliveredLetterPdf, async (request, reply, access) => {
    const { fileName, pdf } = await printDeliveredLetter(deps, access, request.query.pageSize);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(pdf);
  });

  implementRoute(app, routes.deliveredArchive, async (request, reply, access) => {
    const archive = await openDeliveredArchive(deps, access, request.query.pageSize);
    if (archive.sizeBytes !== null) reply.header('content-length', archive.sizeBytes);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archive.fileName)}`)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(archive.body);
  });

  implementRoute(app, routes.deliveredMedia, async (request, reply, access) => {
    const delivery = await openDelivery(deps, access, 'message.media.read');
    const { media, message, link } = delivery;
    if (!media) throw new AppError('not_found', MESSAGE_ERRORS.deliveryNotFound);
    return sendMessageMedia(
      deps,
      request,
      reply,
      { message, media },
      {
        rendition: Boolean(request.query.rendition),
        download: Boolean(request.query.download) && link.allow_download === 1,
      },
    );
  });
}
