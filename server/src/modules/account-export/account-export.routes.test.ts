/**
 * "Export everything" through the API and the job queue, on SQLite and PostgreSQL
 * with a real SMTP receiver: the ZIP holds the vault's originals, the messages' letters and
 * recordings, the family tree as GEDZIP, the recipes (card and JSON-LD), the scrapbooks as PDFs (a recording
 * named by its file, no share link made) and the last wishes, byte for byte as stored (decrypted),
 * with index.json and an escaped, script-free index.html; only its owner downloads it (404 for
 * another user, 401 signed out); one e-mail says it is ready; after EXPORT_DOWNLOAD_VALID_DAYS the
 * download answers 410 and the maintenance job deletes the archive; deleting the account deletes its
 * archives too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  EXPORT_DOWNLOAD_VALID_DAYS,
  EXPORT_MESSAGES,
  type AccountExport,
} from '@heirloom/common/contracts/account-export';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import type { Message } from '@heirloom/common/contracts/messages';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { textLinesOf } from '../../../test/pdf-boxes';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';
import { unzip } from '../../../test/zip';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2027-06-01T09:00:00Z');
let now = START;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

describeEachDatabase(
  'export everything',
  (context) => {
    const app = () => context().app;

    it('builds one ZIP of everything as stored, for its owner alone, and deletes it once expired', async () => {
      now = START; // each dialect's run starts on the same day
      const owner = await buildUser(app());
      // A photo in the vault, titled with markup that index.html must escape.
      const photo = fixture('photo.jpg');
      const uploaded = await uploadWithTus(owner.client, photo, { filename: 'photo.jpg', filetype: '' });
      expect(uploaded.statusCode, uploaded.body).toBe(204);
      const itemId = uploaded.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      const titled = await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${itemId}`,
        payload: { title: 'Grandma <script>alert(1)</script> garden', keepLocation: true },
      });
      expect(titled.statusCode, titled.body).toBe(200);
      // The photo in an album, and an empty album.
      const garden = (await owner.client.post('/api/vault/albums', { name: 'The garden' })).json<{ id: string }>();
      const filed = await owner.client.post(`/api/vault/albums/${garden.id}/items`, { itemIds: [itemId] });
      expect(filed.statusCode, filed.body).toBe(204);
      await owner.client.post('/api/vault/albums', { name: 'Later' });
      // A recording in the album too, and a scrapbook made from the album.
      const song = await uploadWithTus(owner.client, fixture('voice-note.wav'), {
        filename: 'grandpas-song.wav',
        filetype: '',
      });
      expect(song.statusCode, song.body).toBe(204);
      const songId = song.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      await owner.client.post(`/api/vault/albums/${garden.id}/items`, { itemIds: [songId] });
      const scrapbook = await owner.client.post('/api/scrapbooks', {
        title: 'Our garden',
        templateId: 'keepsake',
        source: { kind: 'album', albumId: garden.id },
      });
      expect(scrapbook.statusCode, scrapbook.body).toBe(201);
      // A letter and a voice message.
      const letter = (
        await owner.client.post('/api/messages', {
          intent: 'draft',
          kind: 'letter',
          title: 'For Maya',
          letterText: 'Dear Maya,\nbe brave. — Grandpa',
          occasion: 'other',
          timeZone: 'UTC',
          recipients: [{ name: 'Maya', email: 'maya@example.com' }],
        })
      ).json<Message>();
      const voiceNote = fixture('voice-note.wav');
      const media = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      expect(media.statusCode, media.body).toBe(201);
      const voice = await owner.client.post('/api/messages', {
        intent: 'draft',
        kind: 'voice',
        mediaId: media.json<{ id: string }>().id,
        title: 'Hello from me',
        occasion: 'other',
        timeZone: 'UTC',
        recipients: [],
      });
      expect(voice.statusCode, voice.body).toBe(201);
      // A family tree and last wishes.
      const tree = (await owner.client.post('/api/family-trees', { name: 'The Lees' })).json<FamilyTree>();
      await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames: 'Rose', surname: 'Lee' });
      const wishes = await owner.client.request({
        method: 'PUT',
        url: '/api/last-wishes',
        payload: { ceremony: 'A small gathering in the garden.' },
      });
      expect(wishes.statusCode, wishes.body).toBe(200);
      // A recipe with the vault's photo; someone else's recipe stays out of this export.
      const cake = {
        title: 'Apple cake',
        cookName: 'Rose Lee',
        story: 'Every October.',
        servings: 8,
        prepMinutes: 25,
        ingredients: [{ quantity: 2.5, unit: 'cups', item: 'flour', note: 'sifted' }],
        steps: ['Bake 50 minutes.'],
        tags: ['Baking'],
        photoItemIds: [itemId],
      };
      const recipe = await owner.client.post('/api/recipes', cake);
      expect(recipe.statusCode, recipe.body).toBe(201);
      const stranger = await buildUser(app());
      const strangersRecipe = await stranger.client.post('/api/recipes', {
        ...cake,
        title: 'Not mine',
        photoItemIds: [],
      });
      expect(strangersRecipe.statusCode, strangersRecipe.body).toBe(201);

      // Start: 202; asking again while it is built answers the same export.
      const started = await owner.client.post('/api/account/exports');
      expect(started.statusCode, started.body).toBe(202);
      const pending = started.json<AccountExport>();
      expect(pending).toMatchObject({ status: 'pending', progress: 0, downloadUrl: null });
      expect((await owner.client.post('/api/account/exports')).json<AccountExport>().id).toBe(pending.id);
      expect((await owner.client.get(`/api/account/exports/${pending.id}/download`)).json().message).toBe(
        EXPORT_MESSAGES.notReady,
      );

      expect(await app().jobs.runExportJob()).toBe(true);
      const ready = (await owner.client.get('/api/account/exports/latest')).json<{ export: AccountExport }>().export;
      expect(ready).toMatchObject({ id: pending.id, status: 'ready', progress: 100 });
      expect(ready.expiresAt).toBe(new Date(now + EXPORT_DOWNLOAD_VALID_DAYS * DAY).toISOString());
      expect(ready.fileName).toBe('heirloom-export-2027-06-01.zip');

      // Only the owner downloads it.
      const denied = await stranger.client.get(ready.downloadUrl!);
      expect([denied.statusCode, denied.json().message]).toEqual([404, EXPORT_MESSAGES.notFound]);
      expect((await new TestClient(app()).get(ready.downloadUrl!)).statusCode).toBe(401);
      const download = await owner.client.get(ready.downloadUrl!);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toContain('heirloom-export-2027-06-01.zip');
      expect(download.rawPayload.length).toBe(ready.sizeBytes);

      const files = await unzip(download.rawPayload);
      const index = JSON.parse(files.get('index.json')!.toString('utf8'));
      expect(index.account).toEqual({ name: owner.user.username, email: owner.user.email });
      // The vault's original as stored, decrypted by the vault's own file route (location kept, so
      // not redacted), is the uploaded photo, and so is the ZIP's copy.
      const stored = await owner.client.get(`/api/vault/items/${itemId}/file`);
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload.equals(photo)).toBe(true);
      type VaultEntry = { id: string; file: string };
      const photoFile = index.vault.find((entry: VaultEntry) => entry.id === itemId).file;
      const songFile = index.vault.find((entry: VaultEntry) => entry.id === songId).file;
      expect(index.vault).toHaveLength(2);
      expect(files.get(photoFile)!.equals(stored.rawPayload)).toBe(true);
      expect(files.get(songFile)!.equals(fixture('voice-note.wav'))).toBe(true);
      // Albums made in the same millisecond (this test's clock stands still) come in either order.
      expect(index.albums).toHaveLength(2);
      type AlbumEntry = { name: string; files: string[]; page: string };
      const gardenEntry = index.albums.find((album: AlbumEntry) => album.name === 'The garden');
      expect(index.albums).toEqual(
        expect.arrayContaining([
          // Both of the vault's files, in the vault folder's order.
          {
            name: 'The garden',
            files: index.vault.map((entry: VaultEntry) => entry.file),
            page: expect.stringMatching(/^albums\/00[12]-The-garden\/index\.html$/),
          },
          { name: 'Later', files: [], page: expect.stringMatching(/^albums\/00[12]-Later\/index\.html$/) },
        ]),
      );
      type Entry = { id: string; letterFile: string; recordingFile: string };
      const letterEntry = index.messages.find((entry: Entry) => entry.id === letter.id);
      const voiceEntry = index.messages.find((entry: Entry) => entry.id === voice.json<Message>().id);
      expect(index.messages).toHaveLength(2);
      expect(letterEntry).toMatchObject({ id: letter.id, title: 'For Maya', recipients: [{ name: 'Maya' }] });
      expect(files.get(letterEntry.letterFile)!.toString('utf8')).toBe('Dear Maya,\nbe brave. — Grandpa');
      expect(files.get(voiceEntry.recordingFile)!.equals(voiceNote)).toBe(true);
      // The family tree as GEDCOM 7.0 and as GEDZIP (a ZIP with gedcom.ged naming Rose), and the last wishes.
      expect(index.familyTrees).toEqual([{ file: 'family-tree/The Lees.ged' }, { file: 'family-tree/The Lees.gdz' }]);
      const gedcom = files.get('family-tree/The Lees.ged')!.toString('utf8');
      expect(gedcom).toMatch(/^\uFEFF0 HEAD\r?\n1 GEDC\r?\n2 VERS 7\.0/);
      expect(gedcom).toContain('Rose /Lee/');
      const gedzip = await unzip(files.get('family-tree/The Lees.gdz')!);
      expect(gedzip.get('gedcom.ged')!.toString('utf8')).toContain('Rose /Lee/');
      expect(JSON.parse(files.get('last-wishes/last-wishes.json')!.toString('utf8')).ceremony).toBe(
        'A small gathering in the garden.',
      );
      expect(files.get('last-wishes/last-wishes.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
      // The album's folder has a page showing its photo from the vault folder (nothing stored twice).
      const albumPage = files.get(gardenEntry.page)!.toString('utf8');
      expect(albumPage).not.toMatch(/<script/i);
      expect(albumPage).toContain(`<img src="../../${photoFile.split('/').map(encodeURIComponent).join('/')}"`);
      expect(albumPage).toContain(`href="../../${songFile.split('/').map(encodeURIComponent).join('/')}"`);
      expect(path.posix.join(path.posix.dirname(gardenEntry.page), '../..', photoFile)).toBe(photoFile);
      // The scrapbook as a PDF whose recording is named by its file here: an export makes no share link.
      expect(index.scrapbooks).toEqual([{ title: 'Our garden', file: 'scrapbooks/001-Our-garden.pdf' }]);
      const book = files.get('scrapbooks/001-Our-garden.pdf')!;
      expect(book.subarray(0, 5).toString()).toBe('%PDF-');
      const bookText = execFileSync('pdftotext', ['-raw', '-', '-'], { input: book, encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      expect(bookText).toContain(`Recording “grandpas song”: in this archive at ${songFile}`);
      expect((await owner.client.get('/api/share-links')).json()).toEqual([]);
      // On the cover (the album's one photo), the line stands above the credit, not over it.
      const cover = textLinesOf(book, 1);
      const credit = cover.find((line) => line.text.startsWith('Made by'))!;
      const recordingLine = cover.find((line) => line.text.startsWith('Recording'))!;
      expect(recordingLine.yMax).toBeLessThanOrEqual(credit.yMin);
      // The recipe as a card to read (and paste back into the editor) and as schema.org JSON-LD whose
      // image is the vault's copy in this archive.
      expect(index.recipes).toEqual([
        expect.objectContaining({
          id: recipe.json<{ id: string }>().id,
          title: 'Apple cake',
          cookName: 'Rose Lee',
          tags: ['Baking'],
          textFile: 'recipes/001-Apple-cake/recipe.txt',
          jsonFile: 'recipes/001-Apple-cake/recipe.json',
          photoFiles: [photoFile],
          voiceFile: null,
        }),
      ]);
      expect(files.get('recipes/001-Apple-cake/recipe.txt')!.toString('utf8')).toBe(
        'Apple cake\n\nFrom Rose Lee\n\nEvery October.\n\nServes 8\nPrep time: 25 min\n\nIngredients\n- 2½ cups flour, sifted\n\nMethod\n1. Bake 50 minutes.\n',
      );
      const jsonLd = JSON.parse(files.get('recipes/001-Apple-cake/recipe.json')!.toString('utf8'));
      expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: 'Apple cake', image: [`../../${photoFile}`] });
      expect(path.posix.join('recipes/001-Apple-cake', jsonLd.image[0])).toBe(photoFile);
      // index.html lists every file, escaped, with no script.
      const html = files.get('index.html')!.toString('utf8');
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('Grandma &lt;script&gt;alert(1)&lt;/script&gt; garden');
      expect(html).toContain(
        `<strong><a href="${gardenEntry.page.split('/').map(encodeURIComponent).join('/')}">The garden</a></strong> <span class="note">(2 of yours)</span>`,
      );
      for (const file of [
        photoFile,
        letterEntry.letterFile,
        voiceEntry.recordingFile,
        'recipes/001-Apple-cake/recipe.txt',
        'last-wishes/last-wishes.pdf',
        'scrapbooks/001-Our-garden.pdf',
      ]) {
        expect(html).toContain(`href="${file.split('/').map(encodeURIComponent).join('/')}"`);
      }

      // One e-mail says it is ready.
      const before = smtp.received.length;
      await app().jobs.sendDueEmails();
      const mails = smtp.received.slice(before).filter((mail) => mail.to === owner.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your Heirloom export is ready']);

      // After its days the download stops and maintenance deletes the archive.
      now += EXPORT_DOWNLOAD_VALID_DAYS * DAY + 1;
      const gone = await owner.client.get(ready.downloadUrl!);
      expect([gone.statusCode, gone.json().message]).toEqual([410, EXPORT_MESSAGES.expired]);
      expect(await app().jobs.runExportMaintenance()).toBe(1);
      expect(await app().jobs.runExportMaintenance()).toBe(0);
      const latest = (await owner.client.get('/api/account/exports/latest')).json<{ export: AccountExport }>().export;
      expect(latest).toMatchObject({ status: 'expired', downloadUrl: null });
      // A new export can be asked for at once; deleting the account deletes its archive too.
      const second = (await owner.client.post('/api/account/exports')).json<AccountExport>();
      expect(second.id).not.toBe(pending.id);
      expect(await app().jobs.runExportJob()).toBe(true);
      const archiveFolder = path.join(context().config.dataDir, 'media', 'exports', second.id);
      expect(existsSync(archiveFolder)).toBe(true);
      const deleted = await owner.client.post('/api/account/delete', { password: owner.password });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(existsSync(archiveFolder)).toBe(false);
    }, 120_000);
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
