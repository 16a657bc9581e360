/**
 * A delivered letter as a PDF its recipient keeps or prints (docs/product/messages-and-delivery.md
 * "Delivery to recipients"), made on request with PDFKit at the print sizes of every PDF
 * (lib/print-sheet.ts): a few pages of text, well under a second, so no job. The fonts
 * (lib/pdf-fonts.ts) cover accents and non-Latin scripts, so a letter in any of them prints as written.
 */
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { openTextDocument, writeParagraph } from '../../lib/pdf-text-document';
import { printSheet } from '../../lib/print-sheet';

/** The text's distance from the trimmed page's edges: 2.5 cm, in points. */
const INSET_PT = 71;

/** What the letter's page shows, as the recipient's page shows it. */
export interface LetterForPrint {
  title: string;
  authorName: string;
  recipientName: string;
  /** The day it was written, as people read it: "November 20, 2026" (formatDate's `day`, in the message's zone). */
  writtenOn: string;
  letterText: string;
  productName: string;
}

/**
 * The letter as a PDF at `pageSize`: who it is from, its title, "Written for {recipient} on {day}",
 * then the letter in a serif face, one paragraph a line as it was typed; a quiet line after it says
 * who kept and delivered it.
 * @returns the PDF bytes
 * @throws Error naming the Debian packages when the fonts are not installed
 */
export async function renderLetterPdf(letter: LetterForPrint, pageSize: PrintPageSize): Promise<Buffer> {
  const { doc, finished } = openTextDocument(printSheet(pageSize, false), INSET_PT, {
    Title: letter.title,
    Author: letter.authorName,
    Creator: letter.productName,
  });

  doc.fontSize(10).fillColor('#8a4b2a');
  writeParagraph(doc, `From ${letter.authorName}`.toUpperCase(), 'bold');
  doc.moveDown(0.4).fontSize(24).fillColor('#222222');
  writeParagraph(doc, letter.title, 'serif-bold');
  doc.moveDown(0.3).fontSize(11).fillColor('#555555');
  writeParagraph(doc, `Written for ${letter.recipientName} on ${letter.writtenOn}`, 'regular');
  doc.moveDown(1.5).fontSize(13).fillColor('#222222');
  for (const line of letter.letterText.split('\n')) {
    writeParagraph(doc, line || ' ', 'serif');
    doc.moveDown(0.25);
  }
  doc.moveDown(2).fontSize(9).fillColor('#777777');
  writeParagraph(doc, `Kept safe and delivered by ${letter.productName}.`, 'regular');
  doc.end();
  return finished;
}
