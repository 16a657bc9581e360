/**
 * The operator's funnel and headline A/B test (docs/product/marketing-and-figures.md "The
 * operator's four tools"), end to end on a server of its own: visitors in separate browsers are
 * counted by the cookie-less beacon (one that sends DNT is not); the administrator opens
 * /conversion-optimization from the admin panel and sees them in the funnel, starts a headline test
 * on /landing-optimization; fresh browsers get a variant, the home page renders exactly the
 * headline the server chose for them, and a sign-up from the challenger's browser counts for it.
 * Both pages are noindex and pass axe; screenshots at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import type { Funnel, HeadlineTests } from '@heirloom/common/contracts/site-analytics';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import { E2E_ADMIN_EMAIL } from '../constants';
import { expect, expectToast, signUpThroughApi, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort } from '../servers';

let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  server = createServerHost(await findFreePort(), '', { ADMIN_EMAIL: E2E_ADMIN_EMAIL });
  await server.startAt(new Date());
});
test.afterAll(async () => server.stop());

const CHALLENGER = 'Say it now. They will hear it on the right day.';

/** A browser of its own: every browser here shares 127.0.0.1, so its User-Agent makes it another visitor. */
async function visitorPage(browser: Browser, name: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${name}`,
    extraHTTPHeaders: headers,
  });
  return context.newPage();
}

/** Waits until the page's visit beacon has been answered. */
async function visit(page: Page, path: string) {
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/site/visits'));
  await page.goto(`${server.origin}${path}`);
  expect((await beacon).status()).toBe(204);
}

/** The headline the server chose for this page load (its app config). */
async function configuredHeadline(page: Page): Promise<PublicConfig['headline']> {
  const content = await page.locator('meta[name="app-config"]').getAttribute('content');
  return (JSON.parse(content!) as PublicConfig).headline;
}

test('visits are counted, the admin sees the funnel, runs a headline test and a fresh browser sees a variant', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Three visitors, one of them on two pages; a fourth asks not to be tracked.
  const ada = await visitorPage(browser, 'ada');
  await visit(ada, '/');
  await visit(ada, '/pricing');
  await visit(await visitorPage(browser, 'ben'), '/');
  await visit(await visitorPage(browser, 'cleo'), '/faqs');
  await visit(await visitorPage(browser, 'dnt', { DNT: '1' }), '/');

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(adminContext.request as APIRequestContext, E2E_ADMIN_EMAIL, TEST_PASSWORD, server.origin);
  await signUpThroughApi(
    (await browser.newContext()).request as APIRequestContext,
    uniqueEmail('dora'),
    TEST_PASSWORD,
    server.origin,
  );
  const funnel = (await (await adminContext.request.get(`${server.origin}/api/admin/funnel`)).json()) as Funnel;
  expect(funnel.steps.map((step) => step.count)).toEqual([3, 1, 0, 0]);

  // The funnel page: the step cards, both charts, the top pages; admin-only and noindex.
  const admin = await adminContext.newPage();
  await admin.goto(`${server.origin}/admin`);
  await admin
    .getByRole('navigation', { name: 'Operator tools' })
    .getByRole('link', { name: 'Conversion funnel' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Conversion funnel' })).toBeVisible();
  await expect(admin.getByTestId('funnel-step-visitors')).toContainText('3');
  await expect(admin.getByTestId('funnel-step-signUps')).toContainText('1');
  await expect(admin.getByTestId('funnel-step-signUps')).toContainText('33.3% of the step before');
  await expect(admin.getByRole('row', { name: '/pricing 1 1' })).toBeVisible();
  await expect(admin.locator('.recharts-surface').first()).toBeVisible();
  await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await admin.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(admin.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByTestId('funnel-step-visitors')).toContainText('3');
  expect(await accessibilityViolations(admin)).toEqual([]);
  await saveScreenshots(admin, 'conversion-optimization', { isFullPage: true });

  // The headline test: refused empty, then started.
  await admin.goto(`${server.origin}/landing-optimization`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Headline A/B test' })).toBeVisible();
  await expect(admin.getByTestId('current-headline')).toHaveText(DEFAULT_HOME_HEADLINE);
  await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await admin.getByRole('button', { name: 'Start the test' }).click();
  await expect(admin.locator('#headline-b-error')).toHaveText('Please write the challenger headline.');
  await saveScreenshots(admin, 'landing-optimization-start', { isFullPage: true });
  await admin.getByLabel('Headline B (the challenger)').fill(CHALLENGER);
  await admin.getByRole('button', { name: 'Start the test' }).click();
  await expectToast(admin, { title: 'The test is running', description: 'one of the two headlines' });
  const running = admin.getByTestId('headline-test');
  await expect(running).toContainText('Running test');
  await expect(running.getByTestId('headline-arm-B')).toContainText(CHALLENGER);
  await expect(running.getByRole('status')).toContainText('each headline needs 100 visitors');

  // Fresh browsers: each is shown exactly the headline the server chose for it, until one gets B.
  let challengerPage: Page | undefined;
  const shown = { A: 0, B: 0 };
  for (let index = 0; index < 24 && !challengerPage; index += 1) {
    const fresh = await visitorPage(browser, `fresh-${index}`);
    await visit(fresh, '/');
    const headline = await configuredHeadline(fresh);
    expect(headline?.test?.variant).toMatch(/^[AB]$/);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(headline!.text);
    shown[headline!.test!.variant] += 1;
    if (headline?.test?.variant === 'B') challengerPage = fresh;
  }
  expect(challengerPage, 'one of 24 fresh browsers gets the challenger').toBeDefined();
  await expect(challengerPage!.getByRole('heading', { level: 1 })).toHaveText(CHALLENGER);
  await saveScreenshots(challengerPage!, 'landing-optimization-variant-home');

  // That visitor signs up from the home page: the sign-up counts for B.
  await challengerPage!.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = challengerPage!.getByRole('dialog');
  await dialog.getByLabel('Email').fill(uniqueEmail('erin'));
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(challengerPage!, { title: 'Account Created Successfully', description: 'Welcome to' });
  const tests = (await (
    await adminContext.request.get(`${server.origin}/api/admin/headline-tests`)
  ).json()) as HeadlineTests;
  const [armA, armB] = tests.tests[0]!.arms;
  // Each fresh browser's home visit is one exposure of the headline it was shown.
  expect(armA).toMatchObject({ exposures: shown.A, signUps: 0 });
  expect(armB).toMatchObject({ exposures: shown.B, signUps: 1 });

  await admin.reload();
  await expect(admin.getByTestId('headline-arm-B')).toContainText(`Sign-ups1`);
  expect(await accessibilityViolations(admin)).toEqual([]);
  await saveScreenshots(admin, 'landing-optimization', { isFullPage: true });

  // Stopping asks first; afterwards everyone sees the current headline again.
  await admin.getByRole('button', { name: 'Stop the test' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Stop the test' }).click();
  await expectToast(admin, { title: 'The test is stopped', description: '' });
  await expect(admin.getByRole('heading', { name: 'Start a test' })).toBeVisible();
  await expect(admin.getByTestId('headline-test')).toContainText('Stopped test');
  const after = await visitorPage(browser, 'after');
  await after.goto(`${server.origin}/`);
  await expect(after.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_HOME_HEADLINE);
});
