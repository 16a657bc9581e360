/**
 * The headline test's winner rule (docs/product/marketing-and-figures.md "The operator's four
 * tools"): a two-proportion z-test, two-sided, at 95%, only once both arms have the minimum sample.
 * Figures checked against the textbook formula (R's prop.test without continuity correction gives
 * the same p: X² = z²).
 */
import { describe, expect, it } from 'vitest';
import { HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM } from '@heirloom/common/domain/home-headline';
import { judgeHeadlineTest } from './headline-winner';

describe('judgeHeadlineTest', () => {
  it('keeps collecting until both arms have the minimum sample, however large the difference', () => {
    const few = HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM - 1;
    expect(judgeHeadlineTest({ exposures: few, signUps: 0 }, { exposures: 5000, signUps: 2500 })).toEqual({
      verdict: 'collecting',
      winner: null,
      pValue: null,
      z: null,
    });
  });

  it('names B the winner when its rate is higher with p < 0.05 (10% vs 18% of 200: z = 2.305, p = 0.0212)', () => {
    const verdict = judgeHeadlineTest({ exposures: 200, signUps: 20 }, { exposures: 200, signUps: 36 });
    expect(verdict.verdict).toBe('winner');
    expect(verdict.winner).toBe('B');
    expect(verdict.z).toBeCloseTo(2.3053, 3);
    expect(verdict.pValue).toBeCloseTo(0.0212, 3);
  });

  it('names A the winner when the challenger does worse', () => {
    expect(judgeHeadlineTest({ exposures: 300, signUps: 45 }, { exposures: 300, signUps: 20 })).toMatchObject({
      verdict: 'winner',
      winner: 'A',
    });
  });

  it('finds no difference when p ≥ 0.05 (10% vs 14% of 200: p = 0.218), or when nobody signed up', () => {
    const close = judgeHeadlineTest({ exposures: 200, signUps: 20 }, { exposures: 200, signUps: 28 });
    expect(close).toMatchObject({ verdict: 'no_difference', winner: null });
    expect(close.pValue).toBeCloseTo(0.2184, 3);
    expect(judgeHeadlineTest({ exposures: 150, signUps: 0 }, { exposures: 150, signUps: 0 })).toEqual({
      verdict: 'no_difference',
      winner: null,
      pValue: 1,
      z: 0,
    });
  });
});
