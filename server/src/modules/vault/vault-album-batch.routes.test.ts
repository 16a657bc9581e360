/**
 * Filing many vault items in an album, or taking them out, in one request, on both dialects: all or
 * nothing (a batch naming another user's item, an item in the trash, or an album the caller may not
 * add to changes nothing and answers 404), a repeated request changes nothing more, and the album
 * rules hold as for one item (policies/album.policy.ts): editors add and take out their own items in
 * a shared album; the album's owner takes out any of its items.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  VAULT_ITEM_ID_HEADER,
  VAULT_MESSAGES,
  type VaultAlbum,
  type VaultItem,
} from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

/** Uploads `titles` to `user`'s vault. @returns their item ids, in order */
async function uploadPhotos(user: BuiltUser, ...titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const response = await uploadWithTus(user.client, photo, { filename: `${title}.jpg`, filetype: '' });
    expect(response.statusCode, response.body).toBe(204);
    ids.push(response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string);
  }
  return ids;
}

async function createAlbum(user: BuiltUser, name: string): Promise<VaultAlbum> {
  const response = await user.client.post('/api/vault/albums', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VaultAlbum>();
}

/** The ids of the album's items `user` is shown, sorted. */
async function albumItemIds(user: BuiltUser, albumId: string): Promise<string[]> {
  const response = await user.client.get(`/api/vault/items?albumId=${albumId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ items: VaultItem[] }>()
    .items.map((item) => item.id)
    .sort();
}

describeEachDatabase('filing many items in an album at once', (context) => {
  const app = () => context().app;
  const add = (user: BuiltUser, albumId: string, itemIds: string[]) =>
    user.client.post(`/api/vault/albums/${albumId}/items`, { itemIds });
  const remove = (user: BuiltUser, albumId: string, itemIds: string[]) =>
    user.client.post(`/api/vault/albums/${albumId}/items/remove`, { itemIds });

  it("adds the owner's items in one request, again without change, and refuses a mixed batch whole", async () => {
    const owner = await buildUser(app());
    const stranger = await buildUser(app());
    const [lake, garden, wedding, trashed] = await uploadPhotos(owner, 'Lake', 'Garden', 'Wedding', 'Trashed');
    const [strangers] = await uploadPhotos(stranger, 'Not yours');
    const album = await createAlbum(owner, 'Summer');
    expect((await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${trashed}` })).statusCode).toBe(204);

    const added = await add(owner, album.id, [lake!, garden!, wedding!]);
    expect(added.statusCode, added.body).toBe(204);
    const filed = [lake!, garden!, wedding!].sort();
    expect(await albumItemIds(owner, album.id)).toEqual(filed);
    expect((await add(owner, album.id, [lake!, garden!, wedding!])).statusCode).toBe(204);
    expect(await albumItemIds(owner, album.id)).toEqual(filed);

    // Another user's item, alone or among the owner's own: 404, and nothing changes.
    const other = await createAlbum(owner, 'Winter');
    const alone = await add(owner, other.id, [strangers!]);
    expect(alone.statusCode).toBe(404);
    expect(alone.json<{ message: string }>().message).toBe(VAULT_MESSAGES.notFound);
    expect((await add(owner, other.id, [lake!, strangers!, garden!])).statusCode).toBe(404);
    expect(await albumItemIds(owner, other.id)).toEqual([]);
    // An item in the trash refuses the batch too.
    expect((await add(owner, other.id, [lake!, trashed!])).statusCode).toBe(404);
    expect(await albumItemIds(owner, other.id)).toEqual([]);
    // Someone else's album: 404, whatever the items.
    expect((await add(stranger, album.id, [strangers!])).statusCode).toBe(404);
    expect(await albumItemIds(owner, album.id)).toEqual(filed);
    // Bad input is refused with a sentence.
    const empty = await add(owner, album.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Please choose at least one item');
  });

  it('takes many out at once, again without change, and refuses a batch naming an item not theirs', async () => {
    const owner = await buildUser(app());
    const stranger = await buildUser(app());
    const [lake, garden, wedding] = await uploadPhotos(owner, 'Lake', 'Garden', 'Wedding');
    const [strangers] = await uploadPhotos(stranger, 'Not yours');
    const album = await createAlbum(owner, 'Summer');
    expect((await add(owner, album.id, [lake!, garden!, wedding!])).statusCode).toBe(204);

    expect((await remove(owner, album.id, [lake!, strangers!])).statusCode).toBe(404);
    expect(await albumItemIds(owner, album.id)).toEqual([lake!, garden!, wedding!].sort());

    expect((await remove(owner, album.id, [lake!, garden!])).statusCode).toBe(204);
    expect(await albumItemIds(owner, album.id)).toEqual([wedding!]);
    expect((await remove(owner, album.id, [lake!, garden!])).statusCode).toBe(204);
    expect(await albumItemIds(owner, album.id)).toEqual([wedding!]);
    // The items themselves stay in the vault.
    expect((await owner.client.get(`/api/vault/items/${lake}`)).statusCode).toBe(200);
    // A stranger cannot take anything out of an album that is not theirs.
    expect((await remove(stranger, album.id, [strangers!])).statusCode).toBe(404);
  });

  it('lets an editor file and take out their own items in a shared album, and the owner take out theirs', async () => {
    const owner = await buildUser(app());
    const editor = await buildUser(app());
    const viewer = await buildUser(app());
    await joinCircle(owner, editor, 'editor', 'My son');
    await joinCircle(owner, viewer, 'viewer', 'My sister');
    const [ownersPhoto] = await uploadPhotos(owner, 'Grandma');
    const [first, second] = await uploadPhotos(editor, 'Picnic', 'Beach');
    const [viewersPhoto] = await uploadPhotos(viewer, 'Mine');
    const album = await createAlbum(owner, 'Family');
    expect((await add(owner, album.id, [ownersPhoto!])).statusCode).toBe(204);
    // Not shared yet: the editor may not add to it.
    expect((await add(editor, album.id, [first!])).statusCode).toBe(404);
    const shared = await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);

    expect((await add(editor, album.id, [first!, second!])).statusCode).toBe(204);
    expect(await albumItemIds(owner, album.id)).toEqual([ownersPhoto!, first!, second!].sort());
    // The editor cannot file the owner's photo, nor a viewer theirs.
    expect((await add(editor, album.id, [first!, ownersPhoto!])).statusCode).toBe(404);
    expect((await add(viewer, album.id, [viewersPhoto!])).statusCode).toBe(404);
    // The editor takes out their own, not the owner's; a mixed batch changes nothing.
    expect((await remove(editor, album.id, [first!, ownersPhoto!])).statusCode).toBe(404);
    expect((await remove(viewer, album.id, [first!])).statusCode).toBe(404);
    expect(await albumItemIds(owner, album.id)).toEqual([ownersPhoto!, first!, second!].sort());
    expect((await remove(editor, album.id, [first!])).statusCode).toBe(204);
    // The owner takes out the editor's addition too.
    expect((await remove(owner, album.id, [second!, ownersPhoto!])).statusCode).toBe(204);
    expect(await albumItemIds(owner, album.id)).toEqual([]);
  });
});
