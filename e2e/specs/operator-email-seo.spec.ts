/**
 * The operator's newsletter and SEO check (docs/product/marketing-and-figures.md "The operator's
 * four tools") as the administrator, on a server of its own with a real SMTP mailbox: a reader
 * subscribes on the blog and confirms by the e-mailed link; the admin composes an issue with a live
 * preview, sends a test to themselves, then sends it; the reader receives it and leaves by its
 * unsubscribe link (the blog page asks first), and the page shows the issue sent and no subscriber
 * left. /seo-enhancement shows a row per public page. A user who is not admin is turned away from
 * both. Screenshots at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../constants';
import { expect, expectToast, signUpThroughApi, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { dismissToasts, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort, linkInEmail, startMailbox, type Email, type Mailbox } from '../servers';

test.describe.configure({ mode: 'serial' });

let mailbox: Mailbox;
let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
  server = createServerHost(await findFreePort(), mailbox.url, { ADMIN_EMAIL: E2E_ADMIN_EMAIL });
  await server.startAt(new Date());
});
test.afterAll(async () => {
  await server.stop();
  await mailbox.close();
});

/** Waits for the e-mail to `to` whose subject is `subject` (others, such as notices, may arrive between). */
async function emailTo(to: string, subject: string): Promise<Email> {
  await expect.poll(() => mailbox.received.some((email) => email.to === to && email.subject === subject)).toBe(true);
  return mailbox.received.find((email) => email.to === to && email.subject === subject)!;
}

async function callApi(request: APIRequestContext, url: string, data: unknown) {
  const { csrfToken } = (await (await request.get(`${server.origin}/api/csrf-token`)).json()) as { csrfToken: string };
  return request.post(`${server.origin}${url}`, { data, headers: { 'X-CSRF-Token': csrfToken } });
}

async function signInAdmin(page: Page) {
  await signUpThroughApi(page.context().request, E2E_ADMIN_EMAIL, TEST_PASSWORD, server.origin).catch(async () => {
    const signIn = await callApi(page.context().request, '/api/auth/signin', {
      username: E2E_ADMIN_EMAIL,
      password: TEST_PASSWORD,
      browser: 'chrome',
      mobile: false,
    });
    expect(signIn.status()).toBe(200);
  });
}

test('a signed-in user who is not admin is turned away from both pages', async ({ page }) => {
  await signUpThroughApi(page.context().request, uniqueEmail('visitor'), TEST_PASSWORD, server.origin);
  for (const path of ['/email-marketing', '/seo-enhancement']) {
    await page.goto(`${server.origin}${path}`);
    await expectToast(page, {
      title: 'Access Denied',
      description: "You don't have permission to access this area.",
      variant: 'destructive',
    });
    await expect(page).toHaveURL(`${server.origin}/`);
  }
  for (const url of ['/api/admin/newsletter/issues', '/api/admin/seo-audit'])
    expect((await page.context().request.get(`${server.origin}${url}`)).status()).toBe(404);
});

test('the admin sends an issue to a confirmed subscriber, who unsubscribes by its link', async ({ page, browser }) => {
  // Two people, seven e-mail round trips and three pairs of screenshots: more than the default 30 s.
  test.setTimeout(120_000);
  // A reader subscribes on the blog and confirms by the e-mailed link.
  const reader = await (await browser.newContext()).newPage();
  const readerEmail = uniqueEmail('reader');
  await reader.goto(`${server.origin}/blog`);
  await reader.getByLabel('Your email address').fill(readerEmail);
  await reader.getByRole('button', { name: 'Subscribe' }).click();
  await expect(reader.getByText(/we sent you an e-mail/)).toBeVisible();
  await emailTo(readerEmail, 'Confirm your subscription to the Heirloom blog');
  await reader.goto(linkInEmail(mailbox.received, readerEmail, `${server.origin}/blog?confirm=`));
  await expect(reader.getByText('Thank you: your subscription is confirmed.')).toBeVisible();

  // The admin composes with a live preview and sends a test to themselves.
  await signInAdmin(page);
  await page.goto(`${server.origin}/email-marketing`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail marketing' })).toBeVisible();
  await expect(page.getByTestId('subscriber-count')).toHaveText('1 confirmed subscriber.');
  await expect(page.getByText('No issue yet.')).toBeVisible();
  const subject = `Autumn letters ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Issue (Markdown)')
    .fill(
      '## Record before the holidays\n\nA **birthday** message recorded now reaches them on the day.\n\n- Open *Future messages*\n- Choose the date\n- Record\n\n[Read the guide](https://example.com/guide)',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Record before the holidays' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.locator('strong')).toHaveText('birthday');
  await expect(page.getByText(`Tests go to ${E2E_ADMIN_EMAIL} only`)).toBeVisible();
  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expectToast(page, {
    title: 'Test sent',
    description: `A test of this issue is on its way to ${E2E_ADMIN_EMAIL}.`,
  });
  const testEmail = await emailTo(E2E_ADMIN_EMAIL, `[Test] ${subject}`);
  expect(testEmail.html).toContain('<h2>Record before the holidays</h2>');
  await expect(page.getByTestId('newsletter-issue')).toHaveCount(1);
  await dismissToasts(page);
  await saveScreenshots(page, 'email-marketing-compose', { focus: page.getByLabel('Subject') });

  // Sent to the subscriber after a confirmation; the progress reaches 1 of 1.
  await page.getByRole('button', { name: 'Send to subscribers…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('It goes to 1 confirmed subscriber now');
  await dialog.getByRole('button', { name: 'Send to 1 confirmed subscriber' }).click();
  await expectToast(page, { title: 'Sending: the progress shows under Issues.', description: '' });
  await expect(page.getByText('1 of 1')).toBeVisible();
  await expect(page.getByTestId('newsletter-issue').getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const issue = await emailTo(readerEmail, subject);
  expect(issue.text).toContain('A **birthday** message recorded now reaches them on the day.');
  await dismissToasts(page);
  await saveScreenshots(page, 'email-marketing-sent', { focus: page.getByText('1 of 1') });

  // The reader leaves by the issue's link: the blog asks first.
  await reader.goto(linkInEmail(mailbox.received, readerEmail, `${server.origin}/blog?unsubscribe=`));
  await expect(reader.getByRole('heading', { name: 'Leave the newsletter?' })).toBeVisible();
  await saveScreenshots(reader, 'newsletter-unsubscribe');
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
  await expect(reader).toHaveURL(`${server.origin}/blog`);
  await page.reload();
  await expect(page.getByTestId('subscriber-count')).toHaveText('0 confirmed subscribers.');
  await expect(page.getByRole('button', { name: 'Send to subscribers…' })).toBeDisabled();
});

test('the SEO check lists every public page with its checks', async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`${server.origin}/seo-enhancement`);
  await expect(page.getByRole('heading', { level: 1, name: 'SEO check' })).toBeVisible();
  const rows = page.getByTestId('seo-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(50);
  const home = rows.filter({ has: page.getByRole('link', { name: '/', exact: true }) });
  await expect(home).toContainText('Valid: Organization, WebSite');
  await expect(home).toContainText('Listed');
  await saveScreenshots(page, 'seo-enhancement', { isDesktopOnly: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('seo-card').first()).toBeVisible();
  await saveScreenshots(page, 'seo-enhancement', { isMobileOnly: true, focus: page.getByTestId('seo-card').nth(1) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('switch', { name: 'Only pages that need work' }).click();
  const needsWork = await page.getByTestId('seo-row').count();
  const total = Number(await page.locator('dt:has-text("Need work") + dd').textContent());
  expect(needsWork).toBe(total);
});
