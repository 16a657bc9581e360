/**
 * The form for a new time capsule, and for changing a draft
 * (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): title, the opening — a date and
 * time in the owner's time zone, or "when Maya turns 18" from a birth date in the family tree —
 * recipients (anyone by e-mail, or a member of the circle), contributors (members of the circle),
 * and "owner may look", chosen now because it cannot change once sealed.
 */
import { TZDate } from '@date-fns/tz';
import { Plus, X } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { timeCapsuleInputSchema, type TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { BirthdayOpeningFields } from './birthday-opening-fields';
import { useCircleForCapsules, useCreateCapsule, useUpdateCapsule } from './time-capsules-queries';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The instant of a local date ("2027-05-01") and time ("09:00") in `timeZone`, or "" when incomplete. */
function instantOf(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !day || hours === undefined || minutes === undefined) return '';
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime()).toISOString();
}

/** An instant's local day ("2027-05-01") and time ("09:00") in `timeZone`. */
function localPartsOf(iso: string, timeZone: string) {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
    time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  };
}

/** A new capsule, or the draft `capsule` to change (its owner's). */
export function CapsuleForm({ onDone, capsule }: { onDone: () => void; capsule?: TimeCapsuleSummary }) {
  const circle = useCircleForCapsules();
  const create = useCreateCapsule();
  const update = useUpdateCapsule(capsule?.id ?? '');
  const save = capsule ? update : create;
  const navigate = useNavigate();
  const members = circle.data?.members ?? [];
  const initial = capsule ? localPartsOf(capsule.opensAt, capsule.timeZone) : { date: '', time: '09:00' };
  const [title, setTitle] = useState(capsule?.title ?? '');
  const [opensBy, setOpensBy] = useState<'moment' | 'birthday'>(capsule?.opensOnBirthday ? 'birthday' : 'moment');
  const [birthday, setBirthday] = useState({
    individualId: capsule?.opensOnBirthday?.individualId ?? '',
    age: String(capsule?.opensOnBirthday?.age ?? 18),
  });
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [timeZone, setTimeZone] = useState(capsule?.timeZone ?? browserZone);
  const [recipients, setRecipients] = useState(
    capsule?.recipients.map((recipient) => ({ ...recipient })) ?? [{ name: '', email: '' }],
  );
  const [contributorIds, setContributorIds] = useState<string[]>(
    capsule?.contributors.map((contributor) => contributor.userId) ?? [],
  );
  const [ownerMayLook, setOwnerMayLook] = useState(capsule?.ownerMayLook ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = useMemo(() => [...new Set([timeZone, ...Intl.supportedValuesOf('timeZone')])], [timeZone]);

  const setRecipient = (index: number, changes: Partial<{ name: string; email: string }>) =>
    setRecipients((list) => list.map((recipient, at) => (at === index ? { ...recipient, ...changes } : recipient)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = recipients.filter((recipient) => recipient.name.trim() || recipient.email.trim());
    const isBirthday = opensBy === 'birthday';
    const parsed = timeCapsuleInputSchema.safeParse({
      title,
      opensAt: isBirthday ? undefined : instantOf(date, time, timeZone),
      opensOnBirthday: isBirthday
        ? { individualId: birthday.individualId || undefined, age: Number(birthday.age) }
        : null,
      timeZone,
      recipients: filled,
      contributorIds,
      ownerMayLook,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      toast(
        capsule
          ? { title: 'Time capsule saved', description: 'Your changes are kept until you seal it.' }
          : { title: 'Time capsule created', description: 'Add letters, photos and recordings, then seal it.' },
      );
      onDone();
      if (!capsule) void navigate(`/time-capsules?capsule=${saved.id}`);
    } catch (error) {
      setErrors({ form: describeError(error) });
    }
  };

  return (
    <Card className="mb-8">
      <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
        <h2 className="text-2xl text-ink">{capsule ? 'Change this time capsule' : 'A new time capsule'}</h2>
        <FormField id="capsule-title" label="Title" error={errors.title}>
          <Input
            id="capsule-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="For Maya at 18"
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">When it opens</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="capsule-opens-by"
                className="size-5 accent-accent"
                checked={opensBy === 'moment'}
                onChange={() => setOpensBy('moment')}
              />
              On a date and time
            </label>
            <label className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="capsule-opens-by"
                className="size-5 accent-accent"
                checked={opensBy === 'birthday'}
                onChange={() => setOpensBy('birthday')}
              />
              On a birthday from the family tree
            </label>
          </div>
        </fieldset>
        {opensBy === 'birthday' && (
          <BirthdayOpeningFields
            individualId={birthday.individualId}
            age={birthday.age}
            onChange={(next) => setBirthday((current) => ({ ...current, ...next }))}
            error={errors.opensOnBirthday ?? errors.opensAt}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {opensBy === 'moment' && (
            <>
              <FormField id="capsule-date" label="Opening date" error={errors.opensAt}>
                <Input id="capsule-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
              </FormField>
              <FormField id="capsule-time" label="Opening time" error={undefined}>
                <Input id="capsule-time" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
              </FormField>
            </>
          )}
          <FormField id="capsule-zone" label="Time zone" error={errors.timeZone}>
            <select
              id="capsule-zone"
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
              className="h-11 w-full rounded-xl border border-line bg-white px-3 text-ink"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </FormField>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink">Recipients: who it is for</legend>
          {recipients.map((recipient, index) => (
            <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Input
                aria-label={`Recipient ${index + 1} name`}
                placeholder="Name"
                value={recipient.name}
                onChange={(event) => setRecipient(index, { name: event.target.value })}
              />
              <Input
                aria-label={`Recipient ${index + 1} e-mail`}
                type="email"
                placeholder="E-mail address"
                value={recipient.email}
                onChange={(event) => setRecipient(index, { email: event.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove recipient ${index + 1}`}
                disabled={recipients.length === 1}
                onClick={() => setRecipients((list) => list.filter((_, at) => at !== index))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          {errors.recipients && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.recipients}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setRecipients((list) => [...list, { name: '', email: '' }])}
            >
              <Plus className="size-4" aria-hidden /> Add a recipient
            </Button>
            {members
              .filter((member) => !recipients.some((recipient) => recipient.email === member.email))
              .map((member) => (
                <Button
                  key={member.userId}
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setRecipients((list) => [
                      ...list.filter((recipient) => recipient.name || recipient.email),
                      { name: member.name, email: member.email },
                    ])
                  }
                >
                  <Plus className="size-4" aria-hidden /> {member.name}
                </Button>
              ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">
            Contributors: who may add to it until it is sealed
          </legend>
          {members.length === 0 ? (
            <p className="text-sm text-ink-soft">Invite relatives to your family circle to fill a capsule together.</p>
          ) : (
            members.map((member) => (
              <label key={member.userId} className="flex items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  checked={contributorIds.includes(member.userId)}
                  onChange={(event) =>
                    setContributorIds((ids) =>
                      event.target.checked ? [...ids, member.userId] : ids.filter((id) => id !== member.userId),
                    )
                  }
                />
                {member.name} <span className="text-sm text-ink-soft">{member.email}</span>
              </label>
            ))
          )}
          {errors.contributorIds && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.contributorIds}
            </p>
          )}
        </fieldset>

        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-accent"
            checked={ownerMayLook}
            onChange={(event) => setOwnerMayLook(event.target.checked)}
          />
          <span>
            <span className="font-semibold">Let me look inside while it is sealed</span>
            <span className="block text-sm text-ink-soft">
              Otherwise nobody, not even you, can read it until it opens. This cannot be changed after sealing.
            </span>
          </span>
        </label>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {capsule
              ? save.isPending
                ? 'Saving...'
                : 'Save changes'
              : save.isPending
                ? 'Creating...'
                : 'Create time capsule'}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
