// @vitest-environment jsdom
/**
 * The owner's view of an album lists what relatives added, grouped by who added each, every memory a
 * link that opens it; the owner's own items are not in it, and with none from others nothing shows.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { AlbumAdditions } from './album-additions';

afterEach(cleanup);

const DAVID = { id: 'user-david', name: 'David' };
const ANNA = { id: 'user-anna', name: 'Anna' };

/** An item of the album's list; `owner` null for the album owner's own. */
function item(id: string, title: string, owner: VaultItem['owner']): VaultItem {
  return {
    id,
    kind: 'photo',
    collection: 'vault',
    title,
    description: '',
    takenAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    deletedAt: null,
    purgeAt: null,
    people: [],
    tags: [],
    albumIds: ['album-1'],
    originalName: `${title}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 1000,
    durationMs: null,
    width: 800,
    height: 600,
    pageCount: null,
    previewUrl: null,
    fileUrl: `/api/vault/items/${id}/file`,
    playbackUrl: `/api/vault/items/${id}/file`,
    rendition: null,
    waveform: null,
    hasLocation: false,
    keepLocation: false,
    sharedWithCircle: false,
    owner,
    transcript: null,
  };
}

function renderAdditions(items: VaultItem[]) {
  render(
    <MemoryRouter initialEntries={['/memory-vault?albumId=album-1']}>
      <AlbumAdditions albumName="Summer 1998" items={items} />
    </MemoryRouter>,
  );
}

it('lists each relative with the memories they added, each opening the memory', () => {
  renderAdditions([
    item('own-1', 'Group photo', null),
    item('david-1', 'Beach', DAVID),
    item('anna-1', 'Picnic', ANNA),
    item('david-2', 'Cake', DAVID),
    item('david-3', 'Sunset', DAVID),
  ]);
  const section = screen.getByRole('region', { name: 'Added to “Summer 1998” by your family' });
  expect(
    within(section)
      .getAllByTestId('album-contributor')
      .map((row) => row.textContent),
  ).toEqual(['David added 3 memories: Beach, Cake, Sunset', 'Anna added 1 memory: Picnic']);
  expect(section.textContent).not.toContain('Group photo');
  const cake = within(section).getByRole('link', { name: 'Cake' });
  expect(new URL(cake.getAttribute('href')!, 'http://heirloom.test').searchParams.get('item')).toBe('david-2');
});

it('shows nothing when only the owner has added to the album', () => {
  renderAdditions([item('own-1', 'Group photo', null)]);
  expect(screen.queryByTestId('album-additions')).toBeNull();
});
