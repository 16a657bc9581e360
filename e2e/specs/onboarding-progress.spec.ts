/**
 * Onboarding and progress, end to end: a new account's dashboard offers the three
 * short steps; the user gives their name, records a first memory with the fake microphone, invites
 * one relative, and lands on a summary; /progress-tracking then counts from real data (a voice kept,
 * a relative invited: 2 of 6, next "Schedule a message"), and a letter scheduled through the API
 * moves it to 3 of 6. Onboarding resumes where it was left (after a reload, at step 2; once all is
 * done, on its last screen). At 1280 and 390 px (screenshots in docs/screenshots with SAVE_SCREENSHOTS=1);
 * both pages pass axe.
 */
import path from 'node:path';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, fakeMicrophoneLaunchOptions, saveScreenshots } from '../page-helpers';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);
test.use({ launchOptions: fakeMicrophoneLaunchOptions(fixture('voice-note.wav')) });

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`onboards a new user in three steps and counts their progress at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await signUpThroughApi(page.context().request, uniqueEmail('rose'));

    await page.goto('/dashboard');
    await expect(page.getByTestId('progress-line')).toContainText('New here? Three short steps');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    // Step 1: the name the family knows them by.
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'What should your family call you?' })).toBeVisible();
    await page.getByLabel('Your name').fill('Grandma Rose');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByTestId('nav-username')).toHaveText('Grandma Rose');
    const recordingHeading = page.getByRole('heading', { level: 1, name: 'Record a first memory' });
    await expect(recordingHeading).toBeFocused();

    // Coming back later, onboarding opens where it was left: the name is done.
    await page.reload();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Steps' })).toContainText('What should your family call you?: done');

    // Step 2: a first recording, kept in the vault's voice recordings.
    await expect(recordingHeading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep this recording' })).toBeDisabled();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByText('Recording…')).toBeVisible();
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('voice-recorder').getByText('Your recording')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    if (width === 1280) await saveScreenshots(page, 'onboarding-recording');
    await page.getByRole('button', { name: 'Keep this recording' }).click();

    // Step 3: one relative invited; a wrong address is explained under the field first.
    await expect(page.getByRole('heading', { level: 1, name: 'Invite one relative' })).toBeFocused({ timeout: 30_000 });
    await page.getByLabel('Their name').fill('Aunt Maria');
    await page.getByLabel('Their e-mail').fill('not an address');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.locator('#onboarding-invite-email-error')).toHaveText('Please enter a valid email');
    await page.getByLabel('Their e-mail').fill(uniqueEmail('maria'));
    await page.getByLabel(/Viewer/).check();
    await page.getByRole('button', { name: 'Send the invitation' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'You have made a start' })).toBeVisible();
    await expect(page.getByText('Your family will see you as Grandma Rose.')).toBeVisible();
    await expect(page.getByText('“My first recording” is kept in your voice recordings.')).toBeVisible();
    await expect(page.getByText('Aunt Maria has been sent an invitation.')).toBeVisible();
    await page.getByRole('link', { name: 'See your progress' }).click();

    // Progress from real data: a voice and a relative.
    await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
    const summary = page.getByTestId('progress-summary');
    await expect(summary).toContainText('2 of 6 steps done');
    await expect(page.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute('aria-valuenow', '33');
    await expect(summary.getByRole('link', { name: 'Schedule your first message' })).toHaveAttribute(
      'href',
      '/schedule-message',
    );
    await expect(page.getByTestId('progress-step-voice')).toContainText('1 voice recording kept');
    await expect(page.getByTestId('progress-step-circle')).toContainText('1 relative in your family circle');
    await expect(page.getByTestId('progress-step-wishes')).toContainText('0 of 9 sections written');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 1280) await saveScreenshots(page, 'progress-tracking', { isFullPage: true });

    // A letter scheduled elsewhere counts on the next visit.
    await postThroughApi(page.context().request, '/api/messages', {
      intent: 'schedule',
      kind: 'letter',
      title: 'For Maya',
      letterText: 'With love.',
      occasion: 'other',
      deliverAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: uniqueEmail('maya') }],
    });
    await page.reload();
    await expect(summary).toContainText('3 of 6 steps done');
    await expect(page.getByTestId('progress-step-message')).toContainText('1 message scheduled');
    await page.goto('/dashboard');
    await expect(page.getByTestId('progress-line')).toContainText(
      'Your legacy: 3 of 6 steps done. Next: start your family tree.',
    );
    // Everything onboarding asks for is done: it opens on its last screen.
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'You have made a start' })).toBeVisible();
    await expect(page.getByText('Your family will see you as Grandma Rose.')).toBeVisible();
    await expect(page.getByText('Your voice recordings already keep your voice.')).toBeVisible();
  });
}
