/**
 * Share links through the API (docs/product/roles-and-access.md "Share links"), on both dialects:
 * an owner links an item or an album; someone without an account opens it (with its passphrase when
 * asked, wrong tries throttled); downloads only when allowed; views counted; expired and revoked
 * links answer 410; only the owner may link a thing or see and revoke their links.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES, type OpenedShareLink, type ShareLink } from '@heirloom/common/contracts/share-links';
import {
  VAULT_ITEM_ID_HEADER,
  type VaultAlbum,
  type VaultItem,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2027-04-01T12:00:00Z');
const clock = { now: () => new Date(now) };

const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

async function addPhoto(client: TestClient, title: string): Promise<VaultItem> {
  const response = await uploadWithTus(client, photo, { filename: `${title}.jpg`, filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  const id = response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  return (await client.get(`/api/vault/items/${id}`)).json<VaultItem>();
}

describeEachDatabase(
  'share links',
  (context) => {
    const app = () => context().app;
    /** A visitor without an account: keeps cookies, fetches CSRF tokens like a browser. */
    const visitor = () => new TestClient(app(), `10.0.0.${Math.floor(Math.random() * 200) + 1}`);
    const tokenOf = (link: ShareLink) => link.url!.split('/shared/')[1]!;

    it('links an item for a visitor: no passphrase, download allowed, views counted, then revoked', async () => {
      const owner = await buildUser(app());
      const item = await addPhoto(owner.client, 'At the lake');
      const made = await owner.client.post('/api/share-links', {
        target: { kind: 'vault_item', id: item.id },
        allowDownload: true,
      });
      expect(made.statusCode).toBe(201);
      const link = made.json<ShareLink>();
      expect(link).toMatchObject({
        status: 'active',
        hasPassphrase: false,
        viewCount: 0,
        target: { kind: 'vault_item', title: 'At the lake' },
      });
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/shared\/s\.[A-Za-z0-9_-]{43}$/);

      const guest = visitor();
      const opened = await guest.get(`/api/share-links/open/${tokenOf(link)}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['x-robots-tag']).toBe('noindex');
      const content = opened.json<OpenedShareLink>();
      expect(content).toMatchObject({ title: 'At the lake', ownerName: owner.user.username, needsPassphrase: false });
      expect(content.items).toHaveLength(1);
      const file = await guest.get(content.items[0]!.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      // A photo leaves without its location, whatever the owner keeps for themselves.
      expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      const download = await guest.get(content.items[0]!.downloadUrl!);
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      expect((await guest.get(content.items[0]!.previewUrl!)).headers['content-type']).toBe('image/webp');

      const [listed] = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
      expect(listed).toMatchObject({ id: link.id, viewCount: 1, url: link.url });
      expect(listed!.lastViewedAt).not.toBeNull();

      const revoked = await owner.client.post(`/api/share-links/${link.id}/revoke`);
      expect(revoked.json<ShareLink>()).toMatchObject({ status: 'revoked' });
      const gone = await guest.get(`/api/share-links/open/${tokenOf(link)}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ message: SHARE_LINK_MESSAGES.unavailable });
      expect((await guest.get(content.items[0]!.fileUrl)).statusCode).toBe(410);
    });

    it('lists each link with what it opens: an item by its kind and its owner’s preview, an album by name', async () => {
      const owner = await buildUser(app());
      const other = await buildUser(app());
      const item = await addPhoto(owner.client, 'Harbour 1972');
      expect(item.previewUrl).not.toBeNull();
      const album = (await owner.client.post('/api/vault/albums', { name: 'Summer 1998' })).json<VaultAlbum>();
      const made = await owner.client.post('/api/share-links', { target: { kind: 'vault_item', id: item.id } });
      expect(made.json<ShareLink>().target).toEqual({
        kind: 'vault_item',
        id: item.id,
        title: 'Harbour 1972',
        sentTo: null,
        itemKind: 'photo',
        previewUrl: item.previewUrl,
      });
      await owner.client.post('/api/share-links', { target: { kind: 'vault_album', id: album.id } });

      const listed = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
      const albumLink = listed.find((link) => link.target.kind === 'vault_album');
      const itemLink = listed.find((link) => link.target.kind === 'vault_item');
      expect(albumLink!.target).toEqual({
        kind: 'vault_album',
        id: album.id,
        title: 'Summer 1998',
        sentTo: null,
        itemKind: null,
        previewUrl: null,
      });
      // The thumbnail is the owner's own preview of the item, not the link's.
      expect(itemLink!.target).toMatchObject({ itemKind: 'photo', previewUrl: `/api/vault/items/${item.id}/preview` });
      const preview = await owner.client.get(itemLink!.target.previewUrl!);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(preview.rawPayload.length).toBeGreaterThan(0);
      // Nobody else may read it there (a denied read answers 404).
      expect((await other.client.get(itemLink!.target.previewUrl!)).statusCode).toBe(404);
      expect((await visitor().get(itemLink!.target.previewUrl!)).statusCode).toBe(401);
    });

    it('asks for the passphrase, throttles wrong ones, remembers the right one; no download when not allowed', async () => {
      const owner = await buildUser(app());
      const album = (await owner.client.post('/api/vault/albums', { name: 'Grandma at 90' })).json<VaultAlbum>();
      for (const title of ['The cake', 'The toast']) {
        const item = await addPhoto(owner.client, title);
        await owner.client.request({
          method: 'PATCH',
          url: `/api/vault/items/${item.id}`,
          payload: { albumIds: [album.id] },
        });
      }
      const link = (
        await owner.client.post('/api/share-links', {
          target: { kind: 'vault_album', id: album.id },
          passphrase: 'blue heron',
          allowDownload: false,
          expiresAt: new Date(now + 7 * DAY).toISOString(),
        })
      ).json<ShareLink>();
      expect(link).toMatchObject({ hasPassphrase: true, allowDownload: false });

      const guest = visitor();
      const locked = (await guest.get(`/api/share-links/open/${tokenOf(link)}`)).json<OpenedShareLink>();
      expect(locked).toMatchObject({ title: 'Grandma at 90', needsPassphrase: true, items: [] });
      const wrong = await guest.post(`/api/share-links/open/${tokenOf(link)}/unlock`, { passphrase: 'wrong one' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ message: SHARE_LINK_MESSAGES.wrongPassphrase });

      const unlocked = await guest.post(`/api/share-links/open/${tokenOf(link)}/unlock`, { passphrase: 'blue heron' });
      expect(unlocked.statusCode).toBe(200);
      const content = unlocked.json<OpenedShareLink>();
      expect(content.items.map((item) => item.title).sort()).toEqual(['The cake', 'The toast']);
      expect(content.items.every((item) => item.downloadUrl === null)).toBe(true);
      // The browser remembers it: the page and the files open without asking again.
      expect((await guest.get(`/api/share-links/open/${tokenOf(link)}`)).json<OpenedShareLink>().items).toHaveLength(2);
      const asDownload = await guest.get(`${content.items[0]!.fileUrl}?download=1`);
      expect(asDownload.statusCode).toBe(200);
      expect(asDownload.headers['content-disposition']).toBeUndefined();
      // Another visitor without the passphrase gets no file.
      expect((await visitor().get(content.items[0]!.fileUrl)).statusCode).toBe(403);

      // Wrong passphrases are throttled like sign-in: 5 per link (1 above), then 429 even for the right one.
      const guesser = visitor();
      for (let attempt = 0; attempt < 4; attempt++) {
        await guesser.post(`/api/share-links/open/${tokenOf(link)}/unlock`, { passphrase: `guess ${attempt}` });
      }
      const throttled = await guesser.post(`/api/share-links/open/${tokenOf(link)}/unlock`, {
        passphrase: 'blue heron',
      });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();

      now += 8 * DAY; // past the expiry
      expect((await guest.get(`/api/share-links/open/${tokenOf(link)}`)).statusCode).toBe(410);
      expect((await owner.client.get('/api/share-links')).json<ShareLink[]>()[0]).toMatchObject({ status: 'expired' });
    });

    it('links only what the owner owns; others cannot see or revoke the links; revoke all', async () => {
      const owner = await buildUser(app());
      const other = await buildUser(app());
      const item = await addPhoto(owner.client, 'Mine');
      const stolen = await other.client.post('/api/share-links', { target: { kind: 'vault_item', id: item.id } });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ message: SHARE_LINK_MESSAGES.targetNotFound });
      const past = await owner.client.post('/api/share-links', {
        target: { kind: 'vault_item', id: item.id },
        expiresAt: new Date(now - 1000).toISOString(),
      });
      expect(past.statusCode).toBe(400);
      const short = await owner.client.post('/api/share-links', {
        target: { kind: 'vault_item', id: item.id },
        passphrase: 'abc',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: SHARE_LINK_MESSAGES.passphraseTooShort });

      const links = await Promise.all(
        [1, 2].map(async () =>
          (
            await owner.client.post('/api/share-links', { target: { kind: 'vault_item', id: item.id } })
          ).json<ShareLink>(),
        ),
      );
      expect((await other.client.get('/api/share-links')).json()).toEqual([]);
      expect((await other.client.post(`/api/share-links/${links[0]!.id}/revoke`)).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: '/api/share-links' })).statusCode).toBe(401);
      const all = await owner.client.post('/api/share-links/revoke-all', {});
      expect(all.json()).toEqual({ revoked: 2, kept: 0 });
      for (const link of links) {
        expect((await visitor().get(`/api/share-links/open/${tokenOf(link)}`)).statusCode).toBe(410);
      }
      // A guessed token finds nothing, and says no more than a revoked one.
      const guessed = await visitor().get(`/api/share-links/open/s.${'A'.repeat(43)}`);
      expect(guessed.statusCode).toBe(404);
      expect(guessed.json()).toEqual({ message: SHARE_LINK_MESSAGES.unavailable });
      // A trashed item's link stops showing it.
      const kept = (
        await owner.client.post('/api/share-links', { target: { kind: 'vault_item', id: item.id } })
      ).json<ShareLink>();
      await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${item.id}` });
      expect((await visitor().get(`/api/share-links/open/${tokenOf(kept)}`)).json<OpenedShareLink>().items).toEqual([]);
    });
    it("an album's link shows what relatives added only with their consent, which they give or withdraw", async () => {
      const owner = await buildUser(app());
      const ben = await buildUser(app());
      const cara = await buildUser(app());
      await joinCircle(owner, ben, 'editor', 'Ben');
      await joinCircle(owner, cara, 'editor', 'Cara');
      const album = (await owner.client.post('/api/vault/albums', { name: 'Reunion 2026' })).json<VaultAlbum>();
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/albums/${album.id}`,
        payload: { sharedWithCircle: true },
      });
      const ownersPhoto = await addPhoto(owner.client, 'Group photo');
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${ownersPhoto.id}`,
        payload: { albumIds: [album.id] },
      });
      const add = (relative: BuiltUser, itemId: string, linkConsent?: boolean) =>
        relative.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId, linkConsent });
      const bens = [await addPhoto(ben.client, 'Ben at the grill'), await addPhoto(ben.client, 'Ben dancing')];
      for (const photo of bens) expect((await add(ben, photo.id)).statusCode).toBe(204);
      const carasPhoto = await addPhoto(cara.client, 'Cara’s cake');
      expect((await add(cara, carasPhoto.id, true)).statusCode).toBe(204);
      const refused = await add(cara, carasPhoto.id, 'yes' as unknown as boolean);
      expect(refused.statusCode).toBe(400);

      // The owner's link dialog says whose photos the link leaves out, and why.
      const overview = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
      expect(overview.albums.find((listed) => listed.id === album.id)).toMatchObject({
        itemCount: 4,
        withheldFromLinks: [{ contributorName: ben.user.username, count: 2 }],
      });

      const link = (
        await owner.client.post('/api/share-links', { target: { kind: 'vault_album', id: album.id } })
      ).json<ShareLink>();
      const guest = visitor();
      const titles = async () =>
        (await guest.get(`/api/share-links/open/${tokenOf(link)}`))
          .json<OpenedShareLink>()
          .items.map((item) => item.title)
          .sort();
      expect(await titles()).toEqual(['Cara’s cake', 'Group photo']);
      const guessed = `/api/share-links/open/${tokenOf(link)}/items/${bens[0]!.id}`;
      expect((await guest.get(`${guessed}/file`)).statusCode).toBe(404);
      expect((await guest.get(`${guessed}/preview`)).statusCode).toBe(404);
      // The family circle still sees everything in the album.
      const circleSees = (await cara.client.get(`/api/vault/items?albumId=${album.id}`)).json<{ items: VaultItem[] }>();
      expect(circleSees.items).toHaveLength(4);

      // Ben agrees for one photo; Cara withdraws hers.
      expect((await add(ben, bens[0]!.id, true)).statusCode).toBe(204);
      expect((await add(cara, carasPhoto.id, false)).statusCode).toBe(204);
      expect(await titles()).toEqual(['Ben at the grill', 'Group photo']);
      expect((await guest.get(`${guessed}/file`)).statusCode).toBe(200);
      const after = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
      expect(after.albums.find((listed) => listed.id === album.id)!.withheldFromLinks).toEqual(
        [
          { contributorName: ben.user.username, count: 1 },
          { contributorName: cara.user.username, count: 1 },
        ].sort((a, b) => a.contributorName.localeCompare(b.contributorName)),
      );
    }, 60_000); // three accounts and four uploads: over 20 s on a busy machine
  },
  { clock },
);
