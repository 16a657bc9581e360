/**
 * The owner checks of the vault, album, media and upload policies, through the routes on both
 * dialects: a stranger, and an editor of the owner's circle who may read the shared items, try
 * every change an owner may make — each answers 404 with the route's own message and changes
 * nothing; then the owner makes the same changes, so each 404 above is the owner check's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  VAULT_ITEM_ID_HEADER,
  VAULT_MESSAGES,
  type VaultAlbum,
  type VaultItem,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../test/factories';
import { describeEachDatabase, type TestClient } from '../../test/test-app';
import { createTusUpload, patchTusUpload, uploadWithTus } from '../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));
const TUS = { 'tus-resumable': '1.0.0' };

async function addToVault(client: TestClient, name: string, title: string): Promise<string> {
  const response = await uploadWithTus(client, fixture(name), { filename: name, filetype: '', title });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

describeEachDatabase('owner checks of the vault, album, media and upload policies', (context) => {
  const app = () => context().app;

  async function joinAsEditor(owner: BuiltUser): Promise<BuiltUser> {
    const editor = await buildUser(app());
    await joinCircle(owner, editor, 'editor', 'Cousin');
    return editor;
  }

  it("answers 404 to anyone but the owner for every change, and changes nothing; the owner's own work", async () => {
    const owner = await buildUser(app());
    const editor = await joinAsEditor(owner);
    const stranger = await buildUser(app());
    const photo = await addToVault(owner.client, 'photo.jpg', 'The lake');
    const recording = await addToVault(owner.client, 'voice-note.wav', 'Grandpa sings');
    const trashed = await addToVault(owner.client, 'photo.jpg', 'In the trash');
    expect((await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${trashed}` })).statusCode).toBe(204);
    const album = (await owner.client.post('/api/vault/albums', { name: 'Summers' })).json<VaultAlbum>();
    const patchOwner = (url: string, payload: object) => owner.client.request({ method: 'PATCH', url, payload });
    await patchOwner(`/api/vault/items/${photo}`, { albumIds: [album.id] });
    await patchOwner(`/api/vault/items/${recording}`, { sharedWithCircle: true });
    await patchOwner(`/api/vault/albums/${album.id}`, { sharedWithCircle: true });
    const transcriptBefore = (await owner.client.get(`/api/vault/items/${recording}`)).json<VaultItem>().transcript;
    const media = await owner.client.upload('/api/media', {
      name: 'voice-note.wav',
      type: 'audio/wav',
      content: fixture('voice-note.wav'),
    });
    const mediaUrl = media.json<{ url: string }>().url;
    const upload = (await createTusUpload(owner.client, 20, { filename: 'later.jpg' })).headers.location as string;
    const editorPhoto = await addToVault(editor.client, 'photo.jpg', 'Mine');

    // The editor may read what the circle shares: the refusals below are the write checks'.
    expect((await editor.client.get(`/api/vault/items/${photo}`)).statusCode).toBe(200);
    expect((await editor.client.get(`/api/vault/items/${recording}`)).statusCode).toBe(200);

    for (const { client } of [editor, stranger]) {
      const refusals: [string, () => Promise<LightMyRequestResponse>, string | null][] = [
        [
          'PATCH item',
          () => client.request({ method: 'PATCH', url: `/api/vault/items/${photo}`, payload: { title: 'Mine now' } }),
          VAULT_MESSAGES.notFound,
        ],
        [
          'unshare item',
          () =>
            client.request({
              method: 'PATCH',
              url: `/api/vault/items/${recording}`,
              payload: { sharedWithCircle: false },
            }),
          VAULT_MESSAGES.notFound,
        ],
        [
          'trash item',
          () => client.request({ method: 'DELETE', url: `/api/vault/items/${photo}` }),
          VAULT_MESSAGES.notFound,
        ],
        ['restore from trash', () => client.post(`/api/vault/items/${trashed}/restore`), VAULT_MESSAGES.notFound],
        [
          'delete from trash',
          () => client.request({ method: 'DELETE', url: `/api/vault/trash/${trashed}` }),
          VAULT_MESSAGES.notFound,
        ],
        [
          'edit transcript',
          () =>
            client.request({
              method: 'PUT',
              url: `/api/vault/items/${recording}/transcript`,
              payload: { text: 'No.' },
            }),
          VAULT_MESSAGES.notFound,
        ],
        [
          'retry transcript',
          () => client.post(`/api/vault/items/${recording}/transcript/retry`),
          VAULT_MESSAGES.notFound,
        ],
        [
          'unshare album',
          () =>
            client.request({
              method: 'PATCH',
              url: `/api/vault/albums/${album.id}`,
              payload: { sharedWithCircle: false },
            }),
          VAULT_MESSAGES.albumNotFound,
        ],
        [
          'delete album',
          () => client.request({ method: 'DELETE', url: `/api/vault/albums/${album.id}` }),
          VAULT_MESSAGES.albumNotFound,
        ],
        ['play recording', () => client.get(mediaUrl), 'We could not find that recording.'],
        [
          'resume upload',
          () => patchTusUpload(client, upload, 0, Buffer.from('0123456789')),
          'We could not find that upload.',
        ],
        // A HEAD answer has no body.
        ['inspect upload', () => client.request({ method: 'HEAD', url: upload, headers: TUS }), null],
        [
          'cancel upload',
          () => client.request({ method: 'DELETE', url: upload, headers: TUS }),
          'We could not find that upload.',
        ],
      ];
      for (const [name, send, message] of refusals) {
        const response = await send();
        expect(response.statusCode, name).toBe(404);
        if (message) expect(response.json(), name).toEqual({ message });
      }
      // Filing one's own item in someone else's album goes through the album's sharing route only.
      if (client === editor.client) {
        const filed = await client.request({
          method: 'PATCH',
          url: `/api/vault/items/${editorPhoto}`,
          payload: { albumIds: [album.id] },
        });
        expect(filed.statusCode).toBe(404);
        expect(filed.json()).toEqual({ message: VAULT_MESSAGES.albumNotFound });
      }
      // Their own trash and lists hold nothing of the owner's, and emptying theirs leaves the owner's.
      expect((await client.request({ method: 'DELETE', url: '/api/vault/trash' })).statusCode).toBe(204);
      expect((await client.get('/api/vault/items?trash=only')).json<{ items: VaultItem[] }>().items).toEqual([]);
      const search = (await client.get('/api/vault/items?q=lake')).json<{ items: VaultItem[] }>();
      expect(search.items).toEqual([]);
    }

    // Nothing changed.
    const photoAfter = (await owner.client.get(`/api/vault/items/${photo}`)).json<VaultItem>();
    expect(photoAfter).toMatchObject({ title: 'The lake', deletedAt: null, albumIds: [album.id] });
    const recordingAfter = (await owner.client.get(`/api/vault/items/${recording}`)).json<VaultItem>();
    expect(recordingAfter).toMatchObject({ sharedWithCircle: true, transcript: transcriptBefore });
    const trash = (await owner.client.get('/api/vault/items?trash=only')).json<{ items: VaultItem[] }>().items;
    expect(trash.map((item) => item.id)).toEqual([trashed]);
    const overview = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
    expect(overview.albums).toEqual([expect.objectContaining({ id: album.id, sharedWithCircle: true })]);
    expect((await owner.client.get(mediaUrl)).statusCode).toBe(200);
    const head = await owner.client.request({ method: 'HEAD', url: upload, headers: TUS });
    expect([head.statusCode, head.headers['upload-offset']]).toEqual([200, '0']);
    expect((await owner.client.get('/api/vault/items?q=lake')).json<{ items: VaultItem[] }>().items).toHaveLength(1);

    // The owner may make every one of these changes.
    const allowed = [
      await patchOwner(`/api/vault/items/${photo}`, { title: 'Mine now' }),
      await owner.client.request({
        method: 'PUT',
        url: `/api/vault/items/${recording}/transcript`,
        payload: { text: 'Corrected.' },
      }),
      await owner.client.post(`/api/vault/items/${trashed}/restore`),
      await patchOwner(`/api/vault/albums/${album.id}`, { sharedWithCircle: false }),
      await owner.client.request({ method: 'DELETE', url: `/api/vault/albums/${album.id}` }),
      await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${photo}` }),
      await owner.client.request({ method: 'DELETE', url: `/api/vault/trash/${photo}` }),
      await patchTusUpload(owner.client, upload, 0, Buffer.from('0123456789')),
    ];
    expect(allowed.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 204, 204, 204, 204]);
    expect((await owner.client.get(`/api/vault/items/${recording}`)).json<VaultItem>().transcript?.text).toBe(
      'Corrected.',
    );
    expect((await owner.client.get(`/api/vault/items/${photo}`)).statusCode).toBe(404);
  });
});
