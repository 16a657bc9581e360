/**
 * The admin panel as the administrator (docs/product/admin.md), on a server of its own so its
 * settings changes touch no other journey: a non-admin is turned away with "Access Denied"; the
 * admin sees the header, five stat cards and every tab with the product's texts and toasts; closing
 * registration refuses a sign-up with a clear message and a lowered maxFileSize refuses an upload
 * with 413 naming the limit; a CSV export is checked by name and content; the encrypted backup
 * restores into a fresh SQLite database with the same row counts; a photo whose bytes are gone from
 * the media store is named under "Damaged files" until it is back. Screenshots of every tab at 1280
 * and 390 px with SAVE_SCREENSHOTS=1.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decrypter } from 'age-encryption';
import SQLite from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { SYSTEM_SETTINGS_MESSAGES, type AdminDatabase } from '@heirloom/common/contracts/admin';
import { formatCalendarDay } from '@heirloom/common/utils/format-date';
import { E2E_ADMIN_EMAIL } from '../constants';
import { expect, expectToast, signUpThroughApi, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { dismissToasts, photoNamed, saveScreenshots, uploadThroughUi } from '../page-helpers';
import { createServerHost, findFreePort } from '../servers';

const PASSPHRASE = 'a passphrase for the backup';
const today = () => new Date().toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  server = createServerHost(await findFreePort(), '', { ADMIN_EMAIL: E2E_ADMIN_EMAIL });
  await server.startAt(new Date());
});
test.afterAll(async () => server.stop());

/** Calls the server with a CSRF token, as the web app does. */
async function callApi(request: APIRequestContext, method: 'POST' | 'PUT', url: string, data?: unknown) {
  const { csrfToken } = (await (await request.get(`${server.origin}/api/csrf-token`)).json()) as { csrfToken: string };
  return request.fetch(`${server.origin}${url}`, { method, data, headers: { 'X-CSRF-Token': csrfToken } });
}

async function openAdmin(page: Page, path = '/admin') {
  await signUpThroughApi(page.context().request, E2E_ADMIN_EMAIL, TEST_PASSWORD, server.origin).catch(async () => {
    const signIn = await callApi(page.context().request, 'POST', '/api/auth/signin', {
      username: E2E_ADMIN_EMAIL,
      password: TEST_PASSWORD,
      browser: 'chrome',
      mobile: false,
    });
    expect(signIn.status()).toBe(200);
  });
  await page.goto(`${server.origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

test('a signed-in user who is not admin gets Access Denied and lands on /', async ({ page }) => {
  await signUpThroughApi(page.context().request, uniqueEmail('visitor'), TEST_PASSWORD, server.origin);
  await page.goto(`${server.origin}/admin`);
  await expectToast(page, {
    title: 'Access Denied',
    description: "You don't have permission to access this area.",
    variant: 'destructive',
  });
  await expect(page).toHaveURL(`${server.origin}/`);
  expect((await page.context().request.get(`${server.origin}/api/admin/stats`)).status()).toBe(404);
});

test('header, stat cards and the Users tab: search, view, suspend, restore, delete', async ({ page, browser }) => {
  const member = await browser.newContext();
  const memberEmail = uniqueEmail('member');
  await signUpThroughApi(member.request, memberEmail, TEST_PASSWORD, server.origin);
  await openAdmin(page);
  await expect(page.getByText('Admin Access')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
  const stats = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  await expect(stats).toHaveCount(5);
  await expect(page.getByTestId('stat-totalUsers')).toHaveText(/^[3-9]$/);
  await expect(page.getByTestId('stat-totalRevenue')).toHaveText('$0.00');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Content', 'Analytics', 'Settings', 'Database'])
    await expect(page.getByRole('tab', { name })).toBeVisible();

  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByText(memberEmail)).toBeVisible();
  await page.getByLabel('Search users').fill(memberEmail.split('@')[0]!);
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByText('free')).toBeVisible();
  await saveScreenshots(page, 'admin-users', { focus: page.getByRole('tabpanel') });

  await page.getByRole('button', { name: `View ${memberEmail}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Active');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: `Suspend ${memberEmail}` }).click();
  await expectToast(page, { title: 'User suspended', description: memberEmail });
  await expect(users.getByText('suspended')).toBeVisible();
  expect((await member.request.get(`${server.origin}/api/auth/status`)).status()).toBe(401);
  const refused = await callApi(member.request, 'POST', '/api/auth/signin', {
    username: memberEmail,
    password: TEST_PASSWORD,
    browser: 'chrome',
    mobile: false,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: SYSTEM_SETTINGS_MESSAGES.suspended });
  await page.getByRole('button', { name: `Restore ${memberEmail}` }).click();
  await expectToast(page, { title: 'User restored', description: memberEmail });

  await page.getByRole('button', { name: `Delete ${memberEmail}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Delete ${memberEmail}?`);
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted', { exact: true })).toBeVisible();
  await expect(page.getByText(`No user matches “${memberEmail.split('@')[0]}”.`)).toBeVisible();
  await member.close();
});

test('Content: /admin-cms opens it; saved figures and testimonials reach the public pages', async ({ page }) => {
  await openAdmin(page, '/admin-cms');
  await expect(page).toHaveURL(`${server.origin}/admin-cms`);
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No newsletter subscribers yet.')).toBeVisible();
  await page.getByLabel('Families keeping their legacy').fill('12');
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Maya');
  await page.getByLabel('Location', { exact: true }).fill('Leeds');
  await page.getByLabel('Quote').fill('We hear Dad telling the story again.');
  await page.getByRole('button', { name: 'Save content' }).click();
  await expectToast(page, { title: 'Content Updated', description: 'The public pages show it from their next load.' });
  await dismissToasts(page);
  await saveScreenshots(page, 'admin-content', { isFullPage: true });
  await page.goto(`${server.origin}/`);
  await expect(page.getByText('We hear Dad telling the story again.')).toBeVisible();
  await expect(page.getByText('Illustrative examples, shown until families share their own.')).toHaveCount(0);
});

test('Analytics: this month against last, and a chart per month from real rows', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText(/^\+\d+ this month$/)).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const thisMonth = formatCalendarDay(`${new Date().toISOString().slice(0, 7)}-01`, 'month');
  const row = page.getByRole('row', { name: new RegExp(thisMonth) });
  await expect(row.getByRole('cell').first()).not.toHaveText('0');
  await saveScreenshots(page, 'admin-analytics', { isFullPage: true });
});

test('Settings take effect: registration closed, upload limit, and the settings toasts', async ({ page, browser }) => {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const registration = page.getByRole('switch', { name: 'Registration enabled' });
  await expect(registration).toHaveAttribute('aria-checked', 'true');
  await registration.click();
  await expectToast(page, {
    title: 'Settings Updated',
    description: 'System settings have been successfully updated.',
  });
  await expect(registration).toHaveAttribute('aria-checked', 'false');

  const visitor = await browser.newPage();
  await visitor.goto(`${server.origin}/`);
  await visitor.getByRole('button', { name: 'Sign In / Sign Up' }).first().click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(uniqueEmail('late'));
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(visitor, {
    title: 'Sign Up Failed',
    description: SYSTEM_SETTINGS_MESSAGES.registrationClosed,
    variant: 'destructive',
  });
  await visitor.close();

  await dismissToasts(page);
  const maxFileSize = page.getByLabel('Max file size (MB)');
  await expect(maxFileSize).toHaveValue('100');
  await maxFileSize.fill('1');
  await maxFileSize.press('Enter');
  await expectToast(page, {
    title: 'Settings Updated',
    description: 'System settings have been successfully updated.',
  });
  const upload = await page.context().request.fetch(`${server.origin}/api/media`, {
    method: 'POST',
    headers: {
      'X-CSRF-Token': (
        (await (await page.context().request.get(`${server.origin}/api/csrf-token`)).json()) as { csrfToken: string }
      ).csrfToken,
    },
    multipart: { file: { name: 'long.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(1024 * 1024 + 4096, 1) } },
  });
  expect(upload.status()).toBe(413);
  expect(((await upload.json()) as { message: string }).message).toContain('1 MB limit');
  await dismissToasts(page);
  await saveScreenshots(page, 'admin-settings', { focus: page.getByRole('tabpanel') });

  await dismissToasts(page);
  await page.route('**/api/admin/settings', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await registration.click();
  await expectToast(page, {
    title: 'Update Failed',
    description: 'Failed to update system settings.',
    variant: 'destructive',
  });
  await page.unroute('**/api/admin/settings');
  await dismissToasts(page);
  await registration.click();
  await expectToast(page, {
    title: 'Settings Updated',
    description: 'System settings have been successfully updated.',
  });
  await maxFileSize.fill('100');
  await maxFileSize.press('Enter');
  await expect(registration).toHaveAttribute('aria-checked', 'true');
});

test('Database: CSV export by name and content, and a backup that restores with the same row counts', async ({
  page,
}) => {
  // The passphrase's scrypt (age, in JavaScript) runs twice here, to seal and to open: seconds each
  // on a busy two-core machine.
  test.setTimeout(120_000);
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Database' }).click();
  await expect(page.getByRole('rowheader', { name: 'users', exact: true })).toBeVisible();

  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export users' }).click();
  const csvFile = await exported;
  expect(csvFile.suggestedFilename()).toBe(`users-export-${today()}.csv`);
  const csv = readFileSync(await csvFile.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('id,username,email,role,createdAt,suspendedAt');
  expect(csv).toContain(`,${E2E_ADMIN_EMAIL},admin,`);
  await expectToast(page, {
    title: 'Export Complete',
    description: `users-export-${today()}.csv has been downloaded.`,
  });
  await dismissToasts(page);
  await page.route('**/api/admin/export/messages', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Export messages' }).click();
  await expectToast(page, { title: 'Export Failed', description: 'Failed to export data.', variant: 'destructive' });
  await dismissToasts(page);
  await saveScreenshots(page, 'admin-database', { isFullPage: true });

  await page.getByRole('button', { name: 'Backup Database' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passphrase', { exact: true }).fill('too short');
  await dialog.getByRole('button', { name: 'Download encrypted backup' }).click();
  await expect(dialog.getByText('The passphrase must be at least 12 characters.')).toBeVisible();
  await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download encrypted backup' }).click();
  const backup = await downloaded;
  expect(backup.suggestedFilename()).toBe(`heirloom-backup-${today()}.sqlite.age`);
  await expect(page.getByText('Backup Complete', { exact: true })).toBeVisible();
  const counts = (await (
    await page.context().request.get(`${server.origin}/api/admin/database`)
  ).json()) as AdminDatabase;

  const decrypter = new Decrypter();
  decrypter.addPassphrase(PASSPHRASE);
  const plain = await decrypter.decrypt(new Uint8Array(readFileSync(await backup.path())));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-restore-'));
  const restoredFile = path.join(folder, 'restored.sqlite');
  writeFileSync(restoredFile, plain);
  const restored = new SQLite(restoredFile, { readonly: true });
  expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
  const restoredCounts = counts.tables.map(({ name }) => ({
    name,
    rows: (restored.prepare(`select count(*) as count from "${name}"`).get() as { count: number }).count,
  }));
  restored.close();
  rmSync(folder, { recursive: true, force: true });
  expect(counts.tables.length).toBeGreaterThan(10);
  expect(restoredCounts).toEqual(counts.tables);
});

test('Database: a photo missing from the media store is named under Damaged files until it is back', async ({
  page,
}) => {
  await openAdmin(page);
  const recordsFolder = path.join(server.dataDir, 'media', 'media');
  // The store's folder of records appears with its first file.
  const foldersNow = () => (existsSync(recordsFolder) ? readdirSync(recordsFolder) : []);
  const before = new Set(foldersNow());
  await page.goto(`${server.origin}/memory-vault`);
  await uploadThroughUi(page, photoNamed('the-dock.jpg'));
  const [photoFolder] = foldersNow().filter((name) => !before.has(name));
  expect(photoFolder).toBeDefined();

  // The store loses the photo's bytes; opening it answers a sentence, and the admin sees which it is.
  const stored = path.join(recordsFolder, photoFolder!);
  renameSync(stored, `${stored}.away`);
  const { items } = (await (await page.context().request.get(`${server.origin}/api/vault/items`)).json()) as {
    items: { id: string }[];
  };
  const opened = await page.context().request.get(`${server.origin}/api/vault/items/${items[0]!.id}/file`);
  expect(opened.status()).toBe(410);
  await page.goto(`${server.origin}/admin`);
  await page.getByRole('tab', { name: 'Database' }).click();
  const damaged = page.getByTestId('admin-missing-files');
  await expect(damaged.getByText('Vault item “the dock”')).toBeVisible();
  await expect(damaged.getByText(`${E2E_ADMIN_EMAIL} · image/jpeg · asked for once`, { exact: false })).toBeVisible();
  await saveScreenshots(page, 'admin-damaged-files', { isFullPage: true });

  renameSync(`${stored}.away`, stored);
  await page.reload();
  await page.getByRole('tab', { name: 'Database' }).click();
  await expect(damaged.getByText('No stored file has been found missing.')).toBeVisible();
});
