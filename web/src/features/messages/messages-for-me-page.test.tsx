// @vitest-environment jsdom
/**
 * The recipient's page of choices after an author's death (/messages-for-me?token=…) in a
 * browser-like document: it says what waits and where deliveries stand, sends the chosen pause with
 * a CSRF token to the link's route and shows the answer; a refused link shows the server's sentence.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { GENTLE_MESSAGES, type MessagesForMe } from '@heirloom/common/contracts/gentle-mode';
import { findPage } from '@heirloom/common/domain/pages';
import { createQueryClient } from '../../lib/query-client';
import { MessagesForMePage } from './messages-for-me-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const waiting: MessagesForMe = { authorName: 'Grandma', waitingCount: 2, heldCount: 0, pause: null };

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/messages-for-me?token=g.token']}>
        <MessagesForMePage page={findPage('/messages-for-me')!} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('pauses the deliveries for three months with a CSRF token, and says so', async () => {
  const calls: { url: string; method: string; body?: string; csrf?: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string, csrf: new Headers(init.headers).get('X-CSRF-Token') });
    if (url === '/api/csrf-token') return json({ csrfToken: 'csrf-1' });
    if (method === 'POST')
      return json({ ...waiting, pause: { until: '2027-09-01T10:00:00.000Z' }, message: GENTLE_MESSAGES.paused });
    return json(waiting);
  });
  const user = userEvent.setup();
  renderPage();
  expect((await screen.findByRole('heading', { name: 'Messages from Grandma' })).textContent).toBeTruthy();
  expect(screen.getByText(/2 messages are still to come\. Deliveries follow Grandma's schedule\./)).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>("Keep Grandma's schedule").checked).toBe(true);

  await user.click(screen.getByLabelText('Pause for 3 months'));
  await user.click(screen.getByRole('button', { name: 'Save my choice' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(GENTLE_MESSAGES.paused));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post).toMatchObject({ url: '/api/messages-for-me/g.token', csrf: 'csrf-1' });
  expect(JSON.parse(post.body!)).toEqual({ choice: 'pause_3_months' });
  expect(screen.getByText(/Deliveries to you are paused until/)).toBeTruthy();
});

it('sends what a pause kept at once when asked, keeping the pause', async () => {
  const paused: MessagesForMe = { ...waiting, heldCount: 1, pause: { until: null } };
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/csrf-token') return json({ csrfToken: 'csrf-1' });
    if (init.method === 'POST') {
      bodies.push(JSON.parse(init.body as string));
      return json({ ...paused, heldCount: 0, message: GENTLE_MESSAGES.receivedHeld });
    }
    return json(paused);
  });
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByText(/Deliveries to you are paused until you come back here\./)).toBeTruthy();
  expect(screen.getByText(/1 message is kept safe for you/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send me the message kept for me now' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(GENTLE_MESSAGES.receivedHeld));
  expect(bodies).toEqual([{ choice: 'receive_held' }]);
  expect(screen.queryByRole('button', { name: /kept for me now/ })).toBeNull();
});

it("shows the server's sentence for a link that no longer works", async () => {
  vi.stubGlobal('fetch', async () => json({ message: GENTLE_MESSAGES.linkExpired }, 410));
  renderPage();
  expect(await screen.findByText(GENTLE_MESSAGES.linkExpired)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
});
