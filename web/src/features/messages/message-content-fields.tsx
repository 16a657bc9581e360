/**
 * What the message is (docs/product/messages-and-delivery.md "What a message is"): its kind — a
 * voice recording, a video or a letter — then the recording or the letter, and its title.
 */
import { Mail, Mic, Video } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Message } from '@heirloom/common/contracts/messages';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useMessageErrors } from './message-form-errors';
import type { MessageFormValues, MessageKind } from './message-form-values';
import { MessageMediaFields } from './message-media-fields';

const KIND_OPTIONS: { value: MessageKind; label: string; icon: typeof Mic }[] = [
  { value: 'voice', label: 'Voice', icon: Mic },
  { value: 'video', label: 'Video', icon: Video },
  { value: 'letter', label: 'Letter', icon: Mail },
];

/** @param saved the message being changed, if any: its recording is kept unless replaced */
export function MessageContentFields({ saved }: { saved?: Message | null }) {
  const { control, register, setValue } = useFormContext<MessageFormValues>();
  const { errorOf, ariaOf } = useMessageErrors();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">What kind of message?</legend>
        <div className="grid grid-cols-3 gap-3" role="radiogroup" aria-label="Message kind">
          {KIND_OPTIONS.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={kind === value}
              onClick={() => setValue('kind', value, { shouldDirty: true })}
              className={`flex flex-col items-center gap-2 rounded-2xl border p-4 font-semibold transition-colors ${kind === value ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line bg-white text-ink hover:bg-paper-deep'}`}
            >
              <Icon className="size-6" aria-hidden />
              {label}
            </button>
          ))}
        </div>
      </fieldset>

      <MessageMediaFields saved={saved} />
      {kind === 'letter' && (
        <FormField id="letterText" label="Your letter" error={errorOf('letterText')}>
          <textarea
            id="letterText"
            rows={10}
            className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
            placeholder="My dear…"
            {...ariaOf('letterText')}
            {...register('letterText')}
          />
        </FormField>
      )}

      <FormField id="title" label="Title" error={errorOf('title')}>
        <Input id="title" placeholder="For your 18th birthday" {...ariaOf('title')} {...register('title')} />
      </FormField>
    </>
  );
}
