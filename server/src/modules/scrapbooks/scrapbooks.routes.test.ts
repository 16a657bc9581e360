/**
 * Scrapbooks through the API and the job queue, on SQLite and PostgreSQL: a first draft from an
 * album of three photos and a recording, co-editing by a circle editor once it is shared, 404 for
 * strangers, legacy contacts and (until it is shared) editors and viewers, the premium templates'
 * plan, and the print job — a real PDF checked with poppler's pdfinfo, whose QR codes' share links
 * play the recording until revoked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  PRINT_BLEED_PT,
  SCRAPBOOK_MESSAGES,
  type Scrapbook,
  type ScrapbookPrint,
  type ScrapbookSummary,
} from '@heirloom/common/contracts/scrapbooks';
import type { OpenedShareLink, ShareLink } from '@heirloom/common/contracts/share-links';
import { VAULT_ITEM_ID_HEADER, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { readPdfBoxes, textLinesOf } from '../../../test/pdf-boxes';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

describeEachDatabase('scrapbooks', (context) => {
  const app = () => context().app;
  let owner: BuiltUser;
  let editor: BuiltUser;
  let viewer: BuiltUser;
  let legacyContact: BuiltUser;
  let stranger: BuiltUser;
  let anonymous: TestClient;
  let album: VaultAlbum;
  let scrapbook: Scrapbook;
  const itemIds: Record<string, string> = {};

  async function addToAlbum(file: Buffer, filename: string, title: string) {
    const upload = await uploadWithTus(owner.client, file, { filename, filetype: '', title });
    expect(upload.statusCode, upload.body).toBe(204);
    const id = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    const filed = await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${id}`,
      payload: { albumIds: [album.id] },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    itemIds[title] = id;
  }

  beforeAll(async () => {
    [owner, editor, viewer, legacyContact, stranger] = [
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
    ];
    anonymous = new TestClient(app(), '10.8.0.1');
    await joinCircle(owner, editor, 'editor');
    await joinCircle(owner, viewer, 'viewer');
    await joinCircle(owner, legacyContact, 'legacy_contact');
    album = (await owner.client.post('/api/vault/albums', { name: 'Summer at the lake' })).json<VaultAlbum>();
    await addToAlbum(fixture('photo.jpg'), 'dock.jpg', 'The dock');
    await addToAlbum(fixture('photo-rotated.jpg'), 'boat.jpg', 'The boat');
    await addToAlbum(fixture('photo.jpg'), 'picnic.jpg', 'Picnic, 1998');
    await addToAlbum(fixture('voice-note.wav'), 'grandma.wav', 'Grandma remembers the lake');
  });

  it('explains what is wrong with a draft request', async () => {
    const premium = await owner.client.post('/api/scrapbooks', {
      title: 'Lake',
      templateId: 'midnight-letters',
      source: { kind: 'album', albumId: album.id },
    });
    expect(premium.statusCode).toBe(403);
    expect(premium.json()).toEqual({ message: SCRAPBOOK_MESSAGES.templateNeedsPlan });
    const empty = await owner.client.post('/api/scrapbooks', {
      title: 'Nothing',
      templateId: 'keepsake',
      source: { kind: 'occasion', tag: 'No such occasion' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: SCRAPBOOK_MESSAGES.sourceEmpty });
    const untitled = await owner.client.post('/api/scrapbooks', {
      title: ' ',
      templateId: 'keepsake',
      source: { kind: 'album', albumId: album.id },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe(SCRAPBOOK_MESSAGES.titleRequired);
    const othersAlbum = await stranger.client.post('/api/scrapbooks', {
      title: 'Not mine',
      templateId: 'keepsake',
      source: { kind: 'album', albumId: album.id },
    });
    expect(othersAlbum.statusCode).toBe(400); // none of its items is within the stranger's reach
  });

  it('drafts a scrapbook from an album of three photos and a recording, laid out by the template', async () => {
    const response = await owner.client.post('/api/scrapbooks', {
      title: 'Summer at the lake',
      templateId: 'keepsake',
      source: { kind: 'album', albumId: album.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    scrapbook = response.json<Scrapbook>();
    expect(scrapbook).toMatchObject({ role: 'owner', sourceLabel: 'Album: Summer at the lake', pageCount: 3 });
    // Keepsake: the cover with the first photo, then "hero" (one photo) and "two-up" (the rest).
    expect(scrapbook.pages.map((page) => page.layout)).toEqual(['cover', 'hero', 'two-up']);
    const placed = scrapbook.pages.flatMap((page) => page.items);
    expect(placed.map((item) => item.vaultItemId).sort()).toEqual(Object.values(itemIds).sort());
    const recording = placed.find((item) => item.kind === 'audio')!;
    expect(recording).toMatchObject({ caption: 'Grandma remembers the lake', previewUrl: null });
    expect(scrapbook.pages[1]!.items.map((item) => item.kind)).toEqual(['photo', 'audio']);
    const audio = await owner.client.get(recording.fileUrl!);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
  });

  it('lets a circle editor co-edit once it is shared with the circle, and the owner sees the changes', async () => {
    const base = `/api/scrapbooks/${scrapbook.id}`;
    const [cover, hero, twoUp] = scrapbook.pages;
    // The owner's alone until shared: an editor neither reads nor lists nor changes it.
    expect((await editor.client.get(base)).statusCode).toBe(404);
    expect((await editor.client.get('/api/scrapbooks')).json()).toEqual([]);
    const early = await editor.client.request({ method: 'PATCH', url: base, payload: { title: 'Not yet' } });
    expect(early.statusCode).toBe(404);
    const shared = await owner.client.request({ method: 'PATCH', url: base, payload: { isSharedWithCircle: true } });
    expect(shared.statusCode, shared.body).toBe(200);
    const reordered = await editor.client.request({
      method: 'PUT',
      url: `${base}/page-order`,
      payload: { pageIds: [cover!.id, twoUp!.id, hero!.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const caption = await editor.client.request({
      method: 'PATCH',
      url: `${base}/items/${twoUp!.items[0]!.id}`,
      payload: { caption: 'Émile and 美玲 at the dock' },
    });
    expect(caption.statusCode).toBe(200);
    const layout = await editor.client.request({
      method: 'PATCH',
      url: `${base}/pages/${hero!.id}`,
      payload: { layout: 'photo-and-text', text: 'We swam every morning.' },
    });
    expect(layout.statusCode).toBe(200);
    const bad = await editor.client.request({
      method: 'PUT',
      url: `${base}/page-order`,
      payload: { pageIds: [cover!.id] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: SCRAPBOOK_MESSAGES.pageOrder });

    const seen = (await owner.client.get(base)).json<Scrapbook>();
    expect(seen.pages.map((page) => page.id)).toEqual([cover!.id, twoUp!.id, hero!.id]);
    expect(seen.pages[1]!.items[0]!.caption).toBe('Émile and 美玲 at the dock');
    expect(seen.pages[2]).toMatchObject({ layout: 'photo-and-text', text: 'We swam every morning.' });
    const listed = (await editor.client.get('/api/scrapbooks')).json<ScrapbookSummary[]>();
    expect(listed.map((entry) => [entry.id, entry.role])).toEqual([[scrapbook.id, 'editor']]);
  });

  it('adds and removes items from the vault, within what the page holds', async () => {
    const base = `/api/scrapbooks/${scrapbook.id}`;
    const added = await owner.client.post(`${base}/pages`, { layout: 'grid-4', text: '' });
    expect(added.statusCode).toBe(201);
    const page = added.json<Scrapbook>().pages.at(-1)!;
    const put = await owner.client.post(`${base}/pages/${page.id}/items`, { vaultItemId: itemIds['The boat'] });
    expect(put.statusCode, put.body).toBe(201);
    const placed = put.json<Scrapbook>().pages.at(-1)!.items;
    expect(placed.map((item) => [item.vaultItemId, item.caption])).toEqual([[itemIds['The boat'], 'The boat']]);
    const strangersTry = await stranger.client.post(`${base}/pages/${page.id}/items`, {
      vaultItemId: itemIds['The boat'],
    });
    expect(strangersTry.statusCode).toBe(404);
    const removed = await owner.client.request({ method: 'DELETE', url: `${base}/items/${placed[0]!.id}` });
    expect(removed.json<Scrapbook>().pages.at(-1)!.items).toEqual([]);
    const pageGone = await owner.client.request({ method: 'DELETE', url: `${base}/pages/${page.id}` });
    expect(pageGone.json<Scrapbook>().pageCount).toBe(3);
    // DELETE is idempotent: a co-editor (or a retry) removing what is already gone gets the scrapbook as it is.
    const again = await editor.client.request({ method: 'DELETE', url: `${base}/pages/${page.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json<Scrapbook>().pageCount).toBe(3);
    const itemAgain = await editor.client.request({ method: 'DELETE', url: `${base}/items/${placed[0]!.id}` });
    expect(itemAgain.statusCode).toBe(200);
    // Nobody else learns anything by trying.
    expect((await stranger.client.request({ method: 'DELETE', url: `${base}/pages/${page.id}` })).statusCode).toBe(404);
    // Shared no more: the editor's door closes on the next request.
    const unshared = await owner.client.request({ method: 'PATCH', url: base, payload: { isSharedWithCircle: false } });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect((await editor.client.get(base)).statusCode).toBe(404);
    expect((await editor.client.request({ method: 'DELETE', url: `${base}/pages/${page.id}` })).statusCode).toBe(404);
  });

  it('answers 404 to strangers and legacy contacts, and to viewers until it is shared with the circle', async () => {
    const url = `/api/scrapbooks/${scrapbook.id}`;
    const itemUrl = scrapbook.pages[0]!.items[0]!.previewUrl!;
    for (const client of [stranger.client, legacyContact.client, viewer.client, anonymous]) {
      expect((await client.get(url)).statusCode).toBe(404);
      expect((await client.get(itemUrl)).statusCode).toBe(404);
    }
    expect((await legacyContact.client.get('/api/scrapbooks')).json()).toEqual([]);
    const editorShares = await editor.client.request({ method: 'PATCH', url, payload: { isSharedWithCircle: true } });
    expect(editorShares.statusCode).toBe(404);
    const shared = await owner.client.request({ method: 'PATCH', url, payload: { isSharedWithCircle: true } });
    expect(shared.json<Scrapbook>().isSharedWithCircle).toBe(true);
    expect((await viewer.client.get(url)).json<Scrapbook>().role).toBe('viewer');
    expect((await viewer.client.get(itemUrl)).headers['content-type']).toBe('image/webp');
    const viewerEdits = await viewer.client.request({ method: 'PATCH', url, payload: { title: 'Mine now' } });
    expect(viewerEdits.statusCode).toBe(404);
    for (const client of [stranger.client, legacyContact.client]) expect((await client.get(url)).statusCode).toBe(404);
    const strangerPrints = await stranger.client.post(`${url}/prints`, { pageSize: 'a4' });
    expect(strangerPrints.statusCode).toBe(404);
  });

  it('renders the print-ready PDF as a job whose QR links play the recording until revoked', async () => {
    const url = `/api/scrapbooks/${scrapbook.id}`;
    const queued = await editor.client.post(`${url}/prints`, { pageSize: 'a4', withBleed: true });
    expect(queued.statusCode, queued.body).toBe(202);
    const print = queued.json<ScrapbookPrint>();
    expect(print).toMatchObject({ status: 'queued', pagesDone: 0, pageTotal: 3, fileUrl: null });
    expect((await editor.client.get(`${url}/prints/${print.id}/file`)).statusCode).toBe(409);
    expect(await app().jobs.runPrintJob()).toBe(true);
    const done = (await editor.client.get(`${url}/prints/${print.id}`)).json<ScrapbookPrint>();
    expect(done).toMatchObject({ status: 'done', pagesDone: 3, pageTotal: 3 });

    const pdf = await owner.client.get(done.fileUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'scrapbook-test-'));
    try {
      const file = path.join(folder, 'book.pdf');
      writeFileSync(file, pdf.rawPayload);
      const boxes = readPdfBoxes(pdf.rawPayload);
      expect(boxes.pages).toBe(3);
      // A4 trim (595.28 × 841.89 pt) inside 3 mm of bleed and the trim marks' slug.
      expect(boxes.trim![0]).toBeCloseTo(595.28, 1);
      expect(boxes.trim![1]).toBeCloseTo(841.89, 1);
      expect(boxes.bleed![0]).toBeCloseTo(595.28 + 2 * PRINT_BLEED_PT, 1);
      expect(boxes.media![0]).toBeGreaterThan(boxes.bleed![0]); // the slug holds the trim marks
      // The cover's credit sits above its page number, never over it.
      const cover = textLinesOf(pdf.rawPayload, 1);
      const credit = cover.find((line) => line.text.startsWith('Made by'));
      const pageNumber = cover.find((line) => line.text === '1');
      expect(credit, JSON.stringify(cover)).toBeDefined();
      expect(credit!.yMax).toBeLessThanOrEqual(pageNumber!.yMin);
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/DejaVuSerif/);
      expect(fonts).toMatch(/DroidSansFallback/); // 美玲 in a caption
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
      const photoRows = images.split('\n').filter((line) => /\bimage\b/.test(line));
      // The three photos, never enlarged and at most 300 pixels per inch of the box they fill.
      const widths = photoRows.map((line) => Number(line.trim().split(/\s+/)[3]));
      expect(widths.sort()).toEqual([1600, 1600, 200].sort());
      const ppi = photoRows.map((line) => Number(line.trim().split(/\s+/)[12]));
      expect(Math.max(...ppi)).toBeLessThanOrEqual(301);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // The recording's QR link: a share link on the owner's dashboard that opens the recording.
    const links = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
    const qrLink = links.find((link) => link.target.id === itemIds['Grandma remembers the lake'])!;
    expect(qrLink).toMatchObject({ status: 'active', target: { kind: 'vault_item', itemKind: 'audio' } });
    const token = qrLink.url!.split('/shared/')[1]!;
    const opened = await anonymous.get(`/api/share-links/open/${token}`);
    const item = opened.json<OpenedShareLink>().items[0]!;
    expect(item.kind).toBe('audio');
    const played = await anonymous.get(item.fileUrl!);
    expect(played.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
    // A retried job writes the same links, never a second set.
    expect(links.filter((link) => link.target.id === itemIds['Grandma remembers the lake'])).toHaveLength(1);

    await owner.client.post(`/api/share-links/${qrLink.id}/revoke`);
    expect((await anonymous.get(`/api/share-links/open/${token}`)).statusCode).toBe(410);
  });

  it('is shared as a book by a share link: made by the owner alone, read and played without an account, until revoked', async () => {
    const input = { target: { kind: 'scrapbook', id: scrapbook.id }, allowDownload: false };
    for (const client of [editor.client, viewer.client, stranger.client])
      expect((await client.post('/api/share-links', input)).statusCode).toBe(404);
    const made = await owner.client.post('/api/share-links', input);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<ShareLink>();
    expect(link).toMatchObject({ status: 'active', target: { kind: 'scrapbook', title: 'Summer at the lake' } });
    const listed = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
    expect(listed.find((entry) => entry.id === link.id)?.target.kind).toBe('scrapbook');

    const token = link.url!.split('/shared/')[1]!;
    const opened = (await anonymous.get(`/api/share-links/open/${token}`)).json<OpenedShareLink>();
    const seen = (await owner.client.get(`/api/scrapbooks/${scrapbook.id}`)).json<Scrapbook>();
    expect(opened).toMatchObject({ kind: 'scrapbook', title: 'Summer at the lake', items: [], needsPassphrase: false });
    expect(opened.book!.templateId).toBe('keepsake');
    // The visitor's book is the owner's: the same pages in the same order, the same layouts and captions.
    expect(opened.book!.pages.map((page) => [page.id, page.layout, page.text])).toEqual(
      seen.pages.map((page) => [page.id, page.layout, page.text]),
    );
    expect(opened.book!.pages.map((page) => page.items.map((item) => [item.kind, item.caption]))).toEqual(
      seen.pages.map((page) => page.items.map((item) => [item.kind, item.caption])),
    );
    const voice = opened.book!.pages.flatMap((page) => page.items).find((item) => item.kind === 'audio')!;
    expect(voice.fileUrl).toMatch(new RegExp(`^/api/share-links/open/${token.replace('.', '\\.')}/items/`));
    const played = await anonymous.get(voice.fileUrl!);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
    const still = opened.book!.pages[0]!.items[0]!;
    expect((await anonymous.get(still.previewUrl!)).headers['content-type']).toBe('image/webp');
    // Only what is on the book's pages: a vault item's id is not a way in.
    expect((await anonymous.get(`/api/share-links/open/${token}/items/${itemIds['The dock']}/file`)).statusCode).toBe(
      404,
    );

    expect((await owner.client.post(`/api/share-links/${link.id}/revoke`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/share-links/open/${token}`)).statusCode).toBe(410);
    expect((await anonymous.get(voice.fileUrl!)).statusCode).toBe(410);
  });

  it('lets only the owner delete it; its photos stay in the vault', async () => {
    const url = `/api/scrapbooks/${scrapbook.id}`;
    expect((await editor.client.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await owner.client.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await owner.client.get(url)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/vault/items/${itemIds['The dock']}`)).statusCode).toBe(200);
  });
});
