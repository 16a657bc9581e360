/**
 * The tree as a graph for the chart and the builder (docs/product/family-tree.md "The builder",
 * "The chart"): chart cards, the people around a focus person, parents and partners of anyone. Pure
 * functions over `GraphRows`; a branch-scoped member's graph holds only their branch
 * (policies/family-tree.policy.ts).
 */
import { nameAsShown, type ChartFocus } from '@heirloom/common/contracts/family-tree-chart';
import { SEXES } from '@heirloom/common/contracts/family-tree';
import { parseGedcomDate } from '@heirloom/common/domain/gedcom-date';
import type { GraphRows } from './family-tree.graph.repository';
import { decideLiving } from './family-tree.living';
import type { TreeGraph } from './family-tree.tree-graph';

const yearOf = (date: string | null): number | null => {
  const parsed = date ? parseGedcomDate(date) : null;
  const start = parsed?.start ?? parsed?.end;
  return start ? (start.isBce ? -start.year : start.year) : null;
};

const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The family links of the graph; with `branch`, only those individuals' links. People are added by addCards. */
export function linkGraph(
  rows: Pick<GraphRows, 'partners' | 'children'>,
  branch: ReadonlySet<string> | null,
): TreeGraph {
  const visible = (id: string) => branch === null || branch.has(id);
  const graph: TreeGraph = {
    people: new Map(),
    families: new Map(),
    parentFamiliesOf: new Map(),
    partnerFamiliesOf: new Map(),
    birthKey: new Map(),
    deathKey: new Map(),
  };
  const familyOf = (id: string) => {
    let family = graph.families.get(id);
    if (!family) graph.families.set(id, (family = { id, partnerIds: [], childIds: [] }));
    return family;
  };
  for (const partner of rows.partners) {
    if (!visible(partner.individual_id)) continue;
    familyOf(partner.family_id).partnerIds.push(partner.individual_id);
    push(graph.partnerFamiliesOf, partner.individual_id, partner.family_id);
  }
  for (const child of rows.children) {
    if (!visible(child.individual_id)) continue;
    familyOf(child.family_id).childIds.push(child.individual_id);
    push(graph.parentFamiliesOf, child.individual_id, child.family_id);
  }
  return graph;
}

/**
 * Adds the cards of `rows`' individuals (those in `branch`, when given) to `graph`'s people, births
 * and deaths, each with whether they are living on `now` (decideLiving over the events `rows` holds,
 * which may be of more people: their relatives).
 */
export function addCards(
  graph: TreeGraph,
  rows: Omit<GraphRows, 'partners' | 'children'>,
  branch: ReadonlySet<string> | null,
  now: Date,
): TreeGraph {
  const firstVital = new Map<string, { date: string | null; key: number | null }>();
  for (const event of rows.vitals) {
    const key = `${event.tag} ${event.individual_id}`;
    if (!firstVital.has(key)) {
      firstVital.set(key, { date: event.date, key: event.date_sort_key === null ? null : Number(event.date_sort_key) });
    }
  }
  const photoOf = new Map<string, string>();
  const voiced = new Set(rows.nameClips.map((clip) => clip.individual_id));
  for (const link of rows.media) {
    if (!link.individual_id || !link.vault_item_id) continue;
    if (link.kind === 'photo' && !photoOf.has(link.individual_id)) photoOf.set(link.individual_id, link.vault_item_id);
    if (link.kind === 'audio' || link.kind === 'video') voiced.add(link.individual_id);
  }
  const visible = rows.individuals.filter((row) => branch === null || branch.has(row.id));
  const recordedDeceasedIds = new Set(visible.filter((row) => row.is_living === 0).map((row) => row.id));
  const living = decideLiving(
    graph,
    { events: rows.vitals, recordedDeceasedIds },
    visible.map((row) => row.id),
    now,
  );
  for (const row of visible) {
    const birth = firstVital.get(`BIRT ${row.id}`);
    const death = firstVital.get(`DEAT ${row.id}`);
    if (birth?.key != null) graph.birthKey.set(row.id, birth.key);
    if (death?.key != null) graph.deathKey.set(row.id, death.key);
    graph.people.set(row.id, {
      id: row.id,
      name: nameAsShown(row.name_as_written),
      givenNames: row.given_names,
      surname: row.surname,
      nickname: row.nickname,
      sex: SEXES.find((sex) => sex === row.sex) ?? null,
      living: living.get(row.id)!,
      birthDate: birth?.date ?? null,
      deathDate: death?.date ?? null,
      birthYear: yearOf(birth?.date ?? null),
      deathYear: yearOf(death?.date ?? null),
      photoItemId: photoOf.get(row.id) ?? null,
      hasVoice: voiced.has(row.id),
      linkedUserId: row.linked_user_id,
    });
  }
  return graph;
}

/** The whole graph: links and every card. */
export const buildGraph = (rows: GraphRows, branch: ReadonlySet<string> | null, now: Date): TreeGraph =>
  addCards(linkGraph(rows, branch), rows, branch, now);

/** The parents of `id` (partners of every family they are a child of). */
export const parentsOf = (graph: TreeGraph, id: string): string[] =>
  (graph.parentFamiliesOf.get(id) ?? []).flatMap((familyId) => graph.families.get(familyId)!.partnerIds);

/** The partners of `id` (the other partners of every family they are a partner in). */
export const partnersOf = (graph: TreeGraph, id: string): string[] =>
  (graph.partnerFamiliesOf.get(id) ?? []).flatMap((familyId) =>
    graph.families.get(familyId)!.partnerIds.filter((partnerId) => partnerId !== id),
  );

/**
 * How many close relatives `id` has in the graph: parents, partners and children (each family's
 * members counted once per family).
 */
export function closeRelativeCount(graph: TreeGraph, id: string): number {
  // Arrays, not a Set: a person has a handful of relatives, and this runs for every person of a tree.
  const relatives: string[] = [];
  const add = (relative: string) => {
    if (!relatives.includes(relative)) relatives.push(relative);
  };
  for (const familyId of graph.parentFamiliesOf.get(id) ?? []) graph.families.get(familyId)!.partnerIds.forEach(add);
  for (const familyId of graph.partnerFamiliesOf.get(id) ?? []) {
    const family = graph.families.get(familyId)!;
    for (const partnerId of family.partnerIds) if (partnerId !== id) add(partnerId);
    family.childIds.forEach(add);
  }
  return relatives.length;
}

/**
 * The first `limit` ids of `people` (in tree order) in the order the chart picks its first focus
 * from: the person linked to `userId` ("this is me") first, then the most connected
 * (closeRelativeCount over `graph`'s links, most first), then tree order. So a tree opens on its
 * owner, or on the middle of the family, rather than on the file's first record.
 */
export function inDefaultFocusOrder(
  graph: TreeGraph,
  people: readonly { id: string; linked_user_id: string | null }[],
  userId: string,
  limit: number,
): string[] {
  // The best `limit` so far, best first; one pass over a 50,000-person tree instead of sorting it.
  const best: { id: string; isMe: number; count: number }[] = [];
  const isAfter = (a: (typeof best)[number], b: (typeof best)[number]) =>
    a.isMe < b.isMe || (a.isMe === b.isMe && a.count <= b.count);
  for (const person of people) {
    const candidate = {
      id: person.id,
      isMe: Number(person.linked_user_id === userId),
      count: closeRelativeCount(graph, person.id),
    };
    if (best.length === limit && isAfter(candidate, best[limit - 1]!)) continue;
    // Ties keep tree order: a candidate goes after everyone it does not beat.
    let at = best.length;
    while (at > 0 && !isAfter(candidate, best[at - 1]!)) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map((person) => person.id);
}

/**
 * The people around `focusId` and their generation (1 parents, -1 children): ancestors
 * `generations` up, descendants `generations` down with their partners, the focus person's
 * partners and siblings. Needs only the links, so a large tree costs only the focused generations
 * (docs/product/family-tree.md "The chart").
 */
export function focusGenerations(graph: TreeGraph, focusId: string, generations: number): Map<string, number> {
  const generationOf = new Map<string, number>([[focusId, 0]]);
  const add = (id: string, generation: number) => {
    if (generationOf.has(id)) return false;
    generationOf.set(id, generation);
    return true;
  };
  let frontier = [focusId];
  for (let generation = 1; generation <= generations && frontier.length; generation++) {
    frontier = frontier.flatMap((id) => parentsOf(graph, id)).filter((id) => add(id, generation));
  }
  for (const familyId of graph.parentFamiliesOf.get(focusId) ?? []) {
    for (const siblingId of graph.families.get(familyId)!.childIds) add(siblingId, 0);
  }
  frontier = [focusId];
  for (let generation = -1; generation >= -generations && frontier.length; generation--) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const partnerId of partnersOf(graph, id)) add(partnerId, generation + 1);
      for (const familyId of graph.partnerFamiliesOf.get(id) ?? []) {
        for (const childId of graph.families.get(familyId)!.childIds) if (add(childId, generation)) next.push(childId);
      }
    }
    frontier = next;
  }
  for (const id of frontier) for (const partnerId of partnersOf(graph, id)) add(partnerId, -generations);
  return generationOf;
}

/** The chart's answer for `generationOf` (from focusGenerations): cards of the people the graph has, and their families. */
export function focusAnswer(
  graph: TreeGraph,
  focusId: string,
  generations: number,
  generationOf: Map<string, number>,
): ChartFocus {
  const shown = new Set([...generationOf.keys()].filter((id) => graph.people.has(id)));
  const families = [...graph.families.values()]
    .map((family) => ({
      id: family.id,
      partnerIds: family.partnerIds.filter((id) => shown.has(id)),
      childIds: family.childIds.filter((id) => shown.has(id)),
    }))
    .filter((family) => family.partnerIds.length > 0 && family.partnerIds.length + family.childIds.length > 1);
  return {
    focusId,
    generations,
    people: [...shown].map((id) => ({ ...graph.people.get(id)!, generation: generationOf.get(id)! })),
    families,
  };
}
