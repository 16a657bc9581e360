/** The public shapes of scrapbooks and their prints (common/src/contracts/scrapbooks.ts); never a row. */
import type { Scrapbook, ScrapbookPrint, ScrapbookSummary } from '@heirloom/common/contracts/scrapbooks';
import type { PageLayout } from '@heirloom/common/domain/scrapbook-templates';
import { routePath } from '@heirloom/common/routes/define-route';
import { scrapbookRoutes } from '@heirloom/common/routes/scrapbooks';
import type { ScrapbookPrintsTable } from '../../db/tables';
import { withheldItemLine } from '@heirloom/common/contracts/withheld-items';
import type { ScrapbookAccess } from '../../policies/scrapbook.policy';
import type { ScrapbookItemRow } from './scrapbooks.repository';
import type { Selectable } from 'kysely';
import type { ScrapbookPagesTable } from '../../db/tables';

/** Where a reader fetches an item's file and its still. */
export const itemFileUrl = (scrapbookId: string, itemId: string) =>
  routePath(scrapbookRoutes.itemFile, { id: scrapbookId, scrapbookItemId: itemId });
export const itemPreviewUrl = (scrapbookId: string, itemId: string) =>
  routePath(scrapbookRoutes.itemPreview, { id: scrapbookId, scrapbookItemId: itemId });

export function presentSummary(
  access: ScrapbookAccess,
  details: { ownerName: string; pageCount: number; coverItemId: string | null },
): ScrapbookSummary {
  const { scrapbook, role } = access;
  return {
    id: scrapbook.id,
    title: scrapbook.title,
    templateId: scrapbook.template_id,
    ownerName: details.ownerName,
    role,
    isSharedWithCircle: scrapbook.shared_with_circle === 1,
    pageCount: details.pageCount,
    coverUrl: details.coverItemId ? itemPreviewUrl(scrapbook.id, details.coverItemId) : null,
    sourceLabel: scrapbook.source_label,
    updatedAt: scrapbook.updated_at,
  };
}

/**
 * The scrapbook with its pages as `access.readerId` sees it: items in `servable` as they are, the
 * others as the line saying why (no title, caption nor addresses; docs/decisions/015).
 */
export function presentScrapbook(
  access: ScrapbookAccess,
  ownerName: string,
  pages: Selectable<ScrapbookPagesTable>[],
  items: ScrapbookItemRow[],
  servable: ReadonlySet<string>,
): Scrapbook {
  const id = access.scrapbook.id;
  const photos = items.filter((item) => item.kind === 'photo' && servable.has(item.vault_item_id));
  const cover = photos.find((item) => item.page_id === pages[0]?.id) ?? photos[0];
  return {
    ...presentSummary(access, { ownerName, pageCount: pages.length, coverItemId: cover?.id ?? null }),
    pages: pages.map((page) => ({
      id: page.id,
      layout: page.layout as PageLayout,
      text: page.text,
      items: items
        .filter((item) => item.page_id === page.id)
        .map((item) => {
          const kind = item.kind as 'photo' | 'video' | 'audio';
          const shown = { id: item.id, vaultItemId: item.vault_item_id, kind };
          if (!servable.has(item.vault_item_id))
            return {
              ...shown,
              title: '',
              caption: '',
              durationMs: null,
              fileUrl: null,
              previewUrl: null,
              withheld: withheldItemLine(kind, item.owner_name, 'member'),
            };
          return {
            ...shown,
            title: item.title,
            caption: item.caption,
            durationMs: item.duration_ms,
            fileUrl: itemFileUrl(id, item.id),
            previewUrl: item.kind !== 'audio' && item.preview_key ? itemPreviewUrl(id, item.id) : null,
            withheld: null,
          };
        }),
    })),
  };
}

export function presentPrint(print: Selectable<ScrapbookPrintsTable>): ScrapbookPrint {
  return {
    id: print.id,
    scrapbookId: print.scrapbook_id,
    pageSize: print.page_size,
    withBleed: print.with_bleed === 1,
    status: print.status,
    pagesDone: print.pages_done,
    pageTotal: print.page_total,
    error: print.error,
    fileUrl:
      print.status === 'done'
        ? routePath(scrapbookRoutes.printFile, { id: print.scrapbook_id, printId: print.id })
        : null,
    createdAt: print.created_at,
  };
}
