/**
 * A scrapbook as a print-ready PDF (docs/product/capsules-scrapbooks-recipes.md "Printing"), with
 * PDFKit: one page per scrapbook page at the trim size chosen (A4, US Letter, 8 × 8 in), laid out
 * by its template (type, colours, frame; domain/scrapbook-templates.ts); the fonts of
 * lib/pdf-fonts.ts embedded (accents, non-Latin names); photos at 300 pixels per inch of the box
 * they fill (sharp, JPEG), never enlarged; on request bleed and trim marks (lib/print-sheet.ts).
 * Every page holding a recording or video carries a QR code of its share link (lib/pdf-drawing.ts:
 * vector squares, sharp at any size).
 *
 * Memory: one page's photos are decoded at a time (together, so both cores work) and PDFKit writes
 * each image to the output as it is placed, so a book of any length needs about one page's pixels
 * (see server/bench/scrapbook-pdf.bench.ts).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import type { PageLayout, ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { drawQrCode, printableJpeg, writeText, type PdfBox } from '../../lib/pdf-drawing';
import { registerPdfFonts, type PdfFontName } from '../../lib/pdf-fonts';
import { preparePrintPage, printSheet } from '../../lib/print-sheet';

const QR_SIZE_PT = 64;
/** The height of one line said in place of an item left out, pt. */
const WITHHELD_LINE_PT = 12;

/** A photo (or a video's still) to print: its caption and how to read its bytes (any format sharp reads). */
export interface PrintablePhoto {
  caption: string;
  read: () => Promise<Buffer>;
}

/** A recording or video on a page: its caption and the share link its QR code opens. */
export interface PrintableRecording {
  caption: string;
  kind: 'audio' | 'video';
  url: string;
}

export interface PrintablePage {
  layout: PageLayout;
  text: string;
  photos: PrintablePhoto[];
  recordings: PrintableRecording[];
  /** Lines printed in place of the items left out or printed without a QR code (docs/decisions/015). */
  withheld: string[];
}

export interface PrintableScrapbook {
  title: string;
  ownerName: string;
  productName: string;
  template: ScrapbookTemplate;
  pageSize: PrintPageSize;
  withBleed: boolean;
  pages: PrintablePage[];
}

const fontOf = (kind: 'serif' | 'sans', weight: 'regular' | 'bold' = 'regular'): PdfFontName =>
  kind === 'serif' ? (weight === 'bold' ? 'serif-bold' : 'serif') : weight === 'bold' ? 'bold' : 'regular';

/** Splits `area` into the photo boxes of `layout` for `count` photos (portrait pages stack, landscape and square sit side by side). */
function photoBoxes(layout: PageLayout, area: PdfBox, count: number): PdfBox[] {
  const gap = area.width * 0.04;
  const isTall = area.height > area.width * 1.15;
  const split = (box: PdfBox, parts: number, vertical: boolean): PdfBox[] =>
    Array.from({ length: parts }, (_, index) =>
      vertical
        ? {
            x: box.x,
            y: box.y + index * ((box.height + gap) / parts),
            width: box.width,
            height: (box.height - gap * (parts - 1)) / parts,
          }
        : {
            x: box.x + index * ((box.width + gap) / parts),
            y: box.y,
            width: (box.width - gap * (parts - 1)) / parts,
            height: box.height,
          },
    );
  if (count === 0) return [];
  switch (layout) {
    case 'two-up':
      return split(area, Math.min(count, 2), isTall);
    case 'grid-4':
      return split(area, 2, true)
        .flatMap((row) => split(row, 2, false))
        .slice(0, count);
    case 'photo-and-text':
      return [isTall ? { ...area, height: area.height * 0.6 } : { ...area, width: area.width * 0.58 }];
    default:
      return [area];
  }
}

/**
 * Renders `book` to the file `outputPath`.
 * @param onPage called after each page with the number of pages done (progress)
 * @returns the number of pages written
 * @throws Error when a font is missing (naming the Debian packages) or a photo cannot be decoded
 */
export async function renderScrapbookPdf(
  book: PrintableScrapbook,
  outputPath: string,
  onPage: (pagesDone: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const sheet = printSheet(book.pageSize, book.withBleed);
  const { mediaWidth, mediaHeight, trim } = sheet;
  const { colours, type, frame } = book.template;
  const doc = new PDFDocument({
    size: [mediaWidth, mediaHeight],
    margin: 0,
    autoFirstPage: false,
    info: { Title: book.title, Author: book.ownerName, Creator: book.productName },
  });
  registerPdfFonts(doc);
  const output = createWriteStream(outputPath, { mode: 0o600 });
  doc.pipe(output);
  const finished = once(output, 'finish');

  const margin = Math.min(trim.width, trim.height) * 0.08;
  const content: PdfBox = {
    x: trim.x + margin,
    y: trim.y + margin,
    width: trim.width - margin * 2,
    height: trim.height - margin * 2,
  };
  const headingFont = fontOf(type.heading, 'bold');
  const bodyFont = fontOf(type.body);

  for (const [index, page] of book.pages.entries()) {
    doc.addPage({ size: [mediaWidth, mediaHeight], margin: 0 });
    preparePrintPage(doc, sheet, colours.paper);

    let area: PdfBox = { ...content, height: content.height - 28 }; // the page number's line
    // QR codes and the lines said in place of items stand on the page number's line, or on a
    // cover above its credit.
    let recordingsBottom = content.y + content.height - 28;
    if (page.layout === 'cover') {
      doc.fillColor(colours.accent).fontSize(Math.min(34, content.width / 12));
      writeText(doc, book.title, headingFont, { x: content.x, y: content.y, width: content.width }, 'center');
      const titleBottom = doc.y + 6;
      // The credit's 11 pt line sits above the page number's line, not over it.
      const creditTop = area.y + area.height - 16;
      doc.fillColor(colours.muted).fontSize(11);
      writeText(
        doc,
        `Made by ${book.ownerName} with ${book.productName}`,
        bodyFont,
        { x: content.x, y: creditTop, width: content.width },
        'center',
      );
      recordingsBottom = creditTop - 8;
      area = {
        x: content.x,
        y: titleBottom + 12,
        width: content.width,
        height: creditTop - 8 - titleBottom - 12,
      };
    }
    const hasText = page.text.trim() !== '' && page.layout !== 'cover';
    const qrHeight = page.recordings.length > 0 ? QR_SIZE_PT + 8 : 0;
    const withheldHeight = page.withheld.length * WITHHELD_LINE_PT;
    const recordingsHeight = qrHeight + withheldHeight;
    if (page.layout !== 'photo-and-text' && page.layout !== 'text') {
      area = { ...area, height: area.height - recordingsHeight - (hasText ? area.height * 0.16 : 0) };
    } else {
      area = { ...area, height: area.height - recordingsHeight };
    }
    const captionHeight = 16;
    const boxes = photoBoxes(page.layout, area, page.layout === 'text' ? 0 : page.photos.length);
    const placed = boxes.map((box, photoIndex) => {
      const photo = page.photos[photoIndex]!;
      const imageBox = { ...box, height: box.height - (photo.caption ? captionHeight : 0) };
      const inset = frame === 'mount' ? Math.min(imageBox.width, imageBox.height) * 0.04 : 0;
      const inner = {
        x: imageBox.x + inset,
        y: imageBox.y + inset,
        width: imageBox.width - inset * 2,
        height: imageBox.height - inset * 2,
      };
      return { box, photo, imageBox, inner };
    });
    // A page's photos are decoded and resized together: libvips keeps both cores busy.
    const jpegs = await Promise.all(placed.map(({ photo, inner }) => printableJpeg(photo.read, inner)));
    for (const [photoIndex, { box, photo, imageBox }] of placed.entries()) {
      if (frame === 'mount') doc.rect(imageBox.x, imageBox.y, imageBox.width, imageBox.height).fill('#ffffff');
      const { jpeg, placed: rect } = jpegs[photoIndex]!;
      doc.image(jpeg, rect.x, rect.y, { width: rect.width, height: rect.height });
      if (frame === 'rule')
        doc.save().lineWidth(0.75).rect(rect.x, rect.y, rect.width, rect.height).stroke(colours.accent).restore();
      if (photo.caption) {
        doc.fillColor(colours.muted).fontSize(9);
        writeText(
          doc,
          photo.caption,
          bodyFont,
          { x: box.x, y: imageBox.y + imageBox.height + 4, width: box.width, height: captionHeight },
          'center',
        );
      }
    }
    if (hasText || page.layout === 'text') {
      const textBox: PdfBox =
        page.layout === 'photo-and-text'
          ? boxes[0] && boxes[0].width < area.width
            ? {
                x: boxes[0].x + boxes[0].width + area.width * 0.04,
                y: area.y,
                width: area.width * 0.38,
                height: area.height,
              }
            : { x: area.x, y: area.y + area.height * 0.64, width: area.width, height: area.height * 0.36 }
          : page.layout === 'text'
            ? {
                x: area.x + area.width * 0.08,
                y: area.y + area.height * 0.25,
                width: area.width * 0.84,
                height: area.height * 0.6,
              }
            : { x: area.x, y: area.y + area.height + 8, width: area.width, height: content.height * 0.14 };
      doc.fillColor(colours.ink).fontSize(page.layout === 'text' ? 15 : 11);
      writeText(doc, page.text, bodyFont, textBox, page.layout === 'text' ? 'center' : 'left');
    }
    page.recordings.forEach((recording, recordingIndex) => {
      const slotWidth = content.width / Math.max(1, Math.min(page.recordings.length, 3));
      const x = content.x + recordingIndex * slotWidth;
      const y = recordingsBottom - QR_SIZE_PT;
      drawQrCode(doc, recording.url, x, y, QR_SIZE_PT);
      doc.fillColor(colours.ink).fontSize(9);
      const verb = recording.kind === 'audio' ? 'Scan to hear' : 'Scan to watch';
      writeText(doc, `${verb}: ${recording.caption}`, bodyFont, {
        x: x + QR_SIZE_PT + 8,
        y: y + QR_SIZE_PT / 2 - 12,
        width: slotWidth - QR_SIZE_PT - 16,
        height: 30,
      });
    });
    page.withheld.forEach((line, lineIndex) => {
      doc.fillColor(colours.muted).fontSize(8);
      const y = recordingsBottom - qrHeight - withheldHeight + lineIndex * WITHHELD_LINE_PT;
      writeText(doc, line, bodyFont, { x: content.x, y, width: content.width, height: WITHHELD_LINE_PT }, 'center');
    });
    doc.fillColor(colours.muted).fontSize(9);
    writeText(
      doc,
      String(index + 1),
      bodyFont,
      { x: content.x, y: content.y + content.height - 12, width: content.width },
      'center',
    );
    await onPage(index + 1);
  }
  doc.end();
  await finished;
  return book.pages.length;
}
