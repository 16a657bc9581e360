/**
 * Places the people of a focus answer (ChartFocus) on the chart (docs/product/family-tree.md
 * "The chart"; docs/decisions/008-family-tree-chart.md): one row per generation, the focus person's
 * row first, then each row outward placed under or over the people it descends from or leads to
 * (barycentre; the focus person's parents over the focus person), overlaps pushed apart, the row
 * re-centred. Units: SVG user units (CSS pixels at zoom 1). Pure: no DOM, so a 5,000-person tree
 * costs only the focused generations.
 */
import type { ChartFocus } from '@heirloom/common/contracts/family-tree-chart';

export const CARD = { width: 184, height: 76, gapX: 20, gapY: 72 } as const;

export type FocusPerson = ChartFocus['people'][number];

export interface PlacedCard {
  person: FocusPerson;
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface PlacedLine {
  key: string;
  /** SVG path data. */
  d: string;
}

export interface ChartLayout {
  cards: PlacedCard[];
  lines: PlacedLine[];
}

/** Which generations a view shows: the pedigree (ancestors), the descendants, or both. */
export type ChartView = 'both' | 'pedigree' | 'descendants';

const STEP = CARD.width + CARD.gapX;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Lays out `focus` in `view`. */
export function layoutFocus(focus: ChartFocus, view: ChartView): ChartLayout {
  const shown = focus.people.filter(
    (person) =>
      view === 'both' ||
      (view === 'pedigree' ? person.generation >= 0 : person.generation <= 0) ||
      person.id === focus.focusId,
  );
  const generationOf = new Map(shown.map((person) => [person.id, person.generation]));
  const families = focus.families.map((family) => ({
    ...family,
    partnerIds: family.partnerIds.filter((id) => generationOf.has(id)),
    childIds: family.childIds.filter((id) => generationOf.has(id)),
  }));
  const related = new Map<string, string[]>(); // each person's relatives one row nearer the focus row
  const partnerOf = new Map<string, string>();
  const link = (from: string, to: string) => related.set(from, [...(related.get(from) ?? []), to]);
  for (const family of families) {
    // The focus person's parents sit over the focus person, not over the middle of all their children,
    // so a refocus on someone with many siblings keeps the parents in view.
    const anchorChildIds = family.childIds.includes(focus.focusId) ? [focus.focusId] : family.childIds;
    for (const childId of anchorChildIds) {
      for (const partnerId of family.partnerIds) {
        const childGeneration = generationOf.get(childId)!;
        if (childGeneration >= 0) link(partnerId, childId);
        else link(childId, partnerId);
      }
    }
    const [first, second] = family.partnerIds;
    if (first && second) {
      if (!partnerOf.has(second)) partnerOf.set(second, first);
      if (!partnerOf.has(first)) partnerOf.set(first, second);
    }
  }
  const xOf = new Map<string, number>();
  const rows = new Map<number, FocusPerson[]>();
  for (const person of shown) rows.set(person.generation, [...(rows.get(person.generation) ?? []), person]);
  const order = [...rows.keys()].sort((a, b) => Math.abs(a) - Math.abs(b) || b - a);
  for (const generation of order) {
    const row = rows.get(generation)!;
    const desired = new Map<string, number>();
    row.forEach((person, index) => {
      if (generation === 0) {
        desired.set(person.id, person.id === focus.focusId ? 0 : index * 0.001);
        return;
      }
      const anchors = (related.get(person.id) ?? []).filter((id) => xOf.has(id)).map((id) => xOf.get(id)!);
      desired.set(person.id, anchors.length ? mean(anchors) + index * 0.001 : Number.NaN);
    });
    // Partners without an anchor of their own sit beside their partner.
    for (const person of row) {
      if (!Number.isNaN(desired.get(person.id)!)) continue;
      const partner = partnerOf.get(person.id);
      desired.set(person.id, partner && desired.has(partner) ? desired.get(partner)! + 0.5 : 1e6);
    }
    if (generation === 0) {
      // The focus person in the middle, partners to the right, siblings around.
      const focusIndex = row.findIndex((person) => person.id === focus.focusId);
      row.forEach((person, index) => {
        const isPartner = partnerOf.get(person.id) === focus.focusId || partnerOf.get(focus.focusId) === person.id;
        desired.set(person.id, isPartner ? 0.5 + index * 0.001 : index === focusIndex ? 0 : (index - focusIndex) * 2);
      });
    }
    const sorted = [...row].sort((a, b) => desired.get(a.id)! - desired.get(b.id)!);
    const placed: number[] = [];
    sorted.forEach((person, index) => {
      const want = generation === 0 ? 0 : Math.min(desired.get(person.id)!, 1e5);
      placed.push(index === 0 ? want : Math.max(want, placed[index - 1]! + STEP));
    });
    const wants = sorted.map((person) => (generation === 0 ? 0 : Math.min(desired.get(person.id)!, 1e5)));
    const shift =
      generation === 0
        ? -placed[sorted.findIndex((person) => person.id === focus.focusId)]!
        : mean(wants.map((want, index) => want - placed[index]!));
    sorted.forEach((person, index) => {
      const x = generation === 0 ? index * STEP + shift : placed[index]! + shift;
      xOf.set(person.id, x);
    });
  }
  const cards = shown.map((person) => ({
    person,
    x: xOf.get(person.id)! - CARD.width / 2,
    y: (0 - person.generation) * (CARD.height + CARD.gapY),
  }));
  const cardOf = new Map(cards.map((card) => [card.person.id, card]));
  const lines: PlacedLine[] = [];
  for (const family of families) {
    const partners = family.partnerIds.map((id) => cardOf.get(id)!);
    if (!partners.length) continue;
    const midY = partners[0]!.y + CARD.height / 2;
    if (partners.length === 2) {
      const [left, right] = [...partners].sort((a, b) => a.x - b.x) as [PlacedCard, PlacedCard];
      lines.push({ key: `${family.id}-p`, d: `M${left.x + CARD.width},${midY}H${right.x}` });
    }
    const fromX = mean(partners.map((card) => card.x + CARD.width / 2));
    const fromY = partners.length === 2 ? midY : partners[0]!.y + CARD.height;
    for (const childId of family.childIds) {
      const child = cardOf.get(childId)!;
      const barY = child.y - CARD.gapY / 2;
      lines.push({
        key: `${family.id}-${childId}`,
        d: `M${fromX},${fromY}V${barY}H${child.x + CARD.width / 2}V${child.y}`,
      });
    }
  }
  return { cards, lines };
}

/** The smallest box holding `cards` (SVG user units). */
export function boxOf(cards: readonly PlacedCard[]) {
  const xs = cards.map((card) => card.x);
  const ys = cards.map((card) => card.y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs) + CARD.width,
    bottom: Math.max(...ys) + CARD.height,
  };
}

/** The focus person's own family on the chart: them, their parents, partners and children. */
export function focusFamilyCards(layout: ChartLayout, focus: ChartFocus): PlacedCard[] {
  const ids = new Set([focus.focusId]);
  for (const family of focus.families) {
    if (family.childIds.includes(focus.focusId)) family.partnerIds.forEach((id) => ids.add(id));
    if (family.partnerIds.includes(focus.focusId))
      [...family.partnerIds, ...family.childIds].forEach((id) => ids.add(id));
  }
  return layout.cards.filter((card) => ids.has(card.person.id));
}
