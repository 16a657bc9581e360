/**
 * The chart and builder calls over HTTP, implementing the routes declared
 * in common/src/routes/family-tree.ts. Each handler gets the TreeAccess its access gate authorised
 * (policies/family-tree.policy.ts): readers see (a branch-scoped member only their branch), owners
 * and editors merge, anyone who reads may say which person they are; others get 404.
 */
import type { FastifyInstance } from 'fastify';
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import { personName, TREE_SEARCH_LIMIT } from '@heirloom/common/contracts/family-tree-chart';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { AppError } from '../../lib/app-error';
import type { TreeAccess } from '../../policies/family-tree.policy';
import { implementRoute } from '../../plugins/declared-routes';
import { requireUser } from '../../plugins/current-user';
import {
  addCards,
  buildGraph,
  focusAnswer,
  focusGenerations,
  inDefaultFocusOrder,
  linkGraph,
} from './family-tree.graph';
import type { TreeGraph } from './family-tree.tree-graph';
import { loadCards, loadFamilyLinks } from './family-tree.graph-repository';
import { peopleReadForLiving } from './family-tree.living';
import { linkToUser, mergeIndividuals, unlinkFromUser } from './family-tree.merge';
import { describeRelationship } from './family-tree.relationship';
import type { FamilyTreeDependencies } from './family-tree.service';
import { findWarnings } from './family-tree.warnings';

/** A person of the graph. @throws AppError 'not_found' when not in it (another tree, outside the branch) */
const personIn = (graph: TreeGraph, id: string) => {
  const person = graph.people.get(id);
  if (!person) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  return person;
};

export async function registerTreeChartRoutes(app: FastifyInstance, deps: FamilyTreeDependencies): Promise<void> {
  /** The tree's graph as the holder of `access` may see it, read now. */
  const graphOf = async (access: TreeAccess) => {
    const [links, cards] = await Promise.all([
      loadFamilyLinks(deps.db, access.tree.id),
      loadCards(deps.db, access.tree.id, null),
    ]);
    return buildGraph({ ...links, ...cards }, access.branch, deps.clock.now());
  };

  implementRoute(app, routes.focus, async (request, _reply, access) => {
    // Links of the whole tree, cards of only the people shown: 5,000 people answer in milliseconds.
    const { id } = request.params;
    const graph = linkGraph(await loadFamilyLinks(deps.db, access.tree.id), access.branch);
    const generationOf = focusGenerations(graph, id, request.query.generations);
    // The cards' people and the relatives whose events decide who of them is living.
    const read = [...peopleReadForLiving(graph, generationOf.keys())];
    addCards(graph, await loadCards(deps.db, access.tree.id, read), access.branch, deps.clock.now());
    personIn(graph, id);
    return focusAnswer(graph, id, request.query.generations, generationOf);
  });

  implementRoute(app, routes.search, async (request, _reply, access) => {
    const user = requireUser(request);
    const graph = await graphOf(access);
    const words = request.query.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    // Without words, the first is the chart's default focus: "this is me", else the most connected person.
    const people = words.length ? [...graph.people.values()] : inDefaultFocusOrder(graph, user.id);
    const found = [];
    for (const person of people) {
      const name = `${personName(person)} ${person.nickname}`.toLocaleLowerCase();
      if (words.every((word) => name.includes(word))) found.push(person);
      if (found.length === TREE_SEARCH_LIMIT) break;
    }
    return found;
  });

  implementRoute(app, routes.linkMe, async (request, _reply, access) => {
    const user = requireUser(request);
    const person = personIn(await graphOf(access), request.params.id);
    await linkToUser(deps, access.tree.id, request.params.id, user.id);
    return { ...person, linkedUserId: user.id };
  });

  implementRoute(app, routes.unlinkMe, async (request, reply, access) => {
    await unlinkFromUser(deps, access.tree.id, request.params.id, requireUser(request).id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.relationship, async (request, _reply, access) => {
    const graph = await graphOf(access);
    const first = personIn(graph, request.params.id);
    const second = personIn(graph, request.params.otherId);
    const relationship = describeRelationship(graph, first.id, second.id);
    return { ...relationship, people: relationship.path.map((id) => graph.people.get(id)!) };
  });

  implementRoute(app, routes.merge, async (request, _reply, access) => {
    await mergeIndividuals(deps, access.tree.id, request.params.id, request.body.otherId);
    return personIn(await graphOf(access), request.params.id);
  });

  implementRoute(app, routes.warnings, async (_request, _reply, access) => findWarnings(await graphOf(access)));
}
