/**
 * Mounts the toasts (Radix Toast, ./toaster) once the first toast is shown, so no page downloads
 * them before it needs them. From then on they stay mounted, with the F8 hotkey
 * (docs/product/constants.md "Toasts"); before any toast there is nothing for F8 to move to.
 */
import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
