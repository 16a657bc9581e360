// @vitest-environment jsdom
/**
 * The albums a release granted a legacy contact, the album of replies among them, in a
 * browser-like document: a photo shows its preview, a recording plays its file in place, a
 * document shows its first page and opens the whole file; an owner who left none is said so.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ReleasedAlbums } from './released-albums';

afterEach(cleanup);

it('shows each item of a granted album as its kind is read', () => {
  render(
    <ReleasedAlbums
      ownerName="Grandpa"
      albums={[
        {
          id: 'album-1',
          name: 'Replies from the family',
          items: [
            { id: 'photo-1', title: 'Lake 1998', kind: 'photo' },
            { id: 'voice-1', title: "Maya's reply to “Happy 18th”", kind: 'audio' },
            { id: 'letter-1', title: "Ben's reply to “Happy 18th”", kind: 'document' },
          ],
        },
      ]}
    />,
  );
  const album = screen.getByTestId('released-album');
  expect(within(album).getByRole('heading', { name: 'Replies from the family' })).toBeTruthy();
  expect(within(album).getByRole('img', { name: 'Lake 1998' }).getAttribute('src')).toBe(
    '/api/vault/items/photo-1/preview',
  );
  const player = within(album).getByLabelText("Play Maya's reply to “Happy 18th”");
  expect([player.tagName, player.getAttribute('src')]).toEqual(['AUDIO', '/api/vault/items/voice-1/file']);
  const letter = within(album).getByRole('link', { name: /Open the document/ });
  expect([letter.getAttribute('href'), letter.getAttribute('target')]).toEqual([
    '/api/vault/items/letter-1/file',
    '_blank',
  ]);
  expect(within(letter).getByRole('img', { name: "First page of Ben's reply to “Happy 18th”" })).toBeTruthy();
});

it('says so when the owner left no album', () => {
  render(<ReleasedAlbums ownerName="Grandpa" albums={[]} />);
  expect(screen.getByText('Grandpa did not leave albums for their legacy contacts.')).toBeTruthy();
});
