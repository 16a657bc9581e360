/**
 * The seven quizzes, each answered to a recommendation: /quizzes lists them; each is answered
 * question by question (one by keyboard only, with Back keeping the answer) to recommendations with
 * why and a link to start; the result's link opens the same result in another tab; a signed-in user
 * saves a result to the account and forgets it; axe finds no serious violation. With
 * SAVE_SCREENSHOTS=1: the list, a question and a result at 1280 and 390 px.
 */
import { QUIZZES, recommend } from '@heirloom/common/content/quizzes';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, inParts, saveScreenshots } from '../page-helpers';

test('/quizzes lists all seven', async ({ page, consoleErrors }) => {
  await page.goto('/quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'Seven short quizzes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start the / })).toHaveCount(7);
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'public-quizzes', { isFullPage: true });
  expect(consoleErrors).toEqual([]);
});

/** The quizzes answered in two parts, one page each, so the workers share them and the app loads once a part. */
const PARTS = 2;

for (const [part, quizzes] of inParts(QUIZZES, PARTS).entries()) {
  test(`quizzes answered lead to recommendations (${part + 1} of ${PARTS}: ${quizzes.map((quiz) => quiz.path).join(', ')})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(30_000 + quizzes.length * 20_000);
    for (const quiz of quizzes) {
      await page.goto(quiz.path);
      await expect(page.getByRole('heading', { level: 1, name: quiz.title }), quiz.path).toBeVisible();
      expect(await accessibilityViolations(page), quiz.path).toEqual([]);
      // The second option where there is one, else the first.
      const answers = quiz.questions.map((question) => Math.min(1, question.options.length - 1));
      for (const [index, question] of quiz.questions.entries()) {
        await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`), quiz.path).toBeVisible();
        const next = page.getByRole('button', {
          name: index === quiz.questions.length - 1 ? 'See my recommendations' : 'Next',
        });
        await expect(next, quiz.path).toBeDisabled();
        await page.getByRole('radio', { name: question.options[answers[index]!]!.label, exact: true }).check();
        await next.click();
      }
      await expect(page).toHaveURL(new RegExp(`${quiz.path}\\?answers=${answers.join('-')}$`));
      const expected = recommend(quiz, answers);
      const cards = page.getByTestId('recommendation');
      await expect(cards, quiz.path).toHaveCount(expected.length);
      await expect(cards.first().getByRole('heading'), quiz.path).toHaveText(expected[0]!.feature.name);
      await expect(cards.first().getByRole('link'), quiz.path).toHaveAttribute('href', expected[0]!.feature.path);
      expect(await accessibilityViolations(page), `${quiz.path} result`).toEqual([]);
      expect(consoleErrors.splice(0), quiz.path).toEqual([]);
    }
  });
}

test('a quiz works by keyboard alone, Back keeps the answer, and the result link can be shared', async ({
  page,
  browser,
}) => {
  const quiz = QUIZZES.find((candidate) => candidate.path === '/voice-message-quiz')!;
  await page.goto(quiz.path);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await saveScreenshots(page, 'public-quiz-question');

  // Tab to the first option, choose with the arrow keys, answer with Enter.
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown'); // "My partner"
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(page.getByRole('group', { name: quiz.questions[1]!.prompt })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'My partner' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const label of ['On a birthday, graduation or wedding', 'Speaking: they should hear my voice']) {
    await page.getByRole('radio', { name: label }).check();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('radio', { name: 'That they need an account to open it' }).check();
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'One important message' }).check();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/voice-message-quiz\?answers=1-0-0-2-0$/);
  const result = page.getByTestId('recommendation');
  await expect(result.first().getByRole('heading')).toHaveText('Future messages');
  await expect(page.getByText(/recipients open their message from a private link, with no account/)).toBeVisible();
  await saveScreenshots(page, 'public-quiz-result', { isFullPage: true });

  // Someone else opens the shared link: the same result, without answering.
  const other = await (await browser.newContext()).newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('recommendation').first().getByRole('heading')).toHaveText('Future messages');
  await other.getByRole('button', { name: 'Start again' }).click();
  await expect(other.getByText('Question 1 of 5')).toBeVisible();
});

test('a signed-in user saves a result, finds it on /quizzes, and forgets it; a visitor is offered to sign in', async ({
  page,
}) => {
  const result = '/family-tree-quiz?answers=0-1-2-1-0';
  await page.goto(result);
  await expect(page.getByText('Nothing you answered is stored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to save it' })).toBeVisible();

  await signUpThroughApi(page.context().request, uniqueEmail('quiz'));
  await page.goto(result);
  await page.getByRole('button', { name: 'Save to my account' }).click();
  await expectToast(page, { title: 'Result saved', description: 'You will find it on the quizzes page' });
  await expect(page.getByTestId('save-result').getByRole('status')).toContainText('Saved to your account on');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Kept on the server: a fresh load of /quizzes lists it, and its link opens the same result.
  await page.goto('/quizzes');
  const saved = page.getByRole('region', { name: 'Your saved results' });
  await expect(saved.getByText('Family tree quiz', { exact: true })).toBeVisible();
  await saveScreenshots(page, 'public-quizzes-saved', { isFullPage: true });
  await saved.getByRole('link', { name: /^See the result\s*: Family tree quiz$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${result.replace('?', '\\?')}$`));
  await expect(page.getByTestId('recommendation').first()).toBeVisible();

  // Forgotten: gone from the list after a reload.
  await page.getByRole('button', { name: 'Forget these answers' }).click();
  await expectToast(page, { title: 'Answers forgotten', description: 'Nothing of this quiz is kept' });
  await page.goto('/quizzes');
  await expect(page.getByRole('link', { name: /^Start the / })).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Your saved results' })).toHaveCount(0);
});
