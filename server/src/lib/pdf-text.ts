/**
 * A PDF's words for the vault's search, like a recording's transcript: Debian's poppler-utils
 * `pdftotext`, bounded in pages, time and length so a huge document cannot hold a worker or fill
 * the database. A scanned PDF (pages that are pictures) has no text: that is not an error.
 */
import path from 'node:path';
import { runProcess } from './run-process';

/** Pages read for search; later pages are not indexed. */
export const PDF_TEXT_MAX_PAGES = 500;

/** Characters kept of the text (about 200 dense pages); the rest is not indexed. */
export const PDF_TEXT_MAX_CHARS = 500_000;

const PDF_TEXT_TIMEOUT_MS = 60_000;

/**
 * The text of the first PDF_TEXT_MAX_PAGES pages of the PDF at `inputPath` (a plaintext file on local
 * disk), whitespace runs collapsed, cut to PDF_TEXT_MAX_CHARS; null when it has none.
 * @throws Error from runProcess when pdftotext is missing, times out or cannot read the file
 */
export async function extractPdfText(inputPath: string): Promise<string | null> {
  // An absolute path never starts with "-", so poppler cannot take the name for an option; "-" is stdout.
  const output = await runProcess(
    'pdftotext',
    ['-q', '-enc', 'UTF-8', '-l', String(PDF_TEXT_MAX_PAGES), path.resolve(inputPath), '-'],
    { timeoutMs: PDF_TEXT_TIMEOUT_MS },
  );
  const text = output.toString('utf8').replace(/\s+/gu, ' ').trim().slice(0, PDF_TEXT_MAX_CHARS);
  return text || null;
}
