/** The public shape of vault items (common/src/contracts/vault.ts). Never a row. */
import {
  TRASH_RETENTION_DAYS,
  type EmotionSummary,
  type Transcript,
  type VaultItem,
} from '@heirloom/common/contracts/vault';
import { carriesSentiment } from '@heirloom/common/domain/transcript-confidence';
import { wordsFromStored } from '../../storage/recording-transcription';
import type { TranscriptRow, VaultItemRecord } from './vault.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item deleted at `deletedAt` leaves the trash for good (TRASH_RETENTION_DAYS later). */
export const purgeTimeOf = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/**
 * A transcript as the API shows it: the owner's wording when edited, else the machine's with its
 * timed words; the emotion summary only when the text can carry it (carriesSentiment;
 * docs/product/overview.md "Voice recordings, transcripts and emotion").
 */
function presentTranscript(row: TranscriptRow): Transcript {
  const isEdited = row.edited_text !== null;
  const confidence = row.confidence === null ? null : Number(row.confidence);
  const emotion = row.emotion ? (JSON.parse(row.emotion) as EmotionSummary) : null;
  const isCarried = carriesSentiment({ isEdited, confidence });
  return {
    status: row.status,
    text: row.edited_text ?? row.machine_text,
    isEdited,
    provider: row.provider,
    language: row.language,
    audioDurationMs: row.audio_duration_ms,
    realTimeFactor: row.real_time_factor === null ? null : Number(row.real_time_factor),
    error: row.error,
    words: isEdited ? [] : wordsFromStored(row.words),
    confidence,
    emotion: isCarried ? emotion : null,
    emotionWithheld: emotion !== null && !isCarried,
    updatedAt: row.updated_at,
  };
}

/**
 * An item as the API shows it. `owner` names whose it is when someone else's circle shares it with
 * the viewer (null for the viewer's own items).
 */
export function presentVaultItem(
  { item, media, people, tags, albumIds, transcript }: VaultItemRecord,
  owner: { id: string; name: string } | null = null,
): VaultItem {
  const base = `/api/vault/items/${item.id}`;
  return {
    id: item.id,
    kind: item.kind,
    collection: item.collection,
    title: item.title,
    description: item.description,
    takenAt: item.taken_at,
    createdAt: item.created_at,
    deletedAt: item.deleted_at,
    purgeAt: item.deleted_at ? purgeTimeOf(item.deleted_at) : null,
    people,
    tags,
    albumIds,
    originalName: media.original_name,
    contentType: media.content_type,
    sizeBytes: Number(media.size_bytes),
    durationMs: media.duration_ms,
    width: media.width,
    height: media.height,
    pageCount: media.page_count,
    previewUrl: media.preview_key ? `${base}/preview` : null,
    fileUrl: `${base}/file`,
    playbackUrl: media.rendition_status === 'done' ? `${base}/file?rendition=1` : `${base}/file`,
    rendition: media.rendition_status,
    waveform: media.waveform ? (JSON.parse(media.waveform) as number[]) : null,
    hasLocation: media.has_location === 1,
    keepLocation: item.keep_location === 1,
    sharedWithCircle: item.shared_with_circle === 1,
    owner,
    transcript: transcript ? presentTranscript(transcript) : null,
  };
}
