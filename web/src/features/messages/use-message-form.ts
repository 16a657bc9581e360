/**
 * The schedule form's state (react-hook-form, checked by messageFormSchema) and how it is saved:
 * checked as the draft or the scheduled message the button pressed asks for (the first problem in a
 * toast, each under its field); then a new recording uploaded, with its progress; the message saved,
 * the lists refreshed, a toast that says what happens next, and on to /legacy-messages
 * (docs/product/validation-and-errors.md "Toasts").
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DeliveryKind, Message } from '@heirloom/common/contracts/messages';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { uploadMedia } from '../../lib/upload';
import { firstErrorMessage } from './message-form-errors';
import { messageFormSchema, messageInputOf, type MessageIntent } from './message-form-schema';
import { keptMediaIdOf, newMediaOf, type MessageFormValues } from './message-form-values';
import { saveMessage, useRefreshMessages } from './messages-queries';

/** What the toast says once a message is scheduled, by how it is delivered. */
const SCHEDULED_NOTES: Record<DeliveryKind, string> = {
  date: 'We will remind you two days before it is delivered.',
  after_death: 'It waits safely until your legacy plan is released.',
  life_event: 'It waits for the moment to be reported and confirmed.',
};

const showProblems = (errors: FieldErrors) =>
  toast({ variant: 'destructive', title: 'Please check the form', description: firstErrorMessage(errors) });

/**
 * @param message the message being changed (null or undefined for a new one)
 * @param defaultValues how the form opens (read once)
 * @returns the form; `submitAs(intent)`, the handler that checks and saves as a draft or scheduled;
 *   `progress`, the fraction of a recording uploaded (null when none is); `isSaving`, true from the
 *   upload until the save is answered
 */
export function useMessageForm(message: Message | null | undefined, defaultValues: MessageFormValues) {
  const navigate = useNavigate();
  const refresh = useRefreshMessages();
  const intent = useRef<MessageIntent>('schedule');
  const [progress, setProgress] = useState<number | null>(null);
  // Not react-hook-form's isSubmitting, which is also true while the form is checked: the buttons
  // stay enabled, and keep the focus, when the check finds a problem.
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<MessageFormValues>({
    defaultValues,
    // The rules depend on the button pressed; the values themselves are what is saved.
    resolver: (values, context, options) =>
      zodResolver(messageFormSchema(intent.current, message), undefined, { raw: true })(values, context, options),
    // Errors stay as the last check found them until the form is sent again, and no field takes the
    // focus: the toast names the first problem.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const save = async (values: MessageFormValues, chosen: MessageIntent) => {
    setIsSaving(true);
    try {
      const media = newMediaOf(values);
      let mediaId = keptMediaIdOf(values, message);
      if (media) {
        setProgress(0);
        mediaId = (await uploadMedia(media.blob, media.name, setProgress)).id;
      }
      await saveMessage(messageInputOf(values, chosen, mediaId), message?.id);
      await refresh();
      form.reset(values); // saved: nothing left to lose on the way out
      toast({
        title: chosen === 'draft' ? 'Draft saved' : 'Message scheduled',
        description:
          chosen === 'draft' ? 'You can finish it whenever you are ready.' : SCHEDULED_NOTES[values.deliveryKind],
      });
      setTimeout(() => void navigate('/legacy-messages'), 0);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not save your message', description: describeError(error) });
    } finally {
      setIsSaving(false);
      setProgress(null);
    }
  };

  const submitAs = (chosen: MessageIntent) => (event?: BaseSyntheticEvent) => {
    intent.current = chosen;
    return form.handleSubmit((values) => save(values, chosen), showProblems)(event);
  };

  return { form, submitAs, progress, isSaving };
}
