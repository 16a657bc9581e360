/**
 * What a legacy contact sees of one owner's plan (docs/product/legacy-release.md "Legacy contacts"
 * and "What a release gives"): before the release, only that they were chosen and what they will be
 * asked to do (with "report" and "confirm"); after it, the owner's waiting messages that need a
 * decision, the owner's last wishes, the messages and albums left to them, the replies to the
 * owner's messages kept for the family, and the audit log of the process.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { confirmDeath, useContactView, useRefreshLegacy } from './legacy-queries';
import { LegacyAuditLog } from './legacy-audit-log';
import { describeQuorum } from './legacy-format';
import { ReleasedAlbums } from './released-albums';
import { ReleasedLastWishesCard } from './released-last-wishes';
import { ReleasedMessages } from './released-messages';
import { ReleasedReplies } from './released-replies';
import { WaitingMessageDecisions } from './waiting-message-decisions';
import { formatDate } from '../../lib/reader-dates';

export function ContactView({ ownerId }: { ownerId: string }) {
  const view = useContactView(ownerId);
  const refresh = useRefreshLegacy();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (view.isPending) return <LoadingScreen message="Opening the legacy plan..." />;
  if (!view.data)
    return (
      <Card className="text-center">
        <h1 className="mb-2 text-2xl text-ink">We could not find that legacy plan</h1>
        <Link to="/legacy" className="text-accent underline">
          Back to your legacy page
        </Link>
      </Card>
    );
  const { ownerName, quorum, contactCount, waitingDays, phase, hasConfirmed, released } = view.data;

  if (released)
    return (
      <div className="grid gap-6" data-testid="contact-released">
        <Card className="grid gap-2">
          <h1 className="text-3xl text-ink">What {ownerName} left for you</h1>
          <p className="text-ink-soft">
            Released on {formatDate(released.releasedAt, 'day')}. Your access does not expire.
          </p>
        </Card>
        <WaitingMessageDecisions ownerId={ownerId} ownerName={ownerName} />
        <ReleasedLastWishesCard ownerId={ownerId} />
        <ReleasedMessages ownerId={ownerId} ownerName={ownerName} messages={released.messages} />
        <ReleasedReplies ownerId={ownerId} ownerName={ownerName} />
        <ReleasedAlbums ownerName={ownerName} albums={released.albums} />
        <Card className="grid gap-3">
          <h2 className="text-2xl text-ink">How the release happened</h2>
          <LegacyAuditLog events={released.audit} />
        </Card>
      </div>
    );

  const act = () =>
    setConfirmation({
      title: phase === 'quiet' ? `Report that ${ownerName} has died?` : `Confirm that ${ownerName} has died?`,
      description: `Only do this if you know it. ${describeQuorum(quorum ?? 1, contactCount)}, then ${ownerName} still has ${waitingDays ?? 7} days to stop it.`,
      confirmLabel: phase === 'quiet' ? 'Report the death' : 'Confirm',
      done: 'Thank you. Your answer was recorded.',
      run: async () => {
        await confirmDeath(ownerId);
        await refresh();
      },
    });

  return (
    <Card className="grid gap-4" data-testid="contact-view">
      <h1 className="text-3xl text-ink">{ownerName} chose you as a legacy contact</h1>
      <p className="text-ink">
        You see nothing of {ownerName}&apos;s memories or messages for now. If {ownerName} stops answering our
        check-ins, or if someone reports their death, we will ask you to confirm.{' '}
        {quorum ? `${describeQuorum(quorum, contactCount)}; ` : ''}then {ownerName} still has {waitingDays ?? 7} days to
        stop it. Only after that are their messages delivered and what they left for you shown here.
      </p>
      {phase === 'asking' && <p className="font-semibold text-ink">We are asking the legacy contacts to confirm.</p>}
      {phase === 'waiting' && (
        <p className="font-semibold text-ink">Enough contacts confirmed. The waiting period is running.</p>
      )}
      {hasConfirmed ? (
        <p role="status" className="text-sage">
          You confirmed. Thank you.
        </p>
      ) : (
        phase !== 'waiting' && (
          <Button
            variant="secondary"
            className="justify-self-start h-auto min-h-11 py-2 whitespace-normal"
            onClick={act}
          >
            {phase === 'quiet' ? `Report that ${ownerName} has died` : `Confirm ${ownerName} has died`}
          </Button>
        )
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}
