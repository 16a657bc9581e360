/**
 * Sends a message's recording to whoever its route admitted (a recipient's link, a legacy contact
 * a release granted it): the original, or the copy phones play when `?rendition` asks for it, with
 * range requests; as an attachment named after the message when a download is asked for and allowed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHONE_COPY_NOT_READY } from '@heirloom/common/contracts/messages';
import { AppError } from '../../lib/app-error';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import type { MessagesDependencies } from './messages.dependencies';
import { fileNameOf } from './messages.presenter';

/**
 * @param wanted what the query asked for: the phone copy (`rendition`), an attachment (`download`)
 * @throws AppError 'not_found' (PHONE_COPY_NOT_READY) when the phone copy is asked for before it is made
 */
export async function sendMessageMedia(
  deps: MessagesDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  { message, media }: { message: Parameters<typeof fileNameOf>[0]; media: Parameters<typeof mediaSourceOf>[1] },
  wanted: { rendition: boolean; download: boolean },
) {
  const variant = wanted.rendition ? 'rendition' : 'original';
  if (variant === 'rendition' && (media.rendition_bytes ?? null) === null) {
    throw new AppError('not_found', PHONE_COPY_NOT_READY);
  }
  const source = await mediaSourceOf(deps, media, variant);
  return sendMedia(request, reply, {
    ...source,
    downloadName: wanted.download ? fileNameOf(message, source.contentType) : undefined,
  });
}
