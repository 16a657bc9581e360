/**
 * The chart's layout (docs/decisions/008-family-tree-chart.md): generations in rows, parents above
 * their children, no overlaps, views.
 */
import { describe, expect, it } from 'vitest';
import type { ChartFocus } from '@heirloom/common/contracts/family-tree-chart';
import { chartPerson } from '../../testing/helpers';
import { boxOf, CARD, focusFamilyCards, layoutFocus } from './chart-layout';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, generation: number) => ({
  ...chartPerson(id(n), `P${n}`),
  living: 'living' as const,
  generation,
});

// 1 (focus) with parents 2 and 3, grandparents 4 and 5 (of 2), partner 6, children 7 and 8, sibling 9.
const focus: ChartFocus = {
  focusId: id(1),
  generations: 4,
  people: [
    person(1, 0),
    person(2, 1),
    person(3, 1),
    person(4, 2),
    person(5, 2),
    person(6, 0),
    person(7, -1),
    person(8, -1),
    person(9, 0),
  ],
  families: [
    { id: id(101), partnerIds: [id(2), id(3)], childIds: [id(1), id(9)] },
    { id: id(102), partnerIds: [id(4), id(5)], childIds: [id(2)] },
    { id: id(103), partnerIds: [id(1), id(6)], childIds: [id(7), id(8)] },
  ],
};

describe('layoutFocus', () => {
  it('puts each generation in its row, the focus at the origin, and never overlaps two cards', () => {
    const { cards, lines } = layoutFocus(focus, 'both');
    const at = new Map(cards.map((card) => [card.person.id, card]));
    expect(at.get(id(1))).toMatchObject({ x: -CARD.width / 2, y: 0 });
    expect(at.get(id(2))!.y).toBeLessThan(0);
    expect(at.get(id(4))!.y).toBeLessThan(at.get(id(2))!.y);
    expect(at.get(id(7))!.y).toBeGreaterThan(0);
    // The partner sits right beside the focus person.
    expect(at.get(id(6))!.x - at.get(id(1))!.x).toBe(CARD.width + CARD.gapX);
    for (const a of cards) {
      for (const b of cards) {
        if (a !== b && a.y === b.y) expect(Math.abs(a.x - b.x)).toBeGreaterThanOrEqual(CARD.width + CARD.gapX);
      }
    }
    // Grandparents sit over their child (2), not over the other parent (3).
    const grandparentsMiddle = (at.get(id(4))!.x + at.get(id(5))!.x) / 2;
    expect(Math.abs(grandparentsMiddle - at.get(id(2))!.x)).toBeLessThan(
      Math.abs(grandparentsMiddle - at.get(id(3))!.x),
    );
    // One line between each couple, one to each child.
    expect(lines).toHaveLength(3 + 5);
  });

  it('shows only ancestors in the pedigree view and only descendants in the descendant view', () => {
    const generations = (view: 'pedigree' | 'descendants') =>
      [...new Set(layoutFocus(focus, view).cards.map((card) => card.person.generation))].sort();
    expect(generations('pedigree')).toEqual([0, 1, 2]);
    expect(generations('descendants')).toEqual([-1, 0]);
  });

  it('keeps the parents of a focus person with many younger siblings over the focus person', () => {
    // 1 (focus) is the eldest of seven: 9 and 10–14 are the younger siblings.
    const siblings = [9, 10, 11, 12, 13, 14];
    const many: ChartFocus = {
      ...focus,
      people: [...focus.people, ...siblings.slice(1).map((n) => person(n, 0))],
      families: [{ ...focus.families[0]!, childIds: [id(1), ...siblings.map(id)] }, ...focus.families.slice(1)],
    };
    const layout = layoutFocus(many, 'both');
    const at = new Map(layout.cards.map((card) => [card.person.id, card]));
    const parentsMiddle = (at.get(id(2))!.x + at.get(id(3))!.x) / 2;
    expect(parentsMiddle).toBeCloseTo(at.get(id(1))!.x, 0);
    // The focus family (parents, partner, children) fits a 1280-pixel-wide chart at zoom 1.
    const family = boxOf(focusFamilyCards(layout, many));
    expect(
      focusFamilyCards(layout, many)
        .map((card) => card.person.id)
        .sort(),
    ).toEqual([1, 2, 3, 6, 7, 8].map(id).sort());
    expect(family.right - family.left).toBeLessThan(1280 - 48);
  });
});
