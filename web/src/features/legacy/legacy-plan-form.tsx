/**
 * The legacy plan's settings (docs/product/legacy-release.md "The plan"): check-in interval,
 * quorum, waiting period and the albums and messages the legacy contacts may read after the
 * release. Checked with the shared schema and the quorum rule before it is sent; the server answers
 * the same rules. Without legacy contacts there is no quorum to choose: the form says they must be
 * named first.
 */
import { useState, type FormEvent } from 'react';
import { legacyPlanInputSchema, type LegacyOverview } from '@heirloom/common/contracts/legacy';
import {
  CHECK_IN_INTERVALS,
  quorumProblem,
  WAITING_DAYS_MAX,
  WAITING_DAYS_MIN,
} from '@heirloom/common/domain/legacy-release';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { saveLegacyPlan, useRefreshLegacy } from './legacy-queries';
import { describeQuorum, MESSAGE_KIND_LABELS } from './legacy-format';

const SELECT = 'h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink';

export function LegacyPlanForm({ overview }: { overview: LegacyOverview }) {
  const refresh = useRefreshLegacy();
  const contacts = overview.contacts.length;
  const [intervalMonths, setIntervalMonths] = useState(overview.plan?.intervalMonths ?? 3);
  const [quorum, setQuorum] = useState(overview.plan?.quorum ?? Math.min(2, Math.max(contacts, 1)));
  const [waitingDays, setWaitingDays] = useState(overview.plan?.waitingDays ?? WAITING_DAYS_MIN);
  const [albumIds, setAlbumIds] = useState(overview.albums.filter((album) => album.isDesignated).map((a) => a.id));
  const [messageIds, setMessageIds] = useState(overview.messages.filter((m) => m.isDesignated).map((m) => m.id));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { intervalMonths, quorum, waitingDays, albumIds, messageIds };
    const parsed = legacyPlanInputSchema.safeParse(input);
    const problem = parsed.success ? quorumProblem(quorum, contacts) : parsed.error.issues[0]!.message;
    setError(problem);
    if (problem) return;
    setIsSaving(true);
    try {
      await saveLegacyPlan(input);
      await refresh();
      toast({ title: 'Legacy plan saved' });
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Legacy plan settings">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="intervalMonths" label="Check in with me every">
          <select
            id="intervalMonths"
            className={SELECT}
            value={intervalMonths}
            onChange={(event) => setIntervalMonths(Number(event.target.value))}
          >
            {CHECK_IN_INTERVALS.map((months) => (
              <option key={months} value={months}>
                {months === 1 ? '1 month' : `${months} months`}
              </option>
            ))}
          </select>
        </FormField>
        {contacts === 0 ? (
          <div className="grid gap-1.5" data-testid="quorum-without-contacts">
            <p className="text-sm font-semibold text-ink">Contacts who must confirm</p>
            <p className="text-ink-soft">{describeQuorum(quorum, contacts)}.</p>
          </div>
        ) : (
          <FormField id="quorum" label="Contacts who must confirm">
            <select
              id="quorum"
              className={SELECT}
              value={quorum}
              onChange={(event) => setQuorum(Number(event.target.value))}
            >
              {Array.from({ length: contacts }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count} of {contacts}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField id="waitingDays" label="Waiting period (days)">
          <input
            id="waitingDays"
            type="number"
            min={WAITING_DAYS_MIN}
            max={WAITING_DAYS_MAX}
            className={SELECT}
            value={waitingDays}
            onChange={(event) => setWaitingDays(Number(event.target.value))}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">
          Albums your legacy contacts may read after the release
        </legend>
        {overview.albums.length === 0 ? (
          <p className="text-ink-soft">You have no albums yet. Make one in the memory vault to leave it to them.</p>
        ) : (
          overview.albums.map((album) => (
            <label key={album.id} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="checkbox"
                className="size-5 accent-accent"
                checked={albumIds.includes(album.id)}
                onChange={(event) =>
                  setAlbumIds(event.target.checked ? [...albumIds, album.id] : albumIds.filter((id) => id !== album.id))
                }
              />
              {album.name}
            </label>
          ))
        )}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">
          Messages your legacy contacts may read after the release
        </legend>
        <p className="text-sm text-ink-soft">
          Their recipients receive them as planned; the contacts you named can also read the ones you tick.
        </p>
        {overview.messages.length === 0 ? (
          <p className="text-ink-soft">You have no messages yet. Record one to leave it to them.</p>
        ) : (
          overview.messages.map((message) => (
            <label key={message.id} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent"
                checked={messageIds.includes(message.id)}
                onChange={(event) =>
                  setMessageIds(
                    event.target.checked ? [...messageIds, message.id] : messageIds.filter((id) => id !== message.id),
                  )
                }
              />
              <span className="min-w-0 break-words">
                {message.title}
                <span className="text-sm text-ink-soft"> · {MESSAGE_KIND_LABELS[message.kind]}</span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={isSaving}>
        {isSaving ? 'Saving…' : overview.plan ? 'Save changes' : 'Start my legacy plan'}
      </Button>
    </form>
  );
}
