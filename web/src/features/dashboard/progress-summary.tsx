/**
 * The dashboard's line on the legacy's progress: how many of the six steps are done and the next
 * one, linking to /progress-tracking; an account that has done nothing yet is offered /onboarding's
 * three short steps instead.
 */
import { Link } from 'react-router';
import { useLegacyProgress } from '../../lib/legacy-progress';

export function ProgressSummary() {
  const state = useLegacyProgress();
  if (state.status !== 'ready') return null;
  const { doneCount, steps, nextStep } = state.progress;
  return (
    <p className="mb-8 rounded-2xl bg-sage/10 p-4 text-ink" data-testid="progress-line">
      {doneCount === 0 ? (
        <>
          New here? Three short steps get you started: your name, a first recording, one relative.{' '}
          <Link to="/onboarding" className="font-semibold text-accent underline">
            Get started
          </Link>
        </>
      ) : (
        <>
          Your legacy: {doneCount} of {steps.length} steps done.
          {nextStep ? ` Next: ${nextStep.title.toLowerCase()}.` : ' Everything is in place.'}{' '}
          <Link to="/progress-tracking" className="font-semibold text-accent underline">
            See your progress
          </Link>
        </>
      )}
    </p>
  );
}
