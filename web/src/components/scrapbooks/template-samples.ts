/**
 * The sample content every template's preview is drawn from, so each preview is the template really
 * laid out: four illustrations made for Heirloom with ImageMagick (web/public/scrapbook-samples), a
 * caption and a few lines in the voice of a family — invented for the purpose, and said so on the
 * page.
 */
import type { BookPageItem } from './book-page';

const photo = (id: string, caption: string): BookPageItem => ({
  id,
  kind: 'photo',
  caption,
  previewUrl: `/scrapbook-samples/${id}.jpg`,
  previewSize: { width: 480, height: 360 },
  fileUrl: `/scrapbook-samples/${id}.jpg`,
});

export const SAMPLE_TITLE = 'Summers at the Lake';
/** The cover's credit: the family that makes the book, never an invented person credited as its maker. */
export const SAMPLE_OWNER = 'your family';

/** A cover, a page of two photos and a photo beside a story with a voice clip. */
export const SAMPLE_PAGES = [
  { layout: 'cover' as const, text: '', items: [photo('lake-morning', '')] },
  {
    layout: 'two-up' as const,
    text: '',
    items: [photo('garden-house', 'The cottage, 1987'), photo('kitchen-table', 'Sunday lunch')],
  },
  {
    layout: 'photo-and-text' as const,
    text: 'Grandpa José rowed us out before breakfast. He said the lake was quietest when the stars were still out.',
    items: [
      photo('night-hills', 'The last night of August'),
      { id: 'voice', kind: 'audio' as const, caption: 'Grandpa José tells the story', previewUrl: null, fileUrl: '' },
    ],
  },
];
