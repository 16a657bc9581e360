/**
 * Contracts of scrapbooks (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"): pages of
 * photos, captions, voice clips and short texts, drafted from an album, a person of the tree, a
 * date range or an occasion and laid out by a template (domain/scrapbook-templates.ts); co-edited
 * by the owner and the editors of their family circle, read by its viewers when shared with the
 * circle; printed as a PDF by a queued job.
 * Shared by the server routes (modules/scrapbooks) and the web feature (/scrapbooks, /scrapbook-generator).
 *
 *   GET    /api/scrapbooks                                   scrapbooks I own or may read (ScrapbookSummary[])
 *   POST   /api/scrapbooks                                   draft one (ScrapbookDraftInput) → 201 Scrapbook
 *   GET    /api/scrapbooks/:id                               the scrapbook with its pages (Scrapbook)
 *   PATCH  /api/scrapbooks/:id                               title, template, shared with the circle → Scrapbook
 *   DELETE /api/scrapbooks/:id                               delete it (owner) → 204
 *   PUT    /api/scrapbooks/:id/page-order                    { pageIds } in their new order → Scrapbook
 *   POST   /api/scrapbooks/:id/pages                         add a page (PageInput) → 201 Scrapbook
 *   PATCH  /api/scrapbooks/:id/pages/:pageId                 its layout or text → Scrapbook
 *   DELETE /api/scrapbooks/:id/pages/:pageId                 remove a page → Scrapbook
 *   POST   /api/scrapbooks/:id/pages/:pageId/items           put a vault item on a page → 201 Scrapbook
 *   PATCH  /api/scrapbooks/:id/items/:scrapbookItemId        its caption → Scrapbook
 *   DELETE /api/scrapbooks/:id/items/:scrapbookItemId        take it off its page → Scrapbook
 *   GET    /api/scrapbooks/:id/items/:scrapbookItemId/file|preview   its photo, recording or video
 *   POST   /api/scrapbooks/:id/prints                        queue a print-ready PDF (PrintInput) → 202 ScrapbookPrint
 *   GET    /api/scrapbooks/:id/prints/:printId               its progress (ScrapbookPrint)
 *   GET    /api/scrapbooks/:id/prints/:printId/file          the PDF, once done
 */
import { z } from 'zod';
import { PAGE_LAYOUT_IDS } from '../domain/scrapbook-templates';
import { withheldSchema } from './withheld-items';

/** Longest caption and page text, in characters. */
export const MAX_CAPTION_LENGTH = 300;
export const MAX_PAGE_TEXT_LENGTH = 1_500;
/** Most pages a scrapbook holds (a printed book of 120 pages is already thick). */
export const MAX_SCRAPBOOK_PAGES = 120;

export const SCRAPBOOK_MESSAGES = {
  titleRequired: 'Please give your scrapbook a title',
  scrapbookNotFound: 'We could not find that scrapbook.',
  pageNotFound: 'We could not find that page of the scrapbook.',
  itemNotFound: 'We could not find that item in the scrapbook.',
  templateNotFound: 'Please choose one of the templates.',
  templateNeedsPlan:
    'This template is part of the Complete Legacy plan. Choose another one, or upgrade on the pricing page.',
  sourceNotFound: 'We could not find that album or person.',
  sourceEmpty: 'There are no photos, recordings or videos to make pages from. Choose another source.',
  dateRangeOrder: 'The end date must be on or after the start date',
  occasionRequired: 'Please name the occasion (a tag of your vault, such as "Wedding")',
  vaultItemNotFound: 'We could not find that photo, recording or video in the vault.',
  pageFull: 'This page is full for its layout. Choose a layout with more room or another page.',
  pageOrder: 'The new order must name every page of the scrapbook once.',
  tooManyPages: `A scrapbook can have at most ${MAX_SCRAPBOOK_PAGES} pages.`,
  printNotFound: 'We could not find that print.',
  printNotReady: 'The PDF is not ready yet.',
} as const;

/** Where a first draft takes its photos and recordings from. */
export const scrapbookSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('album'), albumId: z.uuid({ error: SCRAPBOOK_MESSAGES.sourceNotFound }) }),
  z.object({ kind: z.literal('person'), individualId: z.uuid({ error: SCRAPBOOK_MESSAGES.sourceNotFound }) }),
  z
    .object({ kind: z.literal('date_range'), from: z.iso.date(), to: z.iso.date() })
    .refine((range) => range.from <= range.to, { message: SCRAPBOOK_MESSAGES.dateRangeOrder, path: ['to'] }),
  z.object({
    kind: z.literal('occasion'),
    tag: z.string().trim().min(1, SCRAPBOOK_MESSAGES.occasionRequired).max(100),
  }),
]);
export type ScrapbookSource = z.infer<typeof scrapbookSourceSchema>;
export const SCRAPBOOK_SOURCE_KINDS = ['album', 'person', 'date_range', 'occasion'] as const;

const titleSchema = z.string().trim().min(1, SCRAPBOOK_MESSAGES.titleRequired).max(200);

export const scrapbookDraftInputSchema = z.object({
  title: titleSchema,
  templateId: z.string().max(64),
  source: scrapbookSourceSchema,
});
export type ScrapbookDraftInput = z.input<typeof scrapbookDraftInputSchema>;

export const scrapbookPatchSchema = z.object({
  title: titleSchema.optional(),
  templateId: z.string().max(64).optional(),
  isSharedWithCircle: z.boolean().optional(),
});

export const pageLayoutSchema = z.enum(PAGE_LAYOUT_IDS);
export const pageInputSchema = z.object({
  layout: pageLayoutSchema,
  text: z.string().max(MAX_PAGE_TEXT_LENGTH).default(''),
});
export const pagePatchSchema = z.object({
  layout: pageLayoutSchema.optional(),
  text: z.string().max(MAX_PAGE_TEXT_LENGTH).optional(),
});
export const pageOrderSchema = z.object({ pageIds: z.array(z.string().max(64)).max(MAX_SCRAPBOOK_PAGES) });
export const pageItemInputSchema = z.object({
  vaultItemId: z.uuid({ error: SCRAPBOOK_MESSAGES.vaultItemNotFound }),
  caption: z.string().trim().max(MAX_CAPTION_LENGTH).optional(),
});
export const captionInputSchema = z.object({ caption: z.string().trim().max(MAX_CAPTION_LENGTH) });

export const scrapbookParamsSchema = z.object({ id: z.string().max(64) });
export const scrapbookPageParamsSchema = scrapbookParamsSchema.extend({ pageId: z.string().max(64) });
export const scrapbookItemParamsSchema = scrapbookParamsSchema.extend({ scrapbookItemId: z.string().max(64) });
export const scrapbookPrintParamsSchema = scrapbookParamsSchema.extend({ printId: z.string().max(64) });

/** One photo, recording or video on a page. */
export const scrapbookItemSchema = z.object({
  id: z.string(),
  vaultItemId: z.string(),
  kind: z.enum(['photo', 'video', 'audio']),
  title: z.string(),
  caption: z.string(),
  durationMs: z.number().nullable(),
  /** Null while the item is withheld. */
  fileUrl: z.string().nullable(),
  /** A still for photos and videos; null for a recording, or while the item is withheld. */
  previewUrl: z.string().nullable(),
  withheld: withheldSchema,
});
export type ScrapbookItem = z.infer<typeof scrapbookItemSchema>;

export const scrapbookPageSchema = z.object({
  id: z.string(),
  layout: pageLayoutSchema,
  text: z.string(),
  items: z.array(scrapbookItemSchema),
});
export type ScrapbookPage = z.infer<typeof scrapbookPageSchema>;

export const SCRAPBOOK_ROLES = ['owner', 'editor', 'viewer'] as const;
export type ScrapbookRole = (typeof SCRAPBOOK_ROLES)[number];

export const scrapbookSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  ownerName: z.string(),
  /** The caller's part: owner, editor (may change it) or viewer (reads it). */
  role: z.enum(SCRAPBOOK_ROLES),
  isSharedWithCircle: z.boolean(),
  pageCount: z.number(),
  /** The first photo's preview, or null. */
  coverUrl: z.string().nullable(),
  /** What the draft was made from, in words ("Album: Summer 1998"). */
  sourceLabel: z.string(),
  updatedAt: z.string(),
});
export type ScrapbookSummary = z.infer<typeof scrapbookSummarySchema>;
export const scrapbookListSchema = z.array(scrapbookSummarySchema);

export const scrapbookSchema = scrapbookSummarySchema.extend({ pages: z.array(scrapbookPageSchema) });
export type Scrapbook = z.infer<typeof scrapbookSchema>;

/** Print sizes: A4 (210 × 297 mm), US Letter (8.5 × 11 in) and an 8 × 8 in square. */
export const PRINT_PAGE_SIZES = {
  a4: { label: 'A4 (210 × 297 mm)', widthPt: 595.28, heightPt: 841.89 },
  letter: { label: 'US Letter (8.5 × 11 in)', widthPt: 612, heightPt: 792 },
  square: { label: 'Square (8 × 8 in)', widthPt: 576, heightPt: 576 },
} as const;
export type PrintPageSize = keyof typeof PRINT_PAGE_SIZES;
/** Bleed beyond the trim on every side when asked for, in points (3 mm, what most print shops ask). */
export const PRINT_BLEED_PT = 8.5;

export const printInputSchema = z.object({
  pageSize: z.enum(['a4', 'letter', 'square']),
  withBleed: z.boolean().default(false),
});
export type PrintInput = z.input<typeof printInputSchema>;

export const PRINT_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export const scrapbookPrintSchema = z.object({
  id: z.string(),
  scrapbookId: z.string(),
  pageSize: z.enum(['a4', 'letter', 'square']),
  withBleed: z.boolean(),
  status: z.enum(PRINT_STATUSES),
  /** Pages rendered so far out of `pageTotal`. */
  pagesDone: z.number(),
  pageTotal: z.number(),
  /** Why it failed, in words; null otherwise. */
  error: z.string().nullable(),
  /** The PDF's address once done. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ScrapbookPrint = z.infer<typeof scrapbookPrintSchema>;
