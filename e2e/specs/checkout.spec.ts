/**
 * Checkout in test mode (docs/product/plans-and-pricing.md "Payments"): the pricing link's price is
 * not trusted, the page says plainly that no card is charged, confirming activates the plan and
 * /payment-success says what was bought; /subscription upgrades to annual now, schedules the switch
 * to monthly and cancels at the period end, and undoes both; its invoices are labelled test
 * records; the 30-day money-back refund, asked first, gives both payments back and ends the plan
 * now. The plan changes and the refund are tests of their own over a plan bought through the API,
 * so no journey outgrows its time on a busy machine. Screenshots of checkout, payment success and
 * subscription (active, downgrade scheduled, refunded) with SAVE_SCREENSHOTS=1. "Your plan" is found
 * again afterwards from the account menu, settings, the dashboard and pricing.
 */
import type { Page } from '@playwright/test';
import { planById } from '@heirloom/common/domain/plans';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { dismissToasts, saveScreenshots } from '../page-helpers';

test('a visitor is asked to sign in before checkout, and is told no card is charged', async ({ page }) => {
  await page.goto('/checkout?plan=complete_legacy&price=95.52&period=year');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Test mode — no card is charged.');
  await expect(page.getByText('$95.52')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to continue' })).toBeVisible();
});

test('buys Complete Legacy in test mode, distrusting the price in the link, and finds it on /subscription', async ({
  page,
}) => {
  await signUpThroughApi(page.context().request, uniqueEmail('buyer'));
  await page.goto('/checkout?plan=complete_legacy&price=1.00&period=month');
  await expect(page.getByText('$9.95')).toBeVisible();
  await expect(page.getByText('The link said $1; the price above is the one in our plan list')).toBeVisible();
  await saveScreenshots(page, 'checkout-test-mode');
  await page.getByRole('button', { name: 'Activate Complete Legacy (test mode)' }).click();

  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/^Complete Legacy, monthly, is active until \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByText('Complete Legacy, monthly: $9.95 on')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('No money was taken');
  await saveScreenshots(page, 'payment-success');

  await page.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$9\.95\.$/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
    'aria-valuetext',
    '0 bytes of 200 GB used',
  );
  // What the plan gives, from the same plan table as pricing.
  await expect(page.getByTestId('plan-includes').getByRole('listitem')).toHaveText([
    ...planById('complete_legacy').features,
  ]);
  // The dashboard shows the same allowance.
  await page.goto('/dashboard');
  await expect(page.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
    'aria-valuetext',
    '0 bytes of 200 GB used',
  );
});

/** Signs up a new user and buys Complete Legacy, monthly, through the API (as the journey above does on screen). */
async function buyThroughApi(page: Page, name: string) {
  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail(name));
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  const bought = await request.post('/api/billing/checkout', {
    data: { plan: 'complete_legacy', period: 'month' },
    headers,
  });
  expect(bought.status()).toBe(201);
  return { request, headers };
}

test('upgrades to annual now, schedules the switch to monthly at the period end, and undoes it', async ({ page }) => {
  await buyThroughApi(page, 'changer');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Upgrade to annual' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upgrade now' }).click();
  await expect(page.getByText('Upgraded to annual billing', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$95\.52\.$/)).toBeVisible();
  await expect(page.getByText('Complete Legacy, upgrade to annual (prorated)')).toBeVisible();
  await dismissToasts(page);

  await page.getByRole('button', { name: 'Switch to monthly' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch at period end' }).click();
  await expect(page.getByText(/^Switches to monthly billing on \w+ \d{1,2}, \d{4} for \$9\.95\.$/)).toBeVisible();
  await dismissToasts(page);
  await saveScreenshots(page, 'subscription-downgrade-scheduled');
  await page.getByRole('button', { name: 'Stay on annual' }).click();
  await expectToast(page, { title: 'Your plan continues as before', description: '' });
});

test('cancels at the period end, saying what the plan’s end changes, and keeps the plan after all', async ({
  page,
}) => {
  await buyThroughApi(page, 'canceller');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('dialog')).toContainText('goes on as Free Forever and nothing is deleted');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/^Your plan ends on \w+ \d{1,2}, \d{4}\. Nothing more will be charged\.$/)).toBeVisible();
  await dismissToasts(page);
  await saveScreenshots(page, 'subscription', { isFullPage: true });
  await page.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$9\.95\.$/)).toBeVisible();
});

test('labels the invoices as test records and refunds both payments, asked first', async ({ page }) => {
  // The plan bought and upgraded as above, through the API.
  const { request, headers } = await buyThroughApi(page, 'refund');
  expect(
    (
      await request.post('/api/billing/subscription/change', { data: { action: 'upgrade_to_annual' }, headers })
    ).status(),
  ).toBe(200);
  await page.goto('/subscription');

  // Invoices: both payments, each labelled a test record.
  const invoices = page.getByRole('listitem').filter({ hasText: 'Test record — no card was charged' });
  await expect(invoices).toHaveCount(2);
  await expect(invoices.filter({ hasText: 'Complete Legacy, monthly' })).toContainText('$9.95');
  const upgradeCharge = (await invoices.filter({ hasText: 'upgrade to annual' }).textContent())!.match(
    /\$(\d+\.\d\d)/,
  )![1]!;
  const total = (9.95 + Number(upgradeCharge)).toFixed(2);

  // The 30-day money-back refund, asked first.
  await expect(page.getByText(`you can have every payment back ($${total})`)).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Refund $${total} and end your plan now?`);
  await expect(dialog).toContainText('Test mode: no card was charged, so nothing is paid back.');
  await dialog.getByRole('button', { name: 'Refund and end plan' }).click();
  await expectToast(page, { title: 'Refund recorded (test mode)', description: '' });
  await expect(page.getByRole('heading', { level: 2, name: 'Free Forever' })).toBeVisible();
  await expect(page.getByText('Your payments were refunded under the money-back guarantee.')).toBeVisible();
  await expect(page.getByText(/^Refunded on \w+ \d{1,2}, \d{4}$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
  await dismissToasts(page);
  await saveScreenshots(page, 'subscription-refunded', { isFullPage: true });
});

test('a subscriber finds "Your plan" again from the account menu, settings, the dashboard and pricing', async ({
  page,
}) => {
  await buyThroughApi(page, 'plan-finder');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Your plan/ }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Your plan', 'Settings']);
  await saveScreenshots(page, 'account-menu');
  await page.getByRole('menuitem', { name: 'Your plan' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$9\.95\.$/)).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByTestId('settings-plan')).toHaveText(/^Complete Legacy, monthly: renews on .+\.$/);
  await page.getByRole('link', { name: 'See your plan' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.goto('/pricing');
  const ownPlan = page.getByTestId('plan-complete_legacy');
  await expect(ownPlan.getByRole('link', { name: 'Your plan' })).toHaveAttribute('href', '/subscription');
  await expect(ownPlan.getByRole('link', { name: 'Choose Complete Legacy' })).toHaveCount(0);
  await expect(page.getByTestId('plan-free_forever').getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await saveScreenshots(page, 'pricing-your-plan');
});
