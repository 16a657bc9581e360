/**
 * "Forgot your password?" under the sign-in form
 * (docs/product/accounts-and-sessions.md "Password, e-mail and devices"): asks for the address and
 * e-mails a reset link when an account has it, the address typed into the sign-in form already
 * filled in. The answer is the same either way (the server's).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '@heirloom/common/contracts/account';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { requestPasswordReset } from '../../lib/account-links-api';
import { describeError } from '../../lib/api';

const FIELD_ID = 'forgot-password-email';

/** The reset-link form, opened with `email` in its field. */
function ResetLinkForm({ email }: { email: string }) {
  const [answer, setAnswer] = useState<string>();
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email } });
  const error = form.formState.errors.email?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      setAnswer((await requestPasswordReset(values)).message);
    } catch (failure) {
      setAnswer(describeError(failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-3 rounded-2xl border border-line p-4">
      <FormField id={FIELD_ID} label="Your e-mail address, for a reset link" error={error}>
        <Input
          id={FIELD_ID}
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(FIELD_ID) : undefined}
          {...form.register('email')}
        />
      </FormField>
      <p aria-live="polite" className="text-sm text-ink empty:hidden">
        {answer}
      </p>
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="justify-self-start">
        {form.formState.isSubmitting ? 'Sending…' : 'E-mail me a reset link'}
      </Button>
    </form>
  );
}

/** The "Forgot your password?" button, then the reset-link form with `email` (what the sign-in form holds) filled in. */
export function ForgotPassword({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (isOpen) return <ResetLinkForm email={email} />;
  return (
    <button
      type="button"
      onClick={() => setIsOpen(true)}
      className="mt-4 text-sm font-semibold text-accent underline underline-offset-2"
    >
      Forgot your password?
    </button>
  );
}
