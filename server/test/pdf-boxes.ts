/**
 * What the tests of the scrapbook, cookbook and last-wishes PDFs (lib/print-sheet.ts) read of a
 * print-ready PDF with Debian's poppler-utils: its page count and first page's boxes (`pdfinfo
 * -box`), and how dark a page's darkest pixel is once rendered (`pdftoppm`, measured with sharp).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Width and height of a box in points, or null when the PDF does not set it. */
export type BoxSize = [width: number, height: number] | null;

/** `pdf`'s page count and its first page's MediaBox, TrimBox and BleedBox sizes. */
export function readPdfBoxes(pdf: Buffer): { pages: number; media: BoxSize; trim: BoxSize; bleed: BoxSize } {
  const info = execFileSync('pdfinfo', ['-box', '-'], { input: pdf, encoding: 'utf8' });
  const box = (name: string): BoxSize => {
    const numbers = new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm')
      .exec(info)
      ?.slice(1)
      .map(Number);
    return numbers ? [numbers[2]! - numbers[0]!, numbers[3]! - numbers[1]!] : null;
  };
  // pdfinfo prints a TrimBox and BleedBox equal to the MediaBox when the page sets none.
  const media = box('MediaBox');
  const differs = (size: BoxSize) => (size && media && (size[0] !== media[0] || size[1] !== media[1]) ? size : null);
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    media,
    trim: differs(box('TrimBox')),
    bleed: differs(box('BleedBox')),
  };
}

/** The darkest grey (0 black … 255 white) of page `page` (from 1) of `pdf` rendered at 40 dpi. */
export async function darkestPixel(pdf: Buffer, page: number): Promise<number> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdf-page-'));
  try {
    const root = path.join(folder, 'page');
    execFileSync(
      'pdftoppm',
      ['-f', String(page), '-l', String(page), '-r', '40', '-gray', '-png', '-singlefile', '-', root],
      {
        input: pdf,
      },
    );
    const stats = await sharp(`${root}.png`).stats();
    return stats.channels[0]!.min;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line of text on a PDF page and its vertical extent, in points from the top of the page. */
export interface PdfTextLine {
  text: string;
  yMin: number;
  yMax: number;
}

/** The text lines of page `page` (from 1) of `pdf`, as poppler lays them out (`pdftotext -bbox-layout`). */
export function textLinesOf(pdf: Buffer, page: number): PdfTextLine[] {
  const layout = execFileSync('pdftotext', ['-bbox-layout', '-f', String(page), '-l', String(page), '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  });
  return [
    ...layout.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/line>/g),
  ].map(([, yMin, yMax, words]) => ({
    text: [...words!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(' '),
    yMin: Number(yMin),
    yMax: Number(yMax),
  }));
}
