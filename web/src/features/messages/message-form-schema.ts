/**
 * The schedule form's rules (docs/product/validation-and-errors.md "One schema, one sentence"): its
 * values become the message the API takes, which the contract's messageInputSchema checks, so every
 * error is the server's own sentence at the path of the field concerned ('title',
 * 'recipients.0.email', 'lifeEvent.label'), the fields' ids. The one rule of the form's own: a
 * delivery it schedules must still be ahead (docs/product/messages-and-delivery.md "What a message is").
 */
import { MESSAGE_MESSAGES, messageInputSchema, type MessageInput } from '@heirloom/common/contracts/messages';
import { contractFormSchema } from '../../lib/contract-form-schema';
import { instantOf } from '../../lib/local-moment';
import { lifeEventInputOf } from './life-event-fields';
import { keptMediaIdOf, newMediaOf, type MessageFormValues, type SavedMedia } from './message-form-values';

/** A draft keeps loose rules; a scheduled message needs everything a delivery needs. */
export type MessageIntent = MessageInput['intent'];

/** Stands in for the id of media chosen but not uploaded yet, while the form is checked. */
const PENDING_UPLOAD_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The message the form's values make, as the API takes it: only what the delivery chosen asks for,
 * and, for a draft, only the recipients begun.
 * @param mediaId the recording the message plays (none for a letter)
 */
export function messageInputOf(
  values: MessageFormValues,
  intent: MessageIntent,
  mediaId: string | undefined,
): MessageInput {
  return {
    intent,
    kind: values.kind,
    title: values.title,
    letterText: values.kind === 'letter' ? values.letterText : undefined,
    mediaId,
    // After death there is no date: no occasion is asked (the writer's time zone still dates "prepared on").
    occasion: values.deliveryKind === 'after_death' ? undefined : values.occasion,
    deliveryKind: values.deliveryKind,
    deliverAt:
      values.deliveryKind === 'date' ? instantOf({ date: values.date, time: values.time }, values.timeZone) : undefined,
    lifeEvent: values.deliveryKind === 'life_event' ? lifeEventInputOf(values.lifeEvent, values.timeZone) : undefined,
    timeZone: values.timeZone,
    recipients: values.recipients.filter((each) => intent === 'schedule' || each.name || each.email),
    fallback:
      values.fallbackKind === 'member'
        ? { kind: 'member', userId: values.fallbackUserId || undefined }
        : { kind: values.fallbackKind },
    mayAnnounce: values.mayAnnounce,
  };
}

/**
 * The form's schema for saving as `intent`: its values as the message they make, checked by the
 * contract's rules (its `in` side: the object and its checks, before defaults fill in, so the rule
 * of the form's own is checked beside them rather than only once they pass), each problem at its
 * path. A recording chosen but not uploaded yet counts as there.
 * @param saved the message being changed, whose recording is kept unless a new one replaces it
 */
export function messageFormSchema(intent: MessageIntent, saved?: SavedMedia | null) {
  return contractFormSchema(
    messageInputSchema.in.superRefine((input, context) => {
      if (input.intent === 'schedule' && input.deliverAt && Date.parse(input.deliverAt) <= Date.now()) {
        context.addIssue({ code: 'custom', path: ['deliverAt'], message: MESSAGE_MESSAGES.deliverAtInPast });
      }
    }),
    (values: MessageFormValues) =>
      messageInputOf(values, intent, newMediaOf(values) ? PENDING_UPLOAD_ID : keptMediaIdOf(values, saved)),
    'path',
  );
}
