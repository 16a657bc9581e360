// @vitest-environment jsdom
/** The owner's message player in a browser-like document: once open, its button closes it with the X icon. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { OwnerMessageContents } from './owner-message-contents';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('turns Listen into a labelled Close button with the X icon, and back', async () => {
  vi.stubGlobal('fetch', () => new Promise(() => {})); // the message stays loading
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OwnerMessageContents id="message-1" kind="voice" />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Listen' }));
  const close = screen.getByRole('button', { name: 'Close the recording' });
  expect(close.textContent).toContain('Close');
  expect(close.querySelector('svg.lucide-x')?.getAttribute('aria-hidden')).toBe('true');
  await user.click(close);
  expect(screen.getByRole('button', { name: 'Listen' }).querySelector('svg.lucide-x')).toBeNull();
});
