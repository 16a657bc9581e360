/**
 * /settings "Your name" (docs/product/accounts-and-sessions.md "Username"): the name a family knows
 * the user by, shown on the messages they send and in their family circle. Rules and messages come
 * from profileUpdateRequestSchema; a refusal from the server shows under the field too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { profileUpdateRequestSchema } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { SettingsSection } from './settings-section';
import { useUpdateProfile } from '../../lib/profile-queries';

type ProfileFields = z.input<typeof profileUpdateRequestSchema>;
type ProfileValues = z.output<typeof profileUpdateRequestSchema>;

const FIELD_ID = 'settings-name';
const HINT_ID = `${FIELD_ID}-hint`;

export function DisplayNameSection({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: { name: user.username },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.name?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ name: saved.username });
      toast({ title: 'Name saved', description: `Your family will now see you as ${saved.username}.` });
    } catch (failure) {
      const message = describeError(failure);
      form.setError('name', { message }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'Your name was not saved', description: message });
    }
  });
  return (
    <SettingsSection
      id="your-name"
      title="Your name"
      description="The name your family knows you by. It appears on messages you send and in your family circle."
    >
      <form onSubmit={submit} noValidate aria-labelledby="your-name-heading" className="grid gap-4">
        <FormField id={FIELD_ID} label="Name" error={error}>
          <Input
            id={FIELD_ID}
            autoComplete="name"
            placeholder="Grandpa Joe"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorIdFor(FIELD_ID)} ${HINT_ID}` : HINT_ID}
            {...form.register('name')}
          />
        </FormField>
        <p id={HINT_ID} className="-mt-2 text-sm text-ink-soft">
          For example “Grandpa Joe” or “Aunt Maria”. You sign in with {user.email}; that does not change.
        </p>
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          <Check className="size-4" aria-hidden />
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </SettingsSection>
  );
}
