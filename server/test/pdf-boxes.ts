/**
 * A print-ready PDF's page count and first page's boxes, read by poppler's `pdfinfo -box` (Debian
 * poppler-utils), for the tests of the scrapbook, cookbook and last-wishes PDFs (lib/print-sheet.ts).
 */
import { execFileSync } from 'node:child_process';

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
