/**
 * The home page (docs/product/pages-and-routes.md "Home page"): sections, feature views, overlays
 * and start buttons.
 */
import { expect, setNameThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { createServerHost } from '../servers';

test('shows every section in order, with no invented figures and working buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your voice, there for them when it matters most.');
  const headings = await page.locator('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Our story',
    'Three ways to be heard',
    'Everything your family keeps',
    'In families’ words',
    'Voice ancestry and traditional genealogy',
    'Kept safe, and in your hands',
    'How it works',
    'Delivery protection',
    'Explore',
  ]);
  // The e2e server sets no MARKETING_*: a fresh install claims no families, messages or rating
  // (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented").
  await expect(page.getByText('Look inside', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rating-claim')).toHaveCount(0);
  await expect(page.getByText('Read our blog', { exact: false })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/2,847|50,000|families keeping their legacy|messages waiting for their day|Rated \d/);

  await page.getByRole('button', { name: 'Come Take A Look' }).click();
  await expect(page.locator('#memories-card')).toBeInViewport();

  for (const label of ['Get Started', 'Try Platform', 'Start Recording Messages', 'Build Voice Family Tree']) {
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' }), label).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
  }
  await page.getByRole('link', { name: 'Begin Your Legacy FREE' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a signed-in person who asks to start or sign in goes straight to the dashboard', async ({ page }) => {
  await signUpThroughApi(page.context().request, uniqueEmail('home-signed-in'));
  for (const label of ['Get Started', 'Sign In']) {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
    await expect(page, label).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('opens the four overlay panels and closes them back to home', async ({ page }) => {
  await page.goto('/');
  for (const title of ['Memory Vault', 'Future Messages', 'Living Family Tree', 'Memory Scrapbooks']) {
    await page.getByRole('button', { name: title, exact: true }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('heading', { name: title })).toBeVisible();
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('opens a feature view from ?section= and sends section=messages to future messages', async ({ page }) => {
  await page.goto('/?section=recipes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Recipes');
  const bar = page.getByRole('navigation', { name: 'Feature' });
  await expect(bar.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(bar.getByRole('link', { name: 'Demo login' })).toHaveAttribute('href', '/demo');
  await bar.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your voice, there for them when it matters most.');

  await page.goto('/?section=messages');
  await expect(page).toHaveURL(/\/future-messages$/);
});

test('a feature view greets a signed-in person by the name they chose, never by their address', async ({ page }) => {
  const email = uniqueEmail('rose');
  await signUpThroughApi(page.context().request, email);
  await page.goto('/?section=recipes');
  const bar = page.getByRole('navigation', { name: 'Feature' });
  await expect(bar).toContainText('Welcome to Heirloom');
  await expect(bar).not.toContainText(email.split('@')[0]!);
  await setNameThroughApi(page.context().request, 'Grandma Rose');
  await page.reload();
  await expect(bar).toContainText('Welcome, Grandma Rose');
});

test('shows the real number of people on the page after 2 seconds', async ({ page, browser }, testInfo) => {
  // A server of its own: journeys running in parallel would otherwise come and go on the same page.
  const server = createServerHost(3301 + testInfo.workerIndex);
  await server.startAt(new Date());
  try {
    await page.goto(`${server.origin}/`);
    const counter = page.getByTestId('visitor-counter');
    await expect(counter).toBeHidden();
    await expect(counter).toHaveText('1 person viewing this page', { timeout: 15_000 });
    const other = await browser.newPage();
    await other.goto(`${server.origin}/`);
    await expect(other.getByTestId('visitor-counter')).toHaveText('2 people viewing this page', { timeout: 15_000 });
    await other.close();
  } finally {
    await server.stop();
  }
});

test('shows no family video until a real one is configured, then plays it with captions and a transcript', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const invitation = page.getByTestId('video-testimonial');
  await expect(
    invitation.getByRole('heading', { name: 'Your family’s story could be the first one here' }),
  ).toBeVisible();
  await expect(invitation.getByRole('link', { name: 'Tell us your family’s story' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.locator('video')).toHaveCount(0);

  const video = {
    MARKETING_TESTIMONIAL_VIDEO_URL: '/testimonials/margaret.mp4',
    MARKETING_TESTIMONIAL_VIDEO_CAPTIONS_URL: '/testimonials/margaret.vtt',
    MARKETING_TESTIMONIAL_VIDEO_CAPTION: 'Margaret, Ohio, on birthday messages for her grandchildren',
    MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT: 'I wanted each of them to hear my voice on their eighteenth birthday.',
  };
  // The server process takes its configuration from the environment it is started with.
  const server = createServerHost(3351 + testInfo.workerIndex);
  Object.assign(process.env, video);
  try {
    await server.startAt(new Date());
  } finally {
    for (const name of Object.keys(video)) delete process.env[name];
  }
  try {
    await page.route(`${server.origin}/testimonials/margaret.vtt`, (route) =>
      route.fulfill({ contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:04.000\nI wanted each of them\n' }),
    );
    await page.goto(`${server.origin}/`);
    const card = page.getByTestId('video-testimonial');
    await card.scrollIntoViewIfNeeded();
    const player = card.locator('video');
    await expect(player).toHaveAttribute('src', '/testimonials/margaret.mp4');
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute('src', '/testimonials/margaret.vtt');
    await expect(card).toContainText(video.MARKETING_TESTIMONIAL_VIDEO_CAPTION);
    await expect(card.getByText(video.MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT)).toBeHidden();
    await card.getByText('Read the transcript').click();
    await expect(card.getByText(video.MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT)).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('shows the figures an operator configured, and only those', async ({ page }, testInfo) => {
  const figures = {
    MARKETING_FAMILIES: '1204',
    MARKETING_MESSAGES: '3310',
    MARKETING_RATING: '4.7',
    MARKETING_REVIEWS: '86',
  };
  // The server process takes its configuration from the environment it is started with.
  const server = createServerHost(3371 + testInfo.workerIndex);
  Object.assign(process.env, figures);
  try {
    await server.startAt(new Date());
  } finally {
    for (const name of Object.keys(figures)) delete process.env[name];
  }
  try {
    await page.goto(`${server.origin}/`);
    await expect(page.getByText('1,204', { exact: true })).toBeVisible();
    await expect(page.getByText('families keeping their legacy')).toBeVisible();
    await expect(page.getByText('3,310', { exact: true })).toBeVisible();
    await expect(page.getByText('messages waiting for their day')).toBeVisible();
    await expect(page.getByText('Look inside', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('rating-claim')).toHaveText('Rated 4.7/5 by 86 families.');
  } finally {
    await server.stop();
  }
});
