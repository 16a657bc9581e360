/**
 * The schedule form (docs/product/messages-and-delivery.md "What a message is"): what the message
 * is, who receives it and when it arrives; scheduled, or saved as a draft; asks before leaving
 * unsaved work.
 */
import { Upload } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import type { DeliveryKind, Message } from '@heirloom/common/contracts/messages';
import { Button } from '../../components/ui/button';
import { readMessagePrefill } from '../../lib/message-prefill';
import { DeliveryFieldset } from './delivery-fieldset';
import { FallbackCourierField } from './fallback-courier-field';
import { MayAnnounceField } from './may-announce-field';
import { MessageContentFields } from './message-content-fields';
import { initialMessageFormValues } from './message-form-values';
import { RecipientsFieldset } from './recipients-fieldset';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useMessageForm } from './use-message-form';

/**
 * @param message the message to change; none for a new one, which may start as the letter another
 *   page hands over in the navigation's state (a family recipe sent as a message)
 * @param deliveryKind how a new message is delivered at first
 * @param lifeEvent the life event the message to change waits for, if it does
 */
export function MessageForm({
  message,
  deliveryKind,
  lifeEvent,
}: {
  message?: Message | null;
  deliveryKind?: DeliveryKind;
  lifeEvent?: LifeEvent | null;
}) {
  const location = useLocation();
  const { form, submitAs, progress, isSaving } = useMessageForm(
    message,
    initialMessageFormValues({
      message,
      deliveryKind,
      lifeEvent,
      prefill: message ? undefined : readMessagePrefill(location.state),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submitAs('schedule')(event)} noValidate className="grid gap-8">
        <MessageContentFields saved={message} />
        <RecipientsFieldset />
        <FallbackCourierField />
        <DeliveryFieldset />
        <MayAnnounceField />

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
          <Button variant="secondary" size="lg" disabled={isSaving} onClick={() => void submitAs('draft')()}>
            <Upload className="size-4" aria-hidden /> Save draft
          </Button>
        </div>

        <UnsavedChangesGuard hasChanges={form.formState.isDirty} isSaving={isSaving} />
      </form>
    </FormProvider>
  );
}
