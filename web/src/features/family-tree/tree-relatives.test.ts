/** The builder's relatives and where an added relative goes. */
import { describe, expect, it } from 'vitest';
import type { TreeDetail } from '@heirloom/common/contracts/family-tree';
import { familyChangeFor, relativesOf } from './tree-relatives';

const family = (id: string, partners: string[], children: string[]) => ({
  id,
  xref: `@${id}@`,
  partners: partners.map((individualId, index) => ({
    individualId,
    role: index ? ('WIFE' as const) : ('HUSB' as const),
  })),
  children: children.map((individualId) => ({ individualId, pedigree: 'birth' as const })),
});
const detail = (families: TreeDetail['families']) => ({ families }) as TreeDetail;

describe('relativesOf and familyChangeFor', () => {
  const tree = detail([family('F1', ['rose'], ['maya', 'sam']), family('F2', ['maya', 'paul'], ['ivy'])]);

  it('finds parents, partners, children and siblings', () => {
    expect(relativesOf(tree, 'maya')).toEqual({
      parents: ['rose'],
      siblings: ['sam'],
      partners: ['paul'],
      children: ['ivy'],
    });
  });

  it('adds a second parent to the parent family, a third parent to a new one', () => {
    expect(familyChangeFor(tree, 'maya', 'parent', 'tom')).toEqual({
      familyId: 'F1',
      input: {
        partnerIds: ['rose', 'tom'],
        children: [
          { individualId: 'maya', pedigree: 'birth' },
          { individualId: 'sam', pedigree: 'birth' },
        ],
      },
    });
    const full = detail([family('F1', ['rose', 'tom'], ['maya'])]);
    expect(familyChangeFor(full, 'maya', 'parent', 'ann')).toEqual({
      familyId: null,
      input: { partnerIds: ['ann'], children: [{ individualId: 'maya', pedigree: 'birth' }] },
    });
  });

  it('adds a child to the only family, a sibling to the parent family, a partner in a new family', () => {
    expect(familyChangeFor(tree, 'maya', 'child', 'leo').input.children.map((child) => child.individualId)).toEqual([
      'ivy',
      'leo',
    ]);
    expect(familyChangeFor(tree, 'maya', 'sibling', 'kim')).toMatchObject({ familyId: 'F1' });
    expect(familyChangeFor(tree, 'maya', 'partner', 'joe')).toEqual({
      familyId: null,
      input: { partnerIds: ['maya', 'joe'], children: [] },
    });
    expect(familyChangeFor(detail([]), 'maya', 'sibling', 'kim').input.children).toHaveLength(2);
  });
});
