/** The public shape of a headline test: both arms with their rates and the verdict. */
import type { HeadlineTest } from '@heirloom/common/contracts/site-analytics';
import { HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM } from '@heirloom/common/domain/home-headline';
import type { HeadlineTestRow } from './headline-tests.repository';
import { judgeHeadlineTest } from './headline-winner';

const rate = (signUps: number, exposures: number) => (exposures === 0 ? null : signUps / exposures);

/** A test row as the API shows it, judged by the winner rule (headline-winner.ts). */
export function presentHeadlineTest(row: HeadlineTestRow): HeadlineTest {
  const a = { exposures: row.exposures_a, signUps: row.sign_ups_a };
  const b = { exposures: row.exposures_b, signUps: row.sign_ups_b };
  return {
    id: row.id,
    status: row.status,
    startedAt: row.started_at,
    stoppedAt: row.stopped_at,
    adoptedVariant: row.adopted_variant,
    arms: [
      { variant: 'A', headline: row.variant_a, ...a, conversionRate: rate(a.signUps, a.exposures) },
      { variant: 'B', headline: row.variant_b, ...b, conversionRate: rate(b.signUps, b.exposures) },
    ],
    result: { ...judgeHeadlineTest(a, b), minimumExposuresPerArm: HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM },
  };
}
