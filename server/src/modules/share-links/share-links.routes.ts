/**
 * Share links over HTTP (issue 9, part 4); the calls are listed in
 * common/src/contracts/share-links.ts. Making, listing and revoking need the owner's session;
 * opening a link needs none, only its token and, when asked, its passphrase (remembered for 12
 * hours in a signed, HttpOnly cookie scoped to the link's addresses).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { downloadQuerySchema, fileResponses } from '@heirloom/common/contracts/api';
import {
  createdShareLinkSchema,
  openedShareLinkSchema,
  revokeAllInputSchema,
  revokeAllResponseSchema,
  SHARE_LINK_MESSAGES,
  sharedFileParamsSchema,
  shareLinkInputSchema,
  shareLinkParamsSchema,
  shareLinkListSchema,
  shareLinkSchema,
  shareLinkTokenParamsSchema,
  shareLinkUnlockSchema,
  type OpenedShareLink,
} from '@heirloom/common/contracts/share-links';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf } from '../../storage/media-source';
import { presentOpenedLink, presentShareLink } from './share-links.presenter';
import type { ShareLinkRow } from './share-links.repository';
import {
  checkPassphrase,
  createShareLink,
  findLinkedItem,
  listOwnShareLinks,
  openLinkedItems,
  resolveShareLink,
  revokeAllShareLinks,
  revokeShareLink,
  urlOf,
  type ShareLinkDependencies,
} from './share-links.service';

/** How long a correct passphrase is remembered in the browser, seconds (12 hours). */
const UNLOCK_SECONDS = 12 * 60 * 60;
const OPEN_PATH = '/api/share-links/open';

export interface ShareLinkRouteDependencies extends ShareLinkDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
  isSecureCookie: boolean;
}

const unlockCookieName = (link: Pick<ShareLinkRow, 'id'>) => `heirloom_share_${link.id.replaceAll('-', '')}`;

export async function registerShareLinkRoutes(app: FastifyInstance, deps: ShareLinkRouteDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const isUnlocked = (request: FastifyRequest, link: ShareLinkRow) => {
    if (!link.passphrase_hash) return true;
    const cookie = request.cookies[unlockCookieName(link)];
    if (!cookie) return false;
    const unsigned = request.unsignCookie(cookie);
    return unsigned.valid && unsigned.value === link.id;
  };

  /** The link behind a working token; its answers are never cached nor indexed. */
  async function openLink(reply: FastifyReply, token: string) {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return resolveShareLink(deps, token);
  }

  async function answerOpened(token: string, opened: Awaited<ReturnType<typeof resolveShareLink>>, unlocked: boolean) {
    const linked = unlocked ? await openLinkedItems(deps, opened.link) : null;
    return presentOpenedLink(token, opened, linked);
  }

  api.post(
    '/api/share-links',
    {
      config: { access: 'share-target' },
      schema: {
        summary: 'Make a share link to one of your items or albums',
        body: shareLinkInputSchema,
        response: { 201: createdShareLinkSchema.describe('The link, with the address to give out') },
      },
    },
    async (request, reply) => {
      const created = await createShareLink(deps, requireUser(request).id, request.body);
      return reply.code(201).send({ ...presentShareLink(deps, created), url: urlOf(deps, created.link)! });
    },
  );

  api.get(
    '/api/share-links',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Every share link you made (the sharing dashboard)',
        response: { 200: shareLinkListSchema.describe('Newest first') },
      },
    },
    async (request) =>
      (await listOwnShareLinks(deps, requireUser(request).id)).map((listed) => presentShareLink(deps, listed)),
  );

  api.post(
    '/api/share-links/revoke-all',
    {
      config: { access: 'session' },
      schema: {
        summary: "Turn off every share link you made (your messages' links to their recipients only when included)",
        body: revokeAllInputSchema,
        response: {
          200: revokeAllResponseSchema.describe("How many links were turned off, and recipients' links kept"),
        },
      },
    },
    async (request) => revokeAllShareLinks(deps, requireUser(request).id, request.body),
  );

  api.post(
    '/api/share-links/:id/revoke',
    {
      config: { access: 'share-link' },
      schema: {
        summary: 'Turn off a share link',
        params: shareLinkParamsSchema,
        response: { 200: shareLinkSchema.describe('The link, revoked') },
      },
    },
    async (request) => {
      return presentShareLink(deps, await revokeShareLink(deps, requireUser(request).id, request.params.id));
    },
  );

  api.get(
    `${OPEN_PATH}/:token`,
    {
      config: { access: 'share-link-token' },
      schema: {
        summary: 'What a share link shows (no session needed; the items once any passphrase is given)',
        params: shareLinkTokenParamsSchema,
        response: { 200: openedShareLinkSchema.describe('The link and, when unlocked, its items') },
      },
    },
    async (request, reply): Promise<OpenedShareLink> => {
      const opened = await openLink(reply, request.params.token);
      return answerOpened(request.params.token, opened, isUnlocked(request, opened.link));
    },
  );

  api.post(
    `${OPEN_PATH}/:token/unlock`,
    {
      config: { access: 'share-link-token' },
      schema: {
        summary: "Give a share link's passphrase (throttled like sign-in)",
        params: shareLinkTokenParamsSchema,
        body: shareLinkUnlockSchema,
        response: { 200: openedShareLinkSchema.describe('The link and its items') },
      },
    },
    async (request, reply): Promise<OpenedShareLink> => {
      const opened = await openLink(reply, request.params.token);
      if (opened.link.passphrase_hash) {
        await checkPassphrase(deps, opened.link, request.body.passphrase, request.ip);
        reply.setCookie(unlockCookieName(opened.link), opened.link.id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.isSecureCookie,
          path: `${OPEN_PATH}/${request.params.token}`,
          maxAge: UNLOCK_SECONDS,
        });
      }
      return answerOpened(request.params.token, opened, true);
    },
  );

  /** One item of an unlocked link, or 404. */
  async function linkedItem(request: FastifyRequest, reply: FastifyReply, token: string, itemId: string) {
    const opened = await openLink(reply, token);
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

  api.get(
    `${OPEN_PATH}/:token/items/:itemId/file`,
    {
      config: { access: 'share-link-token' },
      schema: {
        summary: "A shared item's file (range requests; never a photo's location)",
        params: sharedFileParamsSchema,
        querystring: downloadQuerySchema,
        produces: ['image/*', 'video/*', 'audio/*', 'application/pdf'],
        response: fileResponses('The whole file'),
      },
    },
    async (request, reply) => {
      const { link, item } = await linkedItem(request, reply, request.params.token, request.params.itemId);
      // Outsiders always get a photo without its EXIF location.
      const source = await mediaSourceOf(deps, media(item), item.redacted_bytes !== null ? 'redacted' : 'original');
      const isDownload = Boolean(request.query.download) && link.allow_download === 1;
      return sendMedia(request, reply, {
        ...source,
        downloadName: isDownload ? (item.original_name ?? item.title) : undefined,
      });
    },
  );

  api.get(
    `${OPEN_PATH}/:token/items/:itemId/preview`,
    {
      config: { access: 'share-link-token' },
      schema: {
        summary: "A shared item's preview image",
        params: sharedFileParamsSchema,
        produces: ['image/webp'],
        response: fileResponses('The preview image'),
      },
    },
    async (request, reply) => {
      const { item } = await linkedItem(request, reply, request.params.token, request.params.itemId);
      if (!item.preview_key) throw new AppError('not_found', SHARE_LINK_MESSAGES.linkNotFound);
      return sendMedia(request, reply, await mediaSourceOf(deps, media(item), 'preview'));
    },
  );
}
