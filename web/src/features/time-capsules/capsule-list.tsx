/** The signed-in user's capsules, soonest opening first, each with its countdown; and the form for a new one. */
import { Hourglass, Lock, MailOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCountdown } from '../../lib/capsule-countdown';
import { CapsuleForm } from './capsule-form';
import { useTimeCapsules } from './time-capsules-queries';
import { formatDate } from '../../lib/reader-dates';

const STATUS = {
  draft: { icon: Hourglass, label: 'Being filled' },
  sealed: { icon: Lock, label: 'Sealed' },
  opened: { icon: MailOpen, label: 'Opened' },
} as const;

const ROLE = { owner: 'Yours', contributor: 'You are adding to it', recipient: 'Made for you' } as const;

function CapsuleRow({ capsule }: { capsule: TimeCapsuleSummary }) {
  const { icon: Icon, label } = STATUS[capsule.status];
  return (
    <li>
      <Link
        to={`/time-capsules?capsule=${capsule.id}`}
        className="block rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Card className="flex flex-wrap items-center gap-4 transition-colors hover:bg-paper-deep">
          <Icon className="size-8 shrink-0 text-accent" aria-hidden />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-xl text-ink">{capsule.title}</h2>
            <p className="text-sm text-ink-soft">
              {label} · {ROLE[capsule.role]} · {capsule.itemCount} {capsule.itemCount === 1 ? 'item' : 'items'}
            </p>
            <p className="text-sm text-ink-soft">
              {formatDate(capsule.opensAt, 'short-zoned-moment', capsule.timeZone)}
            </p>
          </div>
          <p className="font-semibold text-ink" data-testid="capsule-countdown">
            {capsule.status === 'opened' ? 'Open now' : formatCountdown(capsule.opensAt, new Date())}
          </p>
        </Card>
      </Link>
    </li>
  );
}

export function CapsuleList() {
  const capsules = useTimeCapsules();
  const [isCreating, setIsCreating] = useState(false);
  if (capsules.isPending) return <LoadingScreen message="Opening your time capsules..." />;
  const list = capsules.data ?? [];
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">Time capsules</h1>
          <p className="text-ink-soft">Memories sealed until the day you choose, filled together with your family.</p>
        </div>
        {!isCreating && (
          <Button onClick={() => setIsCreating(true)}>
            <Plus className="size-4" aria-hidden /> New time capsule
          </Button>
        )}
      </div>
      {isCreating && <CapsuleForm onDone={() => setIsCreating(false)} />}
      {list.length === 0 && !isCreating ? (
        <Card className="text-center">
          <Hourglass className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h2 className="mb-2 text-2xl text-ink">No time capsules yet</h2>
          <p className="mb-5 text-ink-soft">Start one for a birthday, a wedding or a grandchild's eighteenth.</p>
          <Button onClick={() => setIsCreating(true)}>Start your first time capsule</Button>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {list.map((capsule) => (
            <CapsuleRow key={capsule.id} capsule={capsule} />
          ))}
        </ul>
      )}
    </>
  );
}
