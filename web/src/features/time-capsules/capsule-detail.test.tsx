// @vitest-environment jsdom
/**
 * Sealing a draft in a browser-like document, with the server's answers stubbed: the confirmation
 * names each invited contributor who has added nothing yet, and agreeing seals the capsule.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { CapsuleDetail } from './capsule-detail';

// Adding to the capsule (uploads, letters) plays no part in sealing.
vi.mock('./capsule-contribute', () => ({ CapsuleContribute: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70';

const draft: TimeCapsuleSummary = {
  id: ID,
  title: 'For Maya at 18',
  ownerName: 'Grandma Rose',
  status: 'draft',
  opensAt: '2040-05-01T09:00:00.000Z',
  timeZone: 'Europe/Paris',
  opensOnBirthday: null,
  openingProblem: null,
  ownerMayLook: false,
  sealedAt: null,
  openedAt: null,
  role: 'owner',
  canReadContents: true,
  recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  contributors: [
    { userId: 'user-anna', name: 'Anna', itemCount: 0 },
    { userId: 'user-ben', name: 'Ben', itemCount: 2 },
    { userId: 'user-cleo', name: 'Cleo', itemCount: 0 },
  ],
  contributions: [
    { name: 'Ben', itemCount: 2 },
    { name: 'Grandma Rose', itemCount: 1 },
  ],
  itemCount: 3,
};

/** Answers the capsule, its (empty) contents, a CSRF token and the seal; records every request. */
function stubServer(capsule: TimeCapsuleSummary) {
  const requests: string[] = [];
  let current = capsule;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${input}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (input === '/api/csrf-token') return json({ csrfToken: 'token' });
    if (method === 'POST' && input === `/api/time-capsules/${ID}/seal`) {
      current = { ...current, status: 'sealed', canReadContents: false, sealedAt: '2030-01-01T10:00:00.000Z' };
      return json(current);
    }
    if (input === `/api/time-capsules/${ID}/contents`) return json({ capsule: current, items: [] });
    if (input === `/api/time-capsules/${ID}`) return json(current);
    return new Response(JSON.stringify({ message: 'Not here' }), { status: 404 });
  });
  return requests;
}

function renderDetail() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CapsuleDetail id={ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('names each invited contributor who has added nothing yet, and seals once the owner agrees', async () => {
  const requests = stubServer(draft);
  const user = userEvent.setup();
  renderDetail();
  await user.click(await screen.findByRole('button', { name: 'Seal the capsule' }));
  const dialog = screen.getByRole('dialog', { name: 'Seal "For Maya at 18" anyway?' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Anna has not added anything yet.', 'Cleo has not added anything yet.']);
  expect(dialog.textContent).not.toContain('Ben has not');
  expect(requests).not.toContain(`POST /api/time-capsules/${ID}/seal`);

  await user.click(within(dialog).getByRole('button', { name: 'Seal anyway' }));
  expect(await screen.findByTestId('sealed-notice')).toBeTruthy();
  expect(requests).toContain(`POST /api/time-capsules/${ID}/seal`);
});

it('asks without a warning when every invited contributor has added something', async () => {
  stubServer({ ...draft, contributors: [{ userId: 'user-ben', name: 'Ben', itemCount: 2 }] });
  const user = userEvent.setup();
  renderDetail();
  await user.click(await screen.findByRole('button', { name: 'Seal the capsule' }));
  const dialog = screen.getByRole('dialog', { name: 'Seal "For Maya at 18"?' });
  expect(within(dialog).queryByTestId('confirm-warnings')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Seal the capsule' })).toBeTruthy();
});
