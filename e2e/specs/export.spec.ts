/**
 * Notification preferences and "export everything" on /settings, end to end in chromium against the
 * built server: a user with a letter and a family tree turns product news off (kept after a
 * reload), starts an export, watches its progress until the download appears, downloads the ZIP,
 * and opens its index.html from disk in the browser, where the letter, the family tree and the
 * index are listed and linked. The account-deletion section's "Export first" leads to the export.
 * Screenshots of both sections at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, expectToast, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';
import { extractZip } from '../zip';

test('turns an e-mail kind off, exports everything, downloads the ZIP and browses its index.html', async ({
  page,
  consoleErrors,
}) => {
  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail('exporter'));
  await postThroughApi(request, '/api/messages', {
    intent: 'draft',
    kind: 'letter',
    title: 'For Maya on her wedding day',
    letterText: 'Dear Maya, dance all night.',
    occasion: 'wedding',
    timeZone: 'UTC',
    recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  });
  await postThroughApi(request, '/api/family-trees', { name: 'The Lees' });

  await page.goto('/settings');
  // E-mails we send you: every kind on at first; product news turned off stays off after a reload.
  const notifications = page.locator('section#notifications');
  await expect(notifications.getByRole('heading', { name: 'E-mails we send you' })).toBeVisible();
  const productNews = notifications.getByRole('switch', { name: 'Product news' });
  await expect(productNews).toHaveAttribute('aria-checked', 'true');
  await expect(notifications.getByRole('switch', { name: 'Memory prompts' })).toHaveAttribute('aria-checked', 'true');
  await productNews.click();
  await expectToast(page, { title: 'Product news: off', description: 'We will not send these.' });
  await page.reload();
  await expect(productNews).toHaveAttribute('aria-checked', 'false');
  await saveScreenshots(page, 'settings-notifications', { focus: notifications });

  // The deletion section offers the export first, and leads to it with the keyboard focus.
  await page.locator('section#delete-account').getByRole('button', { name: 'Export first' }).click();
  const exportSection = page.locator('section#export-everything');
  const start = exportSection.getByRole('button', { name: 'Export everything' });
  await expect(start).toBeFocused();
  await start.click();
  await expectToast(page, { title: 'Export started', description: 'We will e-mail you when it is ready.' });
  // The job runs on the server's queue (one look every JOBS_INTERVAL_MS, 5 s by default): the
  // progress bar shows until the download replaces it.
  await expect(exportSection.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  const download = exportSection.getByRole('link', { name: 'Download the ZIP' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(exportSection.getByRole('status')).toContainText('is ready');
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'settings-export', { focus: exportSection });

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^heirloom-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-zip-')), file.suggestedFilename());
  await file.saveAs(zipPath);
  const folder = await extractZip(zipPath);

  // The archive's own page, opened from disk: everything listed, each file a working link.
  await page.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('everything of exporter-');
  await expect(page.getByRole('heading', { name: /Messages/ })).toBeVisible();
  await expect(page.getByText('For Maya on her wedding day')).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Lees.ged' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Lees.gdz' })).toBeVisible();
  await expect(page.getByText('Your memory vault was empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Letter' }).click();
  await expect(page.locator('body')).toHaveText('Dear Maya, dance all night.');
  expect(consoleErrors).toEqual([]);
});
