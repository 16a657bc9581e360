/**
 * Whether, after the author's death, the recipients may be told roughly when this message arrives
 * (docs/product/messages-and-delivery.md "Gentle mode"); off by default, when the one gentle e-mail
 * counts it among the messages waiting but never says when it comes.
 */
import { useFormContext } from 'react-hook-form';
import type { MessageFormValues } from './message-form-values';

export function MayAnnounceField() {
  const { register } = useFormContext<MessageFormValues>();
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-accent"
          aria-describedby="may-announce-hint"
          {...register('mayAnnounce')}
        />
        After my death, the recipients may be told roughly when this message will arrive
      </label>
      <p id="may-announce-hint" className="text-sm text-ink-soft">
        When your legacy is released, each recipient gets one gentle e-mail saying how many of your messages wait for
        them, never their titles or what they say. With this ticked it also says roughly when this one arrives.
      </p>
    </div>
  );
}
