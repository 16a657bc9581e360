/** The invitations waiting for the signed-in user's e-mail address, each with Accept. */
import { MailOpen } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ReceivedInvitation } from '@heirloom/common/contracts/circle';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAcceptInvitation, useReceivedInvitations } from './circle-queries';
import { invitationToInvitee, withArticle } from './circle-format';
import { formatDate } from '../../lib/reader-dates';

function ReceivedInvitationCard({ invitation }: { invitation: ReceivedInvitation }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const words = invitationToInvitee(invitation.role, invitation.ownerName);
  const acceptInvitation = async () => {
    try {
      const membership = await accept.mutateAsync({ invitationId: invitation.id });
      toast({
        title: `Welcome to ${membership.ownerName}'s family circle`,
        description: `You joined as ${withArticle(invitation.role)}.`,
      });
      await navigate(`/connections?circle=${encodeURIComponent(membership.ownerId)}`);
    } catch (error) {
      toast({ variant: 'destructive', title: 'The invitation was not accepted', description: describeError(error) });
    }
  };
  return (
    <li>
      <Card className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6" data-testid="received-invitation">
        <div className="min-w-0">
          <h2 className="text-xl text-ink">{words.heading}</h2>
          <p className="text-ink">{words.role}</p>
          <p className="text-sm text-ink-soft">Valid until {formatDate(invitation.expiresAt, 'short-day')}</p>
        </div>
        <Button disabled={accept.isPending} onClick={() => void acceptInvitation()}>
          {accept.isPending ? 'Accepting…' : 'Accept'}
          <span className="sr-only"> the invitation from {invitation.ownerName}</span>
        </Button>
      </Card>
    </li>
  );
}

export function ReceivedInvitations() {
  const invitations = useReceivedInvitations();
  if (invitations.isPending) return <LoadingScreen message="Looking for your invitations..." />;
  const waiting = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending');
  return (
    <>
      <div className="mb-8">
        <h1 className="mb-1 text-4xl text-ink">Family invitations</h1>
        <p className="text-ink-soft">Invitations to join a relative's family circle, sent to your e-mail address.</p>
      </div>
      {invitations.isError ? (
        <p role="alert" className="text-danger">
          {describeError(invitations.error)}
        </p>
      ) : waiting.length === 0 ? (
        <Card className="text-center" data-testid="no-invitations">
          <MailOpen className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h2 className="mb-2 text-2xl text-ink">No invitations are waiting for you</h2>
          <p className="mb-6 text-ink-soft">
            When a relative invites you, the invitation appears here and in your e-mail.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/connections" className={buttonClasses('secondary')}>
              See your circles
            </Link>
            <Link to="/family-collaboration" className={buttonClasses('primary')}>
              Invite your own family
            </Link>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {waiting.map((invitation) => (
            <ReceivedInvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </>
  );
}
