/** Public shapes of share links (common/src/contracts/share-links.ts); rows never leave the server. */
import type { OpenedShareLink, ShareLink, SharedBook, SharedItem } from '@heirloom/common/contracts/share-links';
import type { PageLayout } from '@heirloom/common/domain/scrapbook-templates';
import { withheldItemLine } from '@heirloom/common/contracts/withheld-items';
import { routePath } from '@heirloom/common/routes/define-route';
import { shareLinkRoutes } from '@heirloom/common/routes/share-links';
import { shareLinkStatus } from '../../policies/share-link.policy';
import type { BookPageRow, LinkedItemRow, LinkTarget, ShareLinkRow } from './share-links.repository';
import { urlOf, type openedShareLink, type ShareLinkDependencies } from './share-links.service';

/**
 * A link as its owner sees it on the dashboard; an item's thumbnail is its owner's preview address
 * in the vault (the vault module's GET /api/vault/items/:id/preview), never the link's.
 */
export function presentShareLink(
  deps: Pick<ShareLinkDependencies, 'linkSecret' | 'publicUrl' | 'clock'>,
  { link, target }: { link: ShareLinkRow; target: LinkTarget },
): ShareLink {
  const { hasPreview, ...named } = target;
  return {
    id: link.id,
    url: urlOf(deps, link),
    target: {
      kind: link.target_kind,
      ...named,
      previewUrl: hasPreview ? `/api/vault/items/${target.id}/preview` : null,
    },
    status: shareLinkStatus(link, deps.clock.now()),
    expiresAt: link.expires_at,
    hasPassphrase: link.passphrase_hash !== null,
    allowDownload: link.allow_download === 1,
    viewCount: Number(link.view_count),
    lastViewedAt: link.last_viewed_at,
    createdAt: link.created_at,
    revokedAt: link.revoked_at,
  };
}

/** Where a link's visitor fetches item `itemId`'s file and its preview. */
const sharedFileUrl = (token: string, itemId: string) => routePath(shareLinkRoutes.itemFile, { token, itemId });
const sharedPreviewUrl = (token: string, itemId: string) => routePath(shareLinkRoutes.itemPreview, { token, itemId });

function presentSharedItem(token: string, item: LinkedItemRow, allowDownload: boolean): SharedItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    description: item.description,
    takenAt: item.taken_at,
    contentType: item.content_type,
    durationMs: item.duration_ms,
    width: item.width,
    height: item.height,
    previewUrl: item.preview_key ? sharedPreviewUrl(token, item.id) : null,
    fileUrl: sharedFileUrl(token, item.id),
    downloadUrl: allowDownload
      ? routePath(shareLinkRoutes.itemFile, { token, itemId: item.id }, { download: '1' })
      : null,
  };
}

/**
 * A shared scrapbook's pages with their items, each fetched through the link; an item not in
 * `servable` shows only the line saying why (docs/decisions/015).
 */
function presentBook(
  token: string,
  { templateId, pages }: { templateId: string; pages: BookPageRow[] },
  items: LinkedItemRow[],
  servable: ReadonlySet<string>,
): SharedBook {
  return {
    templateId,
    pages: pages.map((page) => ({
      id: page.id,
      layout: page.layout as PageLayout,
      text: page.text,
      items: items
        .filter((item) => item.page_id === page.id)
        .map((item) => {
          const kind = item.kind as 'photo' | 'video' | 'audio';
          return servable.has(item.vault_item_id ?? item.id)
            ? {
                id: item.id,
                kind,
                caption: item.caption ?? '',
                previewUrl: item.kind !== 'audio' && item.preview_key ? sharedPreviewUrl(token, item.id) : null,
                fileUrl: sharedFileUrl(token, item.id),
                withheld: null,
              }
            : {
                id: item.id,
                kind,
                caption: '',
                previewUrl: null,
                fileUrl: null,
                withheld: withheldItemLine(kind, item.item_owner_name ?? '', 'link'),
              };
        }),
    })),
  };
}

/**
 * What a link's visitor sees: the title and owner, and once unlocked (`linked` given) the items,
 * or a scrapbook's pages as a book.
 */
export function presentOpenedLink(
  token: string,
  opened: Awaited<ReturnType<typeof openedShareLink>>,
  linked: {
    items: LinkedItemRow[];
    book: { templateId: string; pages: BookPageRow[] } | null;
    servable: ReadonlySet<string>;
  } | null,
): OpenedShareLink {
  const allowDownload = opened.link.allow_download === 1;
  return {
    kind: opened.link.target_kind,
    title: opened.title,
    ownerName: opened.link.owner_name,
    expiresAt: opened.link.expires_at,
    allowDownload,
    needsPassphrase: linked === null,
    items: linked && !linked.book ? linked.items.map((item) => presentSharedItem(token, item, allowDownload)) : [],
    book: linked?.book ? presentBook(token, linked.book, linked.items, linked.servable) : null,
  };
}
