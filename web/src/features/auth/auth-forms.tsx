/**
 * The two forms of the auth modal (docs/product/accounts-and-sessions.md "Auth modal"): fields,
 * errors under them, pending labels.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { signInFormSchema, signUpFormSchema, type SignInForm as Credentials } from '@heirloom/common/contracts/auth';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';

interface AuthFormProps {
  /** Resolves true when done; the form then resets. */
  onSubmit: (values: Credentials) => Promise<boolean>;
  /** The address filled in when the form opens (an invitation's address); empty otherwise. */
  defaultEmail?: string;
  /** Called with the e-mail field's text each time the person changes it. */
  onEmailChange?: (email: string) => void;
}

/**
 * What differs between signing in and signing up: pending labels, and the field rules
 * (docs/product/validation-and-errors.md "Sign-up and sign-in messages").
 */
const VARIANTS = {
  signin: {
    schema: signInFormSchema,
    passwordAutocomplete: 'current-password',
    passwordPlaceholder: 'Your password',
    label: 'Sign In',
    pendingLabel: 'Signing In...',
  },
  signup: {
    schema: signUpFormSchema,
    passwordAutocomplete: 'new-password',
    passwordPlaceholder: 'At least 6 characters',
    label: 'Create Account',
    pendingLabel: 'Creating Account...',
  },
} as const;

function fieldAria(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdFor(id) : undefined };
}

function CredentialsForm({
  variant,
  onSubmit,
  defaultEmail = '',
  onEmailChange,
}: AuthFormProps & { variant: keyof typeof VARIANTS }) {
  const settings = VARIANTS[variant];
  const form = useForm<Credentials>({
    resolver: zodResolver(settings.schema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });
  const emailId = `${variant}-email`;
  const passwordId = `${variant}-password`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={emailId} label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...fieldAria(emailId, errors.email?.message)}
          {...form.register('email', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => onEmailChange?.(event.target.value),
          })}
        />
      </FormField>
      <FormField id={passwordId} label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete={settings.passwordAutocomplete}
          placeholder={settings.passwordPlaceholder}
          {...fieldAria(passwordId, errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? settings.pendingLabel : settings.label}
      </Button>
    </form>
  );
}

export const SignInForm = (props: AuthFormProps) => <CredentialsForm variant="signin" {...props} />;
export const SignUpForm = (props: AuthFormProps) => <CredentialsForm variant="signup" {...props} />;
