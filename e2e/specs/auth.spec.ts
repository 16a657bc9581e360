/**
 * Journeys through the auth modal: the modal, session states, validation messages and toasts
 * (docs/product/accounts-and-sessions.md "Auth modal"; docs/product/validation-and-errors.md).
 */
import { expect, expectToast, signUpThroughApi, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';

test.describe('auth modal', () => {
  test('signs up through the modal and lands on the dashboard, signs out, and signs in again', async ({ page }) => {
    const email = uniqueEmail('rose');
    await page.goto('/');
    // While the dialog is open, the code of the dashboard it leads to loads.
    const dashboardCode = page.waitForRequest(/\/assets\/dashboard-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dashboardCode;
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByText('Family memory vault')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, { title: 'Account Created Successfully', description: 'Welcome to Heirloom' });
    await page.keyboard.press('F8'); // the toast hotkey moves focus to the notifications
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    const username = email.split('@')[0]!;
    // The name cut from the address is no greeting; the dashboard asks for the one the family uses.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tell us what your family calls you' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(page.getByTestId('nav-username')).toHaveText(username);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In / Sign Up' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, { title: 'Welcome Back', description: 'Successfully signed in!' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom' })).toBeVisible();
  });

  test('shows each validation message under its field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    const dialog = page.getByRole('dialog');

    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.locator('#signin-email-error')).toHaveText('Please enter a valid email');
    await expect(dialog.locator('#signin-password-error')).toHaveText('Password is required');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.locator('#signup-email-error')).toHaveText('Please enter a valid email');
    await expect(dialog.locator('#signup-password-error')).toHaveText('Password must be at least 6 characters');
  });

  test('toggles password visibility', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    const password = page.getByRole('dialog').getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('shows "Sign In Failed" with the server message for a wrong password', async ({ page }) => {
    const email = uniqueEmail();
    await signUpThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, {
      title: 'Sign In Failed',
      description: 'The email or password is incorrect.',
      variant: 'destructive',
    });
    await expect(dialog).toBeVisible();
  });

  test('shows "Sign Up Failed" with the server message for a taken e-mail', async ({ page }) => {
    const email = uniqueEmail();
    await signUpThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, {
      title: 'Sign Up Failed',
      description: 'An account with this email already exists. Sign in instead.',
      variant: 'destructive',
    });
  });

  test('returns to the page that asked for sign-in (returnUrl)', async ({ page }) => {
    const email = uniqueEmail();
    await signUpThroughApi(page.context().request, email);
    await page.context().clearCookies();
    await page.goto('/settings');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, { title: 'Welcome Back', description: 'Successfully signed in!' });
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });

  test('closes with Escape and keeps the visitor where they were', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});
