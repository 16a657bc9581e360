/**
 * Gate for app pages: a signed-out visitor is asked to sign in (the auth modal, with returnUrl set
 * to this page so they come back here), instead of seeing the page.
 */
import { Lock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuthModal, useSession } from '../../lib/auth';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { LoadingScreen } from './loading-screen';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const { openAuthModal } = useAuthModal();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  // Someone who signs out here is leaving, not arriving: ask to sign in only on a signed-out visit.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  useEffect(() => {
    if (!isLoading && !user && !hadUser.current) openAuthModal({ tab: 'signin', returnUrl });
    // Ask once per page visit, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, user, returnUrl]);
  if (isLoading) return <LoadingScreen message="Checking your session..." />;
  if (user) return <>{children}</>;
  return (
    <Card className="mx-auto mt-10 max-w-md text-center">
      <Lock className="mx-auto mb-3 size-8 text-accent" aria-hidden />
      <h1 className="mb-2 text-2xl">Please sign in</h1>
      <p className="mb-5 text-ink-soft">This page is part of your private space. Sign in to continue.</p>
      <Button onClick={() => openAuthModal({ tab: 'signin', returnUrl })}>Sign In</Button>
    </Card>
  );
}
