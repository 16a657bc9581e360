/**
 * Contracts of the memory vault for photos, videos, voice and documents, and of voice recordings
 * with transcription and emotion analysis (docs/product/overview.md "Memory vault", "Voice
 * recordings, transcripts and emotion"). Shared by the server routes and the web pages.
 *
 * Uploads use the tus 1.0.0 resumable-upload protocol at VAULT_UPLOAD_ENDPOINT (https://tus.io/
 * protocols/resumable-upload). Upload-Metadata keys: `filename`, `filetype`, `collection`
 * ('vault' | 'voice'), optional `title`. The response to the PATCH that completes an upload carries
 * the new item's id in the VAULT_ITEM_ID_HEADER header; a refused file answers 413/415/422 with
 * `{ message }` and leaves nothing behind.
 */
import { z } from 'zod';
import { planById, type Plan } from '../domain/plans';
import { formatBytes } from '../utils/format-bytes';
import { downloadQuerySchema } from './api';

export const VAULT_UPLOAD_ENDPOINT = '/api/vault/uploads';
export const VAULT_ITEM_ID_HEADER = 'Heirloom-Vault-Item-Id';

export const VAULT_ITEM_KINDS = ['photo', 'video', 'audio', 'document'] as const;
export type VaultItemKind = (typeof VAULT_ITEM_KINDS)[number];

/** Where an item was added: the vault itself, or /voice-recordings. */
export const VAULT_COLLECTIONS = ['vault', 'voice'] as const;
export type VaultCollection = (typeof VAULT_COLLECTIONS)[number];

export const VAULT_SORTS = ['newest', 'oldest', 'taken-newest', 'taken-oldest'] as const;

export { TRASH_RETENTION_DAYS } from '../domain/constants';

export const VAULT_LIMITS = {
  titleLength: 200,
  descriptionLength: 5_000,
  nameLength: 100,
  peoplePerItem: 50,
  tagsPerItem: 50,
  transcriptLength: 200_000,
} as const;

/** Sniffed types of HEIF still images (iPhone photos), which only Safari shows. */
export const HEIF_TYPES: readonly string[] = ['image/heic', 'image/heif'];

export const VAULT_MESSAGES = {
  notFound: 'We could not find that item.',
  albumNotFound: 'We could not find that album.',
  titleRequired: 'Please give this memory a title',
  albumNameRequired: 'Please name the album',
  albumExists: 'You already have an album with this name',
  unsupported:
    'This file type is not supported. Please upload a photo (JPEG, HEIC, PNG, WebP, GIF, AVIF, TIFF), a video (MP4, MOV, 3GP, WebM), an audio recording (MP3, M4A, WAV, OGG, Opus, WebM, FLAC) or a PDF document.',
  voiceOnlyAudio: 'Voice recordings must be audio files (MP3, M4A, WAV, OGG, WebM or FLAC).',
  unreadable: 'We could not read this file. It may be damaged; please try another copy.',
  tooLarge: (limitMb: number) => `This file is larger than the ${limitMb} MB limit. Please choose a smaller file.`,
  transcriptNotApplicable: 'Only voice recordings and videos have a transcript.',
  transcriptionUnavailable: 'Transcription is not available on this server.',
  renditionPending:
    'This video is in a format most browsers cannot play (such as HEVC from an iPhone or 3GP from an older Android phone). A playable copy is being made; download the original to watch it now.',
  renditionFailed:
    'This video is in a format most browsers cannot play (such as HEVC or 3GP), and a playable copy could not be made. Download the original to watch it on your phone or computer.',
  noRendition: 'This video has no playable copy.',
} as const;

/**
 * Why an upload waits for room in the storage allowance (docs/product/plans-and-pricing.md "Storage
 * allowance"): what it needs, what is free, that nothing was deleted, and how to make room.
 * @param standing bytes used and allowed, the upload's bytes, and the plan (Free Forever can upgrade)
 */
export function storageFullMessage(standing: {
  usedBytes: number;
  allowanceBytes: number;
  incomingBytes: number;
  planId: Plan['id'];
}): string {
  const free = Math.max(0, standing.allowanceBytes - standing.usedBytes);
  const larger = planById('complete_legacy');
  const room =
    standing.planId === 'free_forever'
      ? `empty the trash, or move to ${larger.name} for ${larger.storageGb} GB`
      : 'empty the trash';
  return `This upload waits for room: it needs ${formatBytes(standing.incomingBytes)} and ${formatBytes(free)} of your ${formatBytes(standing.allowanceBytes)} is free. Nothing has been deleted. To make room, ${room}, then add it again.`;
}

const nameSchema = z.string().trim().min(1).max(VAULT_LIMITS.nameLength);

/** Sentiment of a transcript (server/src/modules/transcription/emotion.ts explains the method). */
export const emotionSummarySchema = z.object({
  method: z.string(),
  compound: z.number(),
  positive: z.number(),
  negative: z.number(),
  neutral: z.number(),
  label: z.enum(['positive', 'negative', 'neutral', 'mixed']),
  carriers: z.array(z.object({ word: z.string(), valence: z.number() })),
});
export type EmotionSummary = z.infer<typeof emotionSummarySchema>;

export const TRANSCRIPT_STATUSES = ['pending', 'running', 'done', 'failed', 'unavailable'] as const;

/** One recognised word: where it is in the recording (ms) and its confidence (0..1; null when not measured). */
export const timedWordSchema = z.object({
  text: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  confidence: z.number().nullable(),
});

export const transcriptSchema = z.object({
  status: z.enum(TRANSCRIPT_STATUSES),
  /** The owner's edited text when there is one, else the machine transcript. */
  text: z.string().nullable(),
  isEdited: z.boolean(),
  provider: z.string().nullable(),
  language: z.string().nullable(),
  /** Audio duration the job transcribed, ms. */
  audioDurationMs: z.number().nullable(),
  /** Processing time ÷ audio duration (below 1 is faster than real time). */
  realTimeFactor: z.number().nullable(),
  error: z.string().nullable(),
  /**
   * The machine transcript's words with their times (ms) and confidences (0..1; null when not
   * measured); empty when the recogniser gave none (transcripts made before, Whisper).
   */
  words: z.array(timedWordSchema),
  /** Mean word confidence of the machine transcript, 0..1; null when not measured. */
  confidence: z.number().nullable(),
  /**
   * The sentiment of the text shown; null when there is none, or when the machine transcript is not
   * confident enough to carry one (`emotionWithheld`; carriesSentiment in domain/transcript-confidence).
   */
  emotion: emotionSummarySchema.nullable(),
  /** True when a summary exists but is not shown because the transcript is too uncertain. */
  emotionWithheld: z.boolean(),
  updatedAt: z.string(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const vaultItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(VAULT_ITEM_KINDS),
  collection: z.enum(VAULT_COLLECTIONS),
  title: z.string(),
  description: z.string(),
  /** When the photo or recording was taken (owner-editable; from EXIF when present). */
  takenAt: z.string().nullable(),
  createdAt: z.string(),
  /** Set while the item is in the trash; it is removed for good at purgeAt. */
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
  people: z.array(z.string()),
  tags: z.array(z.string()),
  albumIds: z.array(z.string()),
  originalName: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number(),
  durationMs: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  pageCount: z.number().nullable(),
  /** Thumbnail, poster frame or first page (WebP); null for audio. */
  previewUrl: z.string().nullable(),
  /** The file itself (range requests supported); add `?download=1` to save it. */
  fileUrl: z.string(),
  /**
   * What a browser plays: the H.264 rendition of a video browsers cannot decode once it is made,
   * else the file itself.
   */
  playbackUrl: z.string(),
  /** The playable rendition of a video browsers cannot play (HEVC, H.263, AMR); null when none is needed. */
  rendition: z.enum(['pending', 'done', 'failed']).nullable(),
  /** Peaks 0..1 for drawing a waveform (audio and video with sound). */
  waveform: z.array(z.number()).nullable(),
  hasLocation: z.boolean(),
  keepLocation: z.boolean(),
  /** Shared with the owner's family circle on its own (albums can share it too). */
  sharedWithCircle: z.boolean(),
  /** Whose item it is, for items shared with the user by someone else; null for their own. */
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  transcript: transcriptSchema.nullable(),
});
export type VaultItem = z.infer<typeof vaultItemSchema>;

/** An item's file: `?download=1` saves it, `?rendition=1` gives a video's playable copy. */
export const vaultFileQuerySchema = downloadQuerySchema.extend({
  rendition: z.string().optional().describe("Any value: the video's playable H.264 copy instead of the original"),
});

/** `:id` of an item or album route; a malformed id answers like an unknown one. */
export const vaultItemParamsSchema = z.object({ id: z.uuid({ error: VAULT_MESSAGES.notFound }) });

export const vaultAlbumSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  itemCount: z.number(),
  /** Everything in it, now and later, is shared with the family circle. */
  sharedWithCircle: z.boolean(),
});
export type VaultAlbum = z.infer<typeof vaultAlbumSchema>;

/** PATCH /api/vault/albums/:id (the owner): share the whole album with the circle, or stop. */
export const vaultAlbumUpdateSchema = z.object({ sharedWithCircle: z.boolean() });

/** An album someone shares with the user's circle. */
export const sharedAlbumSchema = vaultAlbumSchema.extend({
  owner: z.object({ id: z.string(), name: z.string() }),
  /** True for editors: they may add their own items to it. */
  canAdd: z.boolean(),
});
export type SharedAlbum = z.infer<typeof sharedAlbumSchema>;

/**
 * Paging of the vault's lists (GET /api/vault/items and /api/vault/shared): skip `offset` items of
 * the list's order, answer at most `limit`. An answer's `nextOffset` asks for the next page; null
 * on the last one.
 */
export const VAULT_PAGE_MAX = 1000;
export const vaultPageQuerySchema = z.object({
  offset: z.coerce.number<number>().int().min(0).default(0),
  limit: z.coerce.number<number>().int().min(1).max(VAULT_PAGE_MAX).default(VAULT_PAGE_MAX),
});
export type VaultPageQuery = z.input<typeof vaultPageQuerySchema>;
/** How many shared memories the web's "Shared with me" asks for a page. */
export const SHARED_PAGE_SIZE = 48;
const nextOffsetSchema = z.number().int().nullable();

/**
 * GET /api/vault/shared: what the family circles the user belongs to share with them — a page of
 * items (newest first) and, on every page, all the albums shared with them.
 */
export const sharedWithMeSchema = z.object({
  items: z.array(vaultItemSchema),
  albums: z.array(sharedAlbumSchema),
  nextOffset: nextOffsetSchema,
});
export type SharedWithMe = z.infer<typeof sharedWithMeSchema>;

/** DELETE /api/vault/shared/albums/:id/items/:itemId */
export const sharedAlbumItemParamsSchema = z.object({
  id: z.uuid({ error: VAULT_MESSAGES.albumNotFound }),
  itemId: z.uuid({ error: VAULT_MESSAGES.notFound }),
});

/**
 * POST /api/vault/shared/albums/:id/items: an editor adds one of their own items. `linkConsent`:
 * the album's owner may also show it through a public link (absent: no). Adding it again sets it,
 * so the editor gives or withdraws that consent the same way.
 */
export const sharedAlbumAdditionSchema = z.object({
  itemId: z.uuid({ error: VAULT_MESSAGES.notFound }),
  linkConsent: z.boolean({ error: 'Please say whether a public link to the album may show it' }).default(false),
});
export type SharedAlbumAddition = z.input<typeof sharedAlbumAdditionSchema>;

/** The most items one request files in or takes out of an album (a vault page holds fewer). */
export const MAX_ALBUM_BATCH = 500;

/**
 * POST /api/vault/albums/:id/items and …/items/remove: many items at once, all or nothing. Adding:
 * each must be the caller's own, live item (`linkConsent` as for one item); taking out: the caller's
 * own, or any item in the album when the album is theirs. Repeating a request changes nothing more.
 */
export const albumItemsBatchSchema = z.object({
  itemIds: z
    .array(z.uuid({ error: VAULT_MESSAGES.notFound }))
    .min(1, 'Please choose at least one item')
    .max(MAX_ALBUM_BATCH, `Please choose at most ${MAX_ALBUM_BATCH} items at a time`),
  linkConsent: z.boolean({ error: 'Please say whether a public link to the album may show them' }).default(false),
});
export type AlbumItemsBatch = z.input<typeof albumItemsBatchSchema>;

/** GET /api/vault/items query: filters combine with AND. */
export const vaultItemsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(VAULT_ITEM_KINDS).optional(),
  collection: z.enum(VAULT_COLLECTIONS).optional(),
  person: z.string().trim().max(VAULT_LIMITS.nameLength).optional(),
  tag: z.string().trim().max(VAULT_LIMITS.nameLength).optional(),
  /**
   * Everything in the album the user may see — an editor's additions to the owner's shared album
   * too, named by their owner; 404 when the user may not open the album. Without it the list holds
   * only the user's own items.
   */
  albumId: z.uuid().optional(),
  /** Inclusive date bounds (YYYY-MM-DD) on takenAt, else createdAt. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(VAULT_SORTS).default('newest'),
  /** 'only' lists the trash instead of the vault. */
  trash: z.enum(['only']).optional(),
  ...vaultPageQuerySchema.shape,
});
export type VaultItemsQuery = z.input<typeof vaultItemsQuerySchema>;

export const vaultItemsResponseSchema = z.object({ items: z.array(vaultItemSchema), nextOffset: nextOffsetSchema });

/** GET /api/vault/overview: the storage figure and the filter choices. */
export const vaultOverviewSchema = z.object({
  /** What the owner's memories take of the storage allowance, bytes (voice and video messages do not count). */
  usedBytes: z.number(),
  /** The plan's storage allowance, bytes. */
  allowanceBytes: z.number(),
  itemCount: z.number(),
  trashCount: z.number(),
  /** The current per-file upload limit, MB (admin setting maxFileSize). */
  maxFileSizeMb: z.number(),
  people: z.array(z.string()),
  tags: z.array(z.string()),
  albums: z.array(
    vaultAlbumSchema.extend({
      /** Relatives' additions a public link to the album leaves out: they have not agreed to links. */
      withheldFromLinks: z.array(z.object({ contributorName: z.string(), count: z.number() })),
    }),
  ),
});
export type VaultOverview = z.infer<typeof vaultOverviewSchema>;

/** PATCH /api/vault/items/:id: only the fields given change. */
export const vaultItemUpdateSchema = z.object({
  title: z.string().trim().min(1, VAULT_MESSAGES.titleRequired).max(VAULT_LIMITS.titleLength).optional(),
  description: z.string().trim().max(VAULT_LIMITS.descriptionLength).optional(),
  takenAt: z.iso.datetime({ offset: true }).nullable().optional(),
  people: z.array(nameSchema).max(VAULT_LIMITS.peoplePerItem).optional(),
  tags: z.array(nameSchema).max(VAULT_LIMITS.tagsPerItem).optional(),
  albumIds: z.array(z.uuid()).max(100).optional(),
  keepLocation: z.boolean().optional(),
  sharedWithCircle: z.boolean().optional(),
});
export type VaultItemUpdate = z.infer<typeof vaultItemUpdateSchema>;

/** PUT /api/vault/items/:id/transcript: the owner's correction, kept when the job re-runs. */
export const transcriptEditSchema = z.object({ text: z.string().max(VAULT_LIMITS.transcriptLength) });

/** POST /api/vault/albums */
export const vaultAlbumInputSchema = z.object({
  name: z.string().trim().min(1, VAULT_MESSAGES.albumNameRequired).max(VAULT_LIMITS.nameLength),
});
