/**
 * Account security in one journey (issue 13 item 2, "Done when" bullet 2, the part built so far):
 * a family member signs up in the dialog on a server that e-mails the verification link at sign-up
 * (EMAIL_VERIFICATION_AT_SIGNUP) to a real SMTP server; the app shows the verification banner until
 * the link is followed; a used link says so. Signed out, they ask "Forgot your password?", follow
 * the e-mailed link, choose a new password (the old one stops working) and sign in with it.
 * With SAVE_SCREENSHOTS=1 it saves the banner, the verified link panel and the reset form at 1280
 * and 390 px.
 */
import { ACCOUNT_LINK_MESSAGES } from '@heirloom/common/contracts/account';
import { expect, expectToast, test as base, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { dismissToasts, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort, linkInEmail, startMailbox, type Mailbox } from '../servers';

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

test('sign up, verify the e-mail from the inbox, and reset a forgotten password from an e-mail', async ({
  page,
  mailServer,
}) => {
  test.setTimeout(90_000);
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

  // Signed out, "Forgot your password?" e-mails a reset link.
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
  await expectToast(page, { title: 'Welcome Back', description: 'Successfully signed in!' });
  await expect(banner).toHaveCount(0);
  await page.goto(resetLink);
  await page.getByLabel('New password').fill('yet another one');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_LINK_MESSAGES.linkUsed })).toBeVisible();
});
