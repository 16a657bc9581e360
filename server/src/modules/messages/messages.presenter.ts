/** The public shapes of messages (owner's view) and deliveries (recipient's view). Never a row. */
import type { ReleasedMessage } from '@heirloom/common/contracts/legacy';
import type { DeliveredMessage, Message, MessageSummary } from '@heirloom/common/contracts/messages';
import { routePath } from '@heirloom/common/routes/define-route';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { messageFileName } from '@heirloom/common/utils/message-file-name';
import { renditionContentType } from '../../lib/media-rendition';
import { deliveredTranscriptOf, presentMessageTranscript } from './message-transcripts.presenter';
import type { OpenedTranscript } from './message-transcripts.service';
import type {
  ListedRecipientRow,
  MediaRow,
  MessageRow,
  RecipientRow,
  SummaryMessageRow,
  SummaryRecipientRow,
} from './messages.repository';

type Occasion = Message['occasion'];

/** True once the copy phones play (storage/media-renditions.ts) is stored. */
const hasPhoneCopy = (media: MediaRow) => media.rendition_status === 'done' && media.rendition_bytes !== null;

/**
 * The name a message's files are saved under (common/utils/message-file-name.ts;
 * docs/product/messages-and-delivery.md "Delivery to recipients").
 */
export const fileNameOf = (
  message: Pick<MessageRow, 'title' | 'deliver_at' | 'delivered_at' | 'created_at' | 'time_zone'>,
  contentType: string,
) =>
  messageFileName(
    {
      title: message.title,
      deliverAt: message.deliver_at,
      deliveredAt: message.delivered_at,
      createdAt: message.created_at,
      timeZone: message.time_zone,
    },
    contentType,
  );

/**
 * Where a message's recording plays and downloads from: `base` serves the original, `base?rendition=1`
 * the copy phones play, which is also what plays once it exists (every browser and phone plays it).
 * @param downloadQuery appended to a download's address ("download=1" where the route names the file)
 */
function mediaAddresses(message: MessageRow, media: MediaRow, base: string, downloadQuery: string) {
  const withQuery = (...parts: string[]) => {
    const query = parts.filter(Boolean).join('&');
    return query ? `${base}?${query}` : base;
  };
  const phoneType = renditionContentType(media.content_type);
  return {
    url: hasPhoneCopy(media) ? withQuery('rendition=1') : base,
    download: {
      url: withQuery(downloadQuery),
      fileName: fileNameOf(message, media.content_type),
      contentType: media.content_type,
    },
    phoneDownload: hasPhoneCopy(media)
      ? {
          url: withQuery('rendition=1', downloadQuery),
          fileName: fileNameOf(message, phoneType),
          contentType: phoneType,
        }
      : null,
  };
}

/** Unsent e-mails of a message (outbox rows after a failed attempt). */
type EmailProblemRow = { recipient_address: string; last_error: string | null; status: string };

/**
 * A message in its owner's list (GET /api/messages): no letter, the recording's length only.
 * @param related its recipients in order, with their links' revocation, and its unsent e-mails
 */
export function presentMessageSummary(
  message: Omit<SummaryMessageRow, 'media_duration_ms'>,
  related: {
    recipients: SummaryRecipientRow[];
    media: { durationMs: number | null } | null;
    problems: EmailProblemRow[];
  },
): MessageSummary {
  return {
    id: message.id,
    kind: message.kind,
    title: message.title,
    media: related.media,
    occasion: message.occasion as Occasion,
    status: message.status,
    deliveryKind: message.delivery_kind,
    deliverAt: message.deliver_at,
    timeZone: message.time_zone,
    recipients: related.recipients.map((recipient) => ({
      id: recipient.id,
      name: recipient.name,
      email: recipient.email,
      isRevoked: recipient.revoked_at !== null || recipient.link_revoked_at !== null,
      deliveredAt: recipient.delivered_at,
      openedAt: recipient.opened_at,
      carriesFor: recipient.courier_for,
    })),
    nextStep:
      message.status === 'scheduled' && message.pending_step && message.next_step_at
        ? { step: message.pending_step, at: message.next_step_at }
        : null,
    deliveredAt: message.delivered_at,
    emailProblems: related.problems.map((problem) => ({
      recipient: problem.recipient_address,
      error: problem.last_error ?? 'Not sent yet',
      isFinal: problem.status === 'failed',
    })),
  };
}

/**
 * A whole message with its recipients, media, transcript and unsent e-mails, as its owner sees it
 * (GET /api/messages/:id).
 */
export function presentMessage(
  message: MessageRow,
  related: {
    recipients: ListedRecipientRow[];
    media?: MediaRow;
    transcript?: OpenedTranscript;
    problems: EmailProblemRow[];
  },
): Message {
  const media = related.media
    ? {
        id: related.media.id,
        contentType: related.media.content_type,
        sizeBytes: Number(related.media.size_bytes),
        durationMs: related.media.duration_ms,
        // The owner's route sends no file name: the page's link names the download.
        ...mediaAddresses(message, related.media, `/api/media/${related.media.id}`, ''),
      }
    : null;
  const summary = presentMessageSummary(message, { ...related, media });
  return {
    ...summary,
    letterText: message.letter_text,
    fallback: { kind: message.fallback_kind, userId: message.fallback_user_id },
    mayAnnounce: message.may_announce === 1,
    media,
    transcript: related.transcript ? presentMessageTranscript(related.transcript) : null,
    recipients: related.recipients.map((recipient, index) => ({
      ...summary.recipients[index]!,
      relationship: recipient.relationship,
      authorName: recipient.author_name,
      deliveredAt: recipient.delivered_at,
    })),
    createdAt: message.created_at,
    updatedAt: message.updated_at,
  };
}

/**
 * A delivered message as its recipient sees it; media is served under the link's own path, with
 * downloads (and "Save everything") only when the link allows them; the transcript only when it may
 * be shown (message-transcripts.presenter.ts).
 */
export function presentDelivery(
  delivery: {
    recipient: RecipientRow;
    message: MessageRow;
    authorName: string;
    /** For a fallback courier: the recipient it was meant for. */
    carriedFor?: Pick<RecipientRow, 'name' | 'email'>;
    media?: MediaRow;
    transcript?: OpenedTranscript;
    link: { allow_download: number };
  },
  token: string,
): DeliveredMessage {
  const { message, recipient, media } = delivery;
  const addresses =
    media && mediaAddresses(message, media, routePath(messageRoutes.deliveredMedia, { token }), 'download=1');
  const mayDownload = delivery.link.allow_download === 1;
  return {
    kind: message.kind,
    title: message.title,
    authorName: delivery.authorName,
    recipientName: recipient.name,
    occasion: message.occasion as Occasion,
    recordedAt: message.created_at,
    deliveredAt: recipient.delivered_at,
    letterText: message.letter_text,
    carriedFor: delivery.carriedFor
      ? { name: delivery.carriedFor.name, email: delivery.carriedFor.email, reason: recipient.courier_reason ?? '' }
      : null,
    media:
      media && addresses
        ? {
            contentType: media.content_type,
            durationMs: media.duration_ms,
            url: addresses.url,
            download: mayDownload ? addresses.download : null,
            phoneDownload: mayDownload ? addresses.phoneDownload : null,
          }
        : null,
    transcript: deliveredTranscriptOf(delivery.transcript),
    saveEverything: mayDownload ? { fileName: fileNameOf(message, 'application/zip') } : null,
  };
}

/**
 * A message its author designated for a legacy contact, as the contact reads it after the release
 * (docs/product/legacy-release.md "What a release gives"): the recording under the contact's own
 * route, always downloadable.
 */
export function presentReleasedMessage(
  released: { message: MessageRow; media?: MediaRow; authorName: string },
  mediaBase: string,
): ReleasedMessage {
  const { message, media } = released;
  const addresses = media && mediaAddresses(message, media, mediaBase, 'download=1');
  return {
    kind: message.kind,
    title: message.title,
    authorName: released.authorName,
    occasion: message.occasion as Occasion,
    recordedAt: message.created_at,
    letterText: message.letter_text,
    media:
      media && addresses
        ? {
            contentType: media.content_type,
            durationMs: media.duration_ms,
            url: addresses.url,
            download: addresses.download,
            phoneDownload: addresses.phoneDownload,
          }
        : null,
  };
}
