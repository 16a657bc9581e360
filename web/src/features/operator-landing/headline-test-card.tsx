/**
 * One headline test: both arms with their real counts and sign-up rates, progress towards the
 * minimum sample, the verdict of the winner rule in words, and the test's actions (stop; make the
 * winner the headline), each confirmed first.
 */
import { Trophy } from 'lucide-react';
import type { HeadlineTest } from '@heirloom/common/contracts/site-analytics';
import { HEADLINE_TEST_SIGNIFICANCE_LEVEL } from '@heirloom/common/domain/home-headline';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { adoptWinner, stopTest } from './headline-tests-queries';
import { formatDate } from '../../lib/reader-dates';

const percent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** The winner rule's verdict as a sentence. */
function verdictText(test: HeadlineTest): string {
  const { result } = test;
  const confidence = `${(1 - HEADLINE_TEST_SIGNIFICANCE_LEVEL) * 100}%`;
  if (result.verdict === 'collecting')
    return `Collecting: each headline needs ${result.minimumExposuresPerArm} visitors before the test can be judged.`;
  const p = result.pValue!.toLocaleString('en-US', { maximumSignificantDigits: 2 });
  if (result.verdict === 'no_difference')
    return `No winner yet: the difference could be chance (p = ${p}; a winner needs p < ${HEADLINE_TEST_SIGNIFICANCE_LEVEL}, ${confidence} confidence).`;
  return `Headline ${result.winner} wins with ${confidence} confidence (two-proportion z-test, p = ${p}).`;
}

function Arm({ arm, test }: { arm: HeadlineTest['arms'][number]; test: HeadlineTest }) {
  const isWinner = test.result.winner === arm.variant;
  const progress = Math.min(1, arm.exposures / test.result.minimumExposuresPerArm);
  return (
    <div
      data-testid={`headline-arm-${arm.variant}`}
      className={`grid content-start gap-3 rounded-2xl border p-4 ${isWinner ? 'border-sage bg-sage/5' : 'border-line'}`}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
        Headline {arm.variant} {arm.variant === 'A' ? '(current)' : '(challenger)'}
        {isWinner && (
          <span className="inline-flex items-center gap-1 rounded-full bg-sage px-2 py-0.5 text-xs text-white">
            <Trophy className="size-3" aria-hidden /> Winner
          </span>
        )}
        {test.adoptedVariant === arm.variant && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-white">Made the headline</span>
        )}
      </p>
      <p className="font-serif text-2xl text-ink">{arm.headline}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-ink-soft">Visitors</dt>
          <dd className="text-xl font-semibold text-ink">{arm.exposures.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Sign-ups</dt>
          <dd className="text-xl font-semibold text-ink">{arm.signUps.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Rate</dt>
          <dd className="text-xl font-semibold text-ink">{percent(arm.conversionRate)}</dd>
        </div>
      </dl>
      {test.result.verdict === 'collecting' && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Headline ${arm.variant}: visitors towards the minimum sample`}
            aria-valuemin={0}
            aria-valuemax={test.result.minimumExposuresPerArm}
            aria-valuenow={Math.min(arm.exposures, test.result.minimumExposuresPerArm)}
            className="h-2 overflow-hidden rounded-full bg-paper-deep"
          >
            <div className="h-full bg-accent" style={{ width: `${progress * 100}%` }} />
          </div>
          <p className="text-xs text-ink-soft">
            {Math.min(arm.exposures, test.result.minimumExposuresPerArm)} of {test.result.minimumExposuresPerArm}{' '}
            visitors needed
          </p>
        </div>
      )}
    </div>
  );
}

export function HeadlineTestCard({
  test,
  onConfirm,
}: {
  test: HeadlineTest;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const winner = test.arms.find((arm) => arm.variant === test.result.winner);
  const canAdopt = winner !== undefined && test.adoptedVariant === null;
  return (
    <Card className="grid gap-4 p-4 sm:p-6" data-testid="headline-test">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl text-ink">{test.status === 'running' ? 'Running test' : 'Stopped test'}</h3>
        <p className="text-sm text-ink-soft">
          Started {formatDate(test.startedAt, 'short-zoned-moment', 'UTC')}
          {test.stoppedAt && `, stopped ${formatDate(test.stoppedAt, 'short-zoned-moment', 'UTC')}`}
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {test.arms.map((arm) => (
          <Arm key={arm.variant} arm={arm} test={test} />
        ))}
      </div>
      <p role="status" className="font-semibold text-ink">
        {verdictText(test)}
      </p>
      {(test.status === 'running' || canAdopt) && (
        <div className="flex flex-wrap gap-3">
          {canAdopt && (
            <Button
              onClick={() =>
                onConfirm({
                  title: `Make headline ${winner.variant} the home headline?`,
                  description: `“${winner.headline}” becomes the headline every visitor sees${test.status === 'running' ? ', and this test stops' : ''}.`,
                  confirmLabel: 'Make it the headline',
                  done: 'The winner is now the home headline',
                  run: () => adoptWinner(test.id),
                })
              }
            >
              Make the winner the headline
            </Button>
          )}
          {test.status === 'running' && (
            <Button
              variant="secondary"
              onClick={() =>
                onConfirm({
                  title: 'Stop this test?',
                  description:
                    'Every visitor will see the current headline again. The counts so far are kept, and a winner can still be made the headline.',
                  confirmLabel: 'Stop the test',
                  done: 'The test is stopped',
                  run: () => stopTest(test.id),
                })
              }
            >
              Stop the test
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
