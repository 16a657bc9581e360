/**
 * /progress-tracking: how complete the family's legacy is, from real data — messages scheduled,
 * voices kept, people in the tree, relatives invited, legacy contacts named, last wishes written —
 * with the next suggested step first. Judged by common/domain/legacy-progress.ts from the counts
 * web/lib/legacy-progress.ts reads.
 */
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLegacyProgress } from '../../lib/legacy-progress';
import { usePageMeta } from '../../lib/page-meta';

export function ProgressPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const state = useLegacyProgress();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header className="grid gap-3">
        <h1 className="text-4xl text-ink">Your progress</h1>
        <p className="text-lg text-ink-soft">
          What of your family&apos;s legacy is already in place, counted from what you have made — and the one thing to
          do next.
        </p>
      </header>
      {state.status === 'loading' && (
        <p role="status" className="text-ink-soft">
          Counting what you have kept…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-danger">
          Your progress could not be loaded: {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <Card className="grid gap-4" data-testid="progress-summary">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-2xl text-ink">
                {state.progress.doneCount} of {state.progress.steps.length} steps done
              </h2>
              <span className="text-lg font-semibold text-accent">{state.progress.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Steps done"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.progress.percent}
              className="h-3 overflow-hidden rounded-full bg-line"
            >
              <div className="h-full rounded-full bg-sage" style={{ width: `${state.progress.percent}%` }} />
            </div>
            {state.progress.nextStep ? (
              <p className="flex flex-wrap items-center gap-3 text-ink">
                <span>
                  <strong>Next:</strong> {state.progress.nextStep.title.toLowerCase()} —{' '}
                  {state.progress.nextStep.why.charAt(0).toLowerCase() + state.progress.nextStep.why.slice(1)}
                </span>
                <Link to={state.progress.nextStep.path} className={buttonClasses('primary', 'md')}>
                  {state.progress.nextStep.action} <ArrowRight className="size-4" aria-hidden />
                </Link>
              </p>
            ) : (
              <p className="text-ink">
                Everything is in place. Come back when life changes: a new grandchild, a new wish, a new story to tell.
              </p>
            )}
          </Card>
          <ol className="grid gap-4 sm:grid-cols-2">
            {state.progress.steps.map((step) => (
              <li key={step.key}>
                <Card className="grid h-full content-start gap-2" data-testid={`progress-step-${step.key}`}>
                  <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
                    {step.isDone ? (
                      <CheckCircle2 className="size-5 text-sage" aria-hidden />
                    ) : (
                      <Circle className="size-5" aria-hidden />
                    )}
                    {step.isDone ? 'Done' : 'Not yet'}
                  </p>
                  <h3 className="text-xl text-ink">{step.title}</h3>
                  <p className="font-medium text-ink">{step.status}</p>
                  <p className="text-ink-soft">{step.why}</p>
                  <Link to={step.path} className="mt-auto justify-self-start font-semibold text-accent underline">
                    {step.action}
                  </Link>
                </Card>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
