/**
 * What the legacy pages say, in chromium: a message "After my death" asks no occasion and no time
 * zone (a date does) and is scheduled without them; /legacy without legacy contacts says they must
 * be named first (never "1 of 0"); its status is one message, the most serious (a plan with only an
 * invited contact cannot be released; "All is well" once they accept); /legacy and /last-wishes say
 * the same about what the contacts receive at a release. Screenshots of /legacy at 1280 and 390 px
 * (SAVE_SCREENSHOTS=1).
 */
import { LEGACY_RELEASE_SUMMARY } from '@heirloom/common/domain/legacy-release-contents';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { saveScreenshots } from '../page-helpers';

test('a message after death has no occasion or time zone', async ({ page, consoleErrors }) => {
  await signUpThroughApi(page.context().request, uniqueEmail('after-death'));
  await page.goto('/schedule-message?when=after_death');
  await expect(page.getByRole('radio', { name: 'After my death' })).toBeChecked();
  await expect(page.getByTestId('after-death-note')).toBeVisible();
  await expect(page.getByLabel('Occasion')).toHaveCount(0);
  await expect(page.getByLabel('Time zone')).toHaveCount(0);
  // A date asks for both; back to "After my death", they are gone again.
  await page.getByRole('radio', { name: 'On a date' }).check();
  await expect(page.getByLabel('Occasion')).toBeVisible();
  await expect(page.getByLabel('Time zone')).toBeVisible();
  await page.getByRole('radio', { name: 'After my death' }).check();
  await expect(page.getByLabel('Occasion')).toHaveCount(0);
  await expect(page.getByLabel('Time zone')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Letter' }).click();
  await page.getByLabel('Your letter').fill('Be kind to each other.');
  await page.getByLabel('Title').fill('For all of you, afterwards');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill('maya@example.com');
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await page.waitForURL(/\/legacy-messages$/);
  await expect(page.getByText('Delivery: after my death')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the legacy page: no "1 of 0", one status, and the same words about a release as the last wishes', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signUpThroughApi(page.context().request, uniqueEmail('legacy-owner'));
  const status = page.getByTestId('legacy-status');

  // No legacy contacts yet: the quorum is not offered as "1 of 0".
  await page.goto('/legacy');
  await expect(status.getByRole('status')).toContainText('You have no legacy plan yet.');
  await expect(page.getByTestId('quorum-without-contacts')).toHaveText(
    'Contacts who must confirmNo legacy contacts yet: name them first, then choose how many must confirm.',
  );
  await expect(page.getByLabel('Contacts who must confirm')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/\d+ of 0\b/);
  await expect(page.getByTestId('legacy-release-summary')).toHaveText(LEGACY_RELEASE_SUMMARY);
  await saveScreenshots(page, 'legacy-without-contacts', { isFullPage: true });

  // The last-wishes page says the same.
  await page.goto('/last-wishes');
  await expect(page.getByTestId('legacy-release-summary')).toHaveText(LEGACY_RELEASE_SUMMARY);

  // One contact invited, not accepted: the plan starts but cannot be released, and says only that.
  const contactEmail = uniqueEmail('legacy-contact');
  const invitation = await postThroughApi<{ id: string }>(page.context().request, '/api/circle/invitations', {
    name: 'Ada',
    email: contactEmail,
    relationship: 'Daughter',
    role: 'legacy_contact',
  });
  await page.goto('/legacy');
  await expect(page.getByLabel('Contacts who must confirm')).toHaveValue('1');
  await expect(page.getByLabel('Contacts who must confirm').locator('option')).toHaveText(['1 of 1']);
  await page.getByRole('button', { name: 'Start my legacy plan' }).click();
  await expect(status.getByRole('alert')).toContainText('Your plan cannot be released yet.');
  await expect(status.getByRole('alert')).toContainText(
    '0 legacy contacts accepted, but 1 must confirm: nothing can be released until enough accept. 1 invitation still waiting for an answer.',
  );
  await expect(status).not.toContainText('All is well');
  await expect(status.getByRole('status')).toHaveCount(0);
  await expect(status).toContainText('1 of 1 legacy contact must confirm');
  await saveScreenshots(page, 'legacy-short-of-contacts', { isFullPage: true });

  // Once the contact accepts, all is well, and only that.
  const contact = await browser.newContext();
  await signUpThroughApi(contact.request, contactEmail, undefined, baseURL);
  await postThroughApi(contact.request, '/api/invitations/accept', { invitationId: invitation.id }, baseURL);
  await page.reload();
  await expect(status.getByRole('status')).toContainText('All is well.');
  await expect(status.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('legacy-release-summary')).toHaveText(LEGACY_RELEASE_SUMMARY);
  await saveScreenshots(page, 'legacy-all-is-well', { isFullPage: true });
  expect(consoleErrors).toEqual([]);
});
