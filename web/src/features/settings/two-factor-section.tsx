/**
 * /settings "Two-factor sign-in" (docs/product/accounts-and-sessions.md "Two-factor sign-in",
 * optional TOTP): off → set up (two-factor-setup.tsx) → the recovery codes once
 * (recovery-codes.tsx) → on, with the recovery codes left and a form to turn it off with the
 * password and a current code.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  twoFactorDisableSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@heirloom/common/contracts/account-security';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useDisableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from './account-security-queries';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './settings-section';
import { TwoFactorSetupForm } from './two-factor-setup';
import { formatDate } from '../../lib/reader-dates';

const PASSWORD_ID = 'two-factor-off-password';
const CODE_ID = 'two-factor-off-code';

const ariaFor = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdFor(id) : undefined,
});

function TurnOffForm({ status }: { status: TwoFactorStatus }) {
  const disable = useDisableTwoFactor();
  const form = useForm<z.input<typeof twoFactorDisableSchema>, unknown, z.output<typeof twoFactorDisableSchema>>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await disable.mutateAsync(values);
      toast({ title: 'Two-factor sign-in is off', description: answer.message });
    } catch (failure) {
      const message = describeError(failure);
      form.setError(/code/i.test(message) ? 'code' : 'password', { message }, { shouldFocus: true });
    }
  });
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-start gap-2 text-ink">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
        <span>
          Two-factor sign-in is on
          {status.enabledAt ? ` since ${formatDate(status.enabledAt, 'day')}` : ''}. You have {status.recoveryCodesLeft}{' '}
          recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
        </span>
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Turn off two-factor sign-in"
        className="grid gap-4 rounded-2xl border border-line p-4 sm:max-w-md"
      >
        <p className="text-sm text-ink-soft">To turn it off, enter your password and a code from your app.</p>
        <FormField id={PASSWORD_ID} label="Your password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...ariaFor(PASSWORD_ID, errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        <FormField id={CODE_ID} label="Code from your app, or a recovery code" error={errors.code?.message}>
          <Input autoComplete="one-time-code" {...ariaFor(CODE_ID, errors.code?.message)} {...form.register('code')} />
        </FormField>
        <Button type="submit" variant="danger" disabled={isSubmitting} className="justify-self-start">
          <ShieldOff className="size-4" aria-hidden />
          {isSubmitting ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
      </form>
    </div>
  );
}

function TwoFactorBody() {
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  if (status.isPending) return <p role="status">Loading…</p>;
  if (status.isError) {
    return (
      <p role="alert" className="text-danger">
        Two-factor sign-in could not be loaded: {describeError(status.error)}
      </p>
    );
  }
  if (status.data.isEnabled) return <TurnOffForm status={status.data} />;
  if (setup) {
    return (
      <TwoFactorSetupForm
        setup={setup}
        onEnabled={(codes) => {
          setSetup(undefined);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setSetup(undefined)}
      />
    );
  }
  const begin = async () => {
    try {
      setSetup(await startSetup.mutateAsync());
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Setup did not start', description: describeError(failure) });
    }
  };
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-ink">
        <ShieldOff className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden />
        Two-factor sign-in is off. Your password alone signs you in.
      </p>
      <Button className="justify-self-start" disabled={startSetup.isPending} onClick={() => void begin()}>
        <ShieldCheck className="size-4" aria-hidden />
        {startSetup.isPending ? 'Preparing…' : 'Set up two-factor sign-in'}
      </Button>
    </div>
  );
}

export function TwoFactorSection() {
  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor sign-in"
      description="After your password, sign-in asks for a code from an app on your phone, so a stolen password alone cannot open your family's memories."
    >
      <TwoFactorBody />
    </SettingsSection>
  );
}
