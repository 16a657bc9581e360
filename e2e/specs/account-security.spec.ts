/**
 * Account security in one journey (docs/product/accounts-and-sessions.md "Two-factor sign-in",
 * "Password, e-mail and devices"):
 * a family member signs up in the dialog on a server that e-mails the verification link at sign-up
 * (EMAIL_VERIFICATION_AT_SIGNUP) to a real SMTP server; the app shows the verification banner until
 * the link is followed; a used link says so. They turn on two-factor sign-in from /settings (the
 * test reads the key from the page and computes the codes with otpauth, as an authenticator app
 * would), sign out, and sign in with the password and a code (a wrong code is explained first).
 * Signed out, they ask "Forgot your password?", follow the e-mailed link, choose a new password
 * (the old one stops working) and sign in with it and a recovery code. Last, they export
 * everything from /settings, download the ZIP and open its index.html from disk.
 * With SAVE_SCREENSHOTS=1 it saves the banner, the verified link panel, settings with two-factor
 * on, the recovery codes, the sign-in code step and the reset form at 1280 and 390 px.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_LINK_MESSAGES } from '@heirloom/common/contracts/account';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import { expect, expectToast, test as base, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { dismissToasts, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort, linkInEmail, startMailbox, type Mailbox } from '../servers';
import { extractZip } from '../zip';

const test = base.extend<{ mailServer: { mailbox: Mailbox; origin: string } }>({
  // Playwright reads a fixture's dependencies from this pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  mailServer: async ({}, use) => {
    const mailbox = await startMailbox();
    const server = createServerHost(await findFreePort(), mailbox.url, { EMAIL_VERIFICATION_AT_SIGNUP: 'true' });
    try {
      await server.startAt(new Date());
      await use({ mailbox, origin: server.origin });
    } finally {
      await server.stop();
      await mailbox.close();
    }
  },
});

const NEW_PASSWORD = 'a brand new password';

/** The authenticator app of the journey: codes of `key` (as the page shows it) at a given time. */
function authenticatorFor(key: string) {
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return {
    code: (timestamp = Date.now()) => totp.generate({ timestamp }),
    /** Milliseconds until the app shows its next code (a code works once). */
    untilNextCode: () => totp.remaining(),
  };
}

test('sign up, verify the e-mail, turn on two-factor, sign in with a code, reset a forgotten password and export everything', async ({
  page,
  mailServer,
}) => {
  test.setTimeout(150_000);
  const { mailbox, origin } = mailServer;
  const email = uniqueEmail('maya');
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });

  // Sign up in the dialog that /settings opens for a visitor.
  await page.goto(`${origin}/settings`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, { title: 'Account Created Successfully', description: 'Welcome to Heirloom' });
  await dismissToasts(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(banner).toContainText(email);
  await saveScreenshots(page, 'account-verify-banner');

  // The verification e-mail arrives; its link verifies once.
  await mailbox.waitFor(1);
  expect(mailbox.received[0]).toMatchObject({ to: email, subject: 'Please verify your e-mail address for Heirloom' });
  const verifyLink = linkInEmail(mailbox.received, email, `${origin}/settings?link=verify-email&token=`);
  await page.goto(verifyLink);
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_LINK_MESSAGES.emailVerified })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await saveScreenshots(page, 'account-email-verified');
  await page.goto(verifyLink);
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_LINK_MESSAGES.linkUsed })).toBeVisible();

  // Two-factor sign-in: scan (here: read) the key, confirm with a code, keep the recovery codes.
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const app = authenticatorFor(await twoFactor.getByLabel('Your setup key').innerText());
  await saveScreenshots(page, 'settings-two-factor-setup', { focus: twoFactor });
  await twoFactor.getByLabel('2. Enter the 6-digit code the app shows').fill(app.code());
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await saveScreenshots(page, 'settings-two-factor-recovery-codes', { focus: twoFactor });
  await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(twoFactor.getByText('Two-factor sign-in is on since')).toContainText('10 recovery codes left');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('list', { name: 'Signed-in devices' })).toContainText('This device');
  await saveScreenshots(page, 'settings-devices', { focus: devices });
  await saveScreenshots(page, 'settings-two-factor', { focus: twoFactor });

  // Signed out, the password alone no longer signs in: the dialog asks for a code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(`${origin}/settings`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeField = dialog.getByLabel('Code', { exact: true });
  await expect(codeField).toBeFocused();
  await saveScreenshots(page, 'signin-two-factor-code');
  await codeField.fill(app.code(Date.now() - 10 * 60_000));
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(dialog.getByText(ACCOUNT_SECURITY_MESSAGES.wrongCode)).toBeVisible();
  // The code that turned it on works once: the app's next code signs in.
  await page.waitForTimeout(app.untilNextCode() + 500);
  await codeField.fill(app.code());
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectToast(page, { title: 'Welcome Back', description: 'Successfully signed in!' });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Signed out, "Forgot your password?" e-mails a reset link.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(`${origin}/settings`);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await dialog.getByLabel('Your e-mail address, for a reset link').fill(email);
  await dialog.getByRole('button', { name: 'E-mail me a reset link' }).click();
  await expect(dialog.getByText(ACCOUNT_LINK_MESSAGES.resetRequested)).toBeVisible();
  await mailbox.waitFor(2);
  expect(mailbox.received[1]).toMatchObject({ to: email, subject: 'Choose a new password for Heirloom' });
  const resetLink = linkInEmail(mailbox.received, email, `${origin}/settings?link=reset-password&token=`);

  // The link opens the reset form without signing in; a short password is explained first.
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await saveScreenshots(page, 'account-reset-password');
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_LINK_MESSAGES.passwordReset })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, {
    title: 'Sign In Failed',
    description: 'The email or password is incorrect.',
    variant: 'destructive',
  });
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Two-factor stays on after a reset; a recovery code stands in for the phone.
  await codeField.fill(recoveryCodes[0]!);
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectToast(page, { title: 'Welcome Back', description: 'Successfully signed in!' });
  // Signed in from the reset panel (no return address), the app goes on to /dashboard
  // (docs/product/accounts-and-sessions.md "Redirect after auth").
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(banner).toHaveCount(0);
  await page.goto(`${origin}/settings`);
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('9 recovery codes left');
  await page.goto(resetLink);
  // Signed in, the page shows the link's form first and the settings' own password form below it.
  await page.getByLabel('New password').first().fill('yet another one');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_LINK_MESSAGES.linkUsed })).toBeVisible();

  // Everything exported, and the archive's own page browsed from disk.
  await page.goto(`${origin}/settings`);
  const exportSection = page.locator('section#export-everything');
  await exportSection.getByRole('button', { name: 'Export everything' }).click();
  const download = exportSection.getByRole('link', { name: 'Download the ZIP' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const zipPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-zip-')), file.suggestedFilename());
  await file.saveAs(zipPath);
  await page.goto(pathToFileURL(path.join(await extractZip(zipPath), 'index.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('everything of maya-');
});
