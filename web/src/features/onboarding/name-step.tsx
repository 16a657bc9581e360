/** Onboarding step 1: the name the family knows the user by (saved as /settings saves it: useUpdateProfile). */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { profileUpdateRequestSchema } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { useUpdateProfile } from '../../lib/profile-queries';

type NameFields = z.input<typeof profileUpdateRequestSchema>;
type NameValues = z.output<typeof profileUpdateRequestSchema>;

const FIELD_ID = 'onboarding-name';

export function NameStep({ user, onDone }: { user: User; onDone: (name: string) => void }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<NameFields, unknown, NameValues>({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: { name: user.username },
  });
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(values);
      onDone(saved.username);
    } catch (failure) {
      form.setError('name', { message: describeError(failure) }, { shouldFocus: true });
    }
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-ink-soft">
          Messages you leave and memories you share will say they come from you — “From Grandpa Joe”, not from an e-mail
          address.
        </p>
        <FormField id={FIELD_ID} label="Your name" error={error}>
          <Input
            id={FIELD_ID}
            autoComplete="name"
            placeholder="Grandpa Joe"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdFor(FIELD_ID) : undefined}
            {...form.register('name')}
          />
        </FormField>
        <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
          {form.formState.isSubmitting ? 'Saving…' : 'Save and continue'} <ArrowRight className="size-4" aria-hidden />
        </Button>
      </form>
    </Card>
  );
}
