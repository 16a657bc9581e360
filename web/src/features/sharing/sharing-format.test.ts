import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { describeRevokeAll, describeRevoking, describeTarget } from './sharing-format';

const noItem = { itemKind: null, previewUrl: null };
const album: ShareLink['target'] = { kind: 'vault_album', id: 'a', title: 'Summer 1972', sentTo: null, ...noItem };
const message: ShareLink['target'] = {
  kind: 'message',
  id: 'm',
  title: 'For your wedding',
  sentTo: 'Anna',
  ...noItem,
};
const item = (itemKind: ShareLink['target']['itemKind']): ShareLink['target'] => ({
  kind: 'vault_item',
  id: 'i',
  title: 'At the lake',
  sentTo: null,
  itemKind,
  previewUrl: null,
});

describe('sharing dashboard words', () => {
  it('names what a link opens: an item by its kind, an album, and whom a message was sent to', () => {
    expect(describeTarget(item('photo'))).toBe('Photo');
    expect(describeTarget(item('video'))).toBe('Video');
    expect(describeTarget(item('audio'))).toBe('Audio');
    expect(describeTarget(item('document'))).toBe('Document');
    // A deleted item has no kind any more.
    expect(describeTarget(item(null))).toBe('Memory');
    expect(describeTarget(album)).toBe('Album');
    expect(describeTarget(message)).toBe('Message · Sent to Anna');
  });

  it('says a recipient’s link cannot be made again, unlike an album’s', () => {
    expect(describeRevoking(album)).toMatchObject({ title: 'Revoke the link to “Summer 1972”?' });
    expect(describeRevoking(album).description).toContain('you can make a new link later');
    expect(describeRevoking(message)).toEqual({
      title: 'Revoke Anna’s link to “For your wedding”?',
      description:
        'Anna can no longer open this message from the e-mail it came in. The message stays as it is; the link cannot be turned back on.',
    });
  });
});

describe('what "Revoke all" cuts', () => {
  const active = (target: ShareLink['target']) => ({ status: 'active' as const, target });
  const links = [
    active(item('photo')),
    active(item('video')),
    active(album),
    active(message),
    active({ ...message, sentTo: 'Ben' }),
    { status: 'revoked' as const, target: album },
  ];

  it('counts the active links per kind and keeps recipients’ links unless they are included', () => {
    expect(describeRevokeAll(links, false)).toEqual({
      cuts: ['2 links to memories', '1 link to an album'],
      total: 3,
      recipientLinks: 2,
    });
    expect(describeRevokeAll(links, true)).toEqual({
      cuts: ['2 links to memories', '1 link to an album', '2 recipients’ links to delivered messages'],
      total: 5,
      recipientLinks: 2,
    });
    expect(describeRevokeAll([active(message)], true).cuts).toEqual(['1 recipient’s link to a delivered message']);
  });
});
