/**
 * The chart and builder calls without HTTP (docs/product/family-tree.md "The chart", "Relationship
 * calculator", "Warnings", "The builder"). Each takes the TreeAccess its route's access gate
 * authorised (policies/family-tree.policy.ts): readers see, a branch-scoped member only their branch;
 * a person outside what the caller sees answers 404 like one that does not exist.
 */
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import { personName, TREE_SEARCH_LIMIT } from '@heirloom/common/contracts/family-tree-chart';
import { AppError } from '../../lib/app-error';
import type { TreeAccess } from '../../policies/family-tree.policy';
import {
  addCards,
  buildGraph,
  focusAnswer,
  focusGenerations,
  inDefaultFocusOrder,
  linkGraph,
} from './family-tree.graph';
import { loadCards, loadFamilyLinks } from './family-tree.graph.repository';
import { peopleReadForLiving } from './family-tree.living';
import { linkToUser, mergeIndividuals, unlinkFromUser } from './family-tree.merge';
import { describeRelationship } from './family-tree.relationship';
import type { FamilyTreeDependencies } from './family-tree.service';
import type { TreeGraph } from './family-tree.tree-graph';
import { findWarnings } from './family-tree.warnings';

/** A person of the graph. @throws AppError 'not_found' when not in it (another tree, outside the branch) */
const personIn = (graph: TreeGraph, id: string) => {
  const person = graph.people.get(id);
  if (!person) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  return person;
};

/** The tree's graph as the holder of `access` may see it, read now. */
async function graphOf(deps: FamilyTreeDependencies, access: TreeAccess) {
  const [links, cards] = await Promise.all([
    loadFamilyLinks(deps.db, access.tree.id),
    loadCards(deps.db, access.tree.id, null),
  ]);
  return buildGraph({ ...links, ...cards }, access.branch, deps.clock.now());
}

/**
 * The chart around person `id`: `generations` each way. The links of the whole tree are read, the
 * cards of only the people shown, so 5,000 people answer in milliseconds.
 * @throws AppError 'not_found' when the person is not in what the caller sees
 */
export async function focusOn(deps: FamilyTreeDependencies, access: TreeAccess, id: string, generations: number) {
  const graph = linkGraph(await loadFamilyLinks(deps.db, access.tree.id), access.branch);
  const generationOf = focusGenerations(graph, id, generations);
  // The cards' people and the relatives whose events decide who of them is living.
  const read = [...peopleReadForLiving(graph, generationOf.keys())];
  addCards(graph, await loadCards(deps.db, access.tree.id, read), access.branch, deps.clock.now());
  personIn(graph, id);
  return focusAnswer(graph, id, generations, generationOf);
}

/**
 * The people whose name or nickname holds every word of `query` (at most TREE_SEARCH_LIMIT).
 * Without words, the first is the chart's default focus for `userId`: "this is me", else the most
 * connected person.
 */
export async function searchPeople(deps: FamilyTreeDependencies, access: TreeAccess, userId: string, query: string) {
  const graph = await graphOf(deps, access);
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const people = words.length ? [...graph.people.values()] : inDefaultFocusOrder(graph, userId);
  const found = [];
  for (const person of people) {
    const name = `${personName(person)} ${person.nickname}`.toLocaleLowerCase();
    if (words.every((word) => name.includes(word))) found.push(person);
    if (found.length === TREE_SEARCH_LIMIT) break;
  }
  return found;
}

/**
 * "This is me": links person `id` to `userId`'s account. @returns the person as the chart shows them
 * @throws AppError 'not_found' when the person is not in what the caller sees
 */
export async function linkMe(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  const person = personIn(await graphOf(deps, access), id);
  await linkToUser(deps, access, id, userId);
  return { ...person, linkedUserId: userId };
}

/** Unlinks person `id` from `userId`'s account if it is linked to it (idempotent). */
export async function unlinkMe(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  await unlinkFromUser(deps, access.tree.id, id, userId);
}

/**
 * How person `otherId` is related to person `id`, with the people of the path between them.
 * @throws AppError 'not_found' when either is not in what the caller sees
 */
export async function relationshipBetween(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  id: string,
  otherId: string,
) {
  const graph = await graphOf(deps, access);
  const first = personIn(graph, id);
  const second = personIn(graph, otherId);
  const relationship = describeRelationship(graph, first.id, second.id);
  return { ...relationship, people: relationship.path.map((pathId) => graph.people.get(pathId)!) };
}

/**
 * Merges person `otherId` into person `id` (family-tree.merge.ts). @returns the kept person as the chart shows them
 * @throws AppError 'invalid' for the same person, 'not_found' when either is not in the tree
 */
export async function mergeInto(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  id: string,
  otherId: string,
  userId: string,
) {
  await mergeIndividuals(deps, access, id, otherId, userId);
  return personIn(await graphOf(deps, access), id);
}

/** The impossible data (family-tree.warnings.ts) among the people the caller sees. */
export async function listWarnings(deps: FamilyTreeDependencies, access: TreeAccess) {
  return findWarnings(await graphOf(deps, access));
}
