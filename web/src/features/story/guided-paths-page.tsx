/**
 * /family-legacy-hub and /discover-your-path: guided entry points by situation
 * (common/src/content/guided-paths.ts). The path finder lets a visitor pick their situation and
 * shows its steps; the hub shows every situation at once. Steps say "Coming" while their page is.
 */
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { featureStatus } from '@heirloom/common/content/features';
import { GUIDED_PATHS, type GuidedPath } from '@heirloom/common/content/guided-paths';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { useHydratedHash } from '../../lib/use-hydrated-hash';
import { productText } from '../../lib/product-text';
import { StatusBadge } from '../../components/marketing/status-badge';

function PathSteps({ path }: { path: GuidedPath }) {
  return (
    <Card id={path.id} className="scroll-mt-24">
      <h2 className="mb-2 text-2xl text-ink">{path.situation}</h2>
      <p className="mb-5 text-ink-soft">{productText(path.why)}</p>
      <ol className="grid gap-3">
        {path.steps.map((step, index) => (
          <li key={step.label} className="flex gap-3 rounded-2xl border border-line p-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-strong">
              {index + 1}
            </span>
            <div className="grid flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={step.path} className="font-semibold text-accent hover:text-accent-strong hover:underline">
                  {step.label}
                </Link>
                <StatusBadge status={featureStatus(step)} />
              </div>
              <p className="text-sm text-ink-soft">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      {path.read && (
        <Link
          to={path.read.path}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent hover:text-accent-strong"
        >
          Read: {path.read.label}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </Card>
  );
}

/** /discover-your-path: one situation at a time, chosen from a list (deep-linkable by #id). */
function PathFinder() {
  const hash = useHydratedHash();
  const [pickedId, setPickedId] = useState<string>();
  const chosenId = pickedId ?? GUIDED_PATHS.find((path) => `#${path.id}` === hash)?.id ?? GUIDED_PATHS[0]!.id;
  const chosen = GUIDED_PATHS.find((path) => path.id === chosenId)!;
  return (
    <div className="mx-auto mt-10 grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-[18rem_1fr]">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 font-semibold text-ink">Which is closest to you?</legend>
        {GUIDED_PATHS.map((path) => (
          <label
            key={path.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-2xl border bg-white p-3 text-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
              path.id === chosenId ? 'border-accent' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="situation"
              value={path.id}
              checked={path.id === chosenId}
              onChange={() => setPickedId(path.id)}
              className="accent-accent"
            />
            {path.situation}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        <PathSteps path={chosen} />
      </div>
    </div>
  );
}

export function GuidedPathsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const isFinder = page.path === '/discover-your-path';
  return (
    <>
      <PageIntro
        eyebrow={isFinder ? 'Discover your path' : 'Family legacy hub'}
        title={isFinder ? 'Where to start, for your family' : 'Guides for every family’s situation'}
        lead={
          isFinder
            ? 'Tell us what is happening in your family, and we will show you the first steps that fit.'
            : 'New parents, carers, families after a loss, family historians and service families: the first steps for each, and what to read.'
        }
        isCentered
      />
      {isFinder ? (
        <PathFinder />
      ) : (
        <div className="mx-auto mt-10 grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          {GUIDED_PATHS.map((path) => (
            <PathSteps key={path.id} path={path} />
          ))}
        </div>
      )}
    </>
  );
}
