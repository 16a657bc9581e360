/**
 * /settings?link=verify-email|change-email|reset-password|unsubscribe&token=…: the page the
 * e-mailed links open (docs/product/accounts-and-sessions.md "Password, e-mail and devices"),
 * signed in or not. A verification or e-mail change link is used at once and says how it went; a
 * reset link asks for the new password first; an unsubscribe link turns its kind of e-mail off
 * after one click. A used, expired or unknown link says so in the server's words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { BellOff, CheckCircle2, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { passwordResetSchema } from '@heirloom/common/contracts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { resetPassword, verifyEmailAddress } from '../../lib/account-links-api';
import { describeError } from '../../lib/api';
import { useAuthModal, useSession } from '../../lib/auth';
import { unsubscribeByLink } from './notifications-queries';
import { confirmEmailChange } from './account-security-queries';

type Outcome = { isDone: boolean; message: string };

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const Icon = outcome.isDone ? CheckCircle2 : TriangleAlert;
  return (
    <p role={outcome.isDone ? 'status' : 'alert'} className="flex items-start gap-2 text-ink">
      <Icon className={`mt-0.5 size-5 shrink-0 ${outcome.isDone ? 'text-sage' : 'text-danger'}`} aria-hidden />
      {outcome.message}
    </p>
  );
}

/** A link that works at once when opened: verifying an address, or confirming a new one. */
function OneClickLink({
  token,
  title,
  pending,
  run,
}: {
  token: string;
  title: string;
  pending: string;
  run: (token: string) => Promise<{ message: string }>;
}) {
  const { revalidate } = useSession();
  const [outcome, setOutcome] = useState<Outcome>();
  const isSent = useRef(false); // a link works once: React's double effect must not spend it twice
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    run(token).then(
      (answer) => {
        setOutcome({ isDone: true, message: answer.message });
        void revalidate();
      },
      (failure: unknown) => setOutcome({ isDone: false, message: describeError(failure) }),
    );
  }, [token, run, revalidate]);
  return (
    <Card>
      <h2 className="mb-3 text-2xl text-ink">{title}</h2>
      {outcome ? <OutcomeNote outcome={outcome} /> : <p role="status">{pending}</p>}
    </Card>
  );
}

/** An optional e-mail's "stop these" link: one click turns that kind of e-mail off. */
function UnsubscribeLink({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [isSending, setIsSending] = useState(false);
  const stop = async () => {
    setIsSending(true);
    try {
      setOutcome({ isDone: true, message: (await unsubscribeByLink(token)).message });
    } catch (failure) {
      setOutcome({ isDone: false, message: describeError(failure) });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card>
      <h2 className="mb-3 text-2xl text-ink">Stop these e-mails</h2>
      {outcome ? (
        <OutcomeNote outcome={outcome} />
      ) : (
        <div className="grid gap-4">
          <p className="text-ink-soft">Turn off this kind of e-mail? Deliveries and account e-mails still come.</p>
          <Button className="justify-self-start" disabled={isSending} onClick={() => void stop()}>
            <BellOff className="size-4" aria-hidden />
            {isSending ? 'Turning off…' : 'Turn them off'}
          </Button>
        </div>
      )}
    </Card>
  );
}

const PASSWORD_ID = 'reset-password-new';

function ResetPasswordLink({ token }: { token: string }) {
  const { setUser } = useSession();
  const { openAuthModal } = useAuthModal();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm({ resolver: zodResolver(passwordResetSchema), defaultValues: { token, password: '' } });
  const error = form.formState.errors.password?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await resetPassword(values);
      setUser(null); // the server ended every session, this one too
      setOutcome({ isDone: true, message: answer.message });
    } catch (failure) {
      setOutcome({ isDone: false, message: describeError(failure) });
    }
  });
  return (
    <Card>
      <h2 className="mb-1 text-2xl text-ink">Choose a new password</h2>
      <p className="mb-5 text-ink-soft">Every device signed in to your account will be signed out.</p>
      {outcome?.isDone ? (
        <div className="grid gap-4">
          <OutcomeNote outcome={outcome} />
          <Button className="justify-self-start" onClick={() => openAuthModal({ tab: 'signin' })}>
            Sign In
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id={PASSWORD_ID} label="New password" error={error}>
            <PasswordInput
              id={PASSWORD_ID}
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdFor(PASSWORD_ID) : undefined}
              {...form.register('password')}
            />
          </FormField>
          {outcome && <OutcomeNote outcome={outcome} />}
          <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
            <KeyRound className="size-4" aria-hidden />
            {form.formState.isSubmitting ? 'Saving…' : 'Save the new password'}
          </Button>
        </form>
      )}
    </Card>
  );
}

/** The link panel when the address carries an account link; null otherwise. */
export function AccountLinkPanel() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const link = search.get('link');
  if (!token) return null;
  if (link === 'verify-email') {
    return (
      <OneClickLink
        token={token}
        title="E-mail verification"
        pending="Verifying your e-mail address…"
        run={verifyEmailAddress}
      />
    );
  }
  if (link === 'change-email') {
    return (
      <OneClickLink
        token={token}
        title="Your new e-mail address"
        pending="Changing your e-mail address…"
        run={confirmEmailChange}
      />
    );
  }
  if (link === 'reset-password') return <ResetPasswordLink token={token} />;
  if (link === 'unsubscribe') return <UnsubscribeLink token={token} />;
  return null;
}
