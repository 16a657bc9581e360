/**
 * One voice recording in the list: waveform, title, date and duration, the start of its
 * transcript (or where the transcript is up to), and the feeling of its words. Opens the detail view.
 */
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { Waveform } from '../../components/media/waveform';
import { EmotionBadge } from '../../components/vault/emotion-summary';
import { ItemLink } from '../../components/vault/item-link';
import { TranscriptKindBadge, TranscriptText } from '../../components/vault/transcript-text';
import { itemDate } from '../../components/vault/vault-format';
import { formatDate } from '../../lib/reader-dates';

/** About 180 characters of speech. */
const EXCERPT_WORDS = 32;

function TranscriptLine({ transcript }: { transcript: VaultItem['transcript'] }) {
  if (!transcript) return null;
  if (transcript.text) {
    return (
      <div className="grid justify-items-start gap-1">
        <TranscriptKindBadge transcript={transcript} />
        <TranscriptText transcript={transcript} maxWords={EXCERPT_WORDS} />
      </div>
    );
  }
  const status = {
    pending: 'Waiting to be transcribed…',
    running: 'Transcribing…',
    done: 'No words were heard.',
    failed: 'The transcript could not be made. Open it to try again.',
    unavailable: 'No transcript on this server.',
  }[transcript.status];
  return <p className="text-sm text-ink-soft italic">{status}</p>;
}

export function VoiceRecordingRow({ item }: { item: VaultItem }) {
  return (
    <li>
      <ItemLink
        itemId={item.id}
        className="group grid gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[12rem_minmax(0,1fr)]"
        testId="voice-recording"
      >
        <div className="flex h-20 items-center rounded-2xl bg-accent-soft/70 px-3">
          {item.waveform && item.waveform.length > 0 && (
            <Waveform peaks={item.waveform} barCount={40} className="h-14" />
          )}
        </div>
        <div className="grid min-w-0 content-start gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="min-w-0 truncate font-sans text-lg font-semibold text-ink group-hover:underline">
              {item.title}
            </h3>
            {item.transcript?.emotion && <EmotionBadge label={item.transcript.emotion.label} />}
          </div>
          <p className="text-sm text-ink-soft">
            {formatDate(itemDate(item), 'day')}
            {item.durationMs !== null && (
              <>
                {' · '}
                <span data-testid="recording-duration" className="tabular-nums">
                  {formatDuration(item.durationMs)}
                </span>
              </>
            )}
          </p>
          <TranscriptLine transcript={item.transcript} />
        </div>
      </ItemLink>
    </li>
  );
}
