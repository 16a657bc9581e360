/**
 * The members of the owner's circle: who, relationship, roles, since when, last active and what
 * they can see; the owner changes the sharing role (select, then save), adds or takes off the
 * legacy-contact role without touching it, or removes someone after confirming.
 */
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import {
  CIRCLE_ROLES,
  heldRoles,
  ROLE_DESCRIPTIONS,
  type CircleMember,
  type CircleRole,
} from '@heirloom/common/contracts/circle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useChangeRole, useRemoveMember } from './circle-queries';
import { formatLastActive, rolesWithArticles, withArticle } from './circle-format';
import { formatDate } from '../../lib/reader-dates';

const selectClasses = 'h-9 rounded-xl border border-line bg-white px-3 text-sm text-ink';

/** The sharing role's choices; "Legacy contact only" (no sharing role) while they are a legacy contact. */
const sharingChoices = (member: CircleMember) =>
  CIRCLE_ROLES.filter((option) => option !== 'legacy_contact' || member.isLegacyContact);
const choiceLabel = (option: CircleRole) =>
  option === 'legacy_contact' ? 'None (legacy contact only)' : ROLE_DESCRIPTIONS[option].label;

function RoleChange({ member }: { member: CircleMember }) {
  const changeRole = useChangeRole();
  const [role, setRole] = useState<CircleRole>(member.role);
  const selectId = `member-role-${member.id}`;
  const save = async () => {
    try {
      const saved = await changeRole.mutateAsync({ id: member.id, change: { role } });
      toast({
        title: 'Role changed',
        description: `${saved.name} is now ${rolesWithArticles(saved.role, saved.isLegacyContact)}.`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'The role was not changed', description: describeError(error) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        Role<span className="sr-only"> of {member.name}</span>
      </label>
      <select
        id={selectId}
        value={role}
        onChange={(event) => setRole(event.target.value as CircleRole)}
        className={selectClasses}
      >
        {sharingChoices(member).map((option) => (
          <option key={option} value={option}>
            {choiceLabel(option)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        size="sm"
        disabled={role === member.role || changeRole.isPending}
        onClick={() => void save()}
      >
        {changeRole.isPending ? 'Saving…' : 'Save role'}
        <span className="sr-only"> of {member.name}</span>
      </Button>
    </div>
  );
}

/** Adds or takes off the legacy-contact role; a legacy contact only keeps it (they are removed instead). */
function LegacyContactToggle({ member }: { member: CircleMember }) {
  const changeRole = useChangeRole();
  if (member.role === 'legacy_contact') return null;
  const isLegacyContact = !member.isLegacyContact;
  const toggle = async () => {
    try {
      await changeRole.mutateAsync({ id: member.id, change: { isLegacyContact } });
      toast({
        title: isLegacyContact ? 'Legacy contact added' : 'Legacy-contact role taken off',
        description: isLegacyContact
          ? `${member.name} is a legacy contact now and stays ${withArticle(member.role)}. We told them by e-mail.`
          : `${member.name} stays ${withArticle(member.role)} and is no longer a legacy contact.`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'The role was not changed', description: describeError(error) });
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={changeRole.isPending} onClick={() => void toggle()}>
      {isLegacyContact ? 'Make legacy contact' : 'Remove legacy-contact role'}
      <span className="sr-only"> of {member.name}</span>
    </Button>
  );
}

function MemberCard({ member, onConfirm }: { member: CircleMember; onConfirm: (confirmation: Confirmation) => void }) {
  const removeMember = useRemoveMember();
  return (
    <li>
      <Card className="grid gap-4 p-5 sm:p-6" data-testid="circle-member">
        <div className="flex flex-wrap items-start gap-3">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent"
            aria-hidden
          >
            <UserRound className="size-5" />
          </span>
          <div className="min-w-0 flex-1 basis-52">
            <h3 className="text-xl text-ink">{member.name}</h3>
            <p className="text-sm break-words text-ink-soft">
              {member.relationship ? `${member.relationship} · ` : ''}
              {member.email}
            </p>
          </div>
          <span className="flex flex-wrap gap-2">
            {heldRoles(member).map((role) => (
              <span
                key={role}
                className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong"
                data-testid="member-role-badge"
              >
                {ROLE_DESCRIPTIONS[role].label}
              </span>
            ))}
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">Member since</dt>
          <dd className="text-ink-soft">{formatDate(member.since, 'short-day')}</dd>
          <dt className="font-semibold text-ink">Last active</dt>
          <dd className="text-ink-soft">{formatLastActive(member.lastActiveAt)}</dd>
          <dt className="font-semibold text-ink">Can see</dt>
          <dd className="text-ink-soft">{member.canSee}</dd>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <RoleChange key={`${member.role}-${member.isLegacyContact}`} member={member} />
          <LegacyContactToggle member={member} />
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={() =>
              onConfirm({
                title: `Remove ${member.name} from your circle?`,
                description: `${member.name} will no longer see anything you share with the circle, from their next click on. You can invite them again later.`,
                confirmLabel: 'Remove',
                done: `${member.name} was removed`,
                run: () => removeMember.mutateAsync(member.id),
              })
            }
          >
            Remove<span className="sr-only"> {member.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function CircleMembers({
  members,
  hasInvitations,
  onConfirm,
}: {
  members: CircleMember[];
  hasInvitations: boolean;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <h2 id="members-heading" className="text-2xl text-ink">
        Members{members.length > 0 ? ` (${members.length})` : ''}
      </h2>
      {members.length === 0 ? (
        <Card className="text-center" data-testid="circle-empty">
          <UserRound className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h3 className="mb-2 text-xl text-ink">Nobody has joined your circle yet</h3>
          <p className="mx-auto max-w-xl text-ink-soft">
            {hasInvitations
              ? 'Your invitations are on their way. Relatives appear here once they accept.'
              : 'Invite a child, a grandchild or a trusted friend above. They join with their own account and see only what their role allows.'}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} onConfirm={onConfirm} />
          ))}
        </ul>
      )}
    </section>
  );
}
