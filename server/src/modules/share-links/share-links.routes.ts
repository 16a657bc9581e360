/**
 * Share links over HTTP, implementing the routes declared in
 * common/src/routes/share-links.ts. Making, listing and revoking need the owner's session (the
 * share-target and share-link gates hand over the target and the link they authorised); opening a
 * link needs none, only its token (the share-link-token gate hands over the working link) and, when
 * asked, its passphrase (remembered for 12 hours in a signed, HttpOnly cookie scoped to the link's
 * addresses).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_LINK_MESSAGES, type OpenedShareLink } from '@heirloom/common/contracts/share-links';
import { routePath } from '@heirloom/common/routes/define-route';
import { shareLinkRoutes as routes } from '@heirloom/common/routes/share-links';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf } from '../../storage/media-source';
import { presentOpenedLink, presentShareLink } from './share-links.presenter';
import {
  checkPassphrase,
  createShareLink,
  findLinkedItem,
  listOwnShareLinks,
  openedShareLink,
  openLinkedItems,
  revokeAllShareLinks,
  revokeShareLink,
  urlOf,
  type ShareLinkDependencies,
} from './share-links.service';

/** How long a correct passphrase is remembered in the browser, seconds (12 hours). */
const UNLOCK_SECONDS = 12 * 60 * 60;

export interface ShareLinkRouteDependencies extends ShareLinkDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
  isSecureCookie: boolean;
}

const unlockCookieName = (link: Pick<WorkingLink, 'id'>) => `heirloom_share_${link.id.replaceAll('-', '')}`;

type Opened = Awaited<ReturnType<typeof openedShareLink>>;
type WorkingLink = Parameters<typeof openedShareLink>[1];

export async function registerShareLinkRoutes(app: FastifyInstance, deps: ShareLinkRouteDependencies): Promise<void> {
  const isUnlocked = (request: FastifyRequest, link: Pick<WorkingLink, 'id' | 'passphrase_hash'>) => {
    if (!link.passphrase_hash) return true;
    const cookie = request.cookies[unlockCookieName(link)];
    if (!cookie) return false;
    const unsigned = request.unsignCookie(cookie);
    return unsigned.valid && unsigned.value === link.id;
  };

  /** The item's, album's or scrapbook's link the gate found working; its answers are never cached nor indexed. */
  async function openLink(reply: FastifyReply, link: WorkingLink) {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return openedShareLink(deps, link);
  }

  async function answerOpened(token: string, opened: Opened, unlocked: boolean) {
    const linked = unlocked ? await openLinkedItems(deps, opened.link) : null;
    return presentOpenedLink(token, opened, linked);
  }

  implementRoute(app, routes.create, async (request, reply, target) => {
    const created = await createShareLink(deps, requireUser(request).id, { ...request.body, target });
    return reply.code(201).send({ ...presentShareLink(deps, created), url: urlOf(deps, created.link)! });
  });

  implementRoute(app, routes.list, async (_request, _reply, user) =>
    (await listOwnShareLinks(deps, user.id)).map((listed) => presentShareLink(deps, listed)),
  );

  implementRoute(app, routes.revokeAll, async (request, _reply, user) =>
    revokeAllShareLinks(deps, user.id, request.body),
  );

  implementRoute(app, routes.revoke, async (_request, _reply, link) =>
    presentShareLink(deps, await revokeShareLink(deps, link)),
  );

  implementRoute(app, routes.open, async (request, reply, link): Promise<OpenedShareLink> => {
    const opened = await openLink(reply, link);
    return answerOpened(request.params.token, opened, isUnlocked(request, opened.link));
  });

  implementRoute(app, routes.unlock, async (request, reply, link): Promise<OpenedShareLink> => {
    const opened = await openLink(reply, link);
    if (opened.link.passphrase_hash) {
      await checkPassphrase(deps, opened.link, request.body.passphrase, request.ip);
      reply.setCookie(unlockCookieName(opened.link), opened.link.id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.isSecureCookie,
        path: routePath(routes.open, { token: request.params.token }),
        maxAge: UNLOCK_SECONDS,
      });
    }
    return answerOpened(request.params.token, opened, true);
  });

  /** One item of an unlocked link, or 404. */
  async function linkedItem(request: FastifyRequest, reply: FastifyReply, working: WorkingLink, itemId: string) {
    const opened = await openLink(reply, working);
    if (!isUnlocked(request, opened.link)) throw new AppError('forbidden', SHARE_LINK_MESSAGES.passphraseRequired);
    const item = await findLinkedItem(deps, opened.link, itemId);
    if (!item) throw new AppError('not_found', SHARE_LINK_MESSAGES.linkNotFound);
    return { link: opened.link, item };
  }

  const media = (item: Awaited<ReturnType<typeof linkedItem>>['item']) => ({
    id: item.media_id,
    owner_id: item.media_owner_id,
    storage_key: item.storage_key,
    size_bytes: item.size_bytes,
    segment_bytes: item.segment_bytes,
    content_type: item.content_type,
    preview_key: item.preview_key,
    preview_bytes: item.preview_bytes,
    redacted_bytes: item.redacted_bytes,
  });

  implementRoute(app, routes.itemFile, async (request, reply, working) => {
    const { link, item } = await linkedItem(request, reply, working, request.params.itemId);
    // Outsiders always get a photo without its EXIF location.
    const source = await mediaSourceOf(deps, media(item), item.redacted_bytes !== null ? 'redacted' : 'original');
    const isDownload = Boolean(request.query.download) && link.allow_download === 1;
    return sendMedia(request, reply, {
      ...source,
      downloadName: isDownload ? (item.original_name ?? item.title) : undefined,
    });
  });

  implementRoute(app, routes.itemPreview, async (request, reply, working) => {
    const { item } = await linkedItem(request, reply, working, request.params.itemId);
    if (!item.preview_key) throw new AppError('not_found', SHARE_LINK_MESSAGES.linkNotFound);
    return sendMedia(request, reply, await mediaSourceOf(deps, media(item), 'preview'));
  });
}
