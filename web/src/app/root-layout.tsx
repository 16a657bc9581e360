/**
 * What every page shares: the auth modal, the toasts, a progress bar while a page loads, scroll
 * reset, and the cookie-less visit beacon (docs/product/marketing-and-figures.md "Visits").
 */
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { useAuthModal } from '../lib/auth';
import { useVisitBeacon } from '../lib/visit-beacon';
import { useDemoRefusalToasts } from './demo-refusal-toasts';

// The modal (forms, validation) downloads the first time someone opens it, not with every page.
const AuthModal = lazy(() => import('../features/auth/auth-modal').then((module) => ({ default: module.AuthModal })));

export function RootLayout() {
  const navigation = useNavigation();
  const { isOpen } = useAuthModal();
  useVisitBeacon();
  useDemoRefusalToasts();
  const [hasOpenedAuthModal, setHasOpenedAuthModal] = useState(false);
  if (isOpen && !hasOpenedAuthModal) setHasOpenedAuthModal(true);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-accent"
        />
      )}
      <Outlet />
      {hasOpenedAuthModal && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <DeferredToaster />
      <ScrollRestoration />
    </>
  );
}
