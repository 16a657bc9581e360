/**
 * /features (every capability, core first) and /core-features (the core only, with a link to the
 * rest). Each card links to its page and says whether it is available or coming.
 */
import { Link } from 'react-router';
import { FEATURES } from '@heirloom/common/content/features';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { FeatureGrid } from './feature-grid';

const CORE = FEATURES.filter((feature) => feature.tier === 'core');
const ADVANCED = FEATURES.filter((feature) => feature.tier === 'advanced');

export function FeaturesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const isCoreOnly = page.path === '/core-features';
  return (
    <>
      <PageIntro
        eyebrow={isCoreOnly ? 'Core features' : 'Features'}
        title={isCoreOnly ? 'The heart of it: messages that arrive, voices that stay' : 'Everything it does'}
        lead={
          isCoreOnly
            ? 'Record or write a message, choose the day it arrives, and keep the voices and memories of your family safe and shared with the people you choose.'
            : 'Every capability, each with a link to where it lives. Those marked “Coming” are being built: we say so rather than promise them.'
        }
        isCentered
      />
      <section aria-labelledby="core" className="mx-auto mt-12 max-w-6xl px-4 sm:px-6">
        <h2 id="core" className="mb-6 text-3xl text-ink">
          Core features
        </h2>
        <FeatureGrid features={CORE} />
      </section>
      {isCoreOnly ? (
        <p className="mt-12 flex flex-wrap justify-center gap-3 px-4">
          <Link to="/features" className={buttonClasses('primary', 'lg')}>
            See every feature
          </Link>
          <Link to="/how-it-works" className={buttonClasses('secondary', 'lg')}>
            How It Works
          </Link>
        </p>
      ) : (
        <section aria-labelledby="advanced" className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <h2 id="advanced" className="text-3xl text-ink">
              More for your family
            </h2>
            <Link to="/advanced-features" className="font-semibold text-accent underline hover:text-accent-strong">
              Search the advanced features
            </Link>
          </div>
          <FeatureGrid features={ADVANCED} />
        </section>
      )}
    </>
  );
}
