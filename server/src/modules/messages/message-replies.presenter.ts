/** The public shapes of replies (common/src/contracts/message-replies.ts): never a database row. */
import type { MessageReply, ReplyKind, SentReply } from '@heirloom/common/contracts/message-replies';
import type { ReplyRow, ReplyWithContext } from './message-replies.repository';

/** A reply as the link that sent it sees it, letter opened. */
export function presentSentReply(
  reply: ReplyRow & { duration_ms: number | null; withdrawableUntil: string; canWithdraw: boolean },
): SentReply {
  return {
    id: reply.id,
    kind: reply.kind as ReplyKind,
    letterText: reply.letter_text,
    durationMs: reply.duration_ms,
    createdAt: reply.created_at,
    withdrawableUntil: reply.withdrawableUntil,
    canWithdraw: reply.canWithdraw,
  };
}

/**
 * A reply as the author or a legacy contact reads it, letter opened.
 * @param mediaUrl where its voice note plays for this reader (unused for a letter)
 */
export function presentReply(reply: ReplyWithContext, mediaUrl: string): MessageReply {
  return {
    id: reply.id,
    messageId: reply.message_id,
    messageTitle: reply.message_title,
    recipientName: reply.recipient_name,
    kind: reply.kind as ReplyKind,
    letterText: reply.letter_text,
    media:
      reply.media_id && reply.content_type
        ? { url: mediaUrl, contentType: reply.content_type, durationMs: reply.duration_ms }
        : null,
    createdAt: reply.created_at,
  };
}
