/**
 * A withdrawn recipient link can be re-issued, in chromium against its own server (APP_NOW) and a
 * real SMTP receiver: after a letter's delivery the owner withdraws Maya's link on /legacy-messages
 * (after a confirmation), then sends her a new one; Maya receives it by e-mail, the new link opens
 * the letter (which downloads as a PDF and prints alone) and the old one stays closed, on the same
 * "no longer shared" page a revoked album link shows.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, postThroughApi, signUpThroughApi, journeyTest, uniqueEmail } from '../fixtures';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { saveScreenshots, shouldSaveScreenshots } from '../page-helpers';
import { linkInEmail, type Mailbox } from '../servers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-05-01T09:00:00Z');
const screenshotFolder = path.resolve(import.meta.dirname, '../../docs/screenshots');

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC' });

const cardOf = (page: Page, title: string) => page.getByTestId('message-card').filter({ hasText: title });
const mayaLinks = (mailbox: Mailbox, origin: string) =>
  mailbox.received
    .filter((email) => email.to === 'maya@example.com')
    .map((email) => linkInEmail([email], 'maya@example.com', `${origin}/shared/`));

test('withdraws a delivered letter’s link and sends the recipient a new one', async ({ page, journey }) => {
  test.setTimeout(120_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail('reissue'), undefined, origin);
  await postThroughApi(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'For your graduation',
      letterText: 'Dear Maya,\nWe are so proud of you.',
      occasion: 'other',
      deliverAt: new Date(T0.getTime() + DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    },
    origin,
  );

  await server.moveClockTo(new Date(T0.getTime() + 2 * DAY));
  await expect.poll(() => mayaLinks(mailbox, origin).length, { timeout: 20_000 }).toBe(1);
  const [oldLink] = mayaLinks(mailbox, origin);
  const tokenOf = (link: string) => link.split('/shared/')[1]!;

  await page.goto(`${origin}/legacy-messages`);
  const card = cardOf(page, 'For your graduation');
  await card.getByRole('button', { name: 'Withdraw link' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('You can send them a new link later.');
  await confirm.getByRole('button', { name: 'Withdraw the link' }).click();
  await expect(card).toContainText('link withdrawn');
  expect((await request.get(`${origin}/api/shared/${tokenOf(oldLink!)}`)).status()).toBe(404);
  if (shouldSaveScreenshots)
    await card.screenshot({ path: path.join(screenshotFolder, 'recipient-link-withdrawn-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  if (shouldSaveScreenshots)
    await card.screenshot({ path: path.join(screenshotFolder, 'recipient-link-withdrawn-390.png') });

  await card.getByRole('button', { name: 'Send a new link' }).click();
  await expect(confirm).toContainText('We will e-mail maya@example.com a new link to this message.');
  await confirm.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('A new link is on its way to Maya').first()).toBeVisible();
  await expect(card).not.toContainText('link withdrawn');
  await expect(card.getByRole('button', { name: 'Withdraw link' })).toBeVisible();

  await expect.poll(() => mayaLinks(mailbox, origin).length, { timeout: 20_000 }).toBe(2);
  const newLink = mayaLinks(mailbox, origin)[1]!;
  expect(newLink).not.toBe(oldLink);
  expect((await request.get(`${origin}/api/shared/${tokenOf(newLink)}`)).status()).toBe(200);
  expect((await request.get(`${origin}/api/shared/${tokenOf(oldLink!)}`)).status()).toBe(404);
  await page.goto(newLink);
  await expect(page.getByText('We are so proud of you.')).toBeVisible();
  // The letter downloads as a PDF on the paper of her region (US Letter for this en-US browser)…
  const pdfLink = page.getByRole('link', { name: 'Download the letter (PDF)' });
  await expect(pdfLink).toHaveAttribute('href', `/api/shared/${tokenOf(newLink)}/letter.pdf?pageSize=letter`);
  const download = page.waitForEvent('download');
  await pdfLink.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // …and prints alone: no buttons, no footer on paper.
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await saveScreenshots(page, 'delivered-letter', { focus: print });
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(pdfLink).toBeHidden();
  await expect(page.getByText('This page is private to you.')).toBeHidden();
  await expect(page.getByText('We are so proud of you.')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The withdrawn link shows the page a revoked album link shows, not a bare error.
  await page.goto(oldLink!);
  const gone = page.getByTestId('share-unavailable');
  await expect(gone.getByRole('heading', { level: 1, name: SHARE_LINK_MESSAGES.noLongerShared })).toBeVisible();
  await expect(gone).toContainText('ask the person who sent it to you for a new link');
  await expect(gone.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await saveScreenshots(page, 'revoked-message-link');
});
