// @vitest-environment jsdom
/**
 * A legacy contact's decisions about a released owner's waiting messages, in a browser-like
 * document: each reason offers its answers; sending it to someone else checks the name and the
 * address with the shared schema first, then puts them with a CSRF token; keeping it posts once.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { MESSAGE_MESSAGES } from '@heirloom/common/contracts/messages';
import { WaitingMessageDecisions } from './waiting-message-decisions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const waiting: MessageHealthEntry = {
  messageId: 'message-1',
  title: 'For Rose',
  status: 'scheduled',
  level: 'needs_look',
  reasons: [
    {
      code: 'recipient_deceased',
      level: 'needs_look',
      text: "Grandpa's family tree records Rose Lee as deceased. What should happen to this message to Rose Lee?",
      fix: { kind: 'decide_recipient', recipientId: 'recipient-1' },
    },
  ],
};

/** Answers the list, the CSRF token and every decision; records each decision's method, address and body. */
function stubServer() {
  const sent: { method: string; address: string; body: unknown; csrf?: string }[] = [];
  vi.stubGlobal('fetch', async (address: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (address === '/api/csrf-token') return json({ csrfToken: 'csrf-token' });
    if (method !== 'GET') {
      const headers = init?.headers as Record<string, string>;
      sent.push({
        method,
        address,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        csrf: headers['X-CSRF-Token'],
      });
      return json([]);
    }
    return json([waiting]);
  });
  return sent;
}

function renderDecisions() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WaitingMessageDecisions ownerId="owner-1" ownerName="Grandpa" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const base = '/api/legacy/owners/owner-1/messages/message-1';

it('sends a waiting message to someone else once their name and address are right', async () => {
  const sent = stubServer();
  const user = renderDecisions();
  expect(await screen.findByText(/Grandpa's family tree records Rose Lee as deceased/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send it to someone else' }));
  await user.type(screen.getByLabelText('Their e-mail address'), 'not an address');
  await user.click(screen.getByRole('button', { name: 'Send it to them instead' }));
  expect(screen.getByText(MESSAGE_MESSAGES.recipientEmail)).toBeTruthy();
  expect(sent).toEqual([]);

  await user.type(screen.getByLabelText('Their name'), 'Lily Lee');
  await user.clear(screen.getByLabelText('Their e-mail address'));
  await user.type(screen.getByLabelText('Their e-mail address'), 'Lily@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send it to them instead' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'PUT',
        address: `${base}/recipients/recipient-1`,
        body: { name: 'Lily Lee', email: 'lily@example.com' },
        csrf: 'csrf-token',
      },
    ]),
  );
});

it('keeps a waiting message as it is with one click', async () => {
  const sent = stubServer();
  const user = renderDecisions();
  await user.click(await screen.findByRole('button', { name: 'Keep it as it is' }));
  await waitFor(() =>
    expect(sent.map(({ method, address }) => [method, address])).toEqual([
      ['POST', `${base}/recipients/recipient-1/keep`],
    ]),
  );
});
