/**
 * /settings "E-mail address"
 * (docs/product/accounts-and-sessions.md "Password, e-mail and devices"): the address you sign in
 * with, and a change to a new one, asked with the password and confirmed from a link e-mailed to
 * the new address (the old one gets a notice). Until the link is opened, nothing changes; the form
 * says where the link went.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailChangeRequestSchema } from '@heirloom/common/contracts/account-security';
import type { User } from '@heirloom/common/contracts/auth';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { describeError } from '../../lib/api';
import { useRequestEmailChange } from './account-security-queries';
import { SettingsSection } from './settings-section';

type EmailFields = z.input<typeof emailChangeRequestSchema>;
type EmailValues = z.output<typeof emailChangeRequestSchema>;

const EMAIL_ID = 'settings-new-email';
const PASSWORD_ID = 'settings-email-password';

const ariaFor = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdFor(id) : undefined,
});

export function EmailSection({ user }: { user: User }) {
  const requestChange = useRequestEmailChange();
  const [sentMessage, setSentMessage] = useState<string>();
  const form = useForm<EmailFields, unknown, EmailValues>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setSentMessage(undefined);
    try {
      setSentMessage((await requestChange.mutateAsync(values)).message);
      form.reset();
    } catch (failure) {
      const message = describeError(failure);
      const field = /password|attempts/i.test(message) ? 'password' : 'newEmail';
      form.setError(field, { message }, { shouldFocus: true });
    }
  });
  return (
    <SettingsSection
      id="email-address"
      title="E-mail address"
      description="You sign in with this address, and it receives notices about your messages and your account."
    >
      <p className="mb-4 flex flex-wrap items-center gap-2 text-ink">
        <Mail className="size-5 text-ink-soft" aria-hidden />
        <span className="font-semibold break-all">{user.email}</span>
        <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
          {user.emailVerified === false ? 'Not verified yet' : 'Verified'}
        </span>
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="email-address-heading" className="grid gap-4 sm:max-w-md">
        <FormField id={EMAIL_ID} label="New e-mail address" error={errors.newEmail?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...ariaFor(EMAIL_ID, errors.newEmail?.message)}
            {...form.register('newEmail')}
          />
        </FormField>
        <FormField id={PASSWORD_ID} label="Your password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...ariaFor(PASSWORD_ID, errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        {sentMessage && (
          <p role="status" className="flex items-start gap-2 text-ink">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
            {sentMessage}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Sending…' : 'E-mail me a confirmation link'}
        </Button>
      </form>
    </SettingsSection>
  );
}
