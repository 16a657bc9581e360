/**
 * A delivered voice or video message's recording with its transcript, on the recipient's page
 * (docs/product/messages-and-delivery.md "Delivery to recipients", "Transcripts"). The page never
 * plays by itself; when the recipient may read the words, they choose to begin with the voice or
 * with the words ("Listen first" / "Read first", a radio group the arrow keys move through), which
 * orders the player and the transcript and is remembered on this device (localStorage). A
 * transcript nobody corrected says it was written down automatically and may have mistakes.
 */
import { useState } from 'react';
import { AUTOMATIC_TRANSCRIPT_NOTE, type DeliveredTranscript } from '@heirloom/common/contracts/message-transcripts';
import type { DeliveredMessage } from '@heirloom/common/contracts/messages';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { MediaDownloads } from '../../components/media/media-downloads';

/** Where the recipient's choice is kept on their device. */
export const READING_ORDER_KEY = 'heirloom.delivered-message.begin-with';

export type ReadingOrder = 'listen' | 'read';

const ORDER_LABELS: Record<ReadingOrder, string> = { listen: 'Listen first', read: 'Read first' };

/** The choice kept on this device; 'listen' when none was made, or storage is closed (private browsing). */
function storedOrder(): ReadingOrder {
  try {
    return localStorage.getItem(READING_ORDER_KEY) === 'read' ? 'read' : 'listen';
  } catch {
    return 'listen';
  }
}

/** The recipient's reading order and its setter, which keeps the choice on this device. */
function useReadingOrder(): [ReadingOrder, (order: ReadingOrder) => void] {
  const [order, setOrder] = useState<ReadingOrder>(storedOrder);
  const choose = (next: ReadingOrder) => {
    setOrder(next);
    try {
      localStorage.setItem(READING_ORDER_KEY, next);
    } catch {
      // Storage closed: the choice holds for this visit only.
    }
  };
  return [order, choose];
}

/** "Listen first" / "Read first": native radios, so Tab reaches the group once and the arrow keys choose. */
function ReadingOrderChoice({ order, onChange }: { order: ReadingOrder; onChange: (order: ReadingOrder) => void }) {
  return (
    <fieldset className="print:hidden" data-testid="reading-order">
      <legend className="mb-2 text-sm font-semibold text-ink">How would you like to begin?</legend>
      <div className="inline-flex rounded-full border border-line bg-paper p-1">
        {(Object.keys(ORDER_LABELS) as ReadingOrder[]).map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-ink-soft has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="reading-order"
              value={value}
              checked={order === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {ORDER_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The words of the recording, with the note when nobody corrected them. */
function TranscriptBlock({ transcript, title }: { transcript: DeliveredTranscript; title: string }) {
  return (
    <section aria-labelledby="delivered-transcript-heading" className="grid gap-2" data-testid="delivered-transcript">
      <h2 id="delivered-transcript-heading" className="text-lg font-semibold text-ink">
        The words of “{title}”
      </h2>
      {transcript.isAutomatic && (
        <p className="text-sm text-ink-soft" data-testid="automatic-transcript-note">
          {AUTOMATIC_TRANSCRIPT_NOTE}
        </p>
      )}
      <p className="font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink">{transcript.text}</p>
    </section>
  );
}

/** The player, which waits for the recipient: no autoplay, only the recording's length is fetched. */
function Player({ message, media }: { message: DeliveredMessage; media: NonNullable<DeliveredMessage['media']> }) {
  return (
    <div className="grid gap-2" data-testid="delivered-player">
      {message.kind === 'video' ? (
        <video
          controls
          preload="metadata"
          src={media.url}
          className="w-full rounded-2xl bg-ink"
          aria-label={`Video message: ${message.title}`}
        />
      ) : (
        <audio
          controls
          preload="metadata"
          src={media.url}
          className="w-full"
          aria-label={`Voice message: ${message.title}`}
        />
      )}
      {media.durationMs && <p className="text-sm text-ink-soft">Length: {formatDuration(media.durationMs)}</p>}
    </div>
  );
}

/**
 * The recording of `message` (which has one), its transcript when the recipient may read it, in
 * the order they chose, and its downloads.
 */
export function DeliveredRecording({
  message,
  media,
}: {
  message: DeliveredMessage;
  media: NonNullable<DeliveredMessage['media']>;
}) {
  const [order, setOrder] = useReadingOrder();
  const { transcript } = message;
  const player = <Player key="player" message={message} media={media} />;
  const words = transcript && <TranscriptBlock key="words" transcript={transcript} title={message.title} />;
  return (
    <div className="grid gap-4">
      {transcript && <ReadingOrderChoice order={order} onChange={setOrder} />}
      {order === 'read' ? [words, player] : [player, words]}
      <MediaDownloads media={media} />
    </div>
  );
}
