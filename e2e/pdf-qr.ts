/**
 * Reading a print-ready PDF as a reader's phone would: each page rendered at 150 dpi by poppler's
 * pdftoppm (PPM, read here without an image decoder) and the QR code on it decoded with jsQR.
 * Shared by the journeys that print (family cookbook, scrapbook).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

/** The QR codes found on each page of `pdf` (1-based page numbers), with the address each holds. */
export function decodeQrCodes(pdf: string): { page: number; url: string }[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdf-pages-'));
  execFileSync('pdftoppm', ['-r', '150', pdf, path.join(folder, 'page')]);
  return readdirSync(folder)
    .sort()
    .flatMap((file, index) => {
      const bytes = readFileSync(path.join(folder, file));
      // P6 header: "P6\n<width> <height>\n255\n", then RGB bytes.
      const header = bytes
        .subarray(0, 50)
        .toString('latin1')
        .match(/^P6\s+(\d+)\s+(\d+)\s+255\s/)!;
      const [width, height] = [Number(header[1]), Number(header[2])];
      const rgb = bytes.subarray(header[0].length);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel++) {
        rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
        rgba[pixel * 4 + 3] = 255;
      }
      const code = jsQR(rgba, width, height);
      return code ? [{ page: index + 1, url: code.data }] : [];
    });
}
