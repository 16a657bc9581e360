/**
 * An invitation link (/family-invitations?token=…): who invites, as what, and until when; a
 * signed-in invitee accepts, a visitor signs in or signs up and comes back to this same link.
 * Expired, withdrawn, used or unknown links say so in the server's words.
 */
import { AlertTriangle, HeartHandshake } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CIRCLE_MESSAGES, type ReceivedInvitation } from '@heirloom/common/contracts/circle';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAuthModal, useSession } from '../../lib/auth';
import { useAcceptInvitation, useInvitationByToken } from './circle-queries';
import { invitationToInvitee, withArticle } from './circle-format';
import { formatDate } from '../../lib/reader-dates';

/** Why an invitation in a state other than pending cannot be accepted. */
const CLOSED_MESSAGES = {
  accepted: CIRCLE_MESSAGES.invitationUsed,
  withdrawn: CIRCLE_MESSAGES.invitationWithdrawn,
  expired: CIRCLE_MESSAGES.invitationExpired,
} as const;

/** A link that cannot be used, with the reason. */
export function InvitationProblem({ message }: { message: string }) {
  const { user } = useSession();
  return (
    <Card className="mx-auto grid max-w-xl gap-4 text-center" data-testid="invitation-problem">
      <AlertTriangle className="mx-auto size-10 text-danger" aria-hidden />
      <h1 className="text-3xl text-ink">This invitation cannot be used</h1>
      <p role="alert" className="text-lg text-ink">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={user ? '/connections' : '/'} className={buttonClasses('secondary')}>
          {user ? 'See your circles' : 'Go to the home page'}
        </Link>
      </div>
    </Card>
  );
}

function InvitationDetails({ invitation, token }: { invitation: ReceivedInvitation; token: string }) {
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const returnUrl = `${location.pathname}${location.search}`;
  const words = invitationToInvitee(invitation.role, invitation.ownerName);
  const isOtherAddress = user !== null && user.email.toLowerCase() !== invitation.email.toLowerCase();
  const acceptInvitation = async () => {
    try {
      const membership = await accept.mutateAsync({ token });
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
    <Card className="mx-auto grid max-w-xl gap-5" data-testid="invitation-details">
      <HeartHandshake className="size-10 text-accent" aria-hidden />
      <div className="grid gap-2">
        <h1 className="text-3xl text-ink">{words.heading}</h1>
        <p className="text-lg text-ink" data-testid="invitation-role">
          {words.role}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl bg-paper-deep p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Sent to</dt>
        <dd className="break-words text-ink-soft">{invitation.email}</dd>
        <dt className="font-semibold text-ink">Valid until</dt>
        <dd className="text-ink-soft">{formatDate(invitation.expiresAt, 'short-day')}</dd>
      </dl>
      {user ? (
        <>
          {isOtherAddress && (
            <p className="rounded-2xl bg-accent-soft/60 p-3 text-sm text-ink">
              You are signed in as {user.email}. {CIRCLE_MESSAGES.invitationNotYours}
            </p>
          )}
          <Button
            size="lg"
            className="justify-self-start"
            disabled={accept.isPending}
            onClick={() => void acceptInvitation()}
          >
            {accept.isPending ? 'Accepting…' : 'Accept invitation'}
          </Button>
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-ink-soft">
            To accept, sign in, or create your free account with{' '}
            <strong className="text-ink">{invitation.email}</strong>.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl, email: invitation.email })}>
              Sign Up
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => openAuthModal({ tab: 'signin', returnUrl, email: invitation.email })}
            >
              Sign In
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

export function InvitationByToken({ token }: { token: string }) {
  const invitation = useInvitationByToken(token);
  if (invitation.isPending) return <LoadingScreen message="Opening your invitation..." />;
  if (invitation.isError || !invitation.data) {
    return (
      <InvitationProblem
        message={invitation.isError ? describeError(invitation.error) : CIRCLE_MESSAGES.invitationNotFound}
      />
    );
  }
  if (invitation.data.status !== 'pending')
    return <InvitationProblem message={CLOSED_MESSAGES[invitation.data.status]} />;
  return <InvitationDetails invitation={invitation.data} token={token} />;
}
