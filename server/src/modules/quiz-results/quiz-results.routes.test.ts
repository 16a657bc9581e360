/**
 * Saved quiz results (docs/product/pages-and-routes.md "Quizzes"), on SQLite and PostgreSQL: only a
 * signed-in user can save, only their own results are listed or deleted, a save replaces the
 * earlier one, incomplete or made-up answers and unknown quizzes are refused with the contract's
 * message, and deleting the account deletes the results.
 */
import { expect, it } from 'vitest';
import { QUIZ_RESULT_MESSAGES, type SavedQuizResult } from '@heirloom/common/contracts/quiz-results';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

// The voice-message quiz has five questions (common/src/content/quizzes.ts).
const QUIZ = 'voice-message-quiz';

describeEachDatabase('quiz results', (context) => {
  const app = () => context().app;
  const save = (user: BuiltUser, answers: string, quiz = QUIZ) =>
    user.client.request({ method: 'PUT', url: `/api/quiz-results/${quiz}`, payload: { answers } });
  const list = async (user: BuiltUser) => (await user.client.get('/api/quiz-results')).json<SavedQuizResult[]>();

  it('keeps one result per quiz for the user who saved it, and only for them', async () => {
    const rose = await buildUser(app());
    const sam = await buildUser(app());
    expect(await list(rose)).toEqual([]);

    const first = await save(rose, '0-1-0-1-0');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SavedQuizResult>()).toMatchObject({ quiz: QUIZ, answers: '0-1-0-1-0' });
    const replaced = await save(rose, '1-1-1-1-1');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await list(rose)).map(({ quiz, answers }) => ({ quiz, answers }))).toEqual([
      { quiz: QUIZ, answers: '1-1-1-1-1' },
    ]);

    // Sam sees none of Rose's, and forgetting his own (none) leaves hers.
    expect(await list(sam)).toEqual([]);
    expect((await sam.client.request({ method: 'DELETE', url: `/api/quiz-results/${QUIZ}` })).statusCode).toBe(204);
    expect(await list(rose)).toHaveLength(1);

    const forgotten = await rose.client.request({ method: 'DELETE', url: `/api/quiz-results/${QUIZ}` });
    expect(forgotten.statusCode).toBe(204);
    expect(await list(rose)).toEqual([]);
  });

  it('refuses visitors, unknown quizzes and answers that do not answer every question', async () => {
    const visitor = new TestClient(app());
    const anonymous = await visitor.request({
      method: 'PUT',
      url: `/api/quiz-results/${QUIZ}`,
      payload: { answers: '0-0-0-0-0' },
    });
    expect(anonymous.statusCode).toBe(401);

    const ann = await buildUser(app());
    const unknown = await save(ann, '0-0-0-0-0', 'not-a-quiz');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain(QUIZ_RESULT_MESSAGES.unknownQuiz);
    for (const answers of ['0-0-0-0', '0-0-0-0-0-0', '0-0-0-0-99', 'a-b-c-d-e', '']) {
      const refused = await save(ann, answers);
      expect(refused.statusCode, answers).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(QUIZ_RESULT_MESSAGES.invalidAnswers);
    }
    expect(await list(ann)).toEqual([]);
  });

  it('deletes the results with the account', async () => {
    const bo = await buildUser(app());
    await save(bo, '0-1-2-0-1');
    const deleted = await bo.client.post('/api/account/delete', { password: bo.password });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await context()
      .db.selectFrom('quiz_results')
      .select('quiz')
      .where('user_id', '=', bo.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
