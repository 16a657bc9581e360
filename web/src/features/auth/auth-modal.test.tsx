// @vitest-environment jsdom
/**
 * The auth modal in a browser-like document: "Forgot your password?" starts from the address the
 * person has typed into the sign-in form.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../../lib/auth';
import { AuthModal } from './auth-modal';

afterEach(cleanup);

function OpenSignIn() {
  const { openAuthModal } = useAuthModal();
  return (
    <button type="button" onClick={() => openAuthModal()}>
      Open sign-in
    </button>
  );
}

it('carries the e-mail address typed for signing in into the password-reset form', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthModalProvider>
          <OpenSignIn />
          <AuthModal />
        </AuthModalProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  await user.type(await screen.findByLabelText('Email'), 'grandma@example.com');
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  const resetAddress = screen.getByLabelText<HTMLInputElement>('Your e-mail address, for a reset link');
  expect(resetAddress.value).toBe('grandma@example.com');
});
