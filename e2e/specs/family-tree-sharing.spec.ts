/**
 * A family tree is its owner's alone until the owner shares it with the family circle
 * (docs/decisions/005). Grandpa Joe starts a tree; Anna, an editor of his circle, finds no tree to
 * open. He switches on "Share with my family circle" on the chart page (the line under it says who
 * sees it now); Anna then opens the tree and may edit Rose, his own record ("this is me"), but is
 * offered neither to claim nor to delete it; he switches it off and it is gone for her on the next
 * load. With SAVE_SCREENSHOTS=1 it saves the switch at 1280 and 390 px.
 */
import { expect, joinCircleThroughApi, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { openBrowser, saveScreenshots } from '../page-helpers';

test('a tree stays its owner’s until he shares it with the circle, and unsharing closes it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.context().request, uniqueEmail('joe'));
  const tree = await postThroughApi<{ id: string }>(page.context().request, '/api/family-trees', { name: 'The Lees' });
  const rose = await postThroughApi<{ id: string }>(
    page.context().request,
    `/api/family-trees/${tree.id}/individuals`,
    { givenNames: 'Rose', surname: 'Lee' },
  );
  // Rose is Joe's own record ("this is me").
  const { csrfToken } = (await (await page.context().request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const linked = await page.context().request.put(`/api/family-trees/${tree.id}/individuals/${rose.id}/me`, {
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(linked.status()).toBe(200);
  const anna = await openBrowser(browser);
  const annaEmail = uniqueEmail('anna');
  const annaAccount = await signUpThroughApi(anna.context().request, annaEmail);
  await joinCircleThroughApi(
    page.context().request,
    { request: anna.context().request, username: annaAccount.username, email: annaEmail },
    'editor',
  );

  // Not shared yet: Anna, an editor of the circle, has no tree to open.
  await anna.goto('/family-tree');
  await expect(anna.getByRole('heading', { level: 1, name: 'No family tree yet' })).toBeVisible();

  await page.goto('/family-tree');
  await expect(page.getByRole('heading', { level: 1, name: 'The Lees' })).toBeVisible();
  const sharing = page.getByTestId('circle-sharing');
  const shareSwitch = sharing.getByRole('switch', { name: 'Share with my family circle: The Lees' });
  await expect(shareSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(sharing).toContainText('Only you. Your family circle sees it once you share it.');
  await shareSwitch.click();
  await expect(shareSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(sharing).toContainText('You and your family circle: editors can change it, viewers can read it.');
  await expect(page.getByText('Your family circle now sees “The Lees”.', { exact: true })).toBeVisible();
  await saveScreenshots(page, 'family-tree-circle-sharing', { focus: sharing });

  // Shared: Anna opens it (and, being a member, sees no switch of her own).
  await anna.reload();
  await expect(anna.getByRole('heading', { level: 1, name: 'The Lees' })).toBeVisible();
  await expect(anna.getByTestId('circle-sharing')).toHaveCount(0);
  // As an editor she changes Rose, but Joe's own record is neither hers to claim nor to delete.
  await anna.goto(`/family-tree-builder?tree=${tree.id}&person=${rose.id}`);
  await expect(anna.getByTestId('builder-person')).toHaveText('Rose Lee');
  await expect(anna.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(anna.getByRole('button', { name: 'This is me' })).toHaveCount(0);
  await expect(anna.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Unshared again: gone for her on the next load.
  await shareSwitch.click();
  await expect(shareSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('“The Lees” is just yours again.', { exact: true })).toBeVisible();
  await anna.goto('/family-tree');
  await expect(anna.getByRole('heading', { level: 1, name: 'No family tree yet' })).toBeVisible();
});
