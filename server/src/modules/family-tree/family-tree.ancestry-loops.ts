/**
 * Ancestry loops: a person recorded as their own ancestor (a child link that leads back up to
 * itself), which no real family can hold and which makes every ancestor count, generation and
 * relationship through it meaningless. Pure functions over "the parents of this person".
 */

/** The parents of an individual by id (partners of the families they are a child of). */
export type ParentsOf = (id: string) => readonly string[];

interface FamilyLinks {
  partners: readonly { family_id: string; individual_id: string }[];
  children: readonly { family_id: string; individual_id: string }[];
}

/** ParentsOf from a tree's partner and child rows, leaving out the family `exceptFamilyId` (one being replaced). */
export function parentsFromLinks(links: FamilyLinks, exceptFamilyId?: string): ParentsOf {
  const partnersOf = new Map<string, string[]>();
  for (const partner of links.partners) {
    if (partner.family_id === exceptFamilyId) continue;
    partnersOf.set(partner.family_id, [...(partnersOf.get(partner.family_id) ?? []), partner.individual_id]);
  }
  const parents = new Map<string, string[]>();
  for (const child of links.children) {
    const familyParents = partnersOf.get(child.family_id) ?? [];
    if (child.family_id === exceptFamilyId || familyParents.length === 0) continue;
    parents.set(child.individual_id, [...(parents.get(child.individual_id) ?? []), ...familyParents]);
  }
  return (id) => parents.get(id) ?? [];
}

/**
 * Ancestry loops reachable upwards from `startIds`, each once: a list of ids where every id is a
 * child of the next and the last a child of the first, starting with the loop's first-met person.
 * Iterative depth-first search (trees of 50,000 people do not overflow the stack); O(people + links).
 */
export function findAncestryLoops(parentsOf: ParentsOf, startIds: Iterable<string>): string[][] {
  const finished = new Set<string>();
  const onPath = new Map<string, number>();
  const loops: string[][] = [];
  for (const startId of startIds) {
    if (finished.has(startId)) continue;
    const path: string[] = [startId];
    const nextParent: number[] = [0];
    onPath.set(startId, 0);
    while (path.length > 0) {
      const id = path[path.length - 1]!;
      const parents = parentsOf(id);
      const index = nextParent[nextParent.length - 1]!;
      if (index >= parents.length) {
        path.pop();
        nextParent.pop();
        onPath.delete(id);
        finished.add(id);
        continue;
      }
      nextParent[nextParent.length - 1] = index + 1;
      const parentId = parents[index]!;
      const depth = onPath.get(parentId);
      if (depth !== undefined) loops.push(path.slice(depth));
      else if (!finished.has(parentId)) {
        onPath.set(parentId, path.length);
        path.push(parentId);
        nextParent.push(0);
      }
    }
  }
  return loops;
}

/**
 * The loop that making `childIds` children of `partnerIds` would close, or null: a child who is
 * already a partner or an ancestor of one. The loop starts with that child and goes up to it again
 * (child, partner, …, child's descendant), read from `parentsOf` without the new links.
 */
export function loopClosedBy(
  parentsOf: ParentsOf,
  partnerIds: readonly string[],
  childIds: readonly string[],
): string[] | null {
  const children = new Set(childIds);
  // Breadth-first up from the partners; `from` remembers the way back down to a partner.
  const from = new Map<string, string | null>(partnerIds.map((id) => [id, null]));
  let frontier = [...partnerIds];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      if (children.has(id)) {
        const loop = [id];
        for (let step = from.get(id)!; step !== null; step = from.get(step)!) loop.push(step);
        return [id, ...loop.slice(1).reverse()];
      }
      for (const parentId of parentsOf(id)) {
        if (from.has(parentId)) continue;
        from.set(parentId, id);
        next.push(parentId);
      }
    }
    frontier = next;
  }
  return null;
}

/** "Ann Lee → Joe Lee → Maya Lee → Ann Lee": a loop written child to parent, back to its first person. */
export const describeLoop = (loop: readonly string[], nameOf: (id: string) => string): string =>
  [...loop, loop[0]!].map(nameOf).join(' → ');
