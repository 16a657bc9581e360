import { describe, expect, it } from 'vitest';
import { linkGraph } from './family-tree.graph';
import { decideLiving, peopleReadForLiving, type LifeEvent } from './family-tree.living';

const NOW = new Date('2026-11-29T12:00:00Z');
/** The Julian day of 1 January of `year` (Gregorian), as the GEDCOM dates' sort keys. */
const jan1 = (year: number) => Date.UTC(year, 0, 1) / 86_400_000 + 2440587.5;

/** A tree: the family "F" of `parents` and `children`, and each person's events as [tag, year | null]. */
function statusOf(
  id: string,
  families: { partners: string[]; children: string[] }[],
  events: Record<string, [string, number | null][]>,
  recordedDeceased: string[] = [],
) {
  const graph = linkGraph(
    {
      partners: families.flatMap((family, index) =>
        family.partners.map((individual_id) => ({ family_id: `F${index}`, individual_id })),
      ),
      children: families.flatMap((family, index) =>
        family.children.map((individual_id, position) => ({ family_id: `F${index}`, individual_id, position })),
      ),
    },
    null,
  );
  const lifeEvents: LifeEvent[] = Object.entries(events).flatMap(([individual_id, list]) =>
    list.map(([tag, year]) => ({ individual_id, tag, date_sort_key: year === null ? null : jan1(year) })),
  );
  return decideLiving(graph, { events: lifeEvents, recordedDeceasedIds: new Set(recordedDeceased) }, [id], NOW).get(id);
}

describe('decideLiving', () => {
  it('is unknown with no date anywhere, even without a death event', () => {
    expect(statusOf('me', [{ partners: ['dad'], children: ['me'] }], {})).toBe('unknown');
  });

  it('is deceased with a death, burial, cremation or probate, dated or not, or when recorded so', () => {
    for (const tag of ['DEAT', 'BURI', 'CREM', 'PROB'])
      expect(statusOf('me', [], { me: [[tag, null]] }), tag).toBe('deceased');
    expect(statusOf('me', [], {}, ['me'])).toBe('deceased');
    // A will is signed in life: on its own, a recent one says living.
    expect(statusOf('me', [], { me: [['WILL', 2001]] })).toBe('living');
  });

  it('reads the own birth (or christening, or any dated event): over 110 years ago is deceased', () => {
    expect(statusOf('me', [], { me: [['BIRT', 1915]] })).toBe('deceased');
    expect(statusOf('me', [], { me: [['BIRT', 1918]] })).toBe('living');
    expect(statusOf('me', [], { me: [['CHR', 1821]] })).toBe('deceased');
    expect(statusOf('me', [], { me: [['RESI', 1880]] })).toBe('deceased');
  });

  it('reads a parent born over 130 years ago, a grandparent over 150', () => {
    const family = [{ partners: ['dad'], children: ['me'] }];
    expect(statusOf('me', family, { dad: [['BIRT', 1895]] })).toBe('deceased');
    expect(statusOf('me', family, { dad: [['BIRT', 1898]] })).toBe('living');
    const twoUp = [...family, { partners: ['grandpa'], children: ['dad'] }];
    expect(statusOf('me', twoUp, { grandpa: [['BIRT', 1875]] })).toBe('deceased');
    expect(statusOf('me', twoUp, { grandpa: [['BIRT', 1878]] })).toBe('living');
  });

  it('reads a child born over 90 years ago (a generation of 20 years before a 110-year life)', () => {
    const family = [{ partners: ['me'], children: ['kid'] }];
    expect(statusOf('me', family, { kid: [['BIRT', 1935]] })).toBe('deceased');
    expect(statusOf('me', family, { kid: [['BIRT', 1938]] })).toBe('living');
  });

  it('reads a sibling or partner born, or known dead, over 130 years ago', () => {
    const siblings = [{ partners: [], children: ['me', 'sister'] }];
    expect(statusOf('me', siblings, { sister: [['BIRT', 1821]] })).toBe('deceased');
    expect(statusOf('me', siblings, { sister: [['DEAT', 1890]] })).toBe('deceased');
    expect(statusOf('me', siblings, { sister: [['BIRT', 1950]] })).toBe('living');
    const couple = [{ partners: ['me', 'wife'], children: [] }];
    expect(statusOf('me', couple, { wife: [['DEAT', 1880]] })).toBe('deceased');
    expect(statusOf('me', couple, { wife: [['DEAT', 2010]] })).toBe('living');
  });

  it('names everyone whose events it reads, and survives an ancestry loop', () => {
    const graph = linkGraph(
      {
        partners: [{ family_id: 'A', individual_id: 'x' }, { family_id: 'B', individual_id: 'y' }],
        children: [{ family_id: 'A', individual_id: 'y', position: 0 }, { family_id: 'B', individual_id: 'x', position: 0 }],
      },
      null,
    ); // prettier-ignore
    expect([...peopleReadForLiving(graph, ['x'])].sort()).toEqual(['x', 'y']);
    expect(decideLiving(graph, { events: [], recordedDeceasedIds: new Set() }, ['x'], NOW).get('x')).toBe('unknown');
  });
});
