import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { describeRevoking, describeTarget } from './sharing-format';

const album: ShareLink['target'] = { kind: 'vault_album', id: 'a', title: 'Summer 1972', sentTo: null };
const message: ShareLink['target'] = { kind: 'message', id: 'm', title: 'For your wedding', sentTo: 'Anna' };

describe('sharing dashboard words', () => {
  it('names what a link opens, and whom a message was sent to', () => {
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
