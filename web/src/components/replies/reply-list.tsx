/**
 * Replies recipients sent to a message (docs/product/messages-and-delivery.md "Replies"), as their
 * readers see them: the author under each message on /legacy-messages, and after the release the
 * legacy contacts beside what the author left them. A voice note plays in place (seekable: the
 * server answers range requests); a letter reads in full.
 */
import { Mail, Mic } from 'lucide-react';
import type { MessageReply } from '@heirloom/common/contracts/message-replies';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { formatDate } from '../../lib/reader-dates';

/**
 * @param replies newest first
 * @param showsMessage whether each names the message it answers (a list across messages)
 */
export function ReplyList({ replies, showsMessage = false }: { replies: MessageReply[]; showsMessage?: boolean }) {
  return (
    <ul className="grid gap-3">
      {replies.map((reply) => {
        const Icon = reply.kind === 'voice' ? Mic : Mail;
        const what = reply.kind === 'voice' ? 'Voice note' : 'Letter';
        return (
          <li key={reply.id} className="grid gap-2 rounded-2xl border border-line bg-paper p-4" data-testid="reply">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
              <Icon className="size-4 text-accent" aria-hidden />
              <span className="font-semibold text-ink">
                {what} from {reply.recipientName}
              </span>
              {showsMessage && <span className="break-words">in answer to “{reply.messageTitle}”</span>}
              <span>
                {formatDate(reply.createdAt, 'moment')}
                {reply.media?.durationMs ? ` · ${formatDuration(reply.media.durationMs)}` : ''}
              </span>
            </p>
            {reply.media && (
              <audio
                controls
                preload="metadata"
                src={reply.media.url}
                className="w-full"
                aria-label={`Voice note from ${reply.recipientName}`}
              />
            )}
            {reply.letterText && (
              <p className="font-serif text-lg leading-relaxed break-words whitespace-pre-wrap text-ink">
                {reply.letterText}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
