/**
 * Compose or change a future message (/schedule-message, ?edit={id}): a voice recording or a video
 * (each recorded here with the shared recorder, or uploaded), or a letter; title, recipients, occasion, and the delivery date and
 * time in the owner's time zone (neither occasion nor time zone for a message after death, which has
 * no date). Saves as a draft or schedules; asks before leaving unsaved work.
 */
import { TZDate } from '@date-fns/tz';
import { Mail, Mic, Plus, Trash2, Upload, Video } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  messageInputSchema,
  OCCASIONS,
  type DeliveryKind,
  type Message,
  type MessageInput,
  type Occasion,
} from '@heirloom/common/contracts/messages';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { occasionOfLifeEvent } from '@heirloom/common/domain/life-events';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { MissingToolsNotice } from '../../components/layout/missing-tools-notice';
import { recordingFilename, VoiceRecorder, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { readMessagePrefill } from '../../lib/message-prefill';
import { usePageMeta } from '../../lib/page-meta';
import { uploadMedia } from '../../lib/upload';
import { OCCASION_LABELS } from './message-format';
import { saveMessage, useMessage, useRefreshMessages } from './messages-queries';
import {
  draftFromLifeEvent,
  EMPTY_LIFE_EVENT,
  LifeEventFields,
  lifeEventInputOf,
  type LifeEventDraft,
} from './life-event-fields';
import { useLifeEvent } from './life-events-queries';
import { SavedMediaPlayer } from './owner-message-contents';

type Kind = MessageInput['kind'];
interface RecipientDraft {
  name: string;
  email: string;
  relationship: string;
}
interface FormState {
  kind: Kind;
  /** On a date, "After my death" (released by the legacy plan) or on a life event. */
  deliveryKind: DeliveryKind;
  lifeEvent: LifeEventDraft;
  title: string;
  letterText: string;
  occasion: Occasion;
  date: string;
  time: string;
  timeZone: string;
  recipients: RecipientDraft[];
}

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Stands in for the id of media chosen but not uploaded yet, while the form is checked. */
const PENDING_UPLOAD_ID = '00000000-0000-4000-8000-000000000000';
const emptyRecipient = (): RecipientDraft => ({ name: '', email: '', relationship: '' });

function initialState(
  message?: Message | null,
  deliveryKind: DeliveryKind = 'date',
  lifeEvent?: LifeEvent | null,
): FormState {
  const zone = message?.timeZone ?? browserZone;
  const at = message?.deliverAt ? new TZDate(message.deliverAt, zone) : undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    kind: message?.kind ?? 'voice',
    deliveryKind: message?.deliveryKind ?? deliveryKind,
    lifeEvent: lifeEvent ? draftFromLifeEvent(lifeEvent, zone) : EMPTY_LIFE_EVENT,
    title: message?.title ?? '',
    letterText: message?.letterText ?? '',
    occasion: message?.occasion ?? occasionOfDelivery(deliveryKind, EMPTY_LIFE_EVENT.kind, 'birthday'),
    date: at ? `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` : '',
    time: at ? `${pad(at.getHours())}:${pad(at.getMinutes())}` : '09:00',
    timeZone: zone,
    recipients: message?.recipients.length
      ? message.recipients.map(({ name, email, relationship }) => ({ name, email, relationship }))
      : [emptyRecipient()],
  };
}

/**
 * The occasion as the delivery chosen suggests it: a life event's own (a graduation files as one),
 * none in particular after death, and `current` for a date.
 */
function occasionOfDelivery(kind: DeliveryKind, event: LifeEventDraft['kind'], current: FormState['occasion']) {
  if (kind === 'life_event') return occasionOfLifeEvent(event);
  return kind === 'after_death' ? 'other' : current;
}

/** The instant a wall-clock date and time mean in `timeZone`, as ISO-8601 UTC. */
function toInstant(date: string, time: string, timeZone: string): string | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !day || hours === undefined || minutes === undefined) return undefined;
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime()).toISOString();
}

/** What the toast says once a message is scheduled, by how it is delivered. */
const SCHEDULED_NOTES: Record<DeliveryKind, string> = {
  date: 'We will remind you two days before it is delivered.',
  after_death: 'It waits safely until your legacy plan is released.',
  life_event: 'It waits for the moment to be reported and confirmed.',
};

const DELIVERY_OPTIONS: { value: DeliveryKind; label: string }[] = [
  { value: 'date', label: 'On a date' },
  { value: 'life_event', label: 'On a life event' },
  { value: 'after_death', label: 'After my death' },
];

const KIND_OPTIONS: { value: Kind; label: string; icon: typeof Mic }[] = [
  { value: 'voice', label: 'Voice', icon: Mic },
  { value: 'video', label: 'Video', icon: Video },
  { value: 'letter', label: 'Letter', icon: Mail },
];

function MessageForm({
  message,
  deliveryKind,
  lifeEvent,
}: {
  message?: Message | null;
  deliveryKind?: DeliveryKind;
  lifeEvent?: LifeEvent | null;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshMessages();
  const location = useLocation();
  const [form, setForm] = useState<FormState>(() => {
    const initial = initialState(message, deliveryKind, lifeEvent);
    // A letter another page hands over (a family recipe sent as a message) starts a new message.
    const prefill = message ? undefined : readMessagePrefill(location.state);
    return prefill ? { ...initial, kind: 'letter', occasion: 'other', ...prefill } : initial;
  });
  const [recording, setRecording] = useState<Recording | null>(null);
  const [videoRecording, setVideoRecording] = useState<Recording | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The browser may report a zone the list leaves out (e.g. "UTC"): it must stay selectable.
  const zones = useMemo(() => [...new Set([form.timeZone, ...Intl.supportedValuesOf('timeZone')])], [form.timeZone]);

  const update = (changes: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    setIsDirty(true);
  };
  const updateRecipient = (index: number, changes: Partial<RecipientDraft>) =>
    update({ recipients: form.recipients.map((each, at) => (at === index ? { ...each, ...changes } : each)) });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && !isSaving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  /** The take recorded here for the chosen kind, if any. */
  const currentTake = () => (form.kind === 'voice' ? recording : form.kind === 'video' ? videoRecording : null);

  const submit = async (intent: 'draft' | 'schedule', event?: FormEvent) => {
    event?.preventDefault();
    const take = currentTake();
    const hasNewMedia = form.kind !== 'letter' && Boolean(take ?? file);
    const keptMediaId = message?.media && message.kind === form.kind ? message.media.id : undefined;
    const input: MessageInput = {
      intent,
      kind: form.kind,
      title: form.title,
      letterText: form.kind === 'letter' ? form.letterText : undefined,
      mediaId: hasNewMedia ? PENDING_UPLOAD_ID : keptMediaId,
      // After death there is no date: no occasion is asked (the writer's time zone still dates "prepared on").
      occasion: form.deliveryKind === 'after_death' ? undefined : form.occasion,
      deliveryKind: form.deliveryKind,
      deliverAt: form.deliveryKind === 'date' ? toInstant(form.date, form.time, form.timeZone) : undefined,
      lifeEvent:
        form.deliveryKind === 'life_event' ? lifeEventInputOf(form.lifeEvent, form.timeZone, toInstant) : undefined,
      timeZone: form.timeZone,
      recipients: form.recipients.filter((each) => intent === 'schedule' || each.name || each.email),
    };
    const parsed = messageInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path.join('.');
      found[key] ??= issue.message;
    }
    if (intent === 'schedule' && input.deliverAt && Date.parse(input.deliverAt) <= Date.now()) {
      found.deliverAt ??= 'The delivery time must be in the future';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ variant: 'destructive', title: 'Please check the form', description: Object.values(found)[0] });
      return;
    }
    setIsSaving(true);
    try {
      if (hasNewMedia) {
        const blob = take?.blob ?? file!;
        const name = take ? recordingFilename(take.blob) : file!.name;
        setProgress(0);
        const media = await uploadMedia(blob, name, setProgress);
        input.mediaId = media.id;
      }
      await saveMessage(input, message?.id);
      await refresh();
      setIsDirty(false);
      toast({
        title: intent === 'draft' ? 'Draft saved' : 'Message scheduled',
        description:
          intent === 'draft' ? 'You can finish it whenever you are ready.' : SCHEDULED_NOTES[form.deliveryKind],
      });
      setTimeout(() => void navigate('/legacy-messages'), 0);
    } catch (error) {
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;
      toast({ variant: 'destructive', title: 'Could not save your message', description });
    } finally {
      setIsSaving(false);
      setProgress(null);
    }
  };

  const aria = (key: string) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? errorIdFor(key) : undefined,
  });

  return (
    <form onSubmit={(event) => void submit('schedule', event)} noValidate className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">What kind of message?</legend>
        <div className="grid grid-cols-3 gap-3" role="radiogroup" aria-label="Message kind">
          {KIND_OPTIONS.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={form.kind === value}
              onClick={() => update({ kind: value })}
              className={`flex flex-col items-center gap-2 rounded-2xl border p-4 font-semibold transition-colors ${form.kind === value ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line bg-white text-ink hover:bg-paper-deep'}`}
            >
              <Icon className="size-6" aria-hidden />
              {label}
            </button>
          ))}
        </div>
      </fieldset>

      {/* The recorder is hidden, not unmounted, for another kind: a finished take survives
          Voice → Letter → Voice. */}
      <div className="grid gap-3" hidden={form.kind !== 'voice'}>
        <MissingToolsNotice area="messages" />
        <VoiceRecorder
          onChange={(next) => {
            setRecording(next);
            setIsDirty(true);
          }}
        />
        {form.kind === 'voice' && (
          <>
            <label htmlFor="mediaId" className="text-sm text-ink-soft">
              Or upload an audio file you already have:
            </label>
            <Input
              id="mediaId"
              type="file"
              accept="audio/*"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...aria('mediaId')}
            />
          </>
        )}
      </div>
      {/* The same recorder with the camera, kept mounted like the voice one. */}
      <div className="grid gap-3" hidden={form.kind !== 'video'}>
        <MissingToolsNotice area="messages" />
        <VoiceRecorder
          captures="video"
          onChange={(next) => {
            setVideoRecording(next);
            setIsDirty(true);
          }}
        />
        {form.kind === 'video' && (
          <>
            <label htmlFor="mediaId" className="text-sm text-ink-soft">
              Or upload a video you already have:
            </label>
            <Input
              id="mediaId"
              type="file"
              accept="video/*"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...aria('mediaId')}
            />
          </>
        )}
      </div>
      {form.kind !== 'letter' && errors.mediaId && (
        <p id={errorIdFor('mediaId')} role="alert" className="-mt-6 text-sm font-medium text-danger">
          {errors.mediaId}
        </p>
      )}
      {message?.media && message.kind === form.kind && !currentTake() && !file && (
        <div className="-mt-4 grid gap-2">
          <p className="text-sm text-ink-soft">
            Keeping your saved {form.kind === 'video' ? 'video' : 'recording'}
            {message.media.durationMs ? ` (${formatDuration(message.media.durationMs)})` : ''}.
          </p>
          <SavedMediaPlayer media={message.media} title={message.title} />
        </div>
      )}
      {form.kind === 'letter' && (
        <FormField id="letterText" label="Your letter" error={errors.letterText}>
          <textarea
            id="letterText"
            rows={10}
            value={form.letterText}
            onChange={(event) => update({ letterText: event.target.value })}
            className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
            placeholder="My dear…"
            {...aria('letterText')}
          />
        </FormField>
      )}

      <FormField id="title" label="Title" error={errors.title}>
        <Input
          id="title"
          value={form.title}
          onChange={(event) => update({ title: event.target.value })}
          placeholder="For your 18th birthday"
          {...aria('title')}
        />
      </FormField>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Who should receive it?</legend>
        {form.recipients.map((recipient, index) => (
          <div
            key={index}
            className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
          >
            <FormField id={`recipients.${index}.name`} label="Name" error={errors[`recipients.${index}.name`]}>
              <Input
                id={`recipients.${index}.name`}
                value={recipient.name}
                onChange={(event) => updateRecipient(index, { name: event.target.value })}
                {...aria(`recipients.${index}.name`)}
              />
            </FormField>
            <FormField id={`recipients.${index}.email`} label="Email" error={errors[`recipients.${index}.email`]}>
              <Input
                id={`recipients.${index}.email`}
                type="email"
                value={recipient.email}
                onChange={(event) => updateRecipient(index, { email: event.target.value })}
                {...aria(`recipients.${index}.email`)}
              />
            </FormField>
            <FormField id={`recipients.${index}.relationship`} label="Relationship">
              <Input
                id={`recipients.${index}.relationship`}
                value={recipient.relationship}
                placeholder="Granddaughter"
                onChange={(event) => updateRecipient(index, { relationship: event.target.value })}
              />
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={`Remove recipient ${index + 1}`}
              disabled={form.recipients.length === 1}
              onClick={() => update({ recipients: form.recipients.filter((_, at) => at !== index) })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {errors.recipients && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.recipients}
          </p>
        )}
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => update({ recipients: [...form.recipients, emptyRecipient()] })}
        >
          <Plus className="size-4" aria-hidden /> Add another recipient
        </Button>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">When should it arrive?</legend>
        <div role="radiogroup" aria-label="Delivery" className="flex flex-wrap gap-3 sm:col-span-2">
          {DELIVERY_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                name="deliveryKind"
                value={option.value}
                checked={form.deliveryKind === option.value}
                onChange={() =>
                  update({
                    deliveryKind: option.value,
                    occasion: occasionOfDelivery(option.value, form.lifeEvent.kind, form.occasion),
                  })
                }
                className="accent-accent"
              />
              {option.label}
            </label>
          ))}
        </div>
        {form.deliveryKind === 'after_death' && (
          <p className="text-ink-soft sm:col-span-2" data-testid="after-death-note">
            Delivered only after your death: when your legacy contacts confirm it and the waiting period you chose has
            passed without a word from you.{' '}
            <Link to="/legacy" className="text-accent underline">
              Your legacy plan
            </Link>
          </p>
        )}
        {form.deliveryKind === 'life_event' && (
          <LifeEventFields
            value={form.lifeEvent}
            onChange={(changes) =>
              update({
                lifeEvent: { ...form.lifeEvent, ...changes },
                ...(changes.kind ? { occasion: occasionOfLifeEvent(changes.kind) } : {}),
              })
            }
            errors={errors}
          />
        )}
        {form.deliveryKind !== 'after_death' && (
          <>
            <FormField id="occasion" label="Occasion">
              <select
                id="occasion"
                value={form.occasion}
                onChange={(event) => update({ occasion: event.target.value as FormState['occasion'] })}
                className="h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
              >
                {OCCASIONS.map((occasion) => (
                  <option key={occasion} value={occasion}>
                    {OCCASION_LABELS[occasion]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="timeZone" label="Time zone" error={errors.timeZone}>
              <select
                id="timeZone"
                value={form.timeZone}
                onChange={(event) => update({ timeZone: event.target.value })}
                className="h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        {form.deliveryKind === 'date' && (
          <>
            <FormField id="deliverAt" label="Delivery date" error={errors.deliverAt}>
              <Input
                id="deliverAt"
                type="date"
                value={form.date}
                onChange={(event) => update({ date: event.target.value })}
                {...aria('deliverAt')}
              />
            </FormField>
            <FormField id="deliverTime" label="Time">
              <Input
                id="deliverTime"
                type="time"
                value={form.time}
                onChange={(event) => update({ time: event.target.value })}
              />
            </FormField>
          </>
        )}
      </fieldset>

      {progress !== null && (
        <div className="grid gap-1" aria-live="polite">
          <p className="text-sm text-ink-soft">Uploading… {Math.round(progress * 100)}%</p>
          <progress max={1} value={progress} className="h-2 w-full accent-accent" aria-label="Upload progress" />
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Schedule message'}
        </Button>
        <Button variant="secondary" size="lg" disabled={isSaving} onClick={() => void submit('draft')}>
          <Upload className="size-4" aria-hidden /> Save draft
        </Button>
      </div>

      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent>
          <DialogTitle className="mb-2 text-2xl text-ink">Leave without saving?</DialogTitle>
          <DialogDescription className="mb-6 text-ink-soft">
            Your changes to this message are not saved yet. Save a draft to keep them.
          </DialogDescription>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Stay and keep editing
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Leave and discard
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/** `?when=` a link may preselect (/before-its-too-late, /legacy). */
const WHEN_CHOICES: DeliveryKind[] = ['after_death', 'life_event'];

function EditOrCompose() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useMessage(editId);
  const lifeEvent = useLifeEvent(existing.data?.deliveryKind === 'life_event' ? existing.data.id : null);
  const isLoadingEvent = existing.data?.deliveryKind === 'life_event' && lifeEvent.isPending;
  if (editId && (existing.isPending || isLoadingEvent)) return <LoadingScreen message="Opening your message..." />;
  if (editId && !existing.data) {
    return (
      <Card className="text-center">
        <h1 className="mb-2 text-2xl">We could not find that message</h1>
        <p className="text-ink-soft">It may have been deleted. Your other messages are on the messages page.</p>
      </Card>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-4xl text-ink">{editId ? 'Change your message' : 'Schedule a message'}</h1>
      <p className="mb-8 text-lg text-ink-soft">
        Two days before it is delivered we will remind you, and the day before we will check that you are still here.
      </p>
      <MessageForm
        key={editId ?? 'new'}
        message={existing.data}
        lifeEvent={lifeEvent.data}
        deliveryKind={WHEN_CHOICES.find((choice) => choice === params.get('when')) ?? 'date'}
      />
    </>
  );
}

export function ScheduleMessagePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <div className="mx-auto max-w-3xl">
      <EditOrCompose />
    </div>
  );
}
