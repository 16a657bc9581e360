/** The public shapes of messages (owner's view) and deliveries (recipient's view). Never a row. */
import type { DeliveredMessage, Message, MessageSummary } from '@heirloom/common/contracts/messages';
import type {
  ListedRecipientRow,
  MediaRow,
  MessageRow,
  RecipientRow,
  SummaryMessageRow,
  SummaryRecipientRow,
} from './messages.repository';

type Occasion = Message['occasion'];

const presentMedia = (media: MediaRow, url: string) => ({
  id: media.id,
  contentType: media.content_type,
  sizeBytes: Number(media.size_bytes),
  durationMs: media.duration_ms,
  url,
});

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

/** A whole message with its recipients, media and unsent e-mails, as its owner sees it (GET /api/messages/:id). */
export function presentMessage(
  message: MessageRow,
  related: { recipients: ListedRecipientRow[]; media?: MediaRow; problems: EmailProblemRow[] },
): Message {
  const media = related.media ? presentMedia(related.media, `/api/media/${related.media.id}`) : null;
  const summary = presentMessageSummary(message, { ...related, media });
  return {
    ...summary,
    letterText: message.letter_text,
    media,
    recipients: related.recipients.map((recipient, index) => ({
      ...summary.recipients[index]!,
      relationship: recipient.relationship,
      deliveredAt: recipient.delivered_at,
    })),
    createdAt: message.created_at,
    updatedAt: message.updated_at,
  };
}

/** A delivered message as its recipient sees it; media is served under the link's own path. */
export function presentDelivery(
  delivery: { recipient: RecipientRow; message: MessageRow; authorName: string; media?: MediaRow },
  token: string,
): DeliveredMessage {
  const { message, recipient, media } = delivery;
  return {
    kind: message.kind,
    title: message.title,
    authorName: delivery.authorName,
    recipientName: recipient.name,
    occasion: message.occasion as Occasion,
    recordedAt: message.created_at,
    deliveredAt: recipient.delivered_at,
    letterText: message.letter_text,
    media: media
      ? { contentType: media.content_type, durationMs: media.duration_ms, url: `/api/shared/${token}/media` }
      : null,
  };
}
