// @vitest-environment jsdom
/**
 * /advanced-features?search= in a browser-like document: the field shows the address's query, the
 * matching capabilities are shown (core ones too, under their own heading), and a sentence says when
 * nothing matches.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { findPage } from '@heirloom/common/domain/pages';
import { AdvancedFeaturesPage } from './advanced-features-page';

afterEach(cleanup);

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdvancedFeaturesPage page={findPage('/advanced-features')!} />
    </MemoryRouter>,
  );
}

const cardNames = (scope: HTMLElement) =>
  within(scope)
    .getAllByTestId('feature-card')
    .map((card) => within(card).getByRole('heading').textContent);

it('finds the voice features from ?search=voice, advanced ones first', () => {
  renderAt('/advanced-features?search=voice');
  expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the features' }).value).toBe('voice');
  const advanced = screen.getByRole('region', { name: 'Advanced features' });
  expect(cardNames(advanced)).toEqual(['Transcripts and emotion summary', 'Family recipes']);
  const core = screen.getByRole('region', { name: 'Core features' });
  expect(cardNames(core)).toContain('Voice recordings');
  expect(cardNames(core)).toContain('Family tree and voice ancestry');
  expect(screen.getByRole('status').textContent).toBe(
    `${cardNames(advanced).length + cardNames(core).length} features match “voice”`,
  );
});

it('shows only the advanced features without a search, and filters as the person types', async () => {
  const user = userEvent.setup();
  renderAt('/advanced-features');
  expect(screen.queryByRole('region', { name: 'Core features' })).toBeNull();
  expect(screen.getAllByTestId('feature-card').length).toBeGreaterThan(5);
  expect(screen.queryByRole('heading', { name: 'Voice recordings' })).toBeNull();
  await user.type(screen.getByRole('searchbox', { name: 'Search the features' }), 'passphrase');
  expect(cardNames(document.body)).toEqual(['Share links and sharing dashboard']);
  expect(screen.getByRole('status').textContent).toBe('1 feature matches “passphrase”');
});

it('says so when nothing matches', () => {
  renderAt('/advanced-features?search=zeppelin');
  expect(screen.queryAllByTestId('feature-card')).toEqual([]);
  expect(screen.getByText('No feature matches “zeppelin”.')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('0 features match “zeppelin”');
});
