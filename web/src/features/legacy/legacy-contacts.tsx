/**
 * The owner's legacy contacts (issue 11 item 2): who they are, whether they accepted, whether they
 * confirmed the current report; and an invitation by e-mail through the family circle (role
 * "legacy contact"), at most MAX_LEGACY_CONTACTS.
 */
import { useState, type FormEvent } from 'react';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { MAX_LEGACY_CONTACTS } from '@heirloom/common/domain/legacy-release';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { inviteLegacyContact, useRefreshLegacy } from './legacy-api';

export function LegacyContacts({ overview }: { overview: LegacyOverview }) {
  const refresh = useRefreshLegacy();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isFull = overview.contacts.length >= MAX_LEGACY_CONTACTS;

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await inviteLegacyContact(name, email);
      setName('');
      setEmail('');
      await refresh();
      toast({ title: 'Invitation sent', description: `${name} will be a legacy contact once they accept.` });
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
              <span className="flex gap-2 text-sm">
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${contact.status === 'accepted' ? 'bg-[#e3ece5] text-sage' : 'bg-paper-deep text-ink-soft'}`}
                >
                  {contact.status === 'accepted' ? 'Accepted' : 'Invited'}
                </span>
                {contact.hasConfirmed && (
                  <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">Confirmed</span>
                )}
              </span>
            </li>
          ))}
        </ul>
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
