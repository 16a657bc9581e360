/**
 * The sheet of a print-ready PDF page (A4, US Letter or 8×8 in square, with bleed and trim marks on
 * request; docs/product/capsules-scrapbooks-recipes.md "Printing"), shared by the scrapbook, the
 * family cookbook and the last wishes. Without bleed the sheet is the trim size. With bleed it is
 * larger by the bleed (PRINT_BLEED_PT, 3 mm) and a slug for the trim marks on every side; each page
 * then carries TrimBox and BleedBox (PDF 32000-1 §14.11.2), its background painted into the bleed,
 * and a trim mark at each corner.
 */
import { PRINT_BLEED_PT, PRINT_PAGE_SIZES, type PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import type { PdfBox } from './pdf-drawing';

/** Room outside the bleed for the trim marks, points. */
const SLUG_PT = 24;

/** A page's sheet: its media size and where the trimmed page sits on it, points. */
export interface PrintSheet {
  withBleed: boolean;
  mediaWidth: number;
  mediaHeight: number;
  /** The trimmed page on the sheet (from the top left). */
  trim: PdfBox;
}

/** The sheet of `pageSize`, with bleed and a slug for trim marks when `withBleed`. */
export function printSheet(pageSize: PrintPageSize, withBleed: boolean): PrintSheet {
  const size = PRINT_PAGE_SIZES[pageSize];
  const outside = withBleed ? PRINT_BLEED_PT + SLUG_PT : 0;
  return {
    withBleed,
    mediaWidth: size.widthPt + outside * 2,
    mediaHeight: size.heightPt + outside * 2,
    trim: { x: outside, y: outside, width: size.widthPt, height: size.heightPt },
  };
}

/** The current page's dictionary, where the TrimBox and BleedBox entries go. */
const pageBoxes = (doc: PDFKit.PDFDocument) => doc.page.dictionary.data as Record<string, unknown>;

/** Trim marks at the four corners of `trim`, in the slug outside the bleed. */
function drawTrimMarks(doc: PDFKit.PDFDocument, trim: PdfBox) {
  const offset = PRINT_BLEED_PT + 2;
  const length = SLUG_PT - 6;
  doc.save().lineWidth(0.25).strokeColor('#000000');
  for (const x of [trim.x, trim.x + trim.width]) {
    for (const y of [trim.y, trim.y + trim.height]) {
      const outwardX = x === trim.x ? -1 : 1;
      const outwardY = y === trim.y ? -1 : 1;
      doc
        .moveTo(x + outwardX * offset, y)
        .lineTo(x + outwardX * (offset + length), y)
        .stroke();
      doc
        .moveTo(x, y + outwardY * offset)
        .lineTo(x, y + outwardY * (offset + length))
        .stroke();
    }
  }
  doc.restore();
}

/**
 * Prepares the page just added on `sheet`: paints `paper` over the trimmed page and, with bleed, into
 * the bleed, sets TrimBox and BleedBox and draws the trim marks. Leaves the text cursor and colour
 * where they were.
 */
export function preparePrintPage(doc: PDFKit.PDFDocument, sheet: PrintSheet, paper: string) {
  const { trim } = sheet;
  const bleed = sheet.withBleed ? PRINT_BLEED_PT : 0;
  const { x, y } = doc;
  // PDFKit keeps the text colour in `_fillColor` and sets it again on the page text flows onto,
  // after 'pageAdded': painting the paper must not leave the paper's colour there (save/restore only
  // cover the PDF's graphics state), or the text after a page break prints in it.
  const state = doc as unknown as { _fillColor?: unknown };
  const textColour = state._fillColor;
  doc
    .save()
    .rect(trim.x - bleed, trim.y - bleed, trim.width + bleed * 2, trim.height + bleed * 2)
    .fill(paper)
    .restore();
  state._fillColor = textColour;
  if (sheet.withBleed) {
    pageBoxes(doc).TrimBox = [trim.x, trim.y, trim.x + trim.width, trim.y + trim.height];
    pageBoxes(doc).BleedBox = [
      trim.x - bleed,
      trim.y - bleed,
      trim.x + trim.width + bleed,
      trim.y + trim.height + bleed,
    ];
    drawTrimMarks(doc, trim);
  }
  doc.x = x;
  doc.y = y;
}
