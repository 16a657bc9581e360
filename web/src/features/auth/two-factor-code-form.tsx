/**
 * The code step of the sign-in dialog (docs/product/accounts-and-sessions.md "Two-factor sign-in"):
 * after a right password, an account with two-factor on asks for the 6-digit code of the
 * authenticator app, or a recovery code. A wrong code shows under the field; a sign-in that waited
 * too long (or was never started here) goes back to the password with the server's sentence.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { twoFactorSignInSchema } from '@heirloom/common/contracts/account-security';
import type { User } from '@heirloom/common/contracts/auth';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError, describeError } from '../../lib/api';
import { requestTwoFactorSignIn } from './auth-api';

/** The id of the code field, focused when the step opens. */
export const TWO_FACTOR_CODE_ID = 'signin-two-factor-code';
const HINT_ID = `${TWO_FACTOR_CODE_ID}-hint`;

export function TwoFactorCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: User) => void;
  /** Back to e-mail and password, with the reason when the server gave one. */
  onRestart: (reason?: string) => void;
}) {
  const form = useForm<z.input<typeof twoFactorSignInSchema>, unknown, z.output<typeof twoFactorSignInSchema>>({
    resolver: zodResolver(twoFactorSignInSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await requestTwoFactorSignIn(code));
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 410)) {
        onRestart(describeError(failure));
        return;
      }
      form.setError('code', { message: describeError(failure) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code" className="grid gap-4">
      <p className="flex items-start gap-2 text-ink">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
        Your password is right. Now enter the code from your authenticator app.
      </p>
      <FormField id={TWO_FACTOR_CODE_ID} label="Code" error={error}>
        <Input
          id={TWO_FACTOR_CODE_ID}
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123 456"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorIdFor(TWO_FACTOR_CODE_ID)} ${HINT_ID}` : HINT_ID}
          {...form.register('code')}
        />
      </FormField>
      <p id={HINT_ID} className="-mt-2 text-sm text-ink-soft">
        Lost your phone? Enter one of your recovery codes instead.
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Verifying...' : 'Verify and sign in'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => onRestart()}>
        Use another account
      </Button>
    </form>
  );
}
