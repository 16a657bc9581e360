/**
 * The life-event part of the schedule form (docs/product/messages-and-delivery.md "Life events"):
 * which event ("when you turn N" from a birth date, graduation, wedding, the birth of a child,
 * something else), who in the family circle confirms a report and how many must (default 2, or the
 * owner alone), and an optional latest date on which the message is delivered anyway.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import type { LifeEventInput } from '@heirloom/common/contracts/messages';
import { circleRoutes } from '@heirloom/common/routes/circle';
import {
  ageBirthday,
  DEFAULT_LIFE_EVENT_QUORUM,
  VETO_DAYS,
  type LifeEventKind,
} from '@heirloom/common/domain/life-events';
import { FormField } from '../../components/ui/form-field';
import { selectClasses } from '../../components/ui/select-classes';
import { Input } from '../../components/ui/input';
import { routeQuery } from '../../lib/api-client';
import { instantOf, localMomentOf } from '../../lib/local-moment';
import { useMessageErrors } from './message-form-errors';
import { formatCalendarDay } from '../../lib/reader-dates';

/** The life event as the form holds it (strings as typed). */
export interface LifeEventDraft {
  kind: LifeEventKind;
  label: string;
  birthDate: string;
  age: string;
  confirmerIds: string[];
  /** null: the default (2, or all when fewer are named). */
  quorum: number | null;
  /** YYYY-MM-DD, or '' for none. */
  latestDate: string;
  /** Tell the recipients, with a link to report it themselves. */
  tellsRecipients: boolean;
}

export const EMPTY_LIFE_EVENT: LifeEventDraft = {
  kind: 'graduation',
  label: '',
  birthDate: '',
  age: '18',
  confirmerIds: [],
  quorum: null,
  latestDate: '',
  tellsRecipients: false,
};

/** The form's draft of a saved life event; its latest date as the day it falls on in `timeZone`. */
export function draftFromLifeEvent(event: LifeEvent, timeZone: string): LifeEventDraft {
  return {
    kind: event.kind,
    label: event.kind === 'age' ? '' : event.label,
    birthDate: event.birthDate ?? '',
    age: String(event.age ?? 18),
    confirmerIds: event.confirmers.map((person) => person.id),
    quorum: event.confirmers.length > 0 ? event.quorum : null,
    latestDate: event.latestAt ? localMomentOf(event.latestAt, timeZone).date : '',
    tellsRecipients: event.tellsRecipients,
  };
}

/** The draft as the API takes it; the latest date at 9:00 in `timeZone`. */
export function lifeEventInputOf(draft: LifeEventDraft, timeZone: string): LifeEventInput {
  if (draft.kind === 'age')
    return { kind: 'age', birthDate: draft.birthDate || undefined, age: draft.age ? Number(draft.age) : undefined };
  return {
    kind: draft.kind,
    label: draft.label,
    confirmerIds: draft.confirmerIds,
    quorum: draft.confirmerIds.length > 0 && draft.quorum !== null ? draft.quorum : undefined,
    latestAt: draft.latestDate ? instantOf({ date: draft.latestDate, time: '09:00' }, timeZone) : undefined,
    tellsRecipients: draft.tellsRecipients,
  };
}

const KIND_LABELS: Record<LifeEventKind, { label: string; placeholder: string }> = {
  graduation: { label: 'A graduation', placeholder: 'When Maya graduates' },
  wedding: { label: 'A wedding', placeholder: 'When Maya marries' },
  birth: { label: 'The birth of a child', placeholder: 'When Maya has her first child' },
  age: { label: 'Turning an age', placeholder: '' },
  custom: { label: 'Something else', placeholder: 'When Maya moves into her first home' },
};

/**
 * The fields, within the schedule form (its errors are the form's, at 'lifeEvent.label' and so on).
 * @param onChange called with the fields that changed
 */
export function LifeEventFields({
  value,
  onChange,
}: {
  value: LifeEventDraft;
  onChange: (changes: Partial<LifeEventDraft>) => void;
}) {
  const circle = useQuery(routeQuery(circleRoutes.overview));
  const { errorOf, ariaOf } = useMessageErrors();
  // The error of the list as a whole, which the form's schema files as the list's `root`.
  const confirmersError = errorOf('lifeEvent.confirmerIds.root');
  const members = circle.data?.members ?? [];
  const birthday = value.kind === 'age' ? ageBirthday(value.birthDate, Number(value.age)) : null;
  const named = value.confirmerIds.length;
  const quorum = named === 0 ? 0 : Math.min(value.quorum ?? DEFAULT_LIFE_EVENT_QUORUM, named);
  /** Who gets a report link by e-mail when the message is scheduled. */
  const emailed = [
    ...(named > 0 ? ['the people you named'] : []),
    ...(value.tellsRecipients ? ['the recipients'] : []),
  ];
  const toggle = (userId: string) => {
    const next = value.confirmerIds.includes(userId)
      ? value.confirmerIds.filter((id) => id !== userId)
      : [...value.confirmerIds, userId];
    onChange({ confirmerIds: next, quorum: value.quorum !== null && value.quorum > next.length ? null : value.quorum });
  };

  return (
    <div
      className="grid gap-4 rounded-2xl border border-line bg-paper p-4 sm:col-span-2"
      data-testid="life-event-fields"
    >
      <FormField id="lifeEvent.kind" label="Which life event?">
        <select
          id="lifeEvent.kind"
          value={value.kind}
          onChange={(event) => onChange({ kind: event.target.value as LifeEventKind })}
          className={selectClasses}
        >
          {Object.entries(KIND_LABELS).map(([kind, { label }]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </FormField>

      {value.kind === 'age' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="lifeEvent.birthDate" label="Their birth date" error={errorOf('lifeEvent.birthDate')}>
            <Input
              id="lifeEvent.birthDate"
              type="date"
              value={value.birthDate}
              onChange={(event) => onChange({ birthDate: event.target.value })}
              {...ariaOf('lifeEvent.birthDate')}
            />
          </FormField>
          <FormField id="lifeEvent.age" label="When they turn" error={errorOf('lifeEvent.age')}>
            <Input
              id="lifeEvent.age"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              value={value.age}
              onChange={(event) => onChange({ age: event.target.value })}
              {...ariaOf('lifeEvent.age')}
            />
          </FormField>
          <p className="text-ink-soft sm:col-span-2" aria-live="polite">
            {birthday
              ? `Delivered on their birthday, ${formatCalendarDay(birthday, 'day')}, at 9:00 in your time zone.`
              : 'Enter the birth date and the age: we work out the birthday.'}
          </p>
        </div>
      ) : (
        <>
          <FormField id="lifeEvent.label" label="Describe the event" error={errorOf('lifeEvent.label')}>
            <Input
              id="lifeEvent.label"
              value={value.label}
              placeholder={KIND_LABELS[value.kind].placeholder}
              onChange={(event) => onChange({ label: event.target.value })}
              {...ariaOf('lifeEvent.label')}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Who confirms it happened?</legend>
            {members.length === 0 ? (
              <p className="text-ink-soft">
                Nobody from your family circle yet, so you alone confirm it.{' '}
                <Link to="/family-circle" className="text-accent underline">
                  Invite family
                </Link>
              </p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {members.map((member) => (
                  <label
                    key={member.userId}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                  >
                    <input
                      type="checkbox"
                      checked={value.confirmerIds.includes(member.userId)}
                      onChange={() => toggle(member.userId)}
                      className="size-4 accent-accent"
                    />
                    <span>
                      {member.name}
                      {member.relationship && <span className="text-ink-soft"> · {member.relationship}</span>}
                    </span>
                  </label>
                ))}
              </div>
            )}
            {confirmersError && (
              <p role="alert" className="text-sm font-medium text-danger">
                {confirmersError}
              </p>
            )}
          </fieldset>
          {named > 0 && (
            <FormField id="lifeEvent.quorum" label="How many of them must confirm?" error={errorOf('lifeEvent.quorum')}>
              <select
                id="lifeEvent.quorum"
                value={quorum}
                onChange={(event) => onChange({ quorum: Number(event.target.value) })}
                className={selectClasses}
              >
                {Array.from({ length: named }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count} of {named}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          <FormField
            id="lifeEvent.latestAt"
            label="If it has not happened by (optional)"
            error={errorOf('lifeEvent.latestAt')}
          >
            <Input
              id="lifeEvent.latestAt"
              type="date"
              value={value.latestDate}
              onChange={(event) => onChange({ latestDate: event.target.value })}
              {...ariaOf('lifeEvent.latestAt')}
            />
          </FormField>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
            <input
              type="checkbox"
              checked={value.tellsRecipients}
              onChange={(event) => onChange({ tellsRecipients: event.target.checked })}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <span>
              Tell the recipients something waits for this moment, so they can tell us when it happens
              <span className="block text-sm text-ink-soft">
                They get an e-mail now with a link to report it, no account needed. What you wrote stays a surprise.
              </span>
            </span>
          </label>
          <p className="text-ink-soft" data-testid="life-event-note">
            Anyone in your family circle can report it.{' '}
            {emailed.length > 0 ? `We e-mail ${emailed.join(' and ')} a link to report it, no account needed. ` : ''}
            {named > 0 ? `Once ${quorum} of the ${named} you named confirm it` : 'Once you confirm it yourself'}, it is
            delivered{named > 0 ? `, after ${VETO_DAYS} days in which you can still stop it` : ' at once'}.
            {value.latestDate ? ' If it has not happened by the date you chose, it is delivered then.' : ''}
          </p>
        </>
      )}
    </div>
  );
}
