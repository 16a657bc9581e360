/**
 * The chart and builder calls without HTTP (docs/product/family-tree.md "The chart", "Relationship
 * calculator", "Warnings", "The builder"). Each takes the TreeAccess its route's access gate
 * authorised (policies/family-tree.policy.ts): readers see, a branch-scoped member only their branch;
 * a person outside what the caller sees answers 404 like one that does not exist.
 */
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import { TREE_SEARCH_LIMIT } from '@heirloom/common/contracts/family-tree-chart';
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
import {
  loadCards,
  loadFamilyLinks,
  loadFamilyLinksAround,
  loadIndividualIds,
  searchIndividualIds,
  type PlacedFamilyLinks,
} from './family-tree.graph.repository';
import { peopleReadForLiving, peopleSteppedFromForLiving } from './family-tree.living';
import { linkToUser, mergeIndividuals, unlinkFromUser } from './family-tree.merge';
import { describeRelationship, relationshipBasis } from './family-tree.relationship';
import type { FamilyTreeDependencies } from './family-tree.service';
import type { TreeGraph } from './family-tree.tree-graph';
import { findWarnings } from './family-tree.warnings';

/** A person of the graph. @throws AppError 'not_found' when not in it (another tree, outside the branch) */
const personIn = (graph: TreeGraph, id: string) => {
  const person = graph.people.get(id);
  if (!person) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  return person;
};

/** The tree's graph as the holder of `access` may see it, read now: every link and every card. */
async function graphOf(deps: FamilyTreeDependencies, access: TreeAccess) {
  const [links, cards] = await Promise.all([
    loadFamilyLinks(deps.db, access.tree.id),
    loadCards(deps.db, access.tree.id, null),
  ]);
  return buildGraph({ ...links, ...cards }, access.branch, deps.clock.now());
}

/**
 * The tree's family links around `startIds`, as the holder of `access` sees them, read in rounds
 * (loadFamilyLinksAround) until everyone `reach` names in the graph read so far has had their
 * families read. A walk of a few generations then reads only those generations of a 50,000-person
 * tree, and answers exactly as over the whole tree: every person it steps from is one `reach` named.
 * @returns the graph of those links in tree order, without cards
 */
async function linksAround(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  startIds: Iterable<string>,
  reach: (graph: TreeGraph) => Iterable<string>,
): Promise<TreeGraph> {
  const rows: PlacedFamilyLinks = { partners: [], children: [] };
  const familiesRead = new Set<string>();
  const peopleRead = new Set<string>();
  let missing = [...new Set(startIds)];
  for (;;) {
    const found = await loadFamilyLinksAround(deps.db, access.tree.id, missing, familiesRead);
    rows.partners.push(...found.partners);
    rows.children.push(...found.children);
    for (const row of [...found.partners, ...found.children]) familiesRead.add(row.family_id);
    for (const id of missing) peopleRead.add(id);
    rows.partners.sort((a, b) => a.family_position - b.family_position || a.role.localeCompare(b.role));
    rows.children.sort((a, b) => a.family_position - b.family_position || a.position - b.position);
    const graph = linkGraph(rows, access.branch);
    missing = [...new Set(reach(graph))].filter((id) => !peopleRead.has(id));
    if (missing.length === 0) return graph;
  }
}

/** The graph around `ids` with their chart cards (those the caller sees), living decided as over the whole tree. */
async function cardsOf(deps: FamilyTreeDependencies, access: TreeAccess, ids: readonly string[]) {
  const graph = await linksAround(deps, access, ids, (graph) => peopleSteppedFromForLiving(graph, ids));
  const cards = await loadCards(deps.db, access.tree.id, [...ids], [...peopleReadForLiving(graph, ids)]);
  return addCards(graph, cards, access.branch, deps.clock.now());
}

/**
 * The chart around person `id`: `generations` each way. Only the links of those generations (and
 * of the relatives who decide who is living) are read, and the cards of the people shown, so a
 * 50,000-person tree answers in milliseconds.
 * @throws AppError 'not_found' when the person is not in what the caller sees
 */
export async function focusOn(deps: FamilyTreeDependencies, access: TreeAccess, id: string, generations: number) {
  const graph = await linksAround(deps, access, [id], (graph) =>
    peopleSteppedFromForLiving(graph, focusGenerations(graph, id, generations).keys()),
  );
  const generationOf = focusGenerations(graph, id, generations);
  const shown = [...generationOf.keys()];
  // The cards' people and the relatives whose events decide who of them is living.
  const cards = await loadCards(deps.db, access.tree.id, shown, [...peopleReadForLiving(graph, shown)]);
  addCards(graph, cards, access.branch, deps.clock.now());
  personIn(graph, id);
  return focusAnswer(graph, id, generations, generationOf);
}

/**
 * The people whose name or nickname holds every word of `query` (at most TREE_SEARCH_LIMIT), in
 * tree order, found by the database (nameSearchText). Without words, the first is the chart's
 * default focus for `userId`: "this is me", else the most connected person. Cards are read for the
 * people found only.
 */
export async function searchPeople(deps: FamilyTreeDependencies, access: TreeAccess, userId: string, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const visible = (id: string) => access.branch?.has(id) ?? true;
  let ids: string[];
  if (words.length) {
    // A branch-scoped member's matches are filtered here, so the database cannot stop at the limit.
    const limit = access.branch ? null : TREE_SEARCH_LIMIT;
    ids = (await searchIndividualIds(deps.db, access.tree.id, words, limit)).filter(visible);
  } else {
    const [people, links] = await Promise.all([
      loadIndividualIds(deps.db, access.tree.id),
      loadFamilyLinks(deps.db, access.tree.id),
    ]);
    const graph = linkGraph(links, access.branch);
    ids = inDefaultFocusOrder(
      graph,
      people.filter((person) => visible(person.id)),
      userId,
      TREE_SEARCH_LIMIT,
    );
  }
  ids = ids.slice(0, TREE_SEARCH_LIMIT);
  const graph = await cardsOf(deps, access, ids);
  return ids.map((id) => graph.people.get(id)!);
}

/**
 * "This is me": links person `id` to `userId`'s account. @returns the person as the chart shows them
 * @throws AppError 'not_found' when the person is not in what the caller sees
 */
export async function linkMe(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  const person = personIn(await cardsOf(deps, access, [id]), id);
  await linkToUser(deps, access, id, userId);
  return { ...person, linkedUserId: userId };
}

/** Unlinks person `id` from `userId`'s account if it is linked to it (idempotent). */
export async function unlinkMe(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  await unlinkFromUser(deps, access.tree.id, id, userId);
}

/**
 * How person `otherId` is related to person `id`, with the people of the path between them. The
 * path is found over the whole tree's links; cards are read only for the two people and the path.
 * @throws AppError 'not_found' when either is not in what the caller sees
 */
export async function relationshipBetween(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  id: string,
  otherId: string,
) {
  const graph = linkGraph(await loadFamilyLinks(deps.db, access.tree.id), access.branch);
  const addCardsOf = async (ids: string[]) => {
    const cards = await loadCards(deps.db, access.tree.id, ids, [...peopleReadForLiving(graph, ids)]);
    addCards(graph, cards, access.branch, deps.clock.now());
  };
  await addCardsOf([id, otherId]);
  personIn(graph, id);
  personIn(graph, otherId);
  const basis = relationshipBasis(graph, id, otherId);
  await addCardsOf(basis.path);
  const relationship = describeRelationship(graph, id, otherId, basis);
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
  return personIn(await cardsOf(deps, access, [id]), id);
}

/** The impossible data (family-tree.warnings.ts) among the people the caller sees. */
export async function listWarnings(deps: FamilyTreeDependencies, access: TreeAccess) {
  return findWarnings(await graphOf(deps, access));
}
