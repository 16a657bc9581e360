/**
 * /demo and /test-login (docs/product/overview.md "Demo family"): what the sample family holds, and
 * "Try it with a sample family", which signs the visitor in to the read-only demo account and opens
 * its dashboard. /test-login is the same sign-in with a shorter introduction. The home page's
 * feature views lead here. The dashboard's code loads while either page is shown, so the click
 * opens it without a wait.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { appConfig } from '../../lib/app-config';
import { preloadPage } from '../../lib/page-preload';
import { useAuthModal, useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { signInToDemo, useDemoStatus, type DemoStatus } from './demo-queries';

/** What the sample family holds: each line true of what the daily job builds (server/src/modules/demo). */
const INSIDE = [
  {
    title: 'Three generations',
    text: 'A family tree from Rose and Walter Hartley, through their daughter Ellen and her husband David, to Sam and Lily — with dates, places and portraits.',
  },
  {
    title: 'Voices with their words',
    text: 'Grandma Rose on the apple tree they planted in 1970 and her apple pie, Grandpa Walter on the dance where they met — play them and read the transcripts.',
  },
  {
    title: 'Photos in the memory vault',
    text: 'Maple Street, a summer at the lake, a birthday cake — kept encrypted, with the people in them, and an album.',
  },
  {
    title: 'Messages for later',
    text: "A recorded voice message for Lily's birthday and a letter for Sam's, scheduled years ahead with delivery protection.",
  },
  {
    title: 'A recipe in the cook’s voice',
    text: 'Grandma Rose’s apple pie: ingredients, steps, the photo of her apple tree, and Rose telling you how she makes it.',
  },
  {
    title: 'A sealed time capsule',
    text: 'A letter, a photo and a voice from this year, sealed for ten years — Ellen chose to be able to look inside.',
  },
];

function TryButton({ status }: { status: DemoStatus | null | undefined }) {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const tryIt = useMutation({
    mutationFn: signInToDemo,
    onSuccess: async (demoUser) => {
      setUser(demoUser);
      await navigate('/dashboard');
    },
  });
  if (status?.isDemoSession) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild size="lg">
          <Link to="/dashboard">Go to the sample family</Link>
        </Button>
        <p className="text-ink-soft">You are looking around the sample family now.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => tryIt.mutate()} disabled={tryIt.isPending || status?.isEnabled === false}>
          {tryIt.isPending ? 'Opening the sample family…' : 'Try it with a sample family'}
        </Button>
        {status && !status.isReady && status.isEnabled && (
          <p className="text-ink-soft">The sample family is being set up — it takes about a minute.</p>
        )}
      </div>
      {user && !status?.isDemoSession && (
        <p className="text-sm text-ink-soft">You will be signed out of your account ({user.email}) first.</p>
      )}
      {tryIt.isError && (
        <p role="alert" className="text-danger">
          {describeError(tryIt.error)}
        </p>
      )}
    </div>
  );
}

export function DemoPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { productName } = appConfig;
  const { openAuthModal } = useAuthModal();
  const status = useDemoStatus();
  const isSignInOnly = page.path === '/test-login';
  // The page is there to open the sample family's dashboard: its code loads while the visitor reads.
  useEffect(() => preloadPage('/dashboard'), []);
  if (status.data?.isEnabled === false) {
    return (
      <PageIntro
        eyebrow="Demo"
        title="The sample family is not available here"
        lead={`This ${productName} server does not offer the demo. You can create your own account instead — it is free.`}
      >
        <Button className="mt-6" size="lg" onClick={() => openAuthModal({ tab: 'signup' })}>
          Get started free
        </Button>
      </PageIntro>
    );
  }
  return (
    <>
      <PageIntro
        eyebrow="Demo"
        title={isSignInOnly ? 'Sign in to the sample family' : `Try ${productName} with a sample family`}
        lead={
          isSignInOnly
            ? 'One click signs you in to the demo account of the Hartley-Moreno family. Look at anything; nothing you try is saved.'
            : `Look around the account of ${status.data?.familyName ?? 'a sample family'} without creating your own: real recordings, photos, messages, a recipe and a time capsule, built by ${productName} exactly as yours would be.`
        }
      >
        <div className="mt-8">
          <TryButton status={status.data} />
        </div>
      </PageIntro>
      {!isSignInOnly && (
        <div className="mx-auto mt-12 grid max-w-3xl gap-10 px-4 pb-16 sm:px-6">
          <section aria-labelledby="inside">
            <h2 id="inside" className="mb-4 text-3xl text-ink">
              What is inside
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {INSIDE.map((entry) => (
                <Card key={entry.title}>
                  <h3 className="mb-2 text-xl text-ink">{entry.title}</h3>
                  <p className="text-ink-soft">{entry.text}</p>
                </Card>
              ))}
            </div>
          </section>
          <section aria-labelledby="rules">
            <h2 id="rules" className="mb-3 text-3xl text-ink">
              Look, listen, but keep your own
            </h2>
            <p className="mb-3 text-ink">
              The sample family is read-only: uploading, editing, scheduling or deleting is politely refused, so the
              next visitor finds it just as you did. It is rebuilt from scratch every day.
            </p>
            <p className="text-ink-soft">
              When you want to keep your own family’s voices,{' '}
              <button
                type="button"
                className="font-semibold text-accent underline"
                onClick={() => openAuthModal({ tab: 'signup' })}
              >
                create your free account
              </button>{' '}
              — or read{' '}
              <Link to="/how-it-works" className="font-semibold text-accent underline">
                how it works
              </Link>{' '}
              first.
            </p>
          </section>
        </div>
      )}
    </>
  );
}
