/**
 * The owner's legacy contacts: who they are, the sharing role they hold besides, whether they
 * accepted, whether they confirmed the current report; the circle's editors and viewers to name
 * (their sharing role stays), the role taken off again, and an invitation by e-mail through the
 * family circle (role "legacy contact"), at most MAX_LEGACY_CONTACTS.
 */
import { useState, type FormEvent } from 'react';
import { ROLE_DESCRIPTIONS } from '@heirloom/common/contracts/circle';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { MAX_LEGACY_CONTACTS } from '@heirloom/common/domain/legacy-release';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { inviteLegacyContact, setLegacyContact, useRefreshLegacy } from './legacy-queries';

export function LegacyContacts({ overview }: { overview: LegacyOverview }) {
  const refresh = useRefreshLegacy();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isFull = overview.contacts.length >= MAX_LEGACY_CONTACTS;

  const setRole = async (member: { id: string; name: string }, isLegacyContact: boolean) => {
    try {
      await setLegacyContact(member.id, isLegacyContact);
      await refresh();
      toast({
        title: isLegacyContact ? 'Legacy contact added' : 'Legacy-contact role taken off',
        description: isLegacyContact
          ? `${member.name} is a legacy contact now and keeps their role in your circle. We told them by e-mail.`
          : `${member.name} keeps their role in your circle and is no longer a legacy contact.`,
      });
    } catch (caught) {
      toast({ variant: 'destructive', title: 'The role was not changed', description: describeError(caught) });
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await inviteLegacyContact(name, email);
      setName('');
      setEmail('');
      await refresh();
      toast(
        'userId' in answer
          ? {
              title: 'Legacy contact added',
              description: `${answer.name} is in your circle already: a legacy contact now too.`,
            }
          : { title: 'Invitation sent', description: `${name} will be a legacy contact once they accept.` },
      );
    } catch (caught) {
      setError(describeError(caught));
    }
  };

  return (
    <div className="grid gap-4">
      {overview.contacts.length === 0 ? (
        <p className="text-ink-soft">
          No legacy contacts yet. Choose one to ten people you trust to confirm your death: nothing is released without
          them.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Legacy contacts">
          {overview.contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-paper p-3">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">{contact.name}</span>
                <span className="block text-sm break-all text-ink-soft">{contact.email}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                {contact.sharingRole && (
                  <span className="rounded-full bg-paper-deep px-3 py-1 font-semibold text-ink">
                    Also {ROLE_DESCRIPTIONS[contact.sharingRole].label.toLowerCase()}
                  </span>
                )}
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${contact.status === 'accepted' ? 'bg-[#e3ece5] text-sage' : 'bg-paper-deep text-ink-soft'}`}
                >
                  {contact.status === 'accepted' ? 'Accepted' : 'Invited'}
                </span>
                {contact.hasConfirmed && (
                  <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">Confirmed</span>
                )}
                {contact.sharingRole && (
                  <Button variant="ghost" size="sm" onClick={() => void setRole(contact, false)}>
                    Remove legacy-contact role<span className="sr-only"> of {contact.name}</span>
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!isFull && overview.eligibleMembers.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Choose from your family circle</h3>
          <ul className="grid gap-2" aria-label="Members who could be legacy contacts">
            {overview.eligibleMembers.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-paper p-3"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{member.name}</span>
                  <span className="block text-sm text-ink-soft">
                    {ROLE_DESCRIPTIONS[member.sharingRole].label}, stays one · {member.email}
                  </span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void setRole(member, true)}>
                  Make legacy contact<span className="sr-only"> of {member.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {isFull ? (
        <p className="text-ink-soft">
          You have named the most legacy contacts a plan can have ({MAX_LEGACY_CONTACTS}).
        </p>
      ) : (
        <form onSubmit={(event) => void invite(event)} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField id="contactName" label="Name">
            <Input id="contactName" value={name} required onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField id="contactEmail" label="Email">
            <Input
              id="contactEmail"
              type="email"
              value={email}
              required
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary">
            Invite as legacy contact
          </Button>
          {error && (
            <p role="alert" className="text-danger sm:col-span-3">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
