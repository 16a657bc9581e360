/**
 * /landing-optimization (docs/product/marketing-and-figures.md "The operator's four tools"): an A/B
 * test of the home page's hero headline on real visitors. The administrator writes a challenger (B)
 * to test against the current headline (A), follows both arms' visitors, sign-ups and rates, stops
 * the test, and makes a winner — by the rule stated on the page — the headline. Admin-only
 * (AdminLayout, and every call is checked on the server); noindex.
 */
import { useState } from 'react';
import {
  HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM,
  HEADLINE_TEST_SIGNIFICANCE_LEVEL,
} from '@heirloom/common/domain/home-headline';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { usePageMeta } from '../../lib/page-meta';
import { HeadlineTestCard } from './headline-test-card';
import { useHeadlineTests, useRefreshTests } from './headline-tests-queries';
import { StartTestForm } from './start-test-form';

function HowItWorks() {
  return (
    <details className="rounded-2xl border border-line bg-white p-4">
      <summary className="cursor-pointer font-semibold text-ink">
        How visitors are counted and a winner is chosen
      </summary>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-ink-soft">
        <li>
          No cookies and nothing stored in the browser: each visitor gets headline A or B from a hash of today’s salted
          visitor hash, so the same browser sees the same headline all day. On another day it may see the other one.
        </li>
        <li>
          A visitor counts once a day for the headline they saw on the home page. Browsers that ask not to be tracked
          (Do Not Track, Global Privacy Control) and crawlers always see the current headline and are not counted.
        </li>
        <li>A sign-up counts for the headline the visitor was shown.</li>
        <li>
          A winner needs at least {HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM} visitors on each headline and a difference
          in sign-up rates that a two-proportion z-test finds significant at{' '}
          {(1 - HEADLINE_TEST_SIGNIFICANCE_LEVEL) * 100}% (p &lt; {HEADLINE_TEST_SIGNIFICANCE_LEVEL}). Only a winner can
          be made the headline.
        </li>
      </ul>
    </details>
  );
}

export function LandingOptimizationPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const tests = useHeadlineTests();
  const refresh = useRefreshTests();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const running = tests.data?.tests.find((test) => test.status === 'running');
  const past = tests.data?.tests.filter((test) => test !== running) ?? [];
  const confirm = (next: Confirmation) =>
    setConfirmation({
      ...next,
      run: async () => {
        try {
          return await next.run();
        } finally {
          await refresh();
        }
      },
    });
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Operator tools</p>
        <h1 className="text-4xl text-ink">Headline A/B test</h1>
        <p className="max-w-3xl text-ink-soft">
          Test a new headline for the home page against the current one, on real visitors, and keep the one that brings
          more sign-ups.
        </p>
      </header>
      {tests.isPending ? (
        <p className="text-ink-soft">Loading the tests…</p>
      ) : !tests.data ? (
        <p role="alert" className="text-danger">
          The tests could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <Card className="grid gap-2 p-4 sm:p-6">
            <h2 className="text-xl text-ink">The home headline now</h2>
            <p className="font-serif text-3xl text-ink" data-testid="current-headline">
              {tests.data.currentHeadline}
            </p>
            <p className="text-sm text-ink-soft">
              {tests.data.isDefaultHeadline
                ? 'The headline the site was built with.'
                : 'Made the headline from a test.'}
              {running && ' While the test runs, half of the visitors see the challenger instead.'}
            </p>
          </Card>
          <section aria-labelledby="test-heading" className="grid gap-4">
            <h2 id="test-heading" className="text-2xl text-ink">
              {running ? 'The test' : 'Start a test'}
            </h2>
            {running ? (
              <HeadlineTestCard test={running} onConfirm={confirm} />
            ) : (
              <Card className="p-4 sm:p-6">
                <StartTestForm currentHeadline={tests.data.currentHeadline} />
              </Card>
            )}
          </section>
          <HowItWorks />
          <section aria-labelledby="past-heading" className="grid gap-4">
            <h2 id="past-heading" className="text-2xl text-ink">
              Earlier tests
            </h2>
            {past.length === 0 ? (
              <p className="text-ink-soft">No earlier tests yet.</p>
            ) : (
              past.map((test) => <HeadlineTestCard key={test.id} test={test} onConfirm={confirm} />)
            )}
          </section>
        </>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
