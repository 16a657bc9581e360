/**
 * The auth modal (docs/product/accounts-and-sessions.md "Auth modal", "Redirect after auth"): Sign
 * In and Sign Up tabs, benefits box on sign-up, links to the terms and privacy policy. On success:
 * toast, store the user, notify the opener, close, and after 500 ms go to returnUrl (unless that is
 * the page shown), else /checkout?plan=…, else /dashboard. The dialog's own open signal can only
 * close it. Closing returns focus to the element that opened it. The sign-up tab sets its benefits
 * beside the form on wider screens, so the whole form, errors included, fits a 1280 × 800 window;
 * smaller windows scroll inside the dialog. Asked for while someone is already signed in (the home
 * page's Get Started or Sign In, a pricing button), it never opens: the person goes straight on to
 * where signing in would have taken them. While the dialog is open, the code of the page it leads
 * to loads.
 */
import { Check, Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignInForm as SignInValues, SignUpForm as SignUpValues, User } from '@heirloom/common/contracts/auth';
import { AUTH_REDIRECT_DELAY_MS } from '@heirloom/common/domain/constants';
import { deriveUsername } from '@heirloom/common/utils/username';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { reportSignUpConversion } from '../../lib/analytics';
import { appConfig } from '../../lib/app-config';
import { preloadPage } from '../../lib/page-preload';
import { useAuthModal, useSession, type AuthTab } from '../../lib/auth';
import { shownHeadlineVariant } from '../../lib/home-headline';
import { detectBrowser, isMobileDevice } from '../../lib/device';
import { isTwoFactorChallenge, redirectTargetAfterAuth, requestSignIn, requestSignUp } from './auth-api';
import { SignInForm, SignUpForm } from './auth-forms';
import { ForgotPassword } from './forgot-password';
import { TWO_FACTOR_CODE_ID, TwoFactorCodeForm } from './two-factor-code-form';

const BENEFITS = [
  'Family memory vault',
  'Family tree',
  'Future messages',
  'Time capsules',
  'Voice messages',
  'Scrapbooks',
  'Last wishes',
  'Family recipes',
  'AI emotional memory insights',
];

export function AuthModal() {
  const { isOpen, options, opener, closeAuthModal } = useAuthModal();
  const { user: signedInUser, setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>(options.tab ?? 'signin');
  // After a right password, an account with two-factor on asks for its code.
  const [isCodeStep, setIsCodeStep] = useState(false);
  // What the sign-in form's e-mail field holds: "Forgot your password?" starts from it.
  const [signInEmail, setSignInEmail] = useState(options.email ?? '');

  useEffect(() => {
    if (isOpen) {
      setTab(options.tab ?? 'signin');
      setSignInEmail(options.email ?? '');
    }
    setIsCodeStep(false);
  }, [isOpen, options.tab, options.email]);

  // While the person signs in, the page they will land on loads.
  useEffect(() => {
    if (isOpen) preloadPage(redirectTargetAfterAuth(options));
  }, [isOpen, options]);

  useEffect(() => {
    if (isCodeStep) document.getElementById(TWO_FACTOR_CODE_ID)?.focus();
  }, [isCodeStep]);

  // Signed in already: go on at once, as a sign-in would (no dialog, no toast, no delay).
  const isAlreadySignedIn = isOpen && signedInUser !== null;
  useEffect(() => {
    if (!isAlreadySignedIn || !signedInUser) return;
    options.onSuccess?.(signedInUser);
    closeAuthModal();
    const target = redirectTargetAfterAuth(options);
    if (target !== `${location.pathname}${location.search}`) void navigate(target);
  }, [isAlreadySignedIn, signedInUser, options, closeAuthModal, location, navigate]);

  const finish = (user: User) => {
    setUser(user);
    options.onSuccess?.(user);
    closeAuthModal();
    const target = redirectTargetAfterAuth(options);
    // Already there (signed in from an invitation link or a gated page): a late return would undo
    // what the user did meanwhile, e.g. send them back to a link they have just accepted.
    if (target === `${location.pathname}${location.search}`) return;
    setTimeout(() => void navigate(target), AUTH_REDIRECT_DELAY_MS);
  };

  const welcome = (user: User) => {
    toast({ title: 'Welcome Back', description: 'Successfully signed in!' });
    finish(user);
  };

  const signIn = async ({ email, password }: SignInValues) => {
    try {
      const answer = await requestSignIn({
        username: email,
        password,
        browser: detectBrowser(),
        mobile: isMobileDevice(),
      });
      if (isTwoFactorChallenge(answer)) setIsCodeStep(true);
      else welcome(answer);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign In Failed',
        description: (error as Error).message || 'Authentication failed. Please try again.',
      });
      return false;
    }
  };

  const signUp = async ({ email, password }: SignUpValues) => {
    try {
      const user = await requestSignUp({
        username: deriveUsername(email),
        email,
        password,
        browser: detectBrowser(),
        mobile: isMobileDevice(),
        headline: shownHeadlineVariant(),
      });
      toast({ title: 'Account Created Successfully', description: `Welcome to ${appConfig.productName}` });
      reportSignUpConversion(user.email);
      finish(user);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign Up Failed',
        description: (error as Error).message || 'Account creation failed. Please try again.',
      });
      return false;
    }
  };

  return (
    <Dialog
      open={isOpen && !isAlreadySignedIn}
      onOpenChange={(open) => {
        if (!open) closeAuthModal();
      }}
    >
      <DialogContent
        className={tab === 'signup' ? 'md:max-w-3xl' : undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(`${options.tab ?? 'signin'}-email`)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-accent text-paper">
            <Heart className="size-6" aria-hidden />
          </span>
          <DialogTitle className="font-serif text-3xl text-ink">{appConfig.productName}</DialogTitle>
          <DialogDescription className="mt-1 text-ink-soft">
            Preserve your family&apos;s legacy: their voices, stories and love, for generations.
          </DialogDescription>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-6">
            {isCodeStep ? (
              <TwoFactorCodeForm
                onSignedIn={welcome}
                onRestart={(reason) => {
                  setIsCodeStep(false);
                  setSignInEmail(options.email ?? ''); // the sign-in form opens anew
                  if (reason) toast({ variant: 'destructive', title: 'Please sign in again', description: reason });
                }}
              />
            ) : (
              <>
                <SignInForm onSubmit={signIn} defaultEmail={options.email} onEmailChange={setSignInEmail} />
                <ForgotPassword email={signInEmail} />
              </>
            )}
          </TabsContent>
          <TabsContent value="signup" className="mt-6 grid gap-5 md:grid-cols-2 md:items-start">
            <div className="rounded-2xl border border-line bg-accent-soft/60 p-4">
              <p className="mb-2 text-sm font-semibold text-ink">Everything your family needs, free to start:</p>
              <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-ink sm:grid-cols-2">
                {BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
                    {benefit}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-xs font-medium text-ink-soft">
                Delivery protection · Cancel anytime · No obligations
              </p>
            </div>
            <SignUpForm onSubmit={signUp} defaultEmail={options.email} />
          </TabsContent>
        </Tabs>
        <p className="mt-6 text-center text-xs text-ink-soft">
          By continuing you agree to our{' '}
          <Link to="/terms-of-service" onClick={closeAuthModal} className="font-semibold text-accent underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" onClick={closeAuthModal} className="font-semibold text-accent underline">
            Privacy Policy
          </Link>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
