/** The family timeline: real entries of each kind, in order, and nothing undated. */
import { describe, expect, it } from 'vitest';
import type { TreeDetail } from '../contracts/family-tree';
import type { MessageSummary } from '../contracts/messages';
import type { VaultItem } from '../contracts/vault';
import { buildTimeline } from './timeline';

const item = (id: string, takenAt: string | null, createdAt: string): VaultItem =>
  ({ id, kind: 'photo', title: `Photo ${id}`, takenAt, createdAt, people: ['Anna'] }) as VaultItem;
const message = (id: string, status: MessageSummary['status'], deliverAt: string | null): MessageSummary =>
  ({
    id,
    title: `Letter ${id}`,
    status,
    deliverAt,
    deliveredAt: status === 'delivered' ? deliverAt : null,
    recipients: [{ id: 'r', name: 'Anna', email: 'anna@example.com', isRevoked: false }],
  }) as MessageSummary;

const tree = {
  tree: {
    id: 't',
    name: 'Lee family',
    ownerId: 'o',
    role: 'owner',
    isSharedWithCircle: false,
    createdAt: '2026-01-01T00:00:00Z',
  },
  individuals: [
    {
      id: 'p1',
      xref: '@I1@',
      name: 'Rosa Lee',
      namePrefix: '',
      givenNames: 'Rosa',
      nickname: '',
      surnamePrefix: '',
      surname: 'Lee',
      nameSuffix: '',
      otherNames: [],
      sex: 'F',
      isLiving: false,
      linkedUserId: null,
    },
  ],
  families: [],
  notes: [],
  mediaObjects: [],
  events: [
    // JDN 2415021 is 1900-01-01.
    {
      id: 'e1',
      individualId: 'p1',
      familyId: null,
      tag: 'BIRT',
      type: null,
      value: null,
      date: 'ABT 1900',
      datePhrase: null,
      dateSortKey: 2_415_021,
      place: 'Cork',
    },
    {
      id: 'e2',
      individualId: 'p1',
      familyId: null,
      tag: 'DEAT',
      type: null,
      value: null,
      date: null,
      datePhrase: null,
      dateSortKey: null,
      place: null,
    },
  ],
} as TreeDetail;

describe('family timeline', () => {
  it('puts memories, messages and tree events on one line, oldest first, leaving out what has no day', () => {
    const entries = buildTimeline({
      items: [item('a', '1998-07-04T10:00:00Z', '2026-11-01T00:00:00Z'), item('b', null, '2026-11-02T00:00:00Z')],
      messages: [
        message('m1', 'scheduled', '2030-05-01T09:00:00Z'),
        message('m2', 'draft', null),
        message('m3', 'cancelled', '2029-01-01T00:00:00Z'),
        message('m4', 'delivered', '2026-10-01T09:00:00Z'),
      ],
      trees: [tree],
    });
    expect(entries.map((entry) => entry.key)).toEqual(['event:e1', 'memory:a', 'message:m4', 'memory:b', 'message:m1']);
    expect(entries[0]).toMatchObject({
      title: 'Birth of Rosa Lee',
      detail: 'Cork · Lee family',
      date: { gedcom: 'ABT 1900' },
      at: Date.UTC(1900, 0, 1),
    });
    expect(entries[1]).toMatchObject({ detail: 'Photo with Anna', path: '/memory-vault?item=a' });
    expect(entries[3]!.detail).toBe('Photo, added with Anna');
    expect(entries[2]!.detail).toBe('Delivered to Anna');
    expect(entries[4]!.detail).toBe('To be delivered to Anna');
  });

  it('is empty for an empty account', () => {
    expect(buildTimeline({ items: [], messages: [], trees: [] })).toEqual([]);
  });
});
