/**
 * PDF previews: Debian's poppler-utils render the first page (pdftoppm) and count the pages (pdfinfo);
 * sharp sizes the page as every other preview.
 */
import path from 'node:path';
import { runProcess } from './run-process';
import { encodeWebpPreview } from './webp-preview';

export interface PdfPreview {
  /** First page as a WebP within 480×480 px. */
  preview: Buffer;
  /** Pages in the document; null when pdfinfo could not tell. */
  pageCount: number | null;
}

export const PDF_UNREADABLE_MESSAGE = 'This PDF could not be read. It may be damaged or protected with a password.';

/** The page is rendered at twice the preview size (long side, px), so the downscale stays crisp. */
const RENDER_LONG_SIDE_PX = 960;

/**
 * Renders the first page of the PDF at `inputPath` (a plaintext file on local disk) and counts its
 * pages. The page travels through a pipe as PNG, so no temporary file is left behind.
 * @throws Error with PDF_UNREADABLE_MESSAGE (the tool's error as `cause`) when pdftoppm cannot render
 *   page 1 or poppler-utils is not installed
 */
export async function renderPdfFirstPage(inputPath: string): Promise<PdfPreview> {
  // An absolute path never starts with "-", so poppler cannot take the name for an option.
  const absolutePath = path.resolve(inputPath);
  try {
    const [page, pageCount] = await Promise.all([
      runProcess('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to', String(RENDER_LONG_SIDE_PX), absolutePath]),
      countPdfPages(absolutePath),
    ]);
    return { preview: await encodeWebpPreview(page), pageCount };
  } catch (error) {
    throw new Error(PDF_UNREADABLE_MESSAGE, { cause: error });
  }
}

/** The "Pages:" line of pdfinfo, or null when pdfinfo fails or prints none. */
async function countPdfPages(absolutePath: string): Promise<number | null> {
  try {
    const info = (await runProcess('pdfinfo', [absolutePath])).toString();
    const match = /^Pages:\s+(\d+)$/m.exec(info);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
