/**
 * The banner of the app frame while the signed-in user's address is not verified
 * (docs/product/accounts-and-sessions.md "Sign-up rules"): the account works meanwhile; the banner
 * names the address and e-mails a new link on request.
 */
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { resendVerificationEmail } from '../../lib/account-links-api';
import { describeError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { Button } from '../ui/button';

export function VerifyEmailBanner() {
  const { user } = useSession();
  const [answer, setAnswer] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  if (!user || user.emailVerified !== false) return null;
  const resend = async () => {
    setIsSending(true);
    try {
      setAnswer((await resendVerificationEmail()).message);
    } catch (failure) {
      setAnswer(describeError(failure));
    } finally {
      setIsSending(false);
    }
  };
  return (
    <div role="region" aria-label="Verify your e-mail address" className="border-b border-line bg-accent-soft/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-ink sm:px-6">
        <MailCheck className="size-5 shrink-0 text-accent" aria-hidden />
        <p className="min-w-0 flex-1 basis-60">
          Please verify your e-mail address, <strong className="break-words">{user.email}</strong>, so that notices
          about your messages and a password reset can reach you.
        </p>
        <Button variant="secondary" size="sm" disabled={isSending} onClick={() => void resend()}>
          {isSending ? 'Sending…' : 'E-mail me a verification link'}
        </Button>
        <p aria-live="polite" className="w-full text-ink-soft empty:hidden">
          {answer}
        </p>
      </div>
    </div>
  );
}
