/**
 * /advanced-features (docs/product/pages-and-routes.md "Route list": the home page's structured
 * data names it, with a `search` query parameter, as the site's SearchAction): the advanced
 * capabilities, filtered by `?search=`, which the search box keeps in the address so a search can
 * be shared or bookmarked. Being the site's search, a search also shows the core capabilities that
 * match (voice recordings for "voice"), after the advanced ones and under a heading of their own.
 */
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FEATURES, searchFeatures, type Feature } from '@heirloom/common/content/features';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Input } from '../../components/ui/input';
import { usePageMeta } from '../../lib/page-meta';
import { FeatureGrid } from './feature-grid';

const ADVANCED = FEATURES.filter((feature) => feature.tier === 'advanced');
const CORE = FEATURES.filter((feature) => feature.tier === 'core');

/** One tier's matches under its own heading (when a search finds core capabilities too). */
function MatchGroup({ id, title, features }: { id: string; title: string; features: Feature[] }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <h2 id={id} className="text-2xl text-ink">
        {title}
      </h2>
      <FeatureGrid features={features} headingLevel="h3" />
    </section>
  );
}

function NoMatch({ query }: { query: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-8 text-center">
      <p className="mb-2 text-lg text-ink">No feature matches “{query}”.</p>
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
  );
}

export function AdvancedFeaturesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const searched = query.trim();
  const advanced = searchFeatures(ADVANCED, query);
  const core = searched ? searchFeatures(CORE, query) : [];
  const matchCount = advanced.length + core.length;
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
          {searched
            ? `${matchCount} ${matchCount === 1 ? 'feature matches' : 'features match'} “${searched}”`
            : `${ADVANCED.length} features`}
        </p>
      </PageIntro>
      <section aria-label="Features" className="mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6">
        {matchCount === 0 ? (
          <NoMatch query={searched} />
        ) : core.length === 0 ? (
          <FeatureGrid features={advanced} headingLevel="h2" />
        ) : (
          <>
            <MatchGroup id="advanced-matches" title="Advanced features" features={advanced} />
            <MatchGroup id="core-matches" title="Core features" features={core} />
          </>
        )}
      </section>
    </>
  );
}
