/**
 * Drawing pieces every print-ready PDF shares (PDFKit): text in the embedded fonts with CJK runs in
 * the fallback font (lib/pdf-fonts.ts), photos at print resolution (sharp), and a QR code drawn as
 * vector squares (the `qrcode` package's matrix), so it stays sharp at any print size. Used by the
 * scrapbook and the family cookbook PDFs.
 */
import QRCode from 'qrcode';
import sharp from 'sharp';
import { fontRuns, type PdfFontName } from './pdf-fonts';

/** A rectangle on the page, in points from the top left. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Print resolution of photos, pixels per inch. */
export const PRINT_PIXELS_PER_INCH = 300;

/**
 * The photo `read` gives at print resolution for a box of `box` points: JPEG, orientation applied,
 * never enlarged. @returns the JPEG and the rectangle it fills, centred in `box` (points)
 * @throws Error when sharp cannot decode the photo
 */
export async function printableJpeg(
  read: () => Promise<Buffer>,
  box: PdfBox,
): Promise<{ jpeg: Buffer; placed: PdfBox }> {
  const scale = PRINT_PIXELS_PER_INCH / 72;
  const { data, info } = await sharp(await read(), { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({
      width: Math.ceil(box.width * scale),
      height: Math.ceil(box.height * scale),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer({ resolveWithObject: true });
  const fit = Math.min(box.width / info.width, box.height / info.height);
  const [width, height] = [info.width * fit, info.height * fit];
  return {
    jpeg: data,
    placed: { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height },
  };
}

/** Writes `text` in `box` in `font` (points), CJK runs in the fallback font; PDFKit wraps it within the width. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  font: PdfFontName,
  box: Pick<PdfBox, 'x' | 'y' | 'width'> & { height?: number },
  align: 'left' | 'center' = 'left',
) {
  const runs = fontRuns(text, font);
  doc.text('', box.x, box.y, { width: box.width, height: box.height, align, continued: runs.length > 0 });
  runs.forEach((run, index) => {
    doc
      .font(run.font)
      .text(run.text, { width: box.width, height: box.height, align, continued: index < runs.length - 1 });
  });
}

/** Draws `url`'s QR code at (x, y), `size` points wide, dark on white with a quiet zone of two modules. */
export function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 2;
  const cell = size / (modules + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (qr.modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}
