/**
 * An in-page feature view of the home page (?section=…;
 * docs/product/pages-and-routes.md "Home page"): its own top bar (logo back home, Blog, Demo login,
 * Sign In, Get Started, Back to Home; signed in: the greeting (welcomeLine) and Sign Out, which clears
 * the user and returns home), then what the feature is and, for scrapbooks, time capsules and
 * recipes, an example of it (loaded on demand: feature-examples.tsx).
 */
import { Check, Heart } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { welcomeLine } from '@heirloom/common/utils/username';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { useAuthModal, useSession } from '../../lib/auth';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import type { FeatureSection } from './feature-sections';
import { FEATURE_VIEWS } from './home-content';

/** The view's example, loaded on demand; a prerendered view loads it before hydrating (router.tsx). */
export const FeatureExamples = preloadableLazy(() => import('./feature-examples'));

export function FeatureView({ section }: { section: FeatureSection }) {
  const view = FEATURE_VIEWS[section];
  const { user, signOut } = useSession();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
        <nav aria-label="Feature" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <button
            type="button"
            onClick={() => void navigate('/')}
            className="flex items-center gap-2 font-serif text-xl font-semibold text-ink"
            aria-label={`${appConfig.productName}: back home`}
          >
            <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-paper">
              <Heart className="size-5" aria-hidden />
            </span>
            <span className="hidden sm:inline">{appConfig.productName}</span>
          </button>
          <Link to="/blog" className="text-sm font-semibold text-ink-soft hover:text-ink">
            Blog
          </Link>
          <Link to="/demo" className="hidden text-sm font-semibold text-ink-soft hover:text-ink sm:inline">
            Demo login
          </Link>
          <div className="ml-auto flex items-center gap-2">
            {user ? (
              <>
                <span className="hidden text-sm font-semibold text-ink sm:inline">
                  {welcomeLine(user, appConfig.productName)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={async () => {
                    await signOut();
                    void navigate('/');
                  }}
                >
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => openAuthModal({ tab: 'signin' })}>
                  Sign In
                </Button>
                <Button size="sm" onClick={() => openAuthModal({ tab: 'signup' })}>
                  Get Started
                </Button>
              </>
            )}
            <Link to="/" className={buttonClasses('secondary', 'sm', 'hidden md:inline-flex')}>
              Back to Home
            </Link>
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="mb-4 text-4xl text-ink sm:text-5xl">{view.title}</h1>
        <p className="mb-8 text-lg text-ink-soft">{view.lead}</p>
        <Card>
          <ul className="grid gap-3">
            {view.points.map((point) => (
              <li key={point} className="flex gap-2 text-ink">
                <Check className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </Card>
        <div className="mt-8">
          <Suspense fallback={null}>
            <FeatureExamples section={section} />
          </Suspense>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={view.page} className={buttonClasses('primary')}>
            Open {view.title.toLowerCase()}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            Back to Home
          </Link>
        </div>
      </main>
    </>
  );
}
