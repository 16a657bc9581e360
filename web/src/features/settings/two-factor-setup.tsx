/**
 * Setting up two-factor sign-in (docs/product/accounts-and-sessions.md "Two-factor sign-in"): the
 * QR code to scan with an authenticator app, the same secret as text for typing it in by hand, and
 * the first code, which turns it on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { twoFactorEnableSchema, type TwoFactorSetup } from '@heirloom/common/contracts/account-security';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { useEnableTwoFactor } from './account-security-queries';

const CODE_ID = 'two-factor-setup-code';

/** The secret in groups of four, as apps show it. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useForm<z.input<typeof twoFactorEnableSchema>, unknown, z.output<typeof twoFactorEnableSchema>>({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled((await enable.mutateAsync(code)).recoveryCodes);
    } catch (failure) {
      form.setError('code', { message: describeError(failure) }, { shouldFocus: true });
    }
  });
  return (
    <div className="grid gap-5">
      <ol className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        <li className="grid justify-items-center gap-2 rounded-2xl border border-line bg-white p-3">
          <img
            src={setup.qrCodeDataUrl}
            width={200}
            height={200}
            alt="QR code to scan with your authenticator app"
            className="size-[200px]"
          />
          <span className="text-sm text-ink-soft">1. Scan it with your app</span>
        </li>
        <li className="grid gap-3">
          <p className="text-ink">
            Use an authenticator app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis. Cannot
            scan? Type this key into the app instead:
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <code
              aria-label="Your setup key"
              className="rounded-xl bg-paper-deep px-3 py-2 font-mono text-base tracking-wider break-all text-ink"
            >
              {groupedSecret(setup.secret)}
            </code>
            <CopyButton
              text={setup.secret}
              label="Copy key"
              size="sm"
              ariaLabel="Copy key for your authenticator app"
            />
          </div>
          <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-xs">
            <FormField id={CODE_ID} label="2. Enter the 6-digit code the app shows" error={error}>
              <Input
                id={CODE_ID}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123 456"
                maxLength={9}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorIdFor(CODE_ID) : undefined}
                {...form.register('code')}
              />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <ShieldCheck className="size-4" aria-hidden />
                {form.formState.isSubmitting ? 'Checking…' : 'Turn on two-factor sign-in'}
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
