/**
 * The values of the schedule form as the person edits them (docs/product/messages-and-delivery.md
 * "What a message is"): strings as typed, the takes recorded here and the file chosen, and how the
 * form opens for a new message, a saved one, or a letter another page hands over.
 */
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import type { DeliveryKind, FallbackKind, Message, MessageInput, Occasion } from '@heirloom/common/contracts/messages';
import { occasionOfLifeEvent } from '@heirloom/common/domain/life-events';
import { recordingFilename, type Recording } from '../../components/media/voice-recorder';
import { localMomentOf } from '../../lib/local-moment';
import type { MessagePrefill } from '../../lib/message-prefill';
import { draftFromLifeEvent, EMPTY_LIFE_EVENT, type LifeEventDraft } from './life-event-fields';

export type MessageKind = MessageInput['kind'];

export interface RecipientDraft {
  name: string;
  email: string;
  relationship: string;
  /** What this recipient calls the author ("Mum"); empty: the author's own name. */
  authorName: string;
}

export interface MessageFormValues {
  kind: MessageKind;
  /** On a date, "After my death" (released by the legacy plan) or on a life event. */
  deliveryKind: DeliveryKind;
  lifeEvent: LifeEventDraft;
  title: string;
  letterText: string;
  occasion: Occasion;
  /** The delivery day, YYYY-MM-DD ('' until chosen). */
  date: string;
  /** The delivery time of day, HH:MM. */
  time: string;
  /** An IANA zone: the date and time are wall-clock times there. */
  timeZone: string;
  recipients: RecipientDraft[];
  /** Who receives it when delivery to a recipient fails for good: legacy contacts, a member, or nobody. */
  fallbackKind: FallbackKind;
  /** The circle member's user id when `fallbackKind` is 'member'; '' otherwise. */
  fallbackUserId: string;
  /** Whether, after the author's death, the recipients may be told roughly when it arrives (off by default). */
  mayAnnounce: boolean;
  /** The take recorded here with the microphone; kept while another kind is chosen. */
  voiceTake: Recording | null;
  /** The take recorded here with the camera; kept while another kind is chosen. */
  videoTake: Recording | null;
  /** A recording chosen from the device, for a voice or a video message. */
  file: File | null;
}

/** The part of a saved message the form keeps when nothing new is recorded or chosen. */
export type SavedMedia = Pick<Message, 'kind' | 'media'>;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const emptyRecipient = (): RecipientDraft => ({ name: '', email: '', relationship: '', authorName: '' });

/**
 * The occasion as the delivery chosen suggests it: a life event's own (a graduation files as one),
 * none in particular after death, and `current` for a date.
 */
export function occasionOfDelivery(kind: DeliveryKind, event: LifeEventDraft['kind'], current: Occasion): Occasion {
  if (kind === 'life_event') return occasionOfLifeEvent(event);
  return kind === 'after_death' ? 'other' : current;
}

/**
 * How the form opens: the saved `message` (its delivery time shown in its own time zone), or a new
 * message delivered as `deliveryKind` says — a voice message at 9:00 in the browser's zone, or the
 * letter `prefill` hands over.
 * @param lifeEvent the saved message's life event, when it waits for one
 */
export function initialMessageFormValues({
  message,
  deliveryKind = 'date',
  lifeEvent,
  prefill,
}: {
  message?: Message | null;
  deliveryKind?: DeliveryKind;
  lifeEvent?: LifeEvent | null;
  prefill?: MessagePrefill;
}): MessageFormValues {
  const zone = message?.timeZone ?? browserZone;
  const at = message?.deliverAt ? localMomentOf(message.deliverAt, zone) : undefined;
  const values: MessageFormValues = {
    kind: message?.kind ?? 'voice',
    deliveryKind: message?.deliveryKind ?? deliveryKind,
    lifeEvent: lifeEvent ? draftFromLifeEvent(lifeEvent, zone) : EMPTY_LIFE_EVENT,
    title: message?.title ?? '',
    letterText: message?.letterText ?? '',
    occasion: message?.occasion ?? occasionOfDelivery(deliveryKind, EMPTY_LIFE_EVENT.kind, 'birthday'),
    date: at?.date ?? '',
    time: at?.time ?? '09:00',
    timeZone: zone,
    recipients: message?.recipients.length
      ? message.recipients.map(({ name, email, relationship, authorName }) => ({
          name,
          email,
          relationship,
          authorName,
        }))
      : [emptyRecipient()],
    fallbackKind: message?.fallback.kind ?? 'legacy_contacts',
    fallbackUserId: message?.fallback.userId ?? '',
    mayAnnounce: message?.mayAnnounce ?? false,
    voiceTake: null,
    videoTake: null,
    file: null,
  };
  return prefill ? { ...values, kind: 'letter', occasion: 'other', ...prefill } : values;
}

/**
 * The recording to upload for the kind chosen: the take recorded here, else the file chosen; null
 * for a letter, or when there is nothing new.
 */
export function newMediaOf(
  values: Pick<MessageFormValues, 'kind' | 'voiceTake' | 'videoTake' | 'file'>,
): { blob: Blob; name: string } | null {
  if (values.kind === 'letter') return null;
  const take = values.kind === 'voice' ? values.voiceTake : values.videoTake;
  if (take) return { blob: take.blob, name: recordingFilename(take.blob) };
  return values.file && { blob: values.file, name: values.file.name };
}

/** The id of the recording `saved` keeps: its own, while its kind is still the one chosen. */
export const keptMediaIdOf = (
  values: Pick<MessageFormValues, 'kind'>,
  saved?: SavedMedia | null,
): string | undefined => (saved?.media && saved.kind === values.kind ? saved.media.id : undefined);
