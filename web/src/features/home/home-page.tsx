/**
 * The home page, in the order docs/product/pages-and-routes.md "Home page" gives: story, hero
 * ("Come Take A Look" scrolls to the memories card), three and six feature cards, the video
 * testimonial with three written ones, voice ancestry versus traditional genealogy, help finding
 * lost ancestors, security, How It Works, delivery protection and the rating claim (figures only
 * when the operator configured them). ?section= opens an in-page feature view (messages →
 * /future-messages); four buttons open full-screen overlay panels. Start buttons open the auth
 * modal.
 */
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { findPage } from '@heirloom/common/domain/pages';
import { Testimonials } from '../../components/marketing/testimonials';
import { VideoTestimonial } from '../../components/marketing/video-testimonial';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { useAuthModal } from '../../lib/auth';
import { showHomeHeadline } from '../../lib/home-headline';
import { usePageMeta } from '../../lib/page-meta';
import { isFeatureSection } from './feature-sections';
import { FeatureView } from './feature-view';
import { HeroFigures, RatingClaim } from './marketing-figures';
import { VisitorCounter } from './visitor-counter';
import { COMPARISON, MAIN_FEATURES, OVERLAYS, SECURITY_ITEMS, SIX_FEATURES, type OverlayName } from './home-content';

const HOME = findPage('/')!;
const EXPLORE_LINKS = [
  { to: '/voice-messages', label: 'Voice messages' },
  { to: '/family-tree', label: 'Family tree' },
  { to: '/memory-vault', label: 'Memory vault' },
  { to: '/scrapbooks', label: 'Scrapbooks' },
  { to: '/voice-ancestry', label: 'Voice ancestry' },
  { to: '/pricing', label: 'Plans and pricing' },
];

// The panels (Radix Dialog) download when one is first wanted: hovering or focusing its button starts it.
const loadOverlayPanel = () => import('./overlay-panel');
const OverlayPanel = lazy(loadOverlayPanel);

function Landing() {
  const { openAuthModal } = useAuthModal();
  const [overlay, setOverlay] = useState<OverlayName | null>(null);
  // The current headline, or this visitor's variant of a running A/B test.
  const [headline] = useState(showHomeHeadline);
  const signUp = (returnUrl?: string) => openAuthModal({ tab: 'signup', returnUrl });
  return (
    <>
      <section aria-labelledby="story" className="mx-auto max-w-3xl px-4 pt-14 text-center sm:px-6">
        <h2 id="story" className="sr-only">
          Our story
        </h2>
        <p className="text-lg text-ink-soft">
          Every family has a voice it would give anything to hear once more. {appConfig.productName} keeps those voices,
          and the stories they tell, and passes them on at the right moment.
        </p>
      </section>

      <section className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:items-center">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wide text-accent uppercase">
            Messages that arrive on the right day
          </p>
          <h1 className="mb-6 text-4xl text-ink sm:text-5xl md:text-6xl">{headline}</h1>
          <p className="mb-8 max-w-xl text-lg text-ink-soft">
            Record a message today and choose the day it reaches the people you love, even years from now. Keep your
            family’s photos, voices and stories together, safe for generations.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => signUp()}>
              Get Started
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() =>
                document.getElementById('memories-card')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
              }
            >
              Come Take A Look
            </Button>
            <Button size="lg" variant="ghost" onClick={() => openAuthModal({ tab: 'signin' })}>
              Sign In
            </Button>
          </div>
          <Link to="/pricing" className="mt-5 inline-flex items-center gap-1 font-semibold text-accent underline">
            Begin Your Legacy FREE <ArrowRight className="size-4" aria-hidden />
          </Link>
          <VisitorCounter />
        </div>
        <Card className="grid gap-3 bg-accent-soft/50 p-8">
          <HeroFigures />
          <div className="flex flex-wrap gap-2 pt-2">
            {(['memories', 'messages', 'family-tree', 'scrapbooks'] as const).map((name) => (
              <Button
                key={name}
                variant="secondary"
                size="sm"
                onPointerEnter={() => void loadOverlayPanel()}
                onFocus={() => void loadOverlayPanel()}
                onClick={() => setOverlay(name)}
              >
                {OVERLAYS[name].title}
              </Button>
            ))}
          </div>
        </Card>
      </section>

      <section aria-labelledby="core" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="core" className="mb-6 text-3xl text-ink">
          Three ways to be heard
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {MAIN_FEATURES.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Card className="grid h-full gap-2">
                <Icon className="size-8 text-accent" aria-hidden />
                <h3 className="text-xl text-ink">{title}</h3>
                <p className="text-ink-soft">{text}</p>
                <Link to={to} className="mt-auto font-semibold text-accent underline">
                  Learn more about {title.toLowerCase()}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => signUp('/schedule-message')}>Start Recording Messages</Button>
          <Button variant="secondary" onClick={() => signUp('/family-tree')}>
            Build Voice Family Tree
          </Button>
          <Button variant="ghost" onClick={() => signUp()}>
            Try Platform
          </Button>
        </div>
      </section>

      <section aria-labelledby="everything" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="everything" className="mb-6 text-3xl text-ink">
          Everything your family keeps
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SIX_FEATURES.map(({ icon: Icon, title, text, section }) => (
            <li key={title} id={section === 'memories' ? 'memories-card' : undefined}>
              <Card className="grid h-full gap-2">
                <Icon className="size-7 text-accent" aria-hidden />
                <h3 className="text-xl text-ink">{title}</h3>
                <p className="text-ink-soft">{text}</p>
                <Link to={`/?section=${section}`} className="mt-auto font-semibold text-accent underline">
                  Explore {title.toLowerCase()}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Testimonials className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6" lead={<VideoTestimonial />} />

      <section aria-labelledby="ancestry" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="ancestry" className="mb-6 text-3xl text-ink">
          Voice ancestry and traditional genealogy
        </h2>
        <div className="overflow-x-auto rounded-3xl border border-line bg-white">
          <table className="w-full text-left">
            <thead className="bg-paper-deep text-sm text-ink">
              <tr>
                <th scope="col" className="p-4">
                  &nbsp;
                </th>
                <th scope="col" className="p-4">
                  Voice ancestry
                </th>
                <th scope="col" className="p-4">
                  Traditional genealogy
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.aspect} className="border-t border-line">
                  <th scope="row" className="p-4 font-semibold text-ink">
                    {row.aspect}
                  </th>
                  <td className="p-4 text-ink">{row.voice}</td>
                  <td className="p-4 text-ink-soft">{row.traditional}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Card className="mt-6 grid gap-2">
          <h3 className="text-xl text-ink">Looking for a lost ancestor?</h3>
          <p className="text-ink-soft">
            Start with what your relatives remember: invite them to add names, photos and recordings to the family tree,
            and import the research you already have as GEDCOM. Often the missing branch is in someone’s memory.
          </p>
          <Link to="/ancestry" className="font-semibold text-accent underline">
            How to trace your ancestors
          </Link>
        </Card>
      </section>

      <section aria-labelledby="security" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="security" className="mb-6 text-3xl text-ink">
          Kept safe, and in your hands
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SECURITY_ITEMS.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <ShieldCheck className="mb-2 size-6 text-sage" aria-hidden />
                <h3 className="mb-1 text-lg text-ink">{item.title}</h3>
                <p className="text-sm text-ink-soft">{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="how-it-works" className="mb-6 text-3xl text-ink">
          How it works
        </h2>
        <ol className="grid gap-5 md:grid-cols-3">
          {[
            ['Record or upload', 'Record or upload a message and name who should hear it.'],
            ['Pick the moment', 'Choose the delivery moment: a date, a birthday, a wedding day.'],
            ['Change anything', 'Change anything at any time while you are here.'],
          ].map(([title, text], index) => (
            <li key={title}>
              <Card className="h-full">
                <p className="mb-2 font-serif text-3xl text-accent">{index + 1}</p>
                <h3 className="mb-1 text-xl text-ink">{title}</h3>
                <p className="text-ink-soft">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="protection" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <Card className="bg-accent-soft/50">
          <h2 id="protection" className="mb-4 text-3xl text-ink">
            Delivery protection
          </h2>
          <ol className="grid list-decimal gap-2 pl-5 text-ink">
            <li>Two days before delivery, we e-mail you a reminder so you can change, add or postpone.</li>
            <li>With no answer, a second “are you still here” e-mail goes out the next day.</li>
            <li>With still no answer, your message is delivered, exactly as you left it.</li>
          </ol>
        </Card>
      </section>

      <section aria-labelledby="explore" className="render-lazily mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="explore" className="mb-4 text-3xl text-ink">
          Explore
        </h2>
        <ul className="flex flex-wrap gap-3">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonClasses('secondary')}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink">
          <RatingClaim />
          Read our{' '}
          <Link to="/blog" className="font-semibold text-accent underline">
            blog
          </Link>
          , try the{' '}
          <Link to="/demo" className="font-semibold text-accent underline">
            demo
          </Link>
          , or start with{' '}
          <Link to="/voice-recordings" className="font-semibold text-accent underline">
            voice recordings
          </Link>{' '}
          and{' '}
          <Link to="/future-messages" className="font-semibold text-accent underline">
            future messages
          </Link>
          .
        </p>
      </section>

      {overlay && (
        <Suspense fallback={null}>
          <OverlayPanel name={overlay} onClose={() => setOverlay(null)} />
        </Suspense>
      )}
    </>
  );
}

export default function HomePage() {
  usePageMeta(HOME);
  const [params] = useSearchParams();
  const section = params.get('section');
  if (section === 'messages') return <Navigate to="/future-messages" replace />;
  if (isFeatureSection(section)) return <FeatureView section={section} />;
  return <Landing />;
}
