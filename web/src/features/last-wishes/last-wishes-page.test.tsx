// @vitest-environment jsdom
/** The last-wishes page says what the legacy contacts receive at a release in the legacy page's own words. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { lastWishesInputSchema, type LastWishes } from '@heirloom/common/contracts/last-wishes';
import { LEGACY_RELEASE_SUMMARY } from '@heirloom/common/domain/legacy-release-contents';
import { findPage } from '@heirloom/common/domain/pages';
import { LastWishesPage } from './last-wishes-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says what a release gives, in the shared words, beside who will receive the document', async () => {
  const wishes: LastWishes = {
    wishes: lastWishesInputSchema.parse({}),
    answered: [],
    updatedAt: null,
    recipients: { isAvailable: true, contacts: [{ name: 'Ada', email: 'ada@example.com', hasAccepted: false }] },
  };
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(wishes), { status: 200 })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LastWishesPage page={findPage('/last-wishes')!} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect((await screen.findByTestId('legacy-release-summary')).textContent).toBe(LEGACY_RELEASE_SUMMARY);
  expect(screen.getByText(/Ada \(ada@example.com\)/).textContent).toContain('has not accepted yet');
});
