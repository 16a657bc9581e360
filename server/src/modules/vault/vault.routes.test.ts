/**
 * The vault end to end through its routes (docs/product/memory-vault.md): tus uploads of real
 * files, previews, playback with ranges, ownership (404), size limit (413), disguised types (415),
 * aborted uploads leaving nothing, search, trash, and transcription of a real speech recording — on
 * SQLite and PostgreSQL.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  VAULT_ITEM_ID_HEADER,
  VAULT_MESSAGES,
  type VaultItem,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { createTusUpload, patchTusUpload, uploadWithTus } from '../../../test/tus-client';
import { ERROR_MESSAGES } from '../../plugins/errors';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const DAY_MS = 24 * 60 * 60 * 1000;

let now = Date.parse('2026-11-22T10:00:00Z');
const clock = { now: () => new Date(now) };

/** Every file under a folder of the data directory (recursive). */
const filesUnder = (dataDir: string, folder: string) => {
  try {
    return readdirSync(path.join(dataDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

async function addToVault(client: TestClient, name: string, metadata: Record<string, string> = {}) {
  const response = await uploadWithTus(client, fixture(name), { filename: name, filetype: '', ...metadata });
  expect(response.statusCode, response.body).toBe(204);
  const id = response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  return (await client.get(`/api/vault/items/${id}`)).json<VaultItem>();
}

describeEachDatabase(
  'memory vault',
  (context) => {
    /** The ids of the unfinished tus uploads the database keeps (tus_uploads). */
    const uploadRecords = async () =>
      (await context().db.selectFrom('tus_uploads').select('id').orderBy('id').execute()).map(({ id }) => id);

    it('keeps a real photo, video, recording and document with previews, and serves them with ranges', async () => {
      const { client } = await buildUser(context().app);
      const photo = await addToVault(client, 'photo.jpg');
      expect(photo).toMatchObject({ kind: 'photo', title: 'photo', contentType: 'image/jpeg', hasLocation: true });
      expect(photo.takenAt).not.toBeNull();
      const thumbnail = await client.get(photo.previewUrl!);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      const size = await sharp(thumbnail.rawPayload).metadata();
      expect(Math.max(size.width!, size.height!)).toBeLessThanOrEqual(480);

      // Served photos lose their location unless the owner keeps it; the bytes are otherwise the photo.
      const served = await client.get(photo.fileUrl);
      expect((await sharp(served.rawPayload).metadata()).exif?.includes(Buffer.from('GPS'))).not.toBe(true);
      const exifOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).exif;
      expect(await exifOf(served.rawPayload)).not.toEqual(await exifOf(fixture('photo.jpg')));
      await client.request({ method: 'PATCH', url: `/api/vault/items/${photo.id}`, payload: { keepLocation: true } });
      expect((await client.get(photo.fileUrl)).rawPayload.equals(fixture('photo.jpg'))).toBe(true);

      const video = await addToVault(client, 'video.mp4', { title: 'Summer at the lake' });
      expect(video).toMatchObject({ kind: 'video', title: 'Summer at the lake' });
      expect((await client.get(video.previewUrl!)).headers['content-type']).toBe('image/webp');
      const part = await client.get(video.fileUrl, { range: 'bytes=1000-1999' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1000-1999/${fixture('video.mp4').length}`);
      expect(part.rawPayload.equals(fixture('video.mp4').subarray(1000, 2000))).toBe(true);
      expect((await client.get(video.fileUrl, { range: 'bytes=99999999-' })).statusCode).toBe(416);

      const voice = await addToVault(client, 'voice-note.wav', { collection: 'voice' });
      expect(voice).toMatchObject({ kind: 'audio', collection: 'voice', previewUrl: null });
      expect(voice.waveform!.length).toBeGreaterThan(10);
      expect(voice.durationMs).toBeGreaterThan(4000);
      expect(voice.transcript?.status).toBe('pending');

      const document = await addToVault(client, 'document.pdf');
      expect(document).toMatchObject({ kind: 'document', pageCount: 2 });
      expect((await client.get(document.previewUrl!)).headers['content-type']).toBe('image/webp');

      const overview = (await client.get('/api/vault/overview')).json<VaultOverview>();
      expect(overview.itemCount).toBe(4);
      const total = ['photo.jpg', 'video.mp4', 'voice-note.wav', 'document.pdf'].reduce(
        (sum, name) => sum + fixture(name).length,
        0,
      );
      expect(overview.usedBytes).toBe(total);
      const voices = (await client.get('/api/vault/items?collection=voice')).json<{ items: VaultItem[] }>().items;
      expect(voices.map((item) => item.id)).toEqual([voice.id]);
    });

    it('stores only ciphertext: neither the bytes nor the magic number of a file are on disk', async () => {
      const { client } = await buildUser(context().app);
      await addToVault(client, 'photo.jpg');
      const original = fixture('photo.jpg');
      const stored = filesUnder(context().config.dataDir, 'media').map((file) => readFileSync(file));
      expect(stored.length).toBeGreaterThan(0);
      for (const bytes of stored) {
        expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
        // The file's first 16 bytes (JPEG magic number and header): 3 bytes alone turn up in random
        // ciphertext about once in 16 million positions, which made this test fail now and then.
        expect(bytes.includes(original.subarray(0, 16))).toBe(false);
        expect(bytes.includes(original.subarray(4096, 4128))).toBe(false);
      }
      expect(filesUnder(context().config.dataDir, 'staging')).toEqual([]);
    });

    it('answers a file missing from the blob store with 410 and a sentence, never a 500 or a broken answer', async () => {
      const { client } = await buildUser(context().app);
      const item = await addToVault(client, 'voice-note.wav');
      const { storage_key: storageKey } = await context()
        .db.selectFrom('vault_items')
        .innerJoin('media', 'media.id', 'vault_items.media_id')
        .select('media.storage_key')
        .where('vault_items.id', '=', item.id)
        .executeTakeFirstOrThrow();
      rmSync(path.join(context().config.dataDir, 'media', ...storageKey.split('/')), { recursive: true });

      const requests: Record<string, string>[] = [{}, { range: 'bytes=100-199' }];
      for (const headers of requests) {
        const response = await client.get(item.fileUrl, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(410);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.missingFile });
        // Nothing of the file's own answer: no validator or caching to keep the error, no download name.
        for (const name of ['etag', 'cache-control', 'content-disposition', 'accept-ranges'])
          expect(response.headers[name], name).toBeUndefined();
      }
    });

    it("answers 404 for another user's item and upload, and 401 without a session", async () => {
      const owner = await buildUser(context().app);
      const item = await addToVault(owner.client, 'photo.jpg');
      const created = await createTusUpload(owner.client, 10, { filename: 'x.jpg' });
      const stranger = (await buildUser(context().app)).client;
      for (const url of [`/api/vault/items/${item.id}`, item.fileUrl, item.previewUrl!]) {
        expect((await stranger.get(url)).statusCode).toBe(404);
      }
      const patch = await stranger.request({
        method: 'PATCH',
        url: `/api/vault/items/${item.id}`,
        payload: { title: 'Mine now' },
      });
      expect(patch.statusCode).toBe(404);
      expect((await stranger.request({ method: 'DELETE', url: `/api/vault/items/${item.id}` })).statusCode).toBe(404);
      const foreignPatch = await patchTusUpload(stranger, created.headers.location as string, 0, Buffer.alloc(10));
      expect(foreignPatch.statusCode).toBe(404);
      expect((await stranger.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toEqual([]);
      expect((await new TestClient(context().app).get(`/api/vault/items/${item.id}`)).statusCode).toBe(401);
      expect((await owner.client.get(`/api/vault/items/${item.id}`)).json<VaultItem>().title).toBe('photo');
    });

    it('refuses a file over the limit with 413 before storing anything', async () => {
      const { client } = await buildUser(context().app);
      const records = await uploadRecords();
      const response = await createTusUpload(client, 2 * 1024 * 1024, { filename: 'big.mp4' });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(VAULT_MESSAGES.tooLarge(1));
      expect(await uploadRecords()).toEqual(records);
    });

    it('refuses a disguised file and leaves no record and no file', async () => {
      const { client } = await buildUser(context().app);
      const records = await uploadRecords();
      const disguised = Buffer.from('#!/bin/sh\necho "not a photo at all"\n'.repeat(50));
      const response = await uploadWithTus(client, disguised, { filename: 'holiday.jpg', filetype: 'image/jpeg' });
      expect(response.statusCode).toBe(415);
      expect(JSON.parse(response.body).message).toBe(VAULT_MESSAGES.unsupported);
      const voice = await uploadWithTus(client, fixture('photo.jpg'), { filename: 'a.jpg', collection: 'voice' });
      expect(voice.statusCode).toBe(415);
      // A type the browser already names as unsupported is refused before any byte is sent.
      const zip = await createTusUpload(client, 1000, { filename: 'letters.zip', filetype: 'application/zip' });
      expect(zip.statusCode).toBe(415);
      expect(zip.json().message).toBe(VAULT_MESSAGES.unsupported);
      expect((await client.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toEqual([]);
      expect((await client.get('/api/vault/overview')).json<VaultOverview>().usedBytes).toBe(0);
      expect(await uploadRecords()).toEqual(records);
    });

    it('leaves nothing of an aborted upload: terminated at once, or abandoned and expired', async () => {
      const { client } = await buildUser(context().app);
      const before = filesUnder(context().config.dataDir, 'media').length;
      const photo = fixture('photo.jpg');
      const terminated = await createTusUpload(client, photo.length, { filename: 'a.jpg' });
      const location = terminated.headers.location as string;
      expect((await patchTusUpload(client, location, 0, photo.subarray(0, 1000))).statusCode).toBe(204);
      expect(
        (await client.request({ method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0' } })).statusCode,
      ).toBe(204);

      const abandoned = await createTusUpload(client, photo.length, { filename: 'b.jpg' });
      await patchTusUpload(client, abandoned.headers.location as string, 0, photo.subarray(0, 1000));
      const records = await uploadRecords();
      expect(records).toContain(String(abandoned.headers.location).split('/').pop());
      expect(records).not.toContain(location.split('/').pop());
      // tus stamps uploads with the real time: make them a day and a minute old, as if abandoned yesterday.
      await context()
        .db.updateTable('tus_uploads')
        .set({ created_at: new Date(Date.now() - DAY_MS - 60_000).toISOString() })
        .execute();
      await context().app.jobs.runVaultMaintenance();
      expect(await uploadRecords()).toEqual([]);
      expect(filesUnder(context().config.dataDir, 'media').length).toBe(before);
      expect((await client.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toEqual([]);
    });

    it('transcribes a real speech recording, finds it by a spoken word, and keeps the owner’s edit', async () => {
      const { client } = await buildUser(context().app);
      const voice = await addToVault(client, 'voice-note.wav', { collection: 'voice', title: 'For my daughter' });
      const photo = await addToVault(client, 'photo.jpg');
      while (await context().app.jobs.runTranscriptionJob());
      const done = (await client.get(`/api/vault/items/${voice.id}`)).json<VaultItem>();
      expect(done.transcript).toMatchObject({ status: 'done', provider: 'pocketsphinx', language: 'en-US' });
      expect(done.transcript!.text).toMatch(/remember/);
      expect(done.transcript!.realTimeFactor).toBeGreaterThan(0);
      expect(done.transcript!.emotion!.label).toBe('positive');
      expect(done.transcript!.emotion!.carriers.map((carrier) => carrier.word)).toEqual(
        expect.arrayContaining(['love']),
      );

      const search = async (q: string) =>
        (await client.get(`/api/vault/items?q=${encodeURIComponent(q)}`))
          .json<{ items: VaultItem[] }>()
          .items.map((item) => item.id);
      expect(await search('summer')).toEqual([voice.id]);
      expect(await search('daugh')).toEqual([voice.id]);
      expect(await search('photo')).toEqual([photo.id]);
      expect(await search('summer photo')).toEqual([]);
      const stranger = (await buildUser(context().app)).client;
      expect((await stranger.get('/api/vault/items?q=summer')).json<{ items: VaultItem[] }>().items).toEqual([]);

      const edit = await client.request({
        method: 'PUT',
        url: `/api/vault/items/${voice.id}/transcript`,
        payload: { text: 'I love you so much. Remember the summer at the lake with Grandma Rose.' },
      });
      expect(edit.json<VaultItem>().transcript).toMatchObject({ isEdited: true });
      await client.post(`/api/vault/items/${voice.id}/transcript/retry`);
      while (await context().app.jobs.runTranscriptionJob());
      const rerun = (await client.get(`/api/vault/items/${voice.id}`)).json<VaultItem>();
      expect(rerun.transcript!.text).toContain('Grandma Rose');
      expect(await search('rose')).toEqual([voice.id]);
    }, 120_000);

    it('keeps a deleted item in the trash for 30 days, restores it, then removes it and its blobs', async () => {
      const { client } = await buildUser(context().app);
      const before = filesUnder(context().config.dataDir, 'media').length;
      const item = await addToVault(client, 'photo.jpg');
      await client.request({ method: 'DELETE', url: `/api/vault/items/${item.id}` });
      const trash = (await client.get('/api/vault/items?trash=only')).json<{ items: VaultItem[] }>().items;
      expect(trash.map((entry) => entry.id)).toEqual([item.id]);
      expect(Date.parse(trash[0]!.purgeAt!) - Date.parse(trash[0]!.deletedAt!)).toBe(30 * DAY_MS);
      expect((await client.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toEqual([]);
      await client.post(`/api/vault/items/${item.id}/restore`);
      expect((await client.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toHaveLength(1);

      await client.request({ method: 'DELETE', url: `/api/vault/items/${item.id}` });
      now += 29 * DAY_MS;
      await context().app.jobs.runVaultMaintenance();
      expect((await client.get(`/api/vault/items/${item.id}`)).statusCode).toBe(200);
      now += 2 * DAY_MS;
      await context().app.jobs.runVaultMaintenance();
      expect((await client.get(`/api/vault/items/${item.id}`)).statusCode).toBe(404);
      expect(filesUnder(context().config.dataDir, 'media').length).toBe(before);
    });

    it('files items in albums and filters by album, person, tag and type', async () => {
      const { client } = await buildUser(context().app);
      const photo = await addToVault(client, 'photo.jpg');
      const video = await addToVault(client, 'video.mp4');
      const album = (await client.post('/api/vault/albums', { name: 'Lake house' })).json<{ id: string }>();
      expect((await client.post('/api/vault/albums', { name: 'Lake house' })).statusCode).toBe(409);
      await client.request({
        method: 'PATCH',
        url: `/api/vault/items/${photo.id}`,
        payload: { people: ['Grandma Rose'], tags: ['summer'], albumIds: [album.id] },
      });
      const ids = async (query: string) =>
        (await client.get(`/api/vault/items?${query}`)).json<{ items: VaultItem[] }>().items.map((item) => item.id);
      expect(await ids(`albumId=${album.id}`)).toEqual([photo.id]);
      expect(await ids('person=Grandma%20Rose')).toEqual([photo.id]);
      expect(await ids('tag=summer')).toEqual([photo.id]);
      expect(await ids('kind=video')).toEqual([video.id]);
      expect(await ids('q=rose')).toEqual([photo.id]);
      const overview = (await client.get('/api/vault/overview')).json<VaultOverview>();
      expect(overview).toMatchObject({ people: ['Grandma Rose'], tags: ['summer'] });
      expect(overview.albums).toEqual([
        { id: album.id, name: 'Lake house', itemCount: 1, sharedWithCircle: false, withheldFromLinks: [] },
      ]);
    });
  },
  { clock, overrides: () => ({ maxUploadMb: 1 }) },
);
