/**
 * The owner's open invitations (pending or expired): to whom, as what, until when; Resend gives
 * a new link for 14 more days, Withdraw (after confirming) makes the link stop working.
 */
import { Clock, MailCheck } from 'lucide-react';
import { ROLE_DESCRIPTIONS, type Invitation } from '@heirloom/common/contracts/circle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useResendInvitation, useWithdrawInvitation } from './circle-queries';
import { formatDate } from '../../lib/reader-dates';

function InvitationRow({
  invitation,
  onConfirm,
}: {
  invitation: Invitation;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const isExpired = invitation.status === 'expired';
  const resendInvitation = async () => {
    try {
      const sent = await resend.mutateAsync(invitation.id);
      toast({
        title: 'Invitation sent again',
        description: `${sent.name}'s new link works until ${formatDate(sent.expiresAt, 'short-day')}.`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'The invitation was not sent', description: describeError(error) });
    }
  };
  return (
    <li
      className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="circle-invitation"
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {invitation.name}{' '}
          <span className="font-normal text-ink-soft">
            · {ROLE_DESCRIPTIONS[invitation.role].label}
            {invitation.relationship ? ` · ${invitation.relationship}` : ''}
          </span>
        </p>
        <p className="text-sm break-words text-ink-soft">{invitation.email}</p>
        <p className={`flex items-center gap-1.5 text-sm ${isExpired ? 'font-semibold text-danger' : 'text-ink-soft'}`}>
          {isExpired ? <Clock className="size-4" aria-hidden /> : <MailCheck className="size-4" aria-hidden />}
          {isExpired
            ? `Expired on ${formatDate(invitation.expiresAt, 'short-day')}`
            : `Sent ${formatDate(invitation.sentAt, 'short-day')} · valid until ${formatDate(invitation.expiresAt, 'short-day')}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => void resendInvitation()}>
          {resend.isPending ? 'Sending…' : 'Resend'}
          <span className="sr-only"> the invitation to {invitation.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          onClick={() =>
            onConfirm({
              title: `Withdraw ${invitation.name}'s invitation?`,
              description: `The link we e-mailed to ${invitation.email} will stop working. You can invite ${invitation.name} again later.`,
              confirmLabel: 'Withdraw',
              done: 'Invitation withdrawn',
              run: () => withdraw.mutateAsync(invitation.id),
            })
          }
        >
          Withdraw<span className="sr-only"> the invitation to {invitation.name}</span>
        </Button>
      </div>
    </li>
  );
}

export function CircleInvitations({
  invitations,
  onConfirm,
}: {
  invitations: Invitation[];
  onConfirm: (confirmation: Confirmation) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-4">
      <h2 id="invitations-heading" className="text-2xl text-ink">
        Invitations waiting ({invitations.length})
      </h2>
      <Card className="p-5 sm:p-6">
        <ul className="divide-y divide-line">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onConfirm={onConfirm} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
