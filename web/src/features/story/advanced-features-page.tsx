/**
 * /advanced-features (issue 14 item 3; SPEC.md §2: the structured data's SearchAction names it with
 * a `search` query parameter): the advanced capabilities, filtered by `?search=`, which the search
 * box keeps in the address so a search can be shared or bookmarked.
 */
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FEATURES, searchFeatures } from '@heirloom/common/content/features';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Input } from '../../components/ui/input';
import { usePageMeta } from '../../lib/page-meta';
import { FeatureGrid } from './feature-grid';

const ADVANCED = FEATURES.filter((feature) => feature.tier === 'advanced');

export function AdvancedFeaturesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const matches = searchFeatures(ADVANCED, query);
  return (
    <>
      <PageIntro
        eyebrow="Advanced features"
        title="Beyond the message"
        lead="Transcripts, sharing, scrapbooks, time capsules, recipes and more. Search by what you want to do."
        isCentered
      >
        <form role="search" className="mx-auto mt-8 max-w-xl text-left" onSubmit={(event) => event.preventDefault()}>
          <label className="relative block">
            <span className="sr-only">Search the features</span>
            <Search className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft" aria-hidden />
            <Input
              id="feature-search"
              name="search"
              type="search"
              placeholder="Search features, e.g. print, share, voice..."
              value={query}
              onChange={(event) =>
                setParams(event.target.value ? { search: event.target.value } : {}, { replace: true })
              }
              className="pl-12"
            />
          </label>
        </form>
        <p role="status" className="mt-3 text-sm text-ink-soft">
          {query.trim()
            ? `${matches.length} of ${ADVANCED.length} features match “${query.trim()}”`
            : `${ADVANCED.length} features`}
        </p>
      </PageIntro>
      <section aria-label="Features" className="mx-auto mt-10 max-w-6xl px-4 sm:px-6">
        {matches.length > 0 ? (
          <FeatureGrid features={matches} headingLevel="h2" />
        ) : (
          <div className="rounded-2xl border border-line bg-white p-8 text-center">
            <p className="mb-2 text-lg text-ink">No feature matches “{query.trim()}”.</p>
            <p className="text-ink-soft">
              Try another word, see{' '}
              <Link to="/features" className="font-semibold text-accent underline">
                every feature
              </Link>
              , or{' '}
              <Link to="/contact" className="font-semibold text-accent underline">
                ask us
              </Link>
              .
            </p>
          </div>
        )}
      </section>
    </>
  );
}
