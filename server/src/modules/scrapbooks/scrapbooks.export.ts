/**
 * The scrapbooks of "Export everything" (docs/product/accounts-and-sessions.md "Export everything"):
 * each scrapbook the user owns as a PDF (scrapbook.pdf.ts) at the size of its latest print (US
 * Letter when it was never printed), rendered only when the archive reaches it, into a private
 * temporary folder removed once the PDF has been read. A recording or video prints as a line naming
 * its file in the archive instead of a QR code: an export makes no share link.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { renderScrapbookPdf } from './scrapbook.pdf';
import { printableBook, printablePages, type PrintedRecording } from './scrapbook-printable';
import { listOwnScrapbooksToPrint } from './scrapbooks.print.repository';
import type { ScrapbooksDependencies } from './scrapbooks.service';

/** One scrapbook of the export: its title and its PDF, made when opened. */
export interface ExportedScrapbook {
  title: string;
  open(): Promise<Readable>;
}

/** The line printed in place of a recording's QR code: where the archive keeps its file. */
export function archivedRecordingLine(recording: Pick<PrintedRecording, 'caption' | 'kind'>, file: string): string {
  const noun = recording.kind === 'video' ? 'Video' : 'Recording';
  return file
    ? `${noun} “${recording.caption}”: in this archive at ${file}`
    : `${noun} “${recording.caption}”: in the vault`;
}

/**
 * Every scrapbook `ownerId` owns, oldest first, as PDFs to render one at a time.
 * @param fileOfItem the archive path of a vault item's file, '' when it is not in the archive
 */
export async function exportOwnScrapbooks(
  deps: Pick<ScrapbooksDependencies, 'db'> & { blobStore: BlobStore; keyring: Keyring; productName: string },
  ownerId: string,
  fileOfItem: (itemId: string) => string,
): Promise<ExportedScrapbook[]> {
  const scrapbooks = await listOwnScrapbooksToPrint(deps.db, ownerId);
  return scrapbooks.map((scrapbook) => ({
    title: scrapbook.title,
    async open() {
      const pages = await printablePages(deps, scrapbook, ownerId, (recording) => ({
        line: archivedRecordingLine(recording, fileOfItem(recording.vaultItemId)),
      }));
      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-export-scrapbook-'));
      try {
        const pdfPath = path.join(folder, 'scrapbook.pdf');
        await renderScrapbookPdf(
          printableBook(
            scrapbook,
            { productName: deps.productName, pageSize: scrapbook.last_page_size ?? 'letter', withBleed: false },
            pages,
          ),
          pdfPath,
        );
        const stream = createReadStream(pdfPath);
        stream.once('close', () => rmSync(folder, { recursive: true, force: true }));
        return stream;
      } catch (error) {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    },
  }));
}
