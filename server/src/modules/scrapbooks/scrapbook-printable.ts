/**
 * A scrapbook's pages as the PDF renderer takes them (scrapbook.pdf.ts), shared by a print
 * (scrapbooks.jobs.ts) and by "Export everything" (scrapbooks.export.ts): photos and video stills
 * read from the encrypted store when their page is drawn, items whose owners' sharing no longer
 * reaches the reader left out with a line saying why (docs/decisions/015), a recording of anyone but
 * the scrapbook's owner printed as a line (never a public link in their name), and each of the
 * owner's recordings and videos printed as `printRecording` says: a QR code of a share link (a
 * print) or a line naming its file (an export, which makes no link).
 */
import { unlinkedRecordingLine, withheldItemLine } from '@heirloom/common/contracts/withheld-items';
import { findScrapbookTemplate, type PageLayout } from '@heirloom/common/domain/scrapbook-templates';
import { servableVaultItems } from '../../policies/servable-items.policy';
import { readDecryptedBuffer } from '../../storage/encrypted-blobs';
import type { PrintablePage, PrintableScrapbook } from './scrapbook.pdf';
import * as repository from './scrapbooks.repository';
import type { ScrapbooksDependencies } from './scrapbooks.service';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';

/** How one of the owner's recordings or videos is printed: its QR code's address, or a line of words. */
export type RecordingPrint = { url: string } | { line: string };

/** An owner's recording or video as `printRecording` is asked about it. */
export interface PrintedRecording {
  vaultItemId: string;
  caption: string;
  kind: 'audio' | 'video';
}

/**
 * The book the renderer takes: the scrapbook's title, its owner's name and template (the first
 * template when its own is gone) on the sheet asked for, with `pages`.
 */
export function printableBook(
  scrapbook: { title: string; username: string; template_id: string },
  sheet: Pick<PrintableScrapbook, 'productName' | 'pageSize' | 'withBleed'>,
  pages: PrintablePage[],
): PrintableScrapbook {
  return {
    title: scrapbook.title,
    ownerName: scrapbook.username,
    template: findScrapbookTemplate(scrapbook.template_id) ?? findScrapbookTemplate('keepsake')!,
    ...sheet,
    pages,
  };
}

/**
 * The pages of scrapbook `scrapbook` as `readerId` may see them, in order.
 * @param printRecording how each of the owner's recordings and videos is printed
 */
export async function printablePages(
  deps: Pick<ScrapbooksDependencies, 'db'> & { blobStore: BlobStore; keyring: Keyring },
  scrapbook: { id: string; owner_id: string },
  readerId: string,
  printRecording: (recording: PrintedRecording) => RecordingPrint,
): Promise<PrintablePage[]> {
  const [pages, items] = await Promise.all([
    repository.listPages(deps.db, scrapbook.id),
    repository.listItems(deps.db, scrapbook.id),
  ]);
  const servable = await servableVaultItems(
    deps.db,
    { userId: readerId, containerOwnerId: scrapbook.owner_id },
    items.map((item) => item.vault_item_id),
  );
  const readStill = async (itemId: string) => {
    const media = await repository.findItemMedia(deps.db, scrapbook.id, itemId);
    if (!media) throw new Error(`scrapbook item ${itemId} has no media`);
    const identity = await deps.keyring.identityFor(media.owner_id);
    // A video prints its still; a photo its original, without its location unless the owner keeps it.
    const isRedacted = media.kind !== 'video' && media.redacted_bytes !== null && media.keep_location !== 1;
    const prefix =
      media.kind === 'video' ? media.preview_key! : isRedacted ? `${media.storage_key}/redacted` : media.storage_key;
    const bytes = media.kind === 'video' ? media.preview_bytes : isRedacted ? media.redacted_bytes : media.size_bytes;
    return readDecryptedBuffer(
      deps.blobStore,
      { prefix, plaintextBytes: Number(bytes), segmentBytes: media.segment_bytes },
      identity,
    );
  };
  const isPlayable = (item: (typeof items)[number]) => item.kind === 'audio' || item.kind === 'video';
  return pages.map((page) => {
    const onPage = items.filter((item) => item.page_id === page.id);
    const shown = onPage.filter((item) => servable.has(item.vault_item_id));
    const printed = shown
      .filter((item) => isPlayable(item) && item.owner_id === scrapbook.owner_id)
      .map((item) => {
        const recording = {
          vaultItemId: item.vault_item_id,
          caption: item.caption || item.title,
          kind: item.kind as 'audio' | 'video',
        };
        return { recording, print: printRecording(recording) };
      });
    return {
      layout: page.layout as PageLayout,
      text: page.text,
      photos: shown
        .filter((item) => item.kind === 'photo' || (item.kind === 'video' && item.preview_key))
        .map((item) => ({ caption: item.caption, read: () => readStill(item.id) })),
      recordings: printed.flatMap(({ recording, print }) =>
        'url' in print ? [{ caption: recording.caption, kind: recording.kind, url: print.url }] : [],
      ),
      withheld: [
        ...onPage.flatMap((item) =>
          !servable.has(item.vault_item_id)
            ? [withheldItemLine(item.kind as 'photo' | 'video' | 'audio', item.owner_name, 'member')]
            : isPlayable(item) && item.owner_id !== scrapbook.owner_id
              ? [unlinkedRecordingLine(item.owner_name)]
              : [],
        ),
        ...printed.flatMap(({ print }) => ('line' in print ? [print.line] : [])),
      ],
    };
  });
}
