/**
 * The headline test's winner rule (docs/product/marketing-and-figures.md "The operator's four
 * tools"): a two-proportion z-test of the sign-up rates, two-sided, pooled standard error, at the
 * 95% level (HEADLINE_TEST_SIGNIFICANCE_LEVEL), judged only once each arm has
 * HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM exposures. The normal distribution's tail comes from
 * simple-statistics' error function.
 */
import { errorFunction } from 'simple-statistics';
import {
  HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM,
  HEADLINE_TEST_SIGNIFICANCE_LEVEL,
  type HeadlineVariant,
} from '@heirloom/common/domain/home-headline';

/** One arm's exposures (visitors shown it) and conversions (sign-ups). */
export interface ArmCounts {
  exposures: number;
  signUps: number;
}

export interface HeadlineVerdict {
  verdict: 'collecting' | 'no_difference' | 'winner';
  winner: HeadlineVariant | null;
  /** Two-sided p-value; null while collecting. */
  pValue: number | null;
  /** (rate B − rate A) ÷ pooled standard error; null while collecting. */
  z: number | null;
}

/**
 * Judges a test: 'collecting' until both arms reach the minimum sample, then 'winner' (the arm with
 * the higher rate) when p < 0.05, else 'no_difference'.
 */
export function judgeHeadlineTest(a: ArmCounts, b: ArmCounts): HeadlineVerdict {
  if (Math.min(a.exposures, b.exposures) < HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM)
    return { verdict: 'collecting', winner: null, pValue: null, z: null };
  const pooled = (a.signUps + b.signUps) / (a.exposures + b.exposures);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.exposures + 1 / b.exposures));
  // Both arms at 0% (or 100%): the rates are equal and there is nothing to test.
  if (standardError === 0) return { verdict: 'no_difference', winner: null, pValue: 1, z: 0 };
  const z = (b.signUps / b.exposures - a.signUps / a.exposures) / standardError;
  // P(|Z| ≥ |z|) = 1 − erf(|z| / √2).
  const pValue = Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2));
  if (pValue >= HEADLINE_TEST_SIGNIFICANCE_LEVEL) return { verdict: 'no_difference', winner: null, pValue, z };
  return { verdict: 'winner', winner: z > 0 ? 'B' : 'A', pValue, z };
}
