// @vitest-environment jsdom
/**
 * The deferred toaster shows a toast raised while the page first renders: a child's effect runs
 * before the toaster's own, as when the admin layout turns away a signed-in user whose session the
 * app already knew.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { dismissToast, toast } from './use-toast';

afterEach(() => {
  dismissToast();
  cleanup();
});

function DeniesOnMount() {
  useEffect(() => {
    toast({ variant: 'destructive', title: 'Access Denied', description: "You don't have permission." });
  }, []);
  return null;
}

it('shows a toast raised by an effect that runs before its own', async () => {
  render(
    <>
      <DeniesOnMount />
      <DeferredToaster />
    </>,
  );
  expect(await screen.findByText('Access Denied')).toBeTruthy();
});
