/**
 * /connections and /family-connections (docs/product/roles-and-access.md "Family circle"): the
 * circles the user belongs to, their own first; a switcher kept in the URL (?circle=<ownerId>); for
 * their own circle, its members and what each can see with a link to manage it; for another's
 * circle, its owner, the user's role, what it lets them see, what the owner shares with them (where
 * an accepted invitation lands), and Leave after confirming.
 */
import { ArrowRight, LogOut, MailOpen, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Membership } from '@heirloom/common/contracts/circle';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { CircleShares } from './circle-shares';
import { useCircle, useLeaveCircle, useMemberships, useReceivedInvitations } from './circle-queries';
import { roleCanSeeAsMember, roleLabel } from './circle-format';
import { formatDate } from '../../lib/reader-dates';

const circleName = (membership: Membership) =>
  membership.role === 'owner' ? 'Your own circle' : `${membership.ownerName}'s circle`;

/** The switcher: one link per circle, the chosen one marked as current. */
function CircleSwitcher({ memberships, chosen }: { memberships: Membership[]; chosen: Membership }) {
  return (
    <nav aria-label="Your circles" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {memberships.map((membership) => {
          const isCurrent = membership.ownerId === chosen.ownerId;
          return (
            <li key={membership.ownerId}>
              <Link
                to={`?circle=${encodeURIComponent(membership.ownerId)}`}
                replace
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                  isCurrent
                    ? 'border-accent bg-accent text-white'
                    : 'border-line bg-white text-ink hover:bg-paper-deep',
                )}
              >
                {circleName(membership)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The user's own circle, read-only: who is in it and what each can see. */
function OwnCircle() {
  const circle = useCircle();
  const members = circle.data?.members ?? [];
  return (
    <Card className="grid gap-5" data-testid="own-circle">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl text-ink">Your own circle</h2>
          <p className="text-ink-soft">You are its owner: you decide who is in it and what each person can see.</p>
        </div>
        <Link to="/family-collaboration" className={buttonClasses('primary')}>
          Manage your circle <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {circle.isPending ? (
        <p className="text-ink-soft">Loading your circle…</p>
      ) : members.length === 0 ? (
        <p className="rounded-2xl bg-paper-deep p-4 text-ink">
          Nobody has joined your circle yet.{' '}
          <Link to="/family-collaboration" className="font-semibold text-accent underline">
            Invite a relative
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3">
          {members.map((member) => (
            <li key={member.id} className="grid gap-1 rounded-2xl bg-paper-deep p-4" data-testid="connection-member">
              <p className="font-semibold text-ink">
                {member.name}{' '}
                <span className="font-normal text-ink-soft">
                  · {roleLabel(member.role, member.isLegacyContact)}
                  {member.relationship ? ` · ${member.relationship}` : ''}
                </span>
              </p>
              <p className="text-sm text-ink-soft">
                Since {formatDate(member.since, 'short-day')} · last active{' '}
                {member.lastActiveAt ? formatDate(member.lastActiveAt, 'short-day') : 'not yet'}
              </p>
              <p className="text-sm text-ink">Can see: {member.canSee}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A circle the user is a member of: its owner, the user's role, what it lets them see, and Leave. */
function MemberCircle({
  membership,
  onConfirm,
}: {
  membership: Membership;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const [, setParams] = useSearchParams();
  const leave = useLeaveCircle();
  return (
    <Card className="grid gap-5" data-testid="member-circle">
      <div>
        <h2 className="text-2xl text-ink">{`${membership.ownerName}'s family circle`}</h2>
        <p className="text-ink-soft">
          Owned by {membership.ownerName}. You joined on {formatDate(membership.since, 'short-day')}.
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl bg-paper-deep p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Your role</dt>
        <dd className="text-ink" data-testid="member-role">
          {roleLabel(membership.role, membership.isLegacyContact)}
        </dd>
        <dt className="font-semibold text-ink">You can see</dt>
        <dd className="text-ink-soft">
          {roleCanSeeAsMember(membership.role, membership.ownerName, membership.isLegacyContact)}
        </dd>
      </dl>
      <CircleShares ownerId={membership.ownerId} ownerName={membership.ownerName} />
      <Button
        variant="secondary"
        className="justify-self-start text-danger"
        onClick={() =>
          onConfirm({
            title: `Leave ${membership.ownerName}'s circle?`,
            description: `You will no longer see what ${membership.ownerName} shares with the circle. To come back, ${membership.ownerName} has to invite you again.`,
            confirmLabel: 'Leave the circle',
            done: `You left ${membership.ownerName}'s circle`,
            run: async () => {
              await leave.mutateAsync(membership.ownerId);
              setParams({}, { replace: true });
            },
          })
        }
      >
        <LogOut className="size-4" aria-hidden /> Leave this circle
      </Button>
    </Card>
  );
}

/** A line pointing at invitations still waiting for the user. */
function WaitingInvitations() {
  const invitations = useReceivedInvitations();
  const count = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending').length;
  if (count === 0) return null;
  return (
    <p className="mb-6 flex flex-wrap items-center gap-2 rounded-2xl bg-accent-soft/60 p-4 text-ink">
      <MailOpen className="size-5 text-accent" aria-hidden />
      {count === 1 ? 'An invitation is waiting for you.' : `${count} invitations are waiting for you.`}
      <Link to="/family-invitations" className="font-semibold text-accent underline">
        See your invitations
      </Link>
    </p>
  );
}

function Connections() {
  const memberships = useMemberships();
  const [params] = useSearchParams();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (memberships.isPending) return <LoadingScreen message="Loading your family circles..." />;
  const list = memberships.data ?? [];
  const chosen = list.find((membership) => membership.ownerId === params.get('circle')) ?? list[0];
  return (
    <>
      <div className="mb-6">
        <h1 className="mb-1 text-4xl text-ink">Family connections</h1>
        <p className="text-ink-soft">The family circles you belong to, and what you can see in each.</p>
      </div>
      <WaitingInvitations />
      {memberships.isError ? (
        <p role="alert" className="text-danger">
          We could not load your circles. Please reload the page in a moment.
        </p>
      ) : !chosen ? (
        <Card className="text-center">
          <Users className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h2 className="mb-2 text-2xl text-ink">You are not in a family circle yet</h2>
          <p className="mb-6 text-ink-soft">Invite your relatives, or accept an invitation someone sent you.</p>
          <Link to="/family-collaboration" className={buttonClasses('primary')}>
            Invite a relative
          </Link>
        </Card>
      ) : (
        <>
          {list.length > 1 && <CircleSwitcher memberships={list} chosen={chosen} />}
          {chosen.role === 'owner' ? (
            <OwnCircle />
          ) : (
            <MemberCircle key={chosen.ownerId} membership={chosen} onConfirm={setConfirmation} />
          )}
        </>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

export function ConnectionsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return <Connections />;
}
