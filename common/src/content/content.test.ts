/**
 * The public pages' content points only at pages that exist and says "coming" exactly
 * where the page catalogue still shows a placeholder; the feature search filters as
 * /advanced-features promises; FAQ anchors are unique.
 */
import { describe, expect, it } from 'vitest';
import { ARTICLES, slugify } from '../domain/blog';
import { findPage, isPlaceholder } from '../domain/pages';
import { PLAN_END_TERMS, PLANS } from '../domain/plans';
import { FAQS } from './faqs';
import { FEATURES, featureStatus, searchFeatures } from './features';
import { GUIDED_PATHS } from './guided-paths';
import { formatAnswers, parseAnswers, QUIZZES, recommend } from './quizzes';

const isArticlePath = (path: string) => ARTICLES.some((article) => `/blog/${slugify(article.title)}` === path);

describe('public page content', () => {
  it('links every feature and every guided step to a page of the catalogue', () => {
    const paths = [
      ...FEATURES.map((feature) => feature.path),
      ...GUIDED_PATHS.flatMap((path) => path.steps.map((step) => step.path)),
    ];
    for (const path of paths) expect(findPage(path), path).toBeDefined();
    for (const path of GUIDED_PATHS.flatMap((entry) => (entry.read ? [entry.read.path] : []))) {
      expect(path.startsWith('/blog/') ? isArticlePath(path) : findPage(path) !== undefined, path).toBe(true);
    }
  });

  it('calls a capability coming exactly while its page is a placeholder', () => {
    for (const feature of FEATURES) {
      expect(featureStatus(feature), feature.id).toBe(isPlaceholder(findPage(feature.path)!) ? 'coming' : 'available');
    }
    expect(featureStatus({ path: '/memory-vault' })).toBe('available');
    expect(featureStatus({ path: '/no-such-page' })).toBe('coming');
  });

  it('searches features by every word, in names, summaries and keywords, case-insensitively', () => {
    expect(searchFeatures(FEATURES, '').length).toBe(FEATURES.length);
    expect(searchFeatures(FEATURES, 'GEDCOM').map((feature) => feature.id)).toEqual(['family-tree']);
    expect(searchFeatures(FEATURES, 'print pdf').map((feature) => feature.id)).toEqual(['scrapbooks', 'printing']);
    expect(searchFeatures(FEATURES, 'passphrase expiry').map((feature) => feature.id)).toEqual(['sharing-links']);
    expect(searchFeatures(FEATURES, 'no such thing')).toEqual([]);
  });

  it("says in the FAQ what each plan includes and what a plan's end changes, from the plan table", () => {
    const answerOf = (id: string) => FAQS.find((entry) => entry.id === id)!.answer;
    for (const plan of PLANS) {
      for (const feature of plan.features) expect(answerOf('what-each-plan-includes')).toContain(feature);
    }
    expect(answerOf('when-a-plan-ends')).toBe(PLAN_END_TERMS);
  });

  it('gives every FAQ a unique anchor', () => {
    const ids = FAQS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('has seven quizzes of 5 to 8 questions on their catalogue pages, each pointing at real capabilities', () => {
    expect(QUIZZES).toHaveLength(7);
    for (const quiz of QUIZZES) {
      expect(findPage(quiz.path)?.screen, quiz.path).toBe('quiz');
      expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
      expect(quiz.questions.length).toBeLessThanOrEqual(8);
      for (const option of quiz.questions.flatMap((question) => question.options)) {
        for (const id of Object.keys(option.points)) expect(FEATURES.map((feature) => feature.id)).toContain(id);
      }
    }
  });

  it('recommends the capabilities the answers point at, highest score first, with why', () => {
    const quiz = QUIZZES.find((candidate) => candidate.path === '/voice-message-quiz')!;
    // Children; a birthday; speaking; plans may change; one per birthday.
    const result = recommend(quiz, [0, 0, 0, 0, 1]);
    expect(result.map((entry) => entry.feature.id)).toEqual([
      'future-messages',
      'delivery-protection',
      'voice-recordings',
    ]);
    expect(result[0]!.score).toBe(10);
    expect(result[1]!.reasons).toContain(
      'you get a reminder and an "are you still here" check before anything is sent',
    );
    for (const candidate of QUIZZES) {
      for (const pick of [0, 1]) {
        const answers = candidate.questions.map((question) => Math.min(pick, question.options.length - 1));
        expect(recommend(candidate, answers).length, candidate.path).toBeGreaterThan(0);
      }
    }
  });

  it('reads a shared result only when it answers every question with a real option', () => {
    const quiz = QUIZZES[0]!;
    expect(parseAnswers(quiz, formatAnswers([0, 1, 2, 0, 1]))).toEqual([0, 1, 2, 0, 1]);
    expect(parseAnswers(quiz, '0-1-2-0')).toBeUndefined();
    expect(parseAnswers(quiz, '0-1-2-0-9')).toBeUndefined();
    expect(parseAnswers(quiz, '0-1-x-0-1')).toBeUndefined();
    expect(parseAnswers(quiz, null)).toBeUndefined();
  });
});
