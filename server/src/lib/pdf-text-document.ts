/**
 * A print-ready PDF of flowing text (the last wishes, a delivered letter), made with PDFKit on a
 * print sheet (lib/print-sheet.ts) with the fonts of lib/pdf-fonts.ts: every page, those the text
 * flows onto too, gets its boxes and trim marks.
 */
import PDFDocument from 'pdfkit';
import { fontRuns, registerPdfFonts, type PdfFontName } from './pdf-fonts';
import { preparePrintPage, type PrintSheet } from './print-sheet';

/**
 * Opens a document on `sheet` whose text keeps `insetPt` (points) from the trimmed page's edges, its
 * first page added and its fonts registered.
 * @returns the document to write on, and `finished`: its bytes once `doc.end()` is called
 * @throws Error naming the Debian packages when the fonts are not installed
 */
export function openTextDocument(sheet: PrintSheet, insetPt: number, info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({
    size: [sheet.mediaWidth, sheet.mediaHeight],
    margin: sheet.trim.x + insetPt,
    autoFirstPage: false,
    info,
  });
  doc.on('pageAdded', () => preparePrintPage(doc, sheet, '#ffffff'));
  doc.addPage();
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** Writes `text` as one paragraph in `font`, switching to the CJK font for runs DejaVu cannot draw. */
export function writeParagraph(doc: PDFKit.PDFDocument, text: string, font: PdfFontName = 'regular') {
  const runs = fontRuns(text, font);
  runs.forEach((run, index) => doc.font(run.font).text(run.text, { continued: index < runs.length - 1 }));
}
