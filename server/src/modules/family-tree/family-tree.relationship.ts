/**
 * The relationship calculator ("Maya is Rose's second cousin once removed", with the path shown).
 * Blood relations through the nearest common ancestor in the standard English naming (parent,
 * sibling, aunt/uncle, niece/nephew, nth cousin k times removed, half- when only one parent is
 * shared); partners; in-laws and step relations through one partner. Nothing is worked out through
 * an ancestry loop: the answer names the loop instead.
 */
import { personName, type ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import { describeLoop, findAncestryLoops } from './family-tree.ancestry-loops';
import { parentsOf, partnersOf } from './family-tree.graph';
import type { TreeGraph } from './family-tree.tree-graph';

interface BloodRelation {
  /** Generations from the first person up to the common ancestor. */
  up: number;
  /** Generations from the second person up to it. */
  down: number;
  isHalf: boolean;
  /** First person … common ancestor … second person. */
  path: string[];
}

/** Each ancestor of `id` (and `id` itself at 0) with its distance and the child it was reached from. */
function ancestorsOf(graph: TreeGraph, id: string) {
  const found = new Map<string, { depth: number; from: string | null }>([[id, { depth: 0, from: null }]]);
  let frontier = [id];
  for (let depth = 1; frontier.length; depth++) {
    const next: string[] = [];
    for (const childId of frontier) {
      for (const parentId of parentsOf(graph, childId)) {
        if (found.has(parentId)) continue;
        found.set(parentId, { depth, from: childId });
        next.push(parentId);
      }
    }
    frontier = next;
  }
  return found;
}

const walkDown = (found: ReturnType<typeof ancestorsOf>, ancestorId: string): string[] => {
  const path = [ancestorId];
  for (let step = found.get(ancestorId)!.from; step !== null; step = found.get(step)!.from) path.push(step);
  return path;
};

/** The nearest blood relation of `a` and `b`, or null when they share no known ancestor. */
export function bloodRelation(graph: TreeGraph, a: string, b: string): BloodRelation | null {
  const ofA = ancestorsOf(graph, a);
  const ofB = ancestorsOf(graph, b);
  let best: { id: string; total: number } | null = null;
  const nearest: string[] = [];
  for (const [id, { depth }] of ofA) {
    const other = ofB.get(id);
    if (!other) continue;
    const total = depth + other.depth;
    if (!best || total < best.total) {
      best = { id, total };
      nearest.length = 0;
    }
    if (total === best.total) nearest.push(id);
  }
  if (!best) return null;
  const up = ofA.get(best.id)!.depth;
  const down = ofB.get(best.id)!.depth;
  const pathA = walkDown(ofA, best.id);
  const pathB = walkDown(ofB, best.id);
  // Half relations share one parent: the two lines leave the ancestor through different families.
  const familyBelow = (path: string[]) =>
    graph.parentFamiliesOf
      .get(path[1]!)
      ?.find((familyId) => graph.families.get(familyId)!.partnerIds.includes(best.id));
  const isHalf = up > 0 && down > 0 && nearest.length === 1 && familyBelow(pathA) !== familyBelow(pathB);
  return { up, down, isHalf, path: [...pathA.reverse(), ...pathB.slice(1)] };
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const greats = (n: number) => 'great-'.repeat(Math.max(0, n));

/** A word by the sex of the person it names: [male, female, either]. */
const bySex = (sex: ChartPerson['sex'], words: [string, string, string]) =>
  sex === 'M' ? words[0] : sex === 'F' ? words[1] : words[2];

/**
 * The English term for a blood relation, naming the second person (whose sex is `sex`) as a relative
 * of the first: up 0 down 1 "son", up 2 down 3 "first cousin once removed".
 */
export function bloodTerm(relation: Pick<BloodRelation, 'up' | 'down' | 'isHalf'>, sex: ChartPerson['sex']): string {
  const { up, down } = relation;
  const half = relation.isHalf ? 'half-' : '';
  if (up === 0 && down === 0) return 'the same person';
  if (up === 0) {
    const child = bySex(sex, ['son', 'daughter', 'child']);
    return down === 1 ? child : `${greats(down - 2)}grand${child === 'child' ? 'child' : child}`;
  }
  if (down === 0) {
    const parent = bySex(sex, ['father', 'mother', 'parent']);
    return up === 1 ? parent : `${greats(up - 2)}grand${parent}`;
  }
  if (up === 1 && down === 1) return half + bySex(sex, ['brother', 'sister', 'sibling']);
  if (up === 1)
    return `${half}${greats(down - 3)}${down > 2 ? 'grand' : ''}${bySex(sex, ['nephew', 'niece', 'niece or nephew'])}`;
  if (down === 1) return `${half}${greats(up - 2)}${bySex(sex, ['uncle', 'aunt', 'aunt or uncle'])}`;
  const removed = Math.abs(up - down);
  return `${half}${ordinal(Math.min(up, down) - 1)} cousin${removed ? ` ${times(removed)} removed` : ''}`;
}

export interface FoundRelationship {
  term: string | null;
  path: string[];
}

/** In-law and step terms: `term` is a blood term of the person reached through a partner. */
const throughPartner = (relation: BloodRelation, sex: ChartPerson['sex'], partnerFirst: boolean): string => {
  const { up, down } = relation;
  if (partnerFirst && up === 0 && down === 1) return `step${bySex(sex, ['son', 'daughter', 'child'])}`;
  if (!partnerFirst && up === 1 && down === 0) return `step${bySex(sex, ['father', 'mother', 'parent'])}`;
  if (!partnerFirst && up === 0 && down === 1) return bySex(sex, ['son-in-law', 'daughter-in-law', 'child-in-law']);
  return `${bloodTerm(relation, sex)}-in-law`;
};

/**
 * How `b` is related to `a`: blood first, then partners, then through one of `a`'s partners
 * (parent-in-law, stepchild) or one of `b`'s partners (son-in-law, stepfather).
 */
export function findRelationship(graph: TreeGraph, a: string, b: string): FoundRelationship {
  const sex = graph.people.get(b)?.sex ?? null;
  const blood = bloodRelation(graph, a, b);
  if (blood) return { term: bloodTerm(blood, sex), path: blood.path };
  if (partnersOf(graph, a).includes(b)) return { term: bySex(sex, ['husband', 'wife', 'partner']), path: [a, b] };
  for (const partnerId of partnersOf(graph, a)) {
    const relation = bloodRelation(graph, partnerId, b);
    if (relation) return { term: throughPartner(relation, sex, true), path: [a, ...relation.path] };
  }
  for (const partnerId of partnersOf(graph, b)) {
    const relation = bloodRelation(graph, a, partnerId);
    if (relation) return { term: throughPartner(relation, sex, false), path: [...relation.path, b] };
  }
  return { term: null, path: [] };
}

/** "Maya is Rose's second cousin once removed", or that no relation is known. */
function relationshipLabel(first: ChartPerson, second: ChartPerson, term: string | null): string {
  if (!term) return `No relationship between ${personName(second)} and ${personName(first)} is recorded in this tree.`;
  return `${personName(second)} is ${personName(first)}'s ${term}`;
}

/**
 * What the calculator answers from, for people `a` and `b` of the graph's links: the ancestry loop
 * above either of them (`isLoop`), else the relationship found; `path` is every person the answer
 * names, whose cards describeRelationship then needs.
 */
export function relationshipBasis(graph: TreeGraph, a: string, b: string): FoundRelationship & { isLoop: boolean } {
  const loop = findAncestryLoops((id) => parentsOf(graph, id), [a, b])[0];
  if (loop) return { term: null, path: loop, isLoop: true };
  return { ...findRelationship(graph, a, b), isLoop: false };
}

/**
 * The calculator's answer for people `a` and `b` of the graph: its label, term and path; when an
 * ancestry loop sits above either of them, no term, the loop as the path and a label that names it.
 * @param basis relationshipBasis of the same people, when the caller has it already
 */
export function describeRelationship(graph: TreeGraph, a: string, b: string, basis = relationshipBasis(graph, a, b)) {
  const name = (id: string) => personName(graph.people.get(id)!);
  const { term, path, isLoop } = basis;
  if (isLoop) {
    const label = `This cannot be worked out: ${name(path[0]!)} is their own ancestor (${describeLoop(path, name)}). Correct the parents in this loop first.`;
    return { label, term: null, path };
  }
  return { label: relationshipLabel(graph.people.get(a)!, graph.people.get(b)!, term), term, path };
}
