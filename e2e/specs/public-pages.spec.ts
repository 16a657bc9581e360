/**
 * The help, legal, story and product pages in a real browser, against a server of their own (with
 * SUPPORT_EMAIL and SUPPORT_PHONE) and a real SMTP server: the contact form's message reaches the
 * support mailbox and its copy the sender; a bad field is explained under it; FAQ search and a deep
 * link to one answer; /advanced-features filtered by ?search=; every new page is real and fits a
 * phone's width (accessibility.spec.ts scans each page of the catalogue with axe; the previous privacy
 * policy, not one of them, is scanned here). With SAVE_SCREENSHOTS=1 it saves every new page at 1280
 * and 390 px.
 */
import { CONTACT_MESSAGES } from '@heirloom/common/contracts/contact';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort, startMailbox, type Mailbox } from '../servers';

const SUPPORT_EMAIL = 'help@heirloom.test';
const SUPPORT_PHONE = '+1 (555) 010-2024';

/** Every public page of the site beyond the home page and the blog, with the name of its screenshots. */
const NEW_PAGES = [
  ['/faqs', 'faqs'],
  ['/contact', 'contact'],
  ['/sitemap', 'sitemap'],
  ['/privacy-policy', 'privacy-policy'],
  ['/privacy-policy?version=2024-12-17', 'privacy-policy-previous'],
  ['/terms-of-service', 'terms-of-service'],
  ['/about', 'about'],
  ['/inspiring-about', 'inspiring-about'],
  ['/features', 'features'],
  ['/core-features', 'core-features'],
  ['/advanced-features', 'advanced-features'],
  ['/how-it-works', 'how-it-works'],
  ['/military-families', 'military-families'],
  ['/family-legacy-hub', 'family-legacy-hub'],
  ['/discover-your-path', 'discover-your-path'],
  ['/genealogy-blog', 'genealogy-blog'],
  ['/timeline', 'timeline'],
  ['/enhanced', 'enhanced'],
] as const;

test.describe.configure({ mode: 'serial' });

let mailbox: Mailbox;
let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
  server = createServerHost(await findFreePort(), mailbox.url, {
    SUPPORT_EMAIL,
    SUPPORT_PHONE,
    LEGAL_ENTITY: 'Heirloom Family Archive Ltd',
  });
  await server.startAt(new Date());
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

test('the contact form explains a bad field, then delivers the message to support and a copy to the sender', async ({
  page,
  consoleErrors,
}) => {
  const sender = uniqueEmail('margaret');
  await page.goto(`${server.origin}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(main.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+15550102024');

  await page.getByLabel('Your name').fill('Margaret Lee');
  await page.getByLabel('Your e-mail').fill(sender);
  await page.getByLabel('Topic').selectOption({ label: 'A scheduled or delivered message' });
  await page.getByLabel('Your message').fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.messageTooShort)).toBeVisible();
  await expect(page.getByLabel('Your message')).toBeFocused();

  await page
    .getByLabel('Your message')
    .fill('My mother scheduled a birthday message for me. How will I know it is really from her?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText(CONTACT_MESSAGES.sent)).toBeVisible();

  await mailbox.waitFor(2);
  const toSupport = mailbox.received.find((email) => email.to === SUPPORT_EMAIL);
  expect(toSupport?.subject).toBe('[Contact] A scheduled or delivered message — Margaret Lee');
  expect(toSupport?.text).toContain(`From Margaret Lee <${sender}>`);
  expect(toSupport?.text).toContain('How will I know it is really from her?');
  const copy = mailbox.received.find((email) => email.to === sender);
  expect(copy?.subject).toBe('We received your message — Heirloom');
  expect(copy?.text).toContain('How will I know it is really from her?');
  expect(consoleErrors).toEqual([]);
});

test('FAQs filter as you type, and a link opens one answer', async ({ page }) => {
  await page.goto(`${server.origin}/faqs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const questions = page.locator('details');
  expect(await questions.count()).toBeGreaterThan(10);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('trash');
  await expect(questions).toHaveCount(1);
  await expect(questions.first().locator('summary')).toHaveText('I deleted a photo by mistake. Can I get it back?');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zebra crossing');
  await expect(page.getByText('No question matches “zebra crossing”.')).toBeVisible();

  // A link shared with someone else: a fresh tab opens at the answer, unfolded.
  const other = await page.context().newPage();
  await other.goto(`${server.origin}/faqs#delivery-protection`);
  const linked = other.locator('details#delivery-protection');
  await expect(linked).toHaveAttribute('open', '');
  await expect(linked.getByText(/Two days before delivery we e-mail you a reminder/)).toBeVisible();
  await expect(linked).toBeInViewport();
  await expect(other.locator('details[open]')).toHaveCount(1);
});

test('advanced features are filtered by the search parameter the site search names', async ({ page }) => {
  await page.goto(`${server.origin}/advanced-features?search=passphrase`);
  const cards = page.getByTestId('feature-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Share links and sharing dashboard');
  await expect(cards.first().getByText('Available')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the features' });
  await expect(search).toHaveValue('passphrase');
  await search.fill('print');
  await expect(page).toHaveURL(/\/advanced-features\?search=print$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Time capsules' })).toHaveCount(0);
  await search.fill('');
  // The list re-renders after the address changes: count once it has (a one-shot count raced it).
  await expect(page).toHaveURL(/\/advanced-features$/);
  await expect.poll(() => cards.count()).toBeGreaterThan(5);

  // The site search finds the voice features: the advanced ones, then the core ones under their heading.
  await page.goto(`${server.origin}/advanced-features?search=voice`);
  await expect(search).toHaveValue('voice');
  const advanced = page.getByRole('region', { name: 'Advanced features' });
  await expect(advanced.getByRole('heading', { name: 'Transcripts and emotion summary' })).toBeVisible();
  const core = page.getByRole('region', { name: 'Core features' });
  await expect(core.getByRole('heading', { name: 'Voice recordings' })).toBeVisible();
  await saveScreenshots(page, 'advanced-features-voice');
  await search.fill('zeppelin');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No feature matches “zeppelin”.')).toBeVisible();
});

test('the timeline explains itself to a visitor and shows a member their own messages and tree events in order', async ({
  page,
}) => {
  const origin = server.origin;
  await page.goto(`${origin}/timeline`);
  await expect(page.getByRole('heading', { name: 'What the timeline shows' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to see yours' })).toBeVisible();

  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail('timeline'), undefined, origin);
  await page.goto(`${origin}/timeline`);
  await expect(page.getByRole('heading', { name: 'Your timeline is empty' })).toBeVisible();

  const deliverAt = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
  await postThroughApi(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'For your wedding day',
      letterText: 'I am so proud of you.',
      occasion: 'wedding',
      deliverAt: deliverAt.toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Anna', email: uniqueEmail('anna') }],
    },
    origin,
  );
  const tree = await postThroughApi<{ id: string }>(request, '/api/family-trees', { name: 'Lee family' }, origin);
  const rosa = await postThroughApi<{ id: string }>(
    request,
    `/api/family-trees/${tree.id}/individuals`,
    { givenNames: 'Rosa', surname: 'Lee' },
    origin,
  );
  await postThroughApi(
    request,
    `/api/family-trees/${tree.id}/events`,
    { individualId: rosa.id, tag: 'BIRT', date: '12 MAR 1931', place: 'Cork' },
    origin,
  );

  await page.goto(`${origin}/timeline`);
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('March 12, 1931');
  await expect(entries.nth(0)).toContainText('Birth of Rosa Lee');
  await expect(entries.nth(1)).toContainText('For your wedding day');
  await expect(entries.nth(1)).toContainText('To be delivered to Anna');
  await expect(page.getByRole('heading', { level: 2, name: '1931' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'public-timeline-member', { isFullPage: true });
});

test('every new page is real and fits a phone, and its screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [path, name] of NEW_PAGES) {
    await page.goto(`${server.origin}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('Being built', { exact: true })).toHaveCount(0);
    if (path.includes('?')) expect(await accessibilityViolations(page), path).toEqual([]);
    // Readable at 390 px: nothing wider than a phone's screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshots(page, `public-${name}`, { isFullPage: true });
  }
});
