/**
 * The first draft of a scrapbook (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"): the
 * source's photos, videos and recordings, oldest first, laid out by the template
 * (domain/scrapbook-templates.ts) — a cover with the first photo, then pages cycling through the
 * template's layouts, each filled to its capacity; every recording joins a page of photos (spread
 * through the book), or a page of words when there are no photos. Captions start as each item's
 * title, page texts as a photo's description. Pure.
 */
import { MAX_CAPTION_LENGTH, MAX_SCRAPBOOK_PAGES } from '@heirloom/common/contracts/scrapbooks';
import { PAGE_LAYOUTS, type PageLayout, type ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';

export interface DraftSourceItem {
  id: string;
  kind: 'photo' | 'video' | 'audio' | 'document';
  title: string;
  description: string;
}

export interface DraftPage {
  layout: PageLayout;
  text: string;
  items: { vaultItemId: string; caption: string }[];
}

const captionOf = (item: DraftSourceItem) => (item.title || item.description).slice(0, MAX_CAPTION_LENGTH);

/** The draft's pages (at most MAX_SCRAPBOOK_PAGES; items beyond them are left out). */
export function draftPages(template: Pick<ScrapbookTemplate, 'draftLayouts'>, items: DraftSourceItem[]): DraftPage[] {
  const visuals = items.filter((item) => item.kind === 'photo' || item.kind === 'video');
  const recordings = items.filter((item) => item.kind === 'audio');
  const pages: DraftPage[] = [];
  const first = visuals.shift();
  pages.push({
    layout: 'cover',
    text: '',
    items: first ? [{ vaultItemId: first.id, caption: '' }] : [],
  });
  let cycle = 0;
  while (visuals.length > 0 && pages.length < MAX_SCRAPBOOK_PAGES) {
    const layout = template.draftLayouts[cycle++ % template.draftLayouts.length]!;
    const placed = visuals.splice(0, PAGE_LAYOUTS[layout].capacity);
    pages.push({
      layout,
      text: layout === 'photo-and-text' ? placed[0]!.description : '',
      items: placed.map((item) => ({ vaultItemId: item.id, caption: captionOf(item) })),
    });
  }
  if (pages.length === 1 && !first) {
    // No photos at all: a page of words for each recording, its QR code beneath.
    for (const recording of recordings.slice(0, MAX_SCRAPBOOK_PAGES - 1)) {
      pages.push({
        layout: 'text',
        text: recording.description || recording.title,
        items: [{ vaultItemId: recording.id, caption: captionOf(recording) }],
      });
    }
    return pages;
  }
  const photoPages = pages.length > 1 ? pages.slice(1) : pages;
  recordings.forEach((recording, index) => {
    const page = photoPages[Math.floor((index * photoPages.length) / recordings.length)]!;
    page.items.push({ vaultItemId: recording.id, caption: captionOf(recording) });
  });
  return pages;
}
