/**
 * Sharing with the family circle through the API (docs/product/roles-and-access.md "Sharing"), on
 * both dialects: nothing is shared until the owner says so; a shared item or album reaches viewers
 * and editors with the owner's name, never a legacy contact or a stranger; editors add their own
 * photos to a shared album; a removed member loses access on their next request; the trash is the
 * owner's alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type { CircleShares } from '@heirloom/common/contracts/circle-shares';
import {
  VAULT_ITEM_ID_HEADER,
  VAULT_MESSAGES,
  type SharedWithMe,
  type VaultAlbum,
  type VaultItem,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

async function addToVault(client: TestClient, title: string): Promise<VaultItem> {
  const response = await uploadWithTus(client, fixture('photo.jpg'), { filename: `${title}.jpg`, filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  const id = response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  return (await client.get(`/api/vault/items/${id}`)).json<VaultItem>();
}

describeEachDatabase('sharing with the family circle', (context) => {
  const app = () => context().app;

  /** An owner with an editor, a viewer and a legacy contact who accepted from their lists. */
  async function buildCircle() {
    const owner = await buildUser(app());
    const join = async (role: string) => {
      const relative = await buildUser(app());
      await joinCircle(owner, relative, role, `A ${role}`);
      return relative;
    };
    return {
      owner,
      editor: await join('editor'),
      viewer: await join('viewer'),
      legacy: await join('legacy_contact'),
      stranger: await buildUser(app()),
    };
  }

  const sharedWith = async (member: BuiltUser) => (await member.client.get('/api/vault/shared')).json<SharedWithMe>();

  it('shares nothing until the owner shares an item; then viewers see it with the owner, others do not', async () => {
    const { owner, editor, viewer, legacy, stranger } = await buildCircle();
    const photo = await addToVault(owner.client, 'Summer at the lake');
    for (const member of [editor, viewer, legacy, stranger]) {
      expect((await sharedWith(member)).items).toEqual([]);
      expect((await member.client.get(`/api/vault/items/${photo.id}`)).statusCode).toBe(404);
      expect((await member.client.get(photo.fileUrl)).statusCode).toBe(404);
    }

    const shared = await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${photo.id}`,
      payload: { sharedWithCircle: true },
    });
    expect(shared.json<VaultItem>()).toMatchObject({ sharedWithCircle: true, owner: null });
    for (const member of [editor, viewer]) {
      const { items } = await sharedWith(member);
      expect(items.map((item) => [item.title, item.owner?.name])).toEqual([
        ['Summer at the lake', owner.user.username],
      ]);
      const file = await member.client.get(photo.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await member.client.get(photo.previewUrl!)).statusCode).toBe(200);
      // Reading is not changing: only the owner edits or deletes.
      const edit = await member.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${photo.id}`,
        payload: { title: 'Mine now' },
      });
      expect(edit.statusCode).toBe(404);
      expect((await member.client.request({ method: 'DELETE', url: `/api/vault/items/${photo.id}` })).statusCode).toBe(
        404,
      );
    }
    for (const outsider of [legacy, stranger]) {
      expect((await sharedWith(outsider)).items).toEqual([]);
      expect((await outsider.client.get(photo.fileUrl)).statusCode).toBe(404);
    }

    // In the trash it is the owner's alone.
    await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${photo.id}` });
    expect((await sharedWith(viewer)).items).toEqual([]);
    expect((await viewer.client.get(photo.fileUrl)).statusCode).toBe(404);
  });

  it('shares everything in a shared album, and editors add their own photos to it', async () => {
    const { owner, editor, viewer, legacy } = await buildCircle();
    const album = (await owner.client.post('/api/vault/albums', { name: 'Grandma at 90' })).json<VaultAlbum>();
    const before = await addToVault(owner.client, 'The cake');
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${before.id}`,
      payload: { albumIds: [album.id] },
    });
    const unshared = await addToVault(owner.client, 'Not in the album');
    expect((await sharedWith(viewer)).albums).toEqual([]);

    const sharing = await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    expect(sharing.json<VaultAlbum>()).toMatchObject({ sharedWithCircle: true, itemCount: 1 });

    // The editor adds a photo of their own; the viewer may not.
    const editorPhoto = await addToVault(editor.client, 'From the editor');
    const viewerPhoto = await addToVault(viewer.client, 'From the viewer');
    const added = await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: editorPhoto.id });
    expect(added.statusCode).toBe(204);
    const refused = await viewer.client.post(`/api/vault/shared/albums/${album.id}/items`, {
      itemId: viewerPhoto.id,
    });
    expect(refused.statusCode).toBe(404);
    // Nobody adds someone else's item.
    const notTheirs = await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: unshared.id });
    expect(notTheirs.statusCode).toBe(404);

    const seenByViewer = await sharedWith(viewer);
    expect(seenByViewer.items.map((item) => [item.title, item.owner?.name]).sort()).toEqual(
      [
        ['From the editor', editor.user.username],
        ['The cake', owner.user.username],
      ].sort(),
    );
    expect(seenByViewer.albums).toEqual([
      expect.objectContaining({ name: 'Grandma at 90', itemCount: 2, canAdd: false, owner: expect.anything() }),
    ]);
    expect((await sharedWith(editor)).albums[0]).toMatchObject({ canAdd: true });
    // The owner sees the editor's addition too, and can open it.
    const ownerView = await sharedWith(owner);
    expect(ownerView.items.map((item) => item.title)).toEqual(['From the editor']);
    expect((await owner.client.get(editorPhoto.fileUrl)).statusCode).toBe(200);
    // The editor editing their own item's albums keeps the link to the circle's album.
    await editor.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${editorPhoto.id}`,
      payload: { albumIds: [] },
    });
    expect((await sharedWith(viewer)).items.map((item) => item.title)).toContain('From the editor');
    expect((await sharedWith(legacy)).items).toEqual([]);

    // Only the album's owner, or the item's owner, takes an item out of the album.
    const removeFromAlbum = (member: BuiltUser, itemId: string) =>
      member.client.request({ method: 'DELETE', url: `/api/vault/shared/albums/${album.id}/items/${itemId}` });
    expect((await removeFromAlbum(viewer, editorPhoto.id)).statusCode).toBe(404);
    expect((await removeFromAlbum(editor, before.id)).statusCode).toBe(404);
    expect((await removeFromAlbum(editor, editorPhoto.id)).statusCode).toBe(204);
    await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: editorPhoto.id });
    expect((await removeFromAlbum(owner, editorPhoto.id)).statusCode).toBe(204);
    expect((await sharedWith(viewer)).items.map((item) => item.title)).toEqual(['The cake']);
    expect((await editor.client.get(editorPhoto.fileUrl)).statusCode).toBe(200); // the item itself stays

    // Unsharing the album takes everything in it back.
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: false },
    });
    expect(await sharedWith(viewer)).toEqual({ items: [], albums: [], nextOffset: null });
  });

  it("the owner's album filter shows what editors added to the shared album, named by whose it is", async () => {
    const { owner, editor, viewer, stranger } = await buildCircle();
    const album = (await owner.client.post('/api/vault/albums', { name: 'Reunion' })).json<VaultAlbum>();
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    const ownPhoto = await addToVault(owner.client, 'Group photo');
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${ownPhoto.id}`,
      payload: { albumIds: [album.id] },
    });
    const editorPhoto = await addToVault(editor.client, 'Picnic by the editor');
    await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: editorPhoto.id });

    const listed = async (member: BuiltUser, query: string) =>
      (await member.client.get(`/api/vault/items?${query}`))
        .json<{ items: VaultItem[] }>()
        .items.map((item) => [item.title, item.owner?.name ?? null]);
    expect((await listed(owner, `albumId=${album.id}`)).sort()).toEqual(
      [
        ['Group photo', null],
        ['Picnic by the editor', editor.user.username],
      ].sort(),
    );
    expect(await listed(owner, `albumId=${album.id}&q=picnic`)).toEqual([
      ['Picnic by the editor', editor.user.username],
    ]);
    // The vault itself stays the owner's own; the album is everything in it each member may see.
    expect(await listed(owner, '')).toEqual([['Group photo', null]]);
    expect((await listed(viewer, `albumId=${album.id}`)).sort()).toEqual(
      [
        ['Group photo', owner.user.username],
        ['Picnic by the editor', editor.user.username],
      ].sort(),
    );
    expect((await stranger.client.get(`/api/vault/items?albumId=${album.id}`)).statusCode).toBe(404);
    // A trashed addition leaves the album's view (the trash is its owner's alone).
    await editor.client.request({ method: 'DELETE', url: `/api/vault/items/${editorPhoto.id}` });
    expect(await listed(owner, `albumId=${album.id}`)).toEqual([['Group photo', null]]);
  });

  it('pages what is shared with me with offset and limit, like the vault list', async () => {
    const { owner, viewer } = await buildCircle();
    const titles: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const item = await addToVault(owner.client, title);
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${item.id}`,
        payload: { sharedWithCircle: true },
      });
      titles.unshift(title); // newest first
    }
    const page = async (query: string) => (await viewer.client.get(`/api/vault/shared?${query}`)).json<SharedWithMe>();
    const first = await page('limit=2');
    expect([first.items.map((item) => item.title), first.nextOffset]).toEqual([titles.slice(0, 2), 2]);
    const second = await page(`limit=2&offset=${first.nextOffset}`);
    expect([second.items.map((item) => item.title), second.nextOffset]).toEqual([titles.slice(2), null]);
    expect((await page('')).items.map((item) => item.title)).toEqual(titles);
    const own = (await owner.client.get('/api/vault/items?limit=2')).json<{ items: VaultItem[]; nextOffset: number }>();
    expect([own.items.map((item) => item.title), own.nextOffset]).toEqual([titles.slice(0, 2), 2]);
    for (const query of ['limit=0', 'limit=1001', 'offset=-1', 'limit=two']) {
      const refused = await viewer.client.get(`/api/vault/shared?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message, query).toMatch(/\w/);
    }
  });

  it('a removed member loses access on their next request', async () => {
    const { owner, viewer } = await buildCircle();
    const photo = await addToVault(owner.client, 'Wedding');
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${photo.id}`,
      payload: { sharedWithCircle: true },
    });
    expect((await viewer.client.get(photo.fileUrl)).statusCode).toBe(200);
    const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
    const membership = circle.members.find((member) => member.userId === viewer.user.id)!;
    await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` });
    expect((await viewer.client.get(photo.fileUrl)).statusCode).toBe(404);
    expect((await sharedWith(viewer)).items).toEqual([]);
  });
  it("a removed editor no longer opens the owner's album; the photos he added stay his", async () => {
    const { owner, editor } = await buildCircle();
    const album = (await owner.client.post('/api/vault/albums', { name: 'Cousins' })).json<VaultAlbum>();
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    const ownerPhoto = await addToVault(owner.client, 'At the pier');
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${ownerPhoto.id}`,
      payload: { albumIds: [album.id] },
    });
    const editorPhoto = await addToVault(editor.client, 'By the editor');
    await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: editorPhoto.id });
    const inAlbum = async () =>
      (await editor.client.get(`/api/vault/items?albumId=${album.id}`)).json<{ items: VaultItem[] }>().items;
    expect((await inAlbum()).map((item) => item.title).sort()).toEqual(['At the pier', 'By the editor']);

    const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
    const membership = circle.members.find((member) => member.userId === editor.user.id)!;
    await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` });

    // His next request finds no door to the album, and the album no longer shows his photos.
    const reopened = await editor.client.get(`/api/vault/items?albumId=${album.id}`);
    expect(reopened.statusCode).toBe(404);
    expect(reopened.json()).toEqual({ message: VAULT_MESSAGES.albumNotFound });
    expect((await editor.client.get(ownerPhoto.fileUrl)).statusCode).toBe(404);
    expect((await sharedWith(editor)).albums).toEqual([]);
    const more = await addToVault(editor.client, 'One more');
    expect(
      (await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: more.id })).statusCode,
    ).toBe(404);
    const ownerSees = (await owner.client.get(`/api/vault/items?albumId=${album.id}`)).json<{ items: VaultItem[] }>();
    expect(ownerSees.items.map((item) => item.title)).toEqual(['At the pier']);
    expect((await owner.client.get(editorPhoto.fileUrl)).statusCode).toBe(404);
    // His photos stay his.
    expect((await editor.client.get(editorPhoto.fileUrl)).statusCode).toBe(200);
    const own = (await editor.client.get('/api/vault/items')).json<{ items: VaultItem[] }>();
    expect(own.items.map((item) => item.title).sort()).toEqual(['By the editor', 'One more']);
  });

  it('counts in each album list only the items that reader is shown in the album', async () => {
    const { owner, editor, viewer } = await buildCircle();
    const leaving = await buildUser(app());
    await joinCircle(owner, leaving, 'editor', 'A leaving editor');
    const album = (await owner.client.post('/api/vault/albums', { name: 'Reunion' })).json<VaultAlbum>();
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    const file = async (client: TestClient, title: string) => {
      const item = await addToVault(client, title);
      await client.request({ method: 'PATCH', url: `/api/vault/items/${item.id}`, payload: { albumIds: [album.id] } });
      return item;
    };
    await file(owner.client, 'Group photo');
    const trashed = await file(owner.client, 'Blurred');
    await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${trashed.id}` });
    const editorPhoto = await addToVault(editor.client, 'From the editor');
    await editor.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: editorPhoto.id });
    const leavingPhoto = await addToVault(leaving.client, 'From the one who left');
    await leaving.client.post(`/api/vault/shared/albums/${album.id}/items`, { itemId: leavingPhoto.id });
    const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
    const membership = circle.members.find((member) => member.userId === leaving.user.id)!;
    await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` });

    const shownTo = async (reader: BuiltUser) =>
      (await reader.client.get(`/api/vault/items?albumId=${album.id}`)).json<{ items: VaultItem[] }>().items.length;
    expect(await shownTo(owner)).toBe(2);
    expect(await shownTo(viewer)).toBe(2);

    const overview = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
    expect(overview.albums.find((listed) => listed.id === album.id)).toMatchObject({ itemCount: 2 });
    const resharing = await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    expect(resharing.json<VaultAlbum>()).toMatchObject({ itemCount: 2 });
    for (const reader of [viewer, editor]) {
      expect((await sharedWith(reader)).albums).toEqual([expect.objectContaining({ id: album.id, itemCount: 2 })]);
      const shares = (await reader.client.get(`/api/circles/${owner.user.id}/shared`)).json<CircleShares>();
      expect(shares.albums).toEqual([{ id: album.id, name: 'Reunion', itemCount: 2 }]);
    }
  });
});
