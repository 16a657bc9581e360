// @vitest-environment jsdom
/**
 * The recipient's reply form in a browser-like document: a letter is checked by the shared schema
 * before anything is sent, then sent with a CSRF token to the link's route; a sent reply shows with
 * "Withdraw" while it may be withdrawn, and without it after.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { REPLY_MESSAGES, type SentReply } from '@heirloom/common/contracts/message-replies';
import { ReplyForm } from './reply-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reply = (overrides: Partial<SentReply>): SentReply => ({
  id: 'reply-1',
  kind: 'letter',
  letterText: 'Thank you, Grandma.',
  durationMs: null,
  createdAt: '2027-06-02T09:00:00.000Z',
  withdrawableUntil: '2027-06-03T09:00:00.000Z',
  canWithdraw: true,
  ...overrides,
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReplyForm token="m.token" authorName="Grandma" />
    </QueryClientProvider>,
  );
}

it('refuses an empty letter in words, then sends the letter with a CSRF token and lists it', async () => {
  let sent: SentReply[] = [];
  const calls: { url: string; method: string; body?: string; csrf?: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string, csrf: new Headers(init.headers).get('X-CSRF-Token') });
    if (url === '/api/csrf-token') return json({ csrfToken: 'csrf-1' });
    if (url === '/api/shared/m.token/replies/letter') {
      sent = [reply({ letterText: JSON.parse(init.body as string).text })];
      return json(sent[0], 201);
    }
    return json(sent);
  });
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('tab', { name: 'Letter' }));
  await user.click(screen.getByRole('button', { name: 'Send your letter' }));
  expect(screen.getByRole('alert').textContent).toBe(REPLY_MESSAGES.letterRequired);
  await user.type(screen.getByLabelText('Your letter'), 'Thank you, Grandma.');
  await user.click(screen.getByRole('button', { name: 'Send your letter' }));
  await waitFor(() => expect(screen.getByTestId('sent-reply').textContent).toContain('Thank you, Grandma.'));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post).toMatchObject({ url: '/api/shared/m.token/replies/letter', csrf: 'csrf-1' });
  expect(JSON.parse(post.body!)).toEqual({ text: 'Thank you, Grandma.' });
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
});

it('offers no Withdraw once the 24 hours are over', async () => {
  vi.stubGlobal('fetch', async () => json([reply({ canWithdraw: false })]));
  renderForm();
  await waitFor(() => expect(screen.getByTestId('sent-reply')).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
});
