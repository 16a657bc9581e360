/**
 * One capsule (docs/product/capsules-scrapbooks-recipes.md "Time capsules"). Draft: its items so
 * far, the contribution panel and, for its owner, Change (the form) and Seal (after a confirmation
 * that says it cannot be undone and names each invited contributor who has not added anything yet);
 * a birthday opening says whose, and why it cannot open when the tree's birth date is not exact.
 * Sealed: only what is known without contents — who added how many items and the countdown. Opened:
 * the reveal.
 */
import { Lock, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { formatCountdown } from '../../lib/capsule-countdown';
import { CapsuleContribute } from './capsule-contribute';
import { CapsuleForm } from './capsule-form';
import { CapsuleItemView } from './capsule-item-view';
import { CapsuleReveal } from './capsule-reveal';
import { OpenedHeader } from './opened-header';
import { useCapsuleContents, useSealCapsule, useTimeCapsule } from './time-capsules-queries';
import { formatDate } from '../../lib/reader-dates';

/** The countdown, refreshed every half minute. */
function Countdown({ opensAt }: { opensAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-2xl font-semibold text-ink" data-testid="capsule-countdown">
      {formatCountdown(opensAt, now)}
    </p>
  );
}

function Facts({ capsule }: { capsule: TimeCapsuleSummary }) {
  return (
    <Card className="grid gap-4 sm:grid-cols-2">
      <div>
        <h2 className="mb-1 text-sm font-semibold text-ink-soft">Opens</h2>
        {capsule.opensOnBirthday && (
          <p className="font-semibold text-ink" data-testid="capsule-birthday">
            When {capsule.opensOnBirthday.name || 'they'} turns {capsule.opensOnBirthday.age}
          </p>
        )}
        <p className="text-ink">{formatDate(capsule.opensAt, 'zoned-moment', capsule.timeZone)}</p>
        {capsule.openingProblem ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger" data-testid="capsule-opening-problem">
            {capsule.openingProblem}
          </p>
        ) : (
          <Countdown opensAt={capsule.opensAt} />
        )}
      </div>
      <div>
        <h2 className="mb-1 text-sm font-semibold text-ink-soft">For</h2>
        <p className="text-ink">{capsule.recipients.map((recipient) => recipient.name).join(', ')}</p>
        <h2 className="mt-3 mb-1 text-sm font-semibold text-ink-soft">Inside</h2>
        {capsule.contributions.length === 0 ? (
          <p className="text-ink">Nothing yet</p>
        ) : (
          <ul className="text-ink" data-testid="capsule-contributions">
            {capsule.contributions.map((contribution) => (
              <li key={contribution.name}>
                {contribution.name}: {contribution.itemCount} {contribution.itemCount === 1 ? 'item' : 'items'}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function ItemsSoFar({ id }: { id: string }) {
  const contents = useCapsuleContents(id, true);
  const items = contents.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="grid gap-4">
      <h2 className="text-2xl text-ink">Inside so far</h2>
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <CapsuleItemView item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SealedNotice({ capsule }: { capsule: TimeCapsuleSummary }) {
  const [isLooking, setIsLooking] = useState(false);
  return (
    <Card className="grid gap-3 text-center" data-testid="sealed-notice">
      <Lock className="mx-auto size-10 text-accent" aria-hidden />
      <h2 className="text-2xl text-ink">Sealed</h2>
      <p className="mx-auto max-w-xl text-ink-soft">
        {capsule.sealedAt && `Sealed ${formatDate(capsule.sealedAt, 'short-zoned-moment', capsule.timeZone)}. `}
        {capsule.canReadContents
          ? 'You chose to be able to look inside; nobody else can until it opens.'
          : 'Nobody can look inside until it opens. On that day everyone it is for gets an e-mail.'}
      </p>
      {capsule.canReadContents && (
        <Button variant="secondary" className="justify-self-center" onClick={() => setIsLooking((value) => !value)}>
          {isLooking ? 'Close it again' : 'Look inside'}
        </Button>
      )}
      {isLooking && <ItemsSoFar id={capsule.id} />}
    </Card>
  );
}

function OpenedCapsule({ capsule }: { capsule: TimeCapsuleSummary }) {
  const contents = useCapsuleContents(capsule.id, true);
  if (contents.isPending) return <LoadingScreen message="Opening the time capsule..." />;
  if (!contents.data) return null;
  return (
    <>
      <OpenedHeader capsule={contents.data.capsule} />
      <CapsuleReveal contents={contents.data} />
    </>
  );
}

export function CapsuleDetail({ id }: { id: string }) {
  const capsule = useTimeCapsule(id);
  const seal = useSealCapsule(id);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isChanging, setIsChanging] = useState(false);
  if (capsule.isPending) return <LoadingScreen message="Opening the time capsule..." />;
  if (!capsule.data) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h1 className="mb-2 text-2xl text-ink">We could not find that time capsule</h1>
        <p className="mb-5 text-ink-soft">It may have been mistyped, or it is not one of yours.</p>
        <Link to="/time-capsules" className="font-semibold text-accent underline underline-offset-4">
          Your time capsules
        </Link>
      </Card>
    );
  }
  const data = capsule.data;
  if (data.status === 'opened') return <OpenedCapsule capsule={data} />;
  // Invited contributors who have added nothing yet are named first: sealing shuts them out for good.
  const silent = data.contributors.filter((contributor) => contributor.itemCount === 0);
  const askToSeal = () =>
    setConfirmation({
      title: silent.length > 0 ? `Seal "${data.title}" anyway?` : `Seal "${data.title}"?`,
      warnings: silent.map((contributor) => `${contributor.name} has not added anything yet.`),
      description: `Sealing cannot be undone. Nothing more can be added or changed, and ${
        data.ownerMayLook ? 'only you' : 'nobody, not even you,'
      } can look inside until ${formatDate(data.opensAt, 'zoned-moment', data.timeZone)}.`,
      confirmLabel: silent.length > 0 ? 'Seal anyway' : 'Seal the capsule',
      done: 'The time capsule is sealed',
      run: () => seal.mutateAsync(),
    });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to="/time-capsules" className="text-sm font-semibold text-accent underline underline-offset-4">
            Time capsules
          </Link>
          <h1 className="mt-2 text-4xl text-ink">{data.title}</h1>
          <p className="text-ink-soft">A time capsule from {data.ownerName}</p>
        </div>
        {data.status === 'draft' && data.role === 'owner' && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setIsChanging((value) => !value)} aria-expanded={isChanging}>
              <Pencil className="size-4" aria-hidden /> Change
            </Button>
            <Button onClick={askToSeal}>
              <Lock className="size-4" aria-hidden /> Seal the capsule
            </Button>
          </div>
        )}
      </div>
      {isChanging && data.status === 'draft' && <CapsuleForm capsule={data} onDone={() => setIsChanging(false)} />}
      <Facts capsule={data} />
      {data.status === 'sealed' && <SealedNotice capsule={data} />}
      {data.status === 'draft' && data.canReadContents && (
        <>
          <CapsuleContribute capsuleId={data.id} />
          <ItemsSoFar id={data.id} />
        </>
      )}
      {data.status === 'draft' && !data.canReadContents && (
        <Card className="text-center text-ink-soft">
          It is still being filled. You will get an e-mail when it opens.
        </Card>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
