// @vitest-environment jsdom
/**
 * The Database tab's damaged files: each names what uses the file, whose it is, how often it was
 * asked for and the key to restore; with none, a sentence says so.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AdminMissingFile } from '@heirloom/common/contracts/admin';
import { AdminMissingFiles } from './admin-missing-files';

afterEach(cleanup);

const damaged: AdminMissingFile = {
  key: 'media/c9ea/redacted/0',
  mediaId: '63dd90e9-f5c6-4d11-b891-586987a5d1b8',
  ownerEmail: 'grace@example.com',
  contentType: 'image/jpeg',
  usedBy: 'Vault item “The dock”',
  firstSeenAt: '2026-12-01T03:20:44.505Z',
  lastSeenAt: '2026-12-01T03:20:44.525Z',
  reads: 2,
};

it('names each damaged file, whose it is and the key to restore', () => {
  render(
    <AdminMissingFiles
      files={[
        damaged,
        { ...damaged, key: 'exports/1/archive', usedBy: null, ownerEmail: null, contentType: null, reads: 1 },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Vault item “The dock”')).toBeTruthy();
  expect(items[0]!.textContent).toContain('grace@example.com · image/jpeg · asked for 2 times, last on');
  expect(within(items[0]!).getByText('media/c9ea/redacted/0')).toBeTruthy();
  expect(within(items[1]!).getByText('A file of no record')).toBeTruthy();
  expect(items[1]!.textContent).toContain('asked for once, last on');
});

it('says when no file has been found missing', () => {
  render(<AdminMissingFiles files={[]} />);
  expect(screen.getByText('No stored file has been found missing.')).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});
