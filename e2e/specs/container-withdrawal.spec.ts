/**
 * Containers re-check what they serve (docs/decisions/015): Anna shares an album with her family
 * circle; Ben, a viewer in it, makes a scrapbook of it and a recipe with her photo (seeded through
 * the API). Ben sees her photo in both. Anna stops sharing the album; on his next visit Ben's
 * scrapbook and recipe show, in place of the photo, the line "Anna does not share this photo with
 * you." — no image, broken or not. With SAVE_SCREENSHOTS=1 it saves both at 1280 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  joinCircleThroughApi,
  postThroughApi,
  setNameThroughApi,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import { expectDecoded, openBrowser, photoNamed, saveScreenshots, uploadThroughUi } from '../page-helpers';

const LINE = 'Anna does not share this photo with you.';

/** PATCHes `url` with `data` as JSON and the CSRF token; asserts a 2xx answer. */
async function patchThroughApi(request: APIRequestContext, url: string, data: unknown) {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const response = await request.patch(url, { data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
}

/** The scrapbook's book and the recipe as Ben's browser shows them. */
const scrapbookPhotos = (page: Page) => page.getByTestId('book-view').locator('img');
const recipePhotos = (page: Page) => page.getByRole('main').locator('li img');

test("a photo its owner stops sharing leaves the relative's scrapbook and recipe, with a line saying why", async ({
  page: anna,
  browser,
}) => {
  test.setTimeout(120_000);
  const annas = anna.context().request;
  await signUpThroughApi(annas, uniqueEmail('anna'));
  await setNameThroughApi(annas, 'Anna');
  const ben = await openBrowser(browser);
  const bensAccount = await signUpThroughApi(ben.context().request, uniqueEmail('ben'));
  await joinCircleThroughApi(annas, { request: ben.context().request, ...bensAccount }, 'viewer');

  // Anna's photo, in an album she shares with her circle.
  await anna.goto('/memory-vault');
  await uploadThroughUi(anna, photoNamed('the-barn.jpg'));
  const { items } = (await (await annas.get('/api/vault/items')).json()) as { items: { id: string }[] };
  const album = await postThroughApi<{ id: string }>(annas, '/api/vault/albums', { name: 'The farm' });
  await patchThroughApi(annas, `/api/vault/items/${items[0]!.id}`, { albumIds: [album.id] });
  await patchThroughApi(annas, `/api/vault/albums/${album.id}`, { sharedWithCircle: true });

  // Ben's scrapbook of the album and his recipe with her photo.
  const scrapbook = await postThroughApi<{ id: string }>(ben.context().request, '/api/scrapbooks', {
    title: 'Summers at the farm',
    templateId: 'keepsake',
    source: { kind: 'album', albumId: album.id },
  });
  const recipe = await postThroughApi<{ id: string }>(ben.context().request, '/api/recipes', {
    title: 'Farm bread',
    cookName: 'Ben',
    story: 'Baked in the farm oven.',
    servings: 2,
    ingredients: [{ quantity: 500, unit: 'g', item: 'flour' }],
    steps: ['Knead and bake.'],
    tags: [],
    photoItemIds: [items[0]!.id],
    voiceItemId: null,
  });

  // While she shares it, Ben sees her photo in both.
  await ben.goto(`/scrapbooks?book=${scrapbook.id}&view=book`);
  await expect(scrapbookPhotos(ben).first()).toBeVisible({ timeout: 15_000 });
  await expectDecoded(scrapbookPhotos(ben).first());
  await ben.goto(`/family-recipes?recipe=${recipe.id}`);
  await expect(ben.getByRole('heading', { level: 1, name: 'Farm bread' })).toBeVisible();
  await expectDecoded(recipePhotos(ben).first());

  // She stops sharing the album: on his next visit, the line instead of the photo.
  await patchThroughApi(annas, `/api/vault/albums/${album.id}`, { sharedWithCircle: false });
  await ben.goto(`/scrapbooks?book=${scrapbook.id}&view=book`);
  await expect(ben.getByTestId('withheld-item').first()).toHaveText(LINE);
  await expect(scrapbookPhotos(ben)).toHaveCount(0);
  await saveScreenshots(ben, 'container-withdrawal-scrapbook');
  await ben.goto(`/family-recipes?recipe=${recipe.id}`);
  await expect(ben.getByTestId('withheld-item')).toHaveText(LINE);
  await expect(recipePhotos(ben)).toHaveCount(0);
  await saveScreenshots(ben, 'container-withdrawal-recipe');
});
