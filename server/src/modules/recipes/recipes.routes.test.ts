/**
 * Family recipes through the API (docs/product/capsules-scrapbooks-recipes.md "Family recipes"), on
 * SQLite and PostgreSQL: writing one with the cook from the tree, a photo and the cook's voice from
 * the vault; the story sealed at rest; search by ingredient or cook and the tag filter; co-editing
 * by a circle editor, reading by a viewer, 404 for strangers and legacy contacts; a share link
 * whose page carries schema.org Recipe JSON-LD and plays the voice until revoked from the
 * dashboard; a family cookbook PDF made by the job queue, whose QR code's link opens the recipe and
 * its voice.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import {
  RECIPE_MESSAGES,
  type Cookbook,
  type Recipe,
  type RecipeInput,
  type RecipeSummary,
  type SharedRecipe,
} from '@heirloom/common/contracts/recipes';
import { RECIPE_LINK_TOKEN_PREFIX, type ShareLink } from '@heirloom/common/contracts/share-links';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { readPdfBoxes } from '../../../test/pdf-boxes';
import { PRINT_BLEED_PT } from '@heirloom/common/contracts/scrapbooks';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

describeEachDatabase('family recipes', (context) => {
  const app = () => context().app;
  let owner: BuiltUser;
  let editor: BuiltUser;
  let viewer: BuiltUser;
  let legacyContact: BuiltUser;
  let stranger: BuiltUser;
  let anonymous: TestClient;
  let photoId: string;
  let voiceId: string;
  let roseId: string;
  let pie: Recipe;

  async function upload(client: TestClient, name: string, title: string) {
    const response = await uploadWithTus(client, fixture(name), { filename: name, filetype: '', title });
    expect(response.statusCode, response.body).toBe(204);
    return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  }

  const pieInput = (): RecipeInput => ({
    title: "Grandma Rose's apple pie",
    cookName: 'Grandma Rose',
    cookIndividualId: roseId,
    story: 'She baked it every Thanksgiving in the farmhouse.',
    servings: 4,
    prepMinutes: 45,
    cookMinutes: 70,
    ingredients: [
      { quantity: 2.5, unit: 'cups', item: 'all-purpose flour', note: 'sifted' },
      { quantity: 2, unit: 'tsp', item: 'cinnamon' },
      { quantity: 6, item: 'Granny Smith apples' },
    ],
    steps: ['Make the dough and chill it.', 'Fill with the apples and bake at 375°F.'],
    tags: ['Dessert', 'Thanksgiving', 'dessert'],
    photoItemIds: [photoId],
    voiceItemId: voiceId,
  });

  beforeAll(async () => {
    [owner, editor, viewer, legacyContact, stranger] = [
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
    ];
    anonymous = new TestClient(app(), '10.8.1.1');
    await joinCircle(owner, editor, 'editor');
    await joinCircle(owner, viewer, 'viewer');
    await joinCircle(owner, legacyContact, 'legacy_contact');
    photoId = await upload(owner.client, 'photo.jpg', 'The pie on the sill');
    voiceId = await upload(owner.client, 'voice-note.wav', 'Grandma explains the crust');
    const tree = (await owner.client.post('/api/family-trees', { name: 'Our family' })).json<FamilyTree>();
    roseId = (
      await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames: 'Rose', surname: 'Miller' })
    ).json<{ id: string }>().id;
  });

  it('explains what is wrong with a recipe', async () => {
    const untitled = await owner.client.post('/api/recipes', { ...pieInput(), title: ' ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe(RECIPE_MESSAGES.titleRequired);
    const noServings = await owner.client.post('/api/recipes', { ...pieInput(), servings: 0 });
    expect(noServings.json().message).toBe(RECIPE_MESSAGES.servingsRange);
    const noItem = await owner.client.post('/api/recipes', {
      ...pieInput(),
      ingredients: [{ quantity: 1, unit: 'cup', item: '' }],
    });
    expect(noItem.json().message).toBe(RECIPE_MESSAGES.itemRequired);
    // Someone else's recording, photo or ancestor is out of reach: 404, and nothing is written.
    const strangersTry = await stranger.client.post('/api/recipes', { ...pieInput(), cookIndividualId: null });
    expect(strangersTry.statusCode).toBe(404);
    expect(strangersTry.json().message).toBe(RECIPE_MESSAGES.photoNotFound);
    const strangersCook = await stranger.client.post('/api/recipes', {
      ...pieInput(),
      photoItemIds: [],
      voiceItemId: null,
    });
    expect(strangersCook.json().message).toBe(RECIPE_MESSAGES.cookNotFound);
    expect((await stranger.client.get('/api/recipes')).json()).toEqual([]);
  });

  it('writes a recipe with the cook, a photo and the voice, its story sealed at rest', async () => {
    const response = await owner.client.post('/api/recipes', pieInput());
    expect(response.statusCode, response.body).toBe(201);
    pie = response.json<Recipe>();
    expect(pie).toMatchObject({
      role: 'owner',
      cookName: 'Grandma Rose',
      cookIndividualId: roseId,
      story: 'She baked it every Thanksgiving in the farmhouse.',
      servings: 4,
      tags: ['Dessert', 'Thanksgiving'],
      steps: ['Make the dough and chill it.', 'Fill with the apples and bake at 375°F.'],
    });
    expect(pie.ingredients).toEqual([
      { quantity: 2.5, quantity2: null, unit: 'cups', item: 'all-purpose flour', note: 'sifted' },
      { quantity: 2, quantity2: null, unit: 'tsp', item: 'cinnamon', note: '' },
      { quantity: 6, quantity2: null, unit: '', item: 'Granny Smith apples', note: '' },
    ]);
    expect(pie.voice).toMatchObject({ itemId: voiceId, title: 'Grandma explains the crust' });
    const voice = await owner.client.get(pie.voice!.fileUrl!);
    expect(voice.headers['content-type']).toBe('audio/wav');
    expect(voice.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
    expect((await owner.client.get(pie.photos[0]!.previewUrl!)).headers['content-type']).toBe('image/webp');

    const stored = await context()
      .db.selectFrom('recipes')
      .select(['story_sealed', 'title'])
      .where('id', '=', pie.id)
      .executeTakeFirstOrThrow();
    expect(stored.story_sealed.startsWith('age1:')).toBe(true);
    expect(stored.story_sealed).not.toContain('Thanksgiving');
    const anywhere = await sql<{
      count: number | string;
    }>`select count(*) as count from recipes where story_sealed like ${'%farmhouse%'}`.execute(context().db);
    expect(Number(anywhere.rows[0]!.count)).toBe(0);
  });

  it("keeps a new recipe the owner's alone until the owner shares it with the family circle", async () => {
    const url = `/api/recipes/${pie.id}`;
    const share = (client: TestClient, isSharedWithCircle: boolean) =>
      client.request({ method: 'PATCH', url, payload: { isSharedWithCircle } });
    const expectHidden = async () => {
      for (const member of [editor, viewer]) {
        expect((await member.client.get(url)).statusCode).toBe(404);
        expect((await member.client.get(pie.voice!.fileUrl!)).statusCode).toBe(404);
        expect((await member.client.get('/api/recipes')).json<RecipeSummary[]>()).toEqual([]);
      }
      const edit = await editor.client.request({ method: 'PUT', url, payload: pieInput() });
      expect(edit.statusCode).toBe(404);
    };
    expect(pie.isSharedWithCircle).toBe(false);
    await expectHidden();
    // Only the owner flips the switch; an editor cannot share what they cannot see.
    expect((await share(editor.client, true)).statusCode).toBe(404);
    expect((await share(stranger.client, true)).statusCode).toBe(404);
    const bad = await owner.client.request({ method: 'PATCH', url, payload: { isSharedWithCircle: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const shared = await share(owner.client, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<Recipe>()).toMatchObject({ role: 'owner', isSharedWithCircle: true });
    expect((await viewer.client.get(url)).json<Recipe>()).toMatchObject({ role: 'viewer', isSharedWithCircle: true });
    expect((await viewer.client.get(pie.voice!.fileUrl!)).statusCode).toBe(200);
    expect((await editor.client.get('/api/recipes')).json<RecipeSummary[]>()).toMatchObject([{ role: 'editor' }]);
    // Unshared again: every door closes on the next request; then shared for what follows.
    expect((await share(owner.client, false)).json<Recipe>().isSharedWithCircle).toBe(false);
    await expectHidden();
    expect((await share(editor.client, false)).statusCode).toBe(404);
    expect((await share(owner.client, true)).statusCode).toBe(200);
    for (const client of [legacyContact.client, stranger.client]) expect((await client.get(url)).statusCode).toBe(404);
  });

  it('finds recipes by ingredient, cook or title, and filters by tag', async () => {
    const soup = await owner.client.post('/api/recipes', {
      title: "Dad's leek soup",
      cookName: 'Dad',
      servings: 6,
      ingredients: [{ quantity: 3, unit: '', item: 'leeks' }],
      steps: ['Simmer.'],
      tags: ['Soup'],
    });
    expect(soup.statusCode, soup.body).toBe(201);
    const soupUrl = `/api/recipes/${soup.json<Recipe>().id}`;
    await owner.client.request({ method: 'PATCH', url: soupUrl, payload: { isSharedWithCircle: true } });
    const search = async (query: string) =>
      (await viewer.client.get(`/api/recipes?${query}`)).json<RecipeSummary[]>().map((recipe) => recipe.title);
    expect(await search('q=FLOUR')).toEqual(["Grandma Rose's apple pie"]);
    expect(await search('q=grandma')).toEqual(["Grandma Rose's apple pie"]);
    expect(await search('q=leek')).toEqual(["Dad's leek soup"]);
    expect(await search('q=100%25')).toEqual([]); // "%" is a character, not a wildcard
    expect(await search('tag=dessert')).toEqual(["Grandma Rose's apple pie"]);
    expect(await search('tag=soup&q=apple')).toEqual([]);
    const all = (await viewer.client.get('/api/recipes')).json<RecipeSummary[]>();
    expect(all.map((recipe) => recipe.title)).toEqual(["Dad's leek soup", "Grandma Rose's apple pie"]);
    expect(all[1]).toMatchObject({ role: 'viewer', hasVoice: true, totalMinutes: 115, ingredientCount: 3 });
    expect(all[1]!.coverUrl).toBe(pie.photos[0]!.previewUrl);
  });

  it('lets a circle editor co-edit and a viewer read; strangers and legacy contacts get 404', async () => {
    const url = `/api/recipes/${pie.id}`;
    const edited = await editor.client.request({
      method: 'PUT',
      url,
      payload: { ...pieInput(), servings: 8, story: 'Now with a lattice top.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Recipe>()).toMatchObject({ role: 'editor', servings: 8, story: 'Now with a lattice top.' });
    // The story stays sealed to the owner's key: the owner opens it.
    expect((await owner.client.get(url)).json<Recipe>().story).toBe('Now with a lattice top.');
    const read = await viewer.client.get(url);
    expect(read.json<Recipe>().role).toBe('viewer');
    expect((await viewer.client.get(pie.voice!.fileUrl!)).statusCode).toBe(200);
    const viewerEdits = await viewer.client.request({ method: 'PUT', url, payload: pieInput() });
    expect(viewerEdits.statusCode).toBe(404);
    for (const client of [stranger.client, legacyContact.client]) {
      expect((await client.get(url)).statusCode).toBe(404);
      expect((await client.get(pie.voice!.fileUrl!)).statusCode).toBe(404);
    }
    expect((await anonymous.get(url)).statusCode).toBe(401);
    // An item that is not the recipe's is not reachable through it.
    const other = await upload(owner.client, 'photo-rotated.jpg', 'Not in the recipe');
    expect((await viewer.client.get(`${url}/media/${other}/file`)).statusCode).toBe(404);
    expect((await editor.client.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('shares a recipe by a link whose page carries schema.org Recipe JSON-LD and plays the voice until revoked', async () => {
    expect((await editor.client.post(`/api/recipes/${pie.id}/share-links`)).statusCode).toBe(404);
    const made = await owner.client.post(`/api/recipes/${pie.id}/share-links`);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<ShareLink>();
    expect(link.url).toContain(`/shared/${RECIPE_LINK_TOKEN_PREFIX}`);
    const token = link.url!.split('/shared/')[1]!;

    const opened = await anonymous.get(`/api/recipes/shared/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const shared = opened.json<SharedRecipe>();
    expect(shared).toMatchObject({ title: "Grandma Rose's apple pie", ownerName: owner.user.username, servings: 8 });
    expect(shared.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: "Grandma Rose's apple pie",
      author: { '@type': 'Person', name: 'Grandma Rose' },
      recipeYield: '8 servings',
      prepTime: 'PT45M',
      cookTime: 'PT1H10M',
      totalTime: 'PT1H55M',
      recipeIngredient: ['2½ cups all-purpose flour, sifted', '2 tsp cinnamon', '6 Granny Smith apples'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Make the dough and chill it.' },
        { '@type': 'HowToStep', position: 2, text: 'Fill with the apples and bake at 375°F.' },
      ],
    });
    const voice = await anonymous.get(shared.voice!.fileUrl!);
    expect(voice.statusCode).toBe(200);
    expect(voice.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
    expect((await anonymous.get(shared.photos[0]!.fileUrl!)).headers['content-type']).toBe('image/jpeg');

    const listed = (await owner.client.get('/api/share-links')).json<ShareLink[]>().find((row) => row.id === link.id);
    expect(listed).toMatchObject({
      status: 'active',
      viewCount: 1,
      target: { kind: 'recipe', id: pie.id, title: "Grandma Rose's apple pie" },
    });
    await owner.client.post(`/api/share-links/${link.id}/revoke`);
    expect((await anonymous.get(`/api/recipes/shared/${token}`)).statusCode).toBe(410);
    expect((await anonymous.get(shared.voice!.fileUrl!)).statusCode).toBe(410);
    expect((await anonymous.get(`/api/recipes/shared/${RECIPE_LINK_TOKEN_PREFIX}${'A'.repeat(43)}`)).statusCode).toBe(
      404,
    );
  });

  /** Queues `reader`'s cookbook of `recipeIds`, runs its job and returns the PDF's text and its boxes. */
  async function printCookbook(reader: BuiltUser, recipeIds: string[]) {
    const queued = await reader.client.post('/api/recipe-cookbooks', {
      title: 'The Miller family cookbook',
      recipeIds,
      pageSize: 'letter',
      withBleed: true,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const cookbook = queued.json<Cookbook>();
    expect(cookbook).toMatchObject({ status: 'queued', recipesDone: 0, recipeCount: recipeIds.length, fileUrl: null });
    expect((await reader.client.get(`/api/recipe-cookbooks/${cookbook.id}/file`)).statusCode).toBe(409);
    expect(await app().jobs.runCookbookJob()).toBe(true);
    const done = (await reader.client.get(`/api/recipe-cookbooks/${cookbook.id}`)).json<Cookbook>();
    expect(done).toMatchObject({ status: 'done', recipesDone: recipeIds.length });
    const pdf = await reader.client.get(done.fileUrl!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cookbook-test-'));
    try {
      const file = path.join(folder, 'cookbook.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      return { cookbook, text, boxes: readPdfBoxes(pdf.rawPayload) };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const activeRecipeLinks = async (user: BuiltUser) =>
    (await user.client.get('/api/share-links'))
      .json<ShareLink[]>()
      .filter((link) => link.target.kind === 'recipe' && link.status === 'active');

  it("prints a viewer's family cookbook without a QR code in the recipes' owner's name", async () => {
    const soup = (await owner.client.get('/api/recipes?q=leek')).json<RecipeSummary[]>()[0]!;
    expect((await stranger.client.post('/api/recipe-cookbooks', { recipeIds: [pie.id] })).statusCode).toBe(404);
    const { cookbook, text, boxes } = await printCookbook(viewer, [pie.id, soup.id]);
    expect((await owner.client.get(`/api/recipe-cookbooks/${cookbook.id}`)).statusCode).toBe(404); // the viewer's own
    expect(boxes.pages).toBe(3); // the title page and one page per recipe
    // US Letter trimmed, inside 3 mm of bleed and the slug of the trim marks.
    expect(boxes.trim).toEqual([612, 792]);
    expect(boxes.bleed![0]).toBeCloseTo(612 + 2 * PRINT_BLEED_PT, 1);
    expect(boxes.media![0]).toBeGreaterThan(boxes.bleed![0]);
    expect(text).toContain('The Miller family cookbook');
    expect(text).toContain('2½ cups all-purpose flour, sifted');
    expect(text).toContain('Now with a lattice top.'); // the story, opened for the print only
    // A QR code is a public link: only the recipe's owner makes one.
    expect(text).not.toContain('Scan to hear Grandma Rose');
    expect(text).toContain(`Only ${owner.user.username} can share this recording, so no QR code is printed for it.`);
    expect(await activeRecipeLinks(owner)).toEqual([]);
    expect(await activeRecipeLinks(viewer)).toEqual([]);
  });

  it("prints the owner's family cookbook with a QR code that opens the recipe and plays the voice", async () => {
    const soup = (await owner.client.get('/api/recipes?q=leek')).json<RecipeSummary[]>()[0]!;
    const { text } = await printCookbook(owner, [pie.id, soup.id]);
    expect(text).toContain('Scan to hear Grandma Rose');
    expect(text).not.toContain('no QR code is printed');
    // The QR code's link is the recipe owner's, on their dashboard, and opens the recipe with its voice.
    const qrLinks = await activeRecipeLinks(owner);
    expect(qrLinks.map((link) => link.target.id)).toEqual([pie.id]); // the soup has no voice
    const token = qrLinks[0]!.url!.split('/shared/')[1]!;
    const shared = (await anonymous.get(`/api/recipes/shared/${token}`)).json<SharedRecipe>();
    const voice = await anonymous.get(shared.voice!.fileUrl!);
    expect(voice.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
  });

  it('lets only the owner delete it; its photo and voice stay in the vault', async () => {
    const url = `/api/recipes/${pie.id}`;
    expect((await owner.client.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await owner.client.get(url)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/vault/items/${voiceId}`)).statusCode).toBe(200);
  });
});
