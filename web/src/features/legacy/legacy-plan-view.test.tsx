// @vitest-environment jsdom
/**
 * The owner's legacy plan in a browser-like document: one status (never "All is well" beside a
 * warning); without legacy contacts, that they must be named first instead of "1 of 0"; and what
 * the contacts receive at a release in the shared words (the last-wishes page's test checks the same).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { LEGACY_RELEASE_SUMMARY } from '@heirloom/common/domain/legacy-release-contents';
import { LegacyPlanView } from './legacy-plan-view';

afterEach(cleanup);

const renderPage = (page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

/** A plan whose only legacy contact was taken off again: watching, short of contacts. */
const withoutContacts: LegacyOverview = {
  plan: {
    intervalMonths: 3,
    quorum: 1,
    waitingDays: 7,
    state: 'watching',
    checkedInAt: '2027-03-01T09:00:00.000Z',
    nextStep: { step: 'reminder', number: 1, at: '2027-06-01T09:00:00.000Z' },
    confirmations: 0,
    quorumAt: null,
    releasedAt: null,
    isShortOfContacts: true,
  },
  contacts: [],
  eligibleMembers: [],
  posthumousMessages: [],
  lifeEventMessages: [],
  albums: [],
  messages: [],
  audit: [],
};

it('shows one status, no "1 of 0", and what a release gives on the legacy page', () => {
  renderPage(<LegacyPlanView overview={withoutContacts} />);
  const status = screen.getByTestId('legacy-status');
  expect(screen.getByRole('alert').textContent).toContain('Your plan cannot be released yet.');
  expect(status.textContent).not.toContain('All is well');
  expect(status.querySelectorAll('[role="alert"], [role="status"]')).toHaveLength(1);
  expect(document.body.textContent).not.toMatch(/\d+ of 0\b/);
  expect(screen.queryByLabelText('Contacts who must confirm')).toBeNull();
  expect(screen.getByTestId('quorum-without-contacts').textContent).toContain(
    'No legacy contacts yet: name them first, then choose how many must confirm.',
  );
  expect(screen.getByTestId('legacy-release-summary').textContent).toBe(LEGACY_RELEASE_SUMMARY);
});
