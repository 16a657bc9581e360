/**
 * The `scrapbook.print` job (a queued job, docs/decisions/004): renders one print-ready PDF
 * (scrapbook.pdf.ts) to a private temporary file, counting pages done on the print row as it goes
 * (the progress the page shows), stores it encrypted to the scrapbook owner's key in the BlobStore,
 * and — in the transaction that completes the job, only while its lease holds — marks the print
 * done and writes the share links its QR codes open: one per recording or video of the scrapbook's
 * owner, of kind "vault_item", owned by them (listed and revocable on their /sharing); a recording
 * of anyone else gets a line instead, never a public link in their name. Items whose owners'
 * sharing no longer reaches the requester are left out with a line saying why (docs/decisions/015).
 * A link's id comes from the print and the item (UUID v5), so a retried job prints and writes the
 * same links.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { hashShareLinkToken, shareLinkToken } from '../../policies/share-link.policy';
import type { BlobStore } from '../../storage/blob-store';
import { writeEncryptedBlob } from '../../storage/encrypted-blobs';
import type { Keyring } from '../../storage/keyring';
import { renderScrapbookPdf } from './scrapbook.pdf';
import { printableBook, printablePages } from './scrapbook-printable';
import { findPrintById, findPrintedScrapbook, insertPrintLinks, updatePrint } from './scrapbooks.print.repository';
import { PRINT_JOB_TYPE, type ScrapbooksDependencies } from './scrapbooks.service';

/** What the print job needs beyond the service's dependencies. */
export interface PrintJobDependencies extends ScrapbooksDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
  /** HMAC key of share-link tokens (LINK_SECRET). */
  linkSecret: Uint8Array;
  publicUrl: string;
  productName: string;
}

/** A namespace for the QR links' UUID v5 ids (fixed: changing it would change reprinted links). */
const QR_LINK_NAMESPACE = '4f1d9b4e-3c1a-4f7e-9a43-5d2b8c6e0a17';
/** How long a claim lasts, ms: a long book takes well under a minute (server/bench). */
const PRINT_LEASE_MS = 10 * 60 * 1000;

/** Where a print's PDF is stored. */
export const printBlobKey = (printId: string) => `scrapbook-prints/${printId}`;

/** The failure reason people see. */
const FAILED_MESSAGE = 'The PDF could not be made. Please try again; if it keeps failing, contact support.';

export function createPrintJob(deps: PrintJobDependencies) {
  return defineJob({
    type: PRINT_JOB_TYPE,
    payload: z.object({ printId: z.string() }),
    leaseMs: PRINT_LEASE_MS,
    maxAttempts: 3,
    retryDelaysMs: [30_000, 5 * 60_000],
    async run({ printId }, context): Promise<JobResult | void> {
      const print = await findPrintById(deps.db, printId);
      if (!print || print.status === 'done') return; // deleted with its scrapbook, or done
      const scrapbook = await findPrintedScrapbook(deps.db, print.scrapbook_id);
      if (!scrapbook) return;
      const links = new Map<string, { id: string; ownerId: string; url: string }>();
      const linkFor = (vaultItemId: string) => {
        const id = uuidv5(`${printId}:${vaultItemId}`, QR_LINK_NAMESPACE);
        const url = `${deps.publicUrl}/shared/${shareLinkToken(deps.linkSecret, { id, target_kind: 'vault_item' })}`;
        links.set(vaultItemId, { id, ownerId: scrapbook.owner_id, url });
        return url;
      };
      const printable = await printablePages(deps, scrapbook, print.requested_by, (recording) => ({
        url: linkFor(recording.vaultItemId),
      }));
      await updatePrint(deps.db, printId, { status: 'rendering', pages_done: 0, page_total: printable.length });

      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-print-'));
      try {
        const pdfPath = path.join(folder, 'scrapbook.pdf');
        await renderScrapbookPdf(
          printableBook(
            scrapbook,
            { productName: deps.productName, pageSize: print.page_size, withBleed: print.with_bleed === 1 },
            printable,
          ),
          pdfPath,
          async (pagesDone) => {
            await updatePrint(deps.db, printId, { pages_done: pagesDone });
          },
        );
        await context.holdLease();
        const stored = await writeEncryptedBlob(
          deps.blobStore,
          printBlobKey(printId),
          createReadStream(pdfPath),
          await deps.keyring.recipientFor(scrapbook.owner_id),
        );
        const now = deps.clock.now().toISOString();
        return {
          commit: async (trx) => {
            const rows = [...links.entries()].map(([vaultItemId, link]) => ({
              id: link.id,
              owner_id: link.ownerId,
              target_kind: 'vault_item' as const,
              target_id: vaultItemId,
              token_hash: hashShareLinkToken(
                shareLinkToken(deps.linkSecret, { id: link.id, target_kind: 'vault_item' }),
              ),
              expires_at: null,
              passphrase_hash: null,
              allow_download: 0,
              view_count: 0,
              last_viewed_at: null,
              revoked_at: null,
              created_at: now,
            }));
            await insertPrintLinks(trx, rows);
            await updatePrint(trx, printId, {
              status: 'done',
              pages_done: printable.length,
              pdf_bytes: stored.plaintextBytes,
              error: null,
              finished_at: now,
            });
          },
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    onFailure: async ({ printId }, failure, trx) => {
      if (!failure.isFinal) return;
      await updatePrint(trx, printId, { status: 'failed', error: FAILED_MESSAGE });
    },
  });
}
