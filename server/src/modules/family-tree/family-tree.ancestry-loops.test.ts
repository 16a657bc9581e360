import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLoop, findAncestryLoops, loopClosedBy, type ParentsOf } from './family-tree.ancestry-loops';

/** A graph of `size` people "p0"… with child → parent links. */
const graphOf = (links: [number, number][]): ParentsOf => {
  const parents = new Map<string, string[]>();
  for (const [child, parent] of links) parents.set(`p${child}`, [...(parents.get(`p${child}`) ?? []), `p${parent}`]);
  return (id) => parents.get(id) ?? [];
};
const people = (size: number) => Array.from({ length: size }, (_, index) => `p${index}`);

/** Kahn's algorithm: whether child → parent links hold a cycle. */
function hasCycle(size: number, links: [number, number][]): boolean {
  const indegree = new Array<number>(size).fill(0);
  for (const [, parent] of links) indegree[parent]! += 1;
  const ready = indegree.flatMap((count, index) => (count === 0 ? [index] : []));
  let removed = 0;
  while (ready.length) {
    const child = ready.pop()!;
    removed += 1;
    for (const [from, parent] of links) if (from === child && --indegree[parent]! === 0) ready.push(parent);
  }
  return removed < size;
}

/** Each id of `loop` has the next as a parent, and the last has the first. */
const isLoopOf = (parentsOf: ParentsOf, loop: string[]) =>
  loop.length > 0 && loop.every((id, index) => parentsOf(id).includes(loop[(index + 1) % loop.length]!));

const linksArbitrary = fc
  .integer({ min: 1, max: 12 })
  .chain((size) =>
    fc.tuple(fc.constant(size), fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size * 2 })),
  );

describe('findAncestryLoops', () => {
  it('finds the three-person loop, named child to parent', () => {
    const parentsOf = graphOf([[0, 1], [1, 2], [2, 0], [3, 0]]); // prettier-ignore
    const loops = findAncestryLoops(parentsOf, ['p3']);
    expect(loops).toEqual([['p0', 'p1', 'p2']]);
    expect(describeLoop(loops[0]!, (id) => id.toUpperCase())).toBe('P0 → P1 → P2 → P0');
  });

  it('finds a person who is their own parent, and nothing in a tree without loops', () => {
    expect(findAncestryLoops(graphOf([[0, 0]]), ['p0'])).toEqual([['p0']]);
    expect(findAncestryLoops(graphOf([[0, 1], [0, 2], [1, 3], [2, 3]]), people(4))).toEqual([]); // prettier-ignore
  });

  it('reports a loop exactly when the links hold a cycle, and only real loops', () => {
    fc.assert(
      fc.property(linksArbitrary, ([size, links]) => {
        const parentsOf = graphOf(links);
        const loops = findAncestryLoops(parentsOf, people(size));
        expect(loops.length > 0).toBe(hasCycle(size, links));
        for (const loop of loops) expect(isLoopOf(parentsOf, loop)).toBe(true);
      }),
    );
  });
});

describe('loopClosedBy', () => {
  it('names the loop a new parent link would close', () => {
    // p0's parent is p1, whose parent is p2: making p0 a parent of p2 closes p2 → p0 → p1 → p2.
    expect(
      loopClosedBy(
        graphOf([
          [0, 1],
          [1, 2],
        ]),
        ['p0'],
        ['p2'],
      ),
    ).toEqual(['p2', 'p0', 'p1']);
    expect(loopClosedBy(graphOf([]), ['p0'], ['p0'])).toEqual(['p0']);
    expect(loopClosedBy(graphOf([[0, 1]]), ['p0'], ['p2'])).toBeNull();
  });

  it('answers a loop exactly when the new links close one in a tree without loops', () => {
    // Parents always have a higher number than their child, so the base tree has no loop.
    const acyclic = linksArbitrary.map(([size, links]) => ({
      size,
      links: links.filter(([child, parent]) => child < parent),
    }));
    fc.assert(
      fc.property(acyclic, fc.nat(11), fc.array(fc.nat(11), { maxLength: 3 }), ({ size, links }, partner, kids) => {
        const partnerIds = [`p${partner % size}`];
        const childIds = kids.map((kid) => `p${kid % size}`);
        const added = [
          ...links,
          ...childIds.map((child): [number, number] => [Number(child.slice(1)), partner % size]),
        ];
        const loop = loopClosedBy(graphOf(links), partnerIds, childIds);
        expect(loop !== null).toBe(hasCycle(size, added));
        if (loop) expect(isLoopOf(graphOf(added), loop)).toBe(true);
      }),
    );
  });
});
