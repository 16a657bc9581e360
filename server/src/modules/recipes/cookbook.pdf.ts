/**
 * A family cookbook as a print-ready PDF (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes"), with PDFKit at the trim size chosen (A4, US Letter, 8 × 8 in), with bleed and trim
 * marks on request (lib/print-sheet.ts): a title page with the contents, then each recipe from a
 * new page — its title, whose it is, servings and times, its first photo at print resolution, the
 * story, the ingredients and the numbered steps, flowing onto further pages when long. A recipe
 * with the cook's voice carries a QR code of its share link beside the title ("Scan to hear …").
 * The fonts, photo and QR drawing are the scrapbook's (lib/pdf-fonts.ts, lib/pdf-drawing.ts).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Ingredient } from '@heirloom/common/contracts/recipes';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { formatIngredient } from '@heirloom/common/utils/recipe-scaling';
import { drawQrCode, printableJpeg, writeText } from '../../lib/pdf-drawing';
import { registerPdfFonts } from '../../lib/pdf-fonts';
import { preparePrintPage, printSheet } from '../../lib/print-sheet';

const QR_SIZE_PT = 72;
const INK = '#2b2118';
const MUTED = '#6b5d52';
const ACCENT = '#9a3412';

/** One recipe as the cookbook prints it. */
export interface PrintableRecipe {
  title: string;
  cookName: string;
  story: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  ingredients: Ingredient[];
  steps: string[];
  /** The first photo's bytes (any format sharp reads), or null. */
  readPhoto: (() => Promise<Buffer>) | null;
  /** The share link its QR code opens (plays the voice); null without a voice. */
  voiceUrl: string | null;
  /** Lines printed in place of the photos and voice left out (docs/decisions/015). */
  withheld: string[];
}

export interface PrintableCookbook {
  title: string;
  ownerName: string;
  productName: string;
  pageSize: PrintPageSize;
  /** Bleed and trim marks round every page (lib/print-sheet.ts). */
  withBleed: boolean;
  recipes: PrintableRecipe[];
}

/** "1 h 10 min", "45 min". */
const minutesText = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;

/** "Serves 4 · Prep 45 min · Cook 1 h 10 min". */
function factsLine(recipe: PrintableRecipe): string {
  return [
    `Serves ${recipe.servings}`,
    recipe.prepMinutes !== null ? `Prep ${minutesText(recipe.prepMinutes)}` : '',
    recipe.cookMinutes !== null ? `Cook ${minutesText(recipe.cookMinutes)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Renders `book` to the file `outputPath`.
 * @param onRecipe called after each recipe with the number laid out so far (progress)
 * @returns the number of pages written
 * @throws Error when a font is missing (naming the Debian packages) or a photo cannot be decoded
 */
export async function renderCookbookPdf(
  book: PrintableCookbook,
  outputPath: string,
  onRecipe: (recipesDone: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const sheet = printSheet(book.pageSize, book.withBleed);
  const { trim } = sheet;
  const inset = Math.round(Math.min(trim.width, trim.height) * 0.09);
  // Text flows inside the trimmed page's margins; the sheet may be larger by the bleed and slug.
  const margin = trim.x + inset;
  const doc = new PDFDocument({
    size: [sheet.mediaWidth, sheet.mediaHeight],
    margins: { top: trim.y + inset, bottom: trim.y + inset, left: margin, right: margin },
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: book.title, Author: book.ownerName, Creator: book.productName },
  });
  // Every page, the ones text flows onto too, gets its white paper, boxes and trim marks.
  doc.on('pageAdded', () => preparePrintPage(doc, sheet, '#ffffff'));
  registerPdfFonts(doc);
  const output = createWriteStream(outputPath, { mode: 0o600 });
  doc.pipe(output);
  const finished = once(output, 'finish');
  const width = trim.width - inset * 2;
  const paragraph = (text: string, font: Parameters<typeof writeText>[2], fontSize: number, colour: string) => {
    doc.fillColor(colour).fontSize(fontSize);
    writeText(doc, text, font, { x: margin, y: doc.y, width });
  };

  // The title page, with the contents.
  doc.addPage();
  doc.y = trim.y + trim.height * 0.22;
  doc.fillColor(ACCENT).fontSize(Math.min(34, width / 11));
  writeText(doc, book.title, 'serif-bold', { x: margin, y: doc.y, width }, 'center');
  doc.moveDown(0.6);
  doc.fillColor(MUTED).fontSize(11);
  writeText(
    doc,
    `Gathered by ${book.ownerName} with ${book.productName}`,
    'regular',
    { x: margin, y: doc.y, width },
    'center',
  );
  doc.moveDown(2);
  for (const [index, recipe] of book.recipes.entries()) {
    doc.fillColor(INK).fontSize(12);
    const line = `${index + 1}. ${recipe.title}${recipe.cookName ? ` — ${recipe.cookName}` : ''}`;
    writeText(doc, line, 'serif', { x: margin + width * 0.1, y: doc.y, width: width * 0.8 });
  }

  for (const [index, recipe] of book.recipes.entries()) {
    doc.addPage();
    const titleWidth = recipe.voiceUrl ? width - QR_SIZE_PT - 16 : width;
    const top = doc.y;
    doc.fillColor(ACCENT).fontSize(24);
    writeText(doc, recipe.title, 'serif-bold', { x: margin, y: top, width: titleWidth });
    if (recipe.cookName) {
      doc.moveDown(0.2);
      doc.fillColor(MUTED).fontSize(12);
      writeText(doc, `From ${recipe.cookName}`, 'serif', { x: margin, y: doc.y, width: titleWidth });
    }
    doc.moveDown(0.3);
    doc.fillColor(INK).fontSize(10);
    writeText(doc, factsLine(recipe), 'regular', { x: margin, y: doc.y, width: titleWidth });
    if (recipe.voiceUrl) {
      const qrX = margin + width - QR_SIZE_PT;
      drawQrCode(doc, recipe.voiceUrl, qrX, top, QR_SIZE_PT);
      doc.fillColor(INK).fontSize(8);
      writeText(
        doc,
        `Scan to hear ${recipe.cookName || 'the cook'}`,
        'regular',
        {
          x: qrX - 8,
          y: top + QR_SIZE_PT + 2,
          width: QR_SIZE_PT + 16,
        },
        'center',
      );
      doc.y = Math.max(doc.y, top + QR_SIZE_PT + 16);
    }
    doc.moveDown(1);
    if (recipe.readPhoto) {
      const box = { x: margin, y: doc.y, width, height: trim.height * 0.3 };
      const { jpeg, placed } = await printableJpeg(recipe.readPhoto, box);
      doc.image(jpeg, placed.x, placed.y, { width: placed.width, height: placed.height });
      doc.y = box.y + box.height + 12;
    }
    for (const line of recipe.withheld) {
      paragraph(line, 'serif', 10, MUTED);
      doc.moveDown(0.4);
    }
    if (recipe.story.trim()) {
      paragraph(recipe.story.trim(), 'serif', 11, INK);
      doc.moveDown(1);
    }
    if (recipe.ingredients.length > 0) {
      paragraph('Ingredients', 'bold', 13, ACCENT);
      doc.moveDown(0.3);
      for (const ingredient of recipe.ingredients) paragraph(`•  ${formatIngredient(ingredient)}`, 'regular', 11, INK);
      doc.moveDown(1);
    }
    if (recipe.steps.length > 0) {
      paragraph('Steps', 'bold', 13, ACCENT);
      doc.moveDown(0.3);
      for (const [stepIndex, step] of recipe.steps.entries()) {
        paragraph(`${stepIndex + 1}.  ${step}`, 'regular', 11, INK);
        doc.moveDown(0.4);
      }
    }
    await onRecipe(index + 1);
  }

  // Page numbers, once every page exists (the title page has none).
  const range = doc.bufferedPageRange();
  for (let page = range.start + 1; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0; // the number sits below the text's margin: no new page for it
    doc.fillColor(MUTED).fontSize(9);
    const y = trim.y + trim.height - inset / 2 - 6;
    writeText(doc, String(page + 1), 'regular', { x: margin, y, width }, 'center');
  }
  doc.end();
  await finished;
  return range.count;
}
