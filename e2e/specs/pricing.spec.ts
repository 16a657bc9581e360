/**
 * The pricing page (docs/product/pages-and-routes.md "Pricing page";
 * docs/product/plans-and-pricing.md): billing toggle, prices, buttons.
 */
import { expect, test } from '../fixtures';

test('switches between monthly and annual prices and links the paid plan to checkout', async ({ page }) => {
  await page.goto('/pricing');
  const complete = page.getByTestId('plan-complete_legacy');
  await expect(complete.getByTestId('plan-price')).toHaveText('$9.95');
  await expect(complete).toContainText('per month');
  await expect(complete.getByRole('link', { name: 'Choose Complete Legacy' })).toHaveAttribute(
    'href',
    '/checkout?plan=complete_legacy&price=9.95&period=month',
  );

  await page.getByRole('radio', { name: 'Annual (save 20%)' }).click();
  await expect(complete.getByTestId('plan-price')).toHaveText('$95.52');
  await expect(complete).toContainText('per year');
  await expect(complete.getByTestId('plan-saving')).toHaveText('You save $23.88 per year');
  await complete.getByRole('link', { name: 'Choose Complete Legacy' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=complete_legacy&price=95\.52&period=year$/);

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('answers the plan questions and marks testimonials as illustrative', async ({ page }) => {
  await page.goto('/transparent-pricing');
  await page.getByText('Can I change plans later?').click();
  await expect(page.getByText('An upgrade takes effect immediately')).toBeVisible();
  await expect(page.getByText('Illustrative examples, shown until families share their own.')).toBeVisible();
});

test('shows the same plans on the legacy-planning page, with its calls to action', async ({ page }) => {
  await page.goto('/legacy-planning');
  await expect(page.getByTestId('plan-complete_legacy').getByTestId('plan-price')).toHaveText('$9.95');
  await page.getByRole('radio', { name: 'Annual (save 20%)' }).click();
  await expect(page.getByTestId('plan-complete_legacy').getByTestId('plan-price')).toHaveText('$95.52');
  await expect(page.getByRole('link', { name: 'Start planning in your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
});
