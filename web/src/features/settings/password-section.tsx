/**
 * /settings "Password" (docs/product/accounts-and-sessions.md "Password, e-mail and devices"): the
 * current password, then the new one (its rules:
 * docs/product/validation-and-errors.md "Sign-up and sign-in messages"); the server signs out every
 * other device. A wrong current password shows under its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChange } from '@heirloom/common/contracts/account-security';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useChangePassword } from './account-security-queries';
import { SettingsSection } from './settings-section';

const CURRENT_ID = 'settings-current-password';
const NEW_ID = 'settings-new-password';

const ariaFor = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdFor(id) : undefined,
});

export function PasswordSection() {
  const changePassword = useChangePassword();
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await changePassword.mutateAsync(values);
      form.reset();
      toast({ title: 'Password changed', description: answer.message });
    } catch (failure) {
      form.setError('currentPassword', { message: describeError(failure) }, { shouldFocus: true });
    }
  });
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Choose a new password. Every other device signed in to your account will be signed out."
    >
      <form onSubmit={submit} noValidate aria-labelledby="password-heading" className="grid gap-4 sm:max-w-md">
        <FormField id={CURRENT_ID} label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...ariaFor(CURRENT_ID, errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField id={NEW_ID} label="New password" error={errors.newPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="At least 6 characters"
            {...ariaFor(NEW_ID, errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          <KeyRound className="size-4" aria-hidden />
          {isSubmitting ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
