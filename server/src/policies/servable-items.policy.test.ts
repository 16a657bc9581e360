/**
 * Containers re-check what they serve (docs/decisions/015), through the API on SQLite and
 * PostgreSQL: Anna shares an album with her circle; Ben, a viewer in it, puts her photo beside his
 * own in his scrapbook and his recipe, shares both with his circle (Cleo, who is not in Anna's) and
 * makes public links to them. Cleo and the links' visitors never get Anna's photo, only a line
 * saying why; once Anna stops sharing the album — and again once she removes Ben from her circle —
 * Ben loses it too on his next request. Ben's own photo is served to all of them throughout. A print
 * of Ben's scrapbook makes no public QR link to Anna's recording.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type { Recipe, RecipeSummary, SharedRecipe } from '@heirloom/common/contracts/recipes';
import type { Scrapbook, ScrapbookPrint, ScrapbookSummary } from '@heirloom/common/contracts/scrapbooks';
import type { CreatedShareLink, OpenedShareLink, ShareLink } from '@heirloom/common/contracts/share-links';
import { VAULT_ITEM_ID_HEADER, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { unlinkedRecordingLine, withheldItemLine } from '@heirloom/common/contracts/withheld-items';
import { buildUser, joinCircle, type BuiltUser } from '../../test/factories';
import { describeEachDatabase, TestClient } from '../../test/test-app';
import { uploadWithTus } from '../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));
const photo = fixture('photo.jpg');
const voiceNote = fixture('voice-note.wav');
const tokenOf = (link: CreatedShareLink) => link.url.split('/shared/')[1]!;

describeEachDatabase('containers re-check what they serve', (context) => {
  const app = () => context().app;
  let anna: BuiltUser;
  let ben: BuiltUser;
  let cleo: BuiltUser;
  let anonymous: TestClient;
  let album: VaultAlbum;
  let annasPhoto: string;
  let bensPhoto: string;
  let scrapbook: Scrapbook;
  let recipe: Recipe;
  let bookToken: string;
  let recipeToken: string;

  async function upload(user: BuiltUser, title: string) {
    const response = await uploadWithTus(user.client, photo, { filename: `${title}.jpg`, filetype: '', title });
    expect(response.statusCode, response.body).toBe(204);
    return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  }

  const shareAlbum = async (isShared: boolean) => {
    const response = await anna.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: isShared },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** What `client` is served of Anna's and Ben's photos through the scrapbook and the recipe. */
  async function servedTo(client: TestClient, reader: 'member' | 'link') {
    const [book, dish] =
      reader === 'member'
        ? [
            (await client.get(`/api/scrapbooks/${scrapbook.id}`)).json<Scrapbook>().pages,
            (await client.get(`/api/recipes/${recipe.id}`)).json<Recipe>().photos,
          ]
        : [
            (await client.get(`/api/share-links/open/${bookToken}`)).json<OpenedShareLink>().book!.pages,
            (await client.get(`/api/recipes/shared/${recipeToken}`)).json<SharedRecipe>().photos,
          ];
    const placed = book.flatMap((page) => page.items);
    const scrapbookItemOf = (vaultItemId: string) =>
      scrapbook.pages.flatMap((page) => page.items).find((item) => item.vaultItemId === vaultItemId)!.id;
    const onPage = (vaultItemId: string) => placed.find((item) => item.id === scrapbookItemOf(vaultItemId))!;
    const inRecipe = (vaultItemId: string) => dish.find((item) => item.itemId === vaultItemId)!;
    const base = {
      scrapbook:
        reader === 'member' ? `/api/scrapbooks/${scrapbook.id}/items` : `/api/share-links/open/${bookToken}/items`,
      recipe:
        reader === 'member'
          ? `/api/recipes/${recipe.id}/media`
          : `/api/recipes/shared/${encodeURIComponent(recipeToken)}/media`,
    };
    const status = async (url: string) => (await client.get(url)).statusCode;
    const of = async (vaultItemId: string) => ({
      scrapbook: {
        shown: onPage(vaultItemId),
        file: await status(`${base.scrapbook}/${scrapbookItemOf(vaultItemId)}/file`),
        preview: await status(`${base.scrapbook}/${scrapbookItemOf(vaultItemId)}/preview`),
      },
      recipe: {
        shown: inRecipe(vaultItemId),
        file: await status(`${base.recipe}/${vaultItemId}/file`),
        preview: await status(`${base.recipe}/${vaultItemId}/preview`),
      },
    });
    return { annas: await of(annasPhoto), bens: await of(bensPhoto) };
  }

  type Served = Awaited<ReturnType<typeof servedTo>>['annas'];
  function expectServed(served: Served) {
    expect(served.scrapbook).toMatchObject({ file: 200, preview: 200, shown: { withheld: null } });
    expect(served.scrapbook.shown.fileUrl).toEqual(expect.any(String));
    expect(served.recipe).toMatchObject({ file: 200, preview: 200, shown: { withheld: null } });
    expect(served.recipe.shown.fileUrl).toEqual(expect.any(String));
  }
  function expectWithheld(served: Served, line: string) {
    expect(served.scrapbook).toMatchObject({
      file: 404,
      preview: 404,
      shown: { fileUrl: null, previewUrl: null, withheld: line },
    });
    expect(served.recipe).toMatchObject({
      file: 404,
      preview: 404,
      shown: { title: '', fileUrl: null, previewUrl: null, withheld: line },
    });
  }
  const memberLine = () => withheldItemLine('photo', anna.user.username, 'member');
  const linkLine = () => withheldItemLine('photo', anna.user.username, 'link');

  beforeAll(async () => {
    [anna, ben, cleo] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
    anonymous = new TestClient(app(), '10.8.2.1');
    await joinCircle(anna, ben, 'viewer');
    await joinCircle(ben, cleo, 'viewer');
    album = (await anna.client.post('/api/vault/albums', { name: 'The farm' })).json<VaultAlbum>();
    annasPhoto = await upload(anna, 'The barn');
    const filed = await anna.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${annasPhoto}`,
      payload: { albumIds: [album.id] },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    await shareAlbum(true);
    bensPhoto = await upload(ben, 'The tractor');

    const drafted = await ben.client.post('/api/scrapbooks', {
      title: 'Summers at the farm',
      templateId: 'keepsake',
      source: { kind: 'album', albumId: album.id },
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    scrapbook = drafted.json<Scrapbook>();
    const paged = await ben.client.post(`/api/scrapbooks/${scrapbook.id}/pages`, { layout: 'hero' });
    expect(paged.statusCode, paged.body).toBe(201);
    const newPage = paged.json<Scrapbook>().pages.at(-1)!;
    const added = await ben.client.post(`/api/scrapbooks/${scrapbook.id}/pages/${newPage.id}/items`, {
      vaultItemId: bensPhoto,
    });
    expect(added.statusCode, added.body).toBe(201);
    scrapbook = added.json<Scrapbook>();
    const shared = await ben.client.request({
      method: 'PATCH',
      url: `/api/scrapbooks/${scrapbook.id}`,
      payload: { isSharedWithCircle: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const bookLink = await ben.client.post('/api/share-links', { target: { kind: 'scrapbook', id: scrapbook.id } });
    expect(bookLink.statusCode, bookLink.body).toBe(201);
    bookToken = tokenOf(bookLink.json<CreatedShareLink>());

    const written = await ben.client.post('/api/recipes', {
      title: 'Farm bread',
      cookName: 'Ben',
      story: 'Baked in the farm oven.',
      servings: 2,
      ingredients: [{ quantity: 500, unit: 'g', item: 'flour' }],
      steps: ['Knead and bake.'],
      tags: [],
      photoItemIds: [annasPhoto, bensPhoto],
      voiceItemId: null,
    });
    expect(written.statusCode, written.body).toBe(201);
    recipe = written.json<Recipe>();
    const sharedRecipe = await ben.client.request({
      method: 'PATCH',
      url: `/api/recipes/${recipe.id}`,
      payload: { isSharedWithCircle: true },
    });
    expect(sharedRecipe.statusCode, sharedRecipe.body).toBe(200);
    const recipeLink = await ben.client.post(`/api/recipes/${recipe.id}/share-links`, {});
    expect(recipeLink.statusCode, recipeLink.body).toBe(201);
    recipeToken = tokenOf(recipeLink.json<CreatedShareLink>());
  });

  it("serves Anna's photo to Ben while she shares it, and never to Cleo nor to the links' visitors", async () => {
    const toBen = await servedTo(ben.client, 'member');
    expectServed(toBen.annas);
    expectServed(toBen.bens);
    const toCleo = await servedTo(cleo.client, 'member');
    expectWithheld(toCleo.annas, memberLine());
    expectServed(toCleo.bens);
    const toVisitor = await servedTo(anonymous, 'link');
    expectWithheld(toVisitor.annas, linkLine());
    expectServed(toVisitor.bens);
    // The lists' covers are never Anna's photo for Cleo.
    const cleosBooks = (await cleo.client.get('/api/scrapbooks')).json<ScrapbookSummary[]>();
    const cleosBook = cleosBooks.find((book) => book.id === scrapbook.id)!;
    const cleosRecipe = (await cleo.client.get('/api/recipes'))
      .json<RecipeSummary[]>()
      .find((r) => r.id === recipe.id)!;
    const annasPlace = scrapbook.pages.flatMap((page) => page.items).find((item) => item.vaultItemId === annasPhoto)!;
    expect(cleosBook.coverUrl).not.toContain(annasPlace.id);
    expect(cleosRecipe.coverUrl).not.toContain(annasPhoto);
    expect((await cleo.client.get(cleosBook.coverUrl!)).statusCode).toBe(200);
    expect((await cleo.client.get(cleosRecipe.coverUrl!)).statusCode).toBe(200);
  });

  it('ends every door to the photo once Anna stops sharing the album', async () => {
    await shareAlbum(false);
    for (const [client, reader] of [
      [ben.client, 'member'],
      [cleo.client, 'member'],
      [anonymous, 'link'],
    ] as const) {
      const served = await servedTo(client, reader);
      expectWithheld(served.annas, reader === 'member' ? memberLine() : linkLine());
      expectServed(served.bens);
    }
    await shareAlbum(true);
    expectServed((await servedTo(ben.client, 'member')).annas);
  });

  it("prints Anna's recording in Ben's scrapbook without a QR link: never a public link in her name", async () => {
    const recording = await uploadWithTus(anna.client, voiceNote, {
      filename: 'song.wav',
      filetype: '',
      title: 'Song',
    });
    const recordingId = recording.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    const filed = await anna.client.request({
      method: 'PATCH',
      url: `/api/vault/items/${recordingId}`,
      payload: { albumIds: [album.id] },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const paged = await ben.client.post(`/api/scrapbooks/${scrapbook.id}/pages`, { layout: 'text', text: 'Listen' });
    const page = paged.json<Scrapbook>().pages.at(-1)!;
    const placed = await ben.client.post(`/api/scrapbooks/${scrapbook.id}/pages/${page.id}/items`, {
      vaultItemId: recordingId,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const queued = await ben.client.post(`/api/scrapbooks/${scrapbook.id}/prints`, { pageSize: 'a4' });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(await app().jobs.runPrintJob()).toBe(true);
    const done = (
      await ben.client.get(`/api/scrapbooks/${scrapbook.id}/prints/${queued.json<ScrapbookPrint>().id}`)
    ).json<ScrapbookPrint>();
    expect(done.status).toBe('done');
    for (const user of [anna, ben]) {
      const links = (await user.client.get('/api/share-links')).json<ShareLink[]>();
      expect(links.filter((link) => link.target.id === recordingId)).toEqual([]);
    }
    const pdf = (await ben.client.get(done.fileUrl!)).rawPayload;
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
    expect(text).toContain(unlinkedRecordingLine(anna.user.username));
  });

  it('ends every door to the photo once Anna removes Ben from her circle', async () => {
    const circle = (await anna.client.get('/api/circle')).json<CircleOverview>();
    const membership = circle.members.find((member) => member.userId === ben.user.id)!;
    const removed = await anna.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const [client, reader] of [
      [ben.client, 'member'],
      [cleo.client, 'member'],
      [anonymous, 'link'],
    ] as const) {
      const served = await servedTo(client, reader);
      expectWithheld(served.annas, reader === 'member' ? memberLine() : linkLine());
      expectServed(served.bens);
    }
  });
});
