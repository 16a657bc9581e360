/**
 * The family recipes journey: adds a recipe with a voice clip by pasting its text, scales it from 4
 * to 6 servings, prints a cookbook PDF with it. The owner pastes Grandma Rose's recipe card on
 * /family-recipes, checks what was read, records her voice with the (fake) microphone and saves;
 * the recipe scales from 4 to 6 servings (2 tsp of cinnamon become 1 tbsp). The cookbook PDF is
 * made by the queued job and downloaded; the test renders it with pdftoppm, checks its page count,
 * decodes the QR code with jsQR and opens its link signed out: the shared page carries schema.org
 * Recipe JSON-LD and plays the voice. The new recipe is the owner's alone until she switches on
 * "Share with my family circle". With SAVE_SCREENSHOTS=1 it saves the editor, the recipe, its
 * sharing switch, the list and the shared page at 1280 and 390 px, and the PDF's recipe page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { decodeQrCodes } from '../pdf-qr';
import {
  fakeMicrophoneLaunchOptions,
  openBrowser,
  playPast,
  saveScreenshots,
  shouldSaveScreenshots,
} from '../page-helpers';

const root = path.resolve(import.meta.dirname, '../..');
test.use({ launchOptions: fakeMicrophoneLaunchOptions(path.join(root, 'server/test/fixtures/voice-note.wav')) });

const RECIPE_CARD = `Grandma Rose's apple pie

She baked it every Thanksgiving in the farmhouse, and let us crimp the edges.
Serves 4
Prep time: 45 minutes
Cook time: 1 hour 10 min

Ingredients
2 1/2 cups all-purpose flour, sifted
2 tsp cinnamon
1 cup cold butter, cubed
6 Granny Smith apples, peeled and sliced
¾ cup sugar

Instructions
1. Rub the butter into the flour until it looks like coarse crumbs, then chill the dough for an hour.
2. Toss the apples with the sugar and cinnamon.
3. Fill the crust and bake at 375°F until golden.`;

test('a recipe pasted, given the cook’s voice, scaled from 4 to 6 servings and printed in a cookbook whose QR code plays the voice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page.context().request, uniqueEmail('rose'));

  // The empty state, then the editor with the paste-import.
  await page.goto('/family-recipes');
  await expect(page.getByTestId('recipes-empty')).toBeVisible();
  await page.getByRole('link', { name: 'Add the first recipe' }).click();
  await page.getByLabel("The recipe's text").fill(RECIPE_CARD);
  await page.getByRole('button', { name: 'Read the recipe' }).click();

  // What was read, for the owner to check before saving.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue("Grandma Rose's apple pie");
  await expect(page.getByLabel('Servings')).toHaveValue('4');
  await expect(page.getByLabel('Preparation (minutes)')).toHaveValue('45');
  await expect(page.getByLabel('Cooking (minutes)')).toHaveValue('70');
  await expect(page.getByLabel('Ingredient 1: amount')).toHaveValue('2½');
  await expect(page.getByLabel('Ingredient 1: what')).toHaveValue('all-purpose flour');
  await expect(page.getByLabel('Ingredient 2: unit')).toHaveValue('tsp');
  await expect(page.getByLabel('Ingredient 5: what')).toHaveValue('sugar');
  await expect(page.getByRole('textbox', { name: 'Step 3', exact: true })).toHaveValue(
    'Fill the crust and bake at 375°F until golden.',
  );
  await page.getByRole('textbox', { name: 'Whose recipe is it?' }).fill('Grandma Rose');

  // Her voice, recorded on the page with the (fake) microphone and kept in the vault.
  const voice = page.getByTestId('voice-field');
  await voice.getByRole('button', { name: 'Start recording' }).click();
  await expect(voice.getByRole('timer')).toHaveText(/0:0[2-9]/, { timeout: 15_000 });
  await voice.getByRole('button', { name: 'Stop' }).click();
  await voice.getByRole('button', { name: 'Keep this recording' }).click();
  await expect(voice.getByTestId('voice-chosen')).toContainText('Grandma Rose explains the recipe', {
    timeout: 30_000,
  });
  await saveScreenshots(page, 'family-recipe-editor', { isFullPage: true });
  await page.getByRole('button', { name: 'Add the recipe' }).click();

  // The recipe: 4 servings as written, then 6 — 2 tsp of cinnamon become 1 tbsp, 2½ cups 3¾.
  const view = page.getByTestId('recipe-view');
  await expect(view.getByRole('heading', { level: 1, name: "Grandma Rose's apple pie" })).toBeVisible();
  const ingredients = view.getByTestId('ingredients');
  await expect(ingredients).toContainText('2 tsp cinnamon');
  await view.getByRole('button', { name: 'More servings' }).click();
  await view.getByRole('button', { name: 'More servings' }).click();
  await expect(view.getByTestId('servings')).toHaveText('6');
  await expect(ingredients).toContainText('1 tbsp cinnamon');
  await expect(ingredients).toContainText('3¾ cups all-purpose flour, sifted');
  await expect(ingredients).toContainText('9 Granny Smith apples, peeled and sliced');
  // The cook's voice plays a third of a second (playPast fails the test if it never moves).
  await playPast(view.getByTestId('recipe-voice').locator('audio'), 0.3);
  await saveScreenshots(page, 'family-recipe', { isFullPage: true });

  // Only its owner sees it until she shares it with her family circle; the switch says who can see it.
  const sharing = view.getByTestId('circle-sharing');
  const shareSwitch = sharing.getByRole('switch', { name: "Share with my family circle: Grandma Rose's apple pie" });
  await expect(shareSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(sharing).toContainText('Only you. Your family circle sees it once you share it.');
  await shareSwitch.click();
  await expect(shareSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(sharing).toContainText('You and your family circle: editors can change it, viewers can read it.');
  await expect(
    page.getByText("Your family circle now sees “Grandma Rose's apple pie”.", { exact: true }),
  ).toBeVisible();
  await saveScreenshots(page, 'family-recipe-circle-sharing', { focus: sharing });

  // The list finds it by ingredient; the cookbook is made by the job, its progress shown, then downloaded.
  await page.getByRole('link', { name: 'All recipes' }).click();
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('cinnamon');
  await expect(page.getByTestId('recipe-list').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'In the cookbook' }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill('The Miller family cookbook');
  await saveScreenshots(page, 'family-recipes-list');
  await page.getByRole('button', { name: 'Make the cookbook PDF' }).click();
  const download = page.getByTestId('download-cookbook');
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cookbook-pdf-'));
  const pdf = path.join(folder, 'cookbook.pdf');
  await file.saveAs(pdf);
  expect(file.suggestedFilename()).toBe('The Miller family cookbook.pdf');
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+2$/m); // the title page and the recipe
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m); // en-US prints on US Letter
  const codes = decodeQrCodes(pdf);
  expect(codes).toEqual([{ page: 2, url: expect.stringContaining('/shared/r.') }]);
  if (shouldSaveScreenshots)
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '2',
      '-l',
      '2',
      '-singlefile',
      pdf,
      path.join(root, 'docs/screenshots/family-cookbook-pdf-page'),
    ]);

  // The QR code's link, opened without an account: the recipe with its JSON-LD, and the voice plays.
  const visitor = await openBrowser(browser);
  await visitor.goto(codes[0]!.url);
  const shared = visitor.getByTestId('shared-recipe');
  await expect(shared.getByRole('heading', { level: 1, name: "Grandma Rose's apple pie" })).toBeVisible();
  const jsonLd = JSON.parse((await shared.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    '@type': 'Recipe',
    name: "Grandma Rose's apple pie",
    author: { '@type': 'Person', name: 'Grandma Rose' },
    recipeYield: '4 servings',
    prepTime: 'PT45M',
    cookTime: 'PT1H10M',
  });
  expect(jsonLd.recipeIngredient).toContain('2 tsp cinnamon');
  await playPast(shared.getByTestId('recipe-voice').locator('audio'), 0.3);
  await saveScreenshots(visitor, 'family-recipe-shared', { isFullPage: true });
});
