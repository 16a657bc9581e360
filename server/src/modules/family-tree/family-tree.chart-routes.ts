/**
 * The chart and builder calls over HTTP (issue 10 parts 2 and 3; listed in
 * common/src/contracts/family-tree-chart.ts). Every call names its tree and goes through
 * policies/family-tree.policy.ts: readers see (a branch-scoped member only their branch), owners
 * and editors merge, anyone who reads may say which person they are; others get 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { noContentSchema } from '@heirloom/common/contracts/api';
import { FAMILY_TREE_MESSAGES, treeObjectParamsSchema, treeParamsSchema } from '@heirloom/common/contracts/family-tree';
import {
  chartFocusSchema,
  chartPersonSchema,
  focusQuerySchema,
  mergeInputSchema,
  personName,
  relationshipParamsSchema,
  relationshipSchema,
  TREE_SEARCH_LIMIT,
  treeSearchQuerySchema,
  treeWarningSchema,
} from '@heirloom/common/contracts/family-tree-chart';
import { AppError } from '../../lib/app-error';
import { authorizeTree, type TreeAction } from '../../policies/family-tree.policy';
import { requireUser } from '../../plugins/current-user';
import { addCards, buildGraph, focusAnswer, focusGenerations, linkGraph, type TreeGraph } from './family-tree.graph';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The tree's graph as `userId` may see it, after checking `action`. */
  const graphFor = async (userId: string, treeId: string, action: TreeAction = 'tree.read') => {
    const access = await authorizeTree(deps.db, userId, treeId, action, FAMILY_TREE_MESSAGES.treeNotFound);
    const [links, cards] = await Promise.all([
      loadFamilyLinks(deps.db, access.tree.id),
      loadCards(deps.db, access.tree.id, null),
    ]);
    return { access, graph: buildGraph({ ...links, ...cards }, access.branch, deps.clock.now()) };
  };

  api.get(
    '/api/family-trees/:treeId/individuals/:id/focus',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: 'The people around a focus person: N generations up and down (default 4), for the chart',
        params: treeObjectParamsSchema,
        querystring: focusQuerySchema,
        response: {
          200: chartFocusSchema.describe('The focus person, their ancestors, descendants, partners and siblings'),
        },
      },
    },
    async (request) => {
      // Links of the whole tree, cards of only the people shown: 5,000 people answer in milliseconds.
      const { treeId, id } = request.params;
      const access = await authorizeTree(
        deps.db,
        requireUser(request).id,
        treeId,
        'tree.read',
        FAMILY_TREE_MESSAGES.treeNotFound,
      );
      const graph = linkGraph(await loadFamilyLinks(deps.db, access.tree.id), access.branch);
      const generationOf = focusGenerations(graph, id, request.query.generations);
      // The cards' people and the relatives whose events decide who of them is living.
      const read = [...peopleReadForLiving(graph, generationOf.keys())];
      addCards(graph, await loadCards(deps.db, access.tree.id, read), access.branch, deps.clock.now());
      personIn(graph, id);
      return focusAnswer(graph, id, request.query.generations, generationOf);
    },
  );

  api.get(
    '/api/family-trees/:treeId/search',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: 'People whose name contains every word searched (at most 20; when empty, you first, then the tree)',
        params: treeParamsSchema,
        querystring: treeSearchQuerySchema,
        response: { 200: chartPersonSchema.array().describe('Matching people, in tree order') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { graph } = await graphFor(user.id, request.params.treeId);
      const words = request.query.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
      const people = [...graph.people.values()];
      // Without words, the person linked to the caller ("this is me") comes first: the chart's default focus.
      if (!words.length) people.sort((a, b) => Number(b.linkedUserId === user.id) - Number(a.linkedUserId === user.id));
      const found = [];
      for (const person of people) {
        const name = `${personName(person)} ${person.nickname}`.toLocaleLowerCase();
        if (words.every((word) => name.includes(word))) found.push(person);
        if (found.length === TREE_SEARCH_LIMIT) break;
      }
      return found;
    },
  );

  api.put(
    '/api/family-trees/:treeId/individuals/:id/me',
    {
      config: { access: 'tree.read' },
      schema: {
        summary:
          '"This is me": link the person to your account (any other person of the tree linked to you is unlinked)',
        params: treeObjectParamsSchema,
        response: { 200: chartPersonSchema.describe('The person, linked') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { access, graph } = await graphFor(user.id, request.params.treeId);
      personIn(graph, request.params.id);
      await linkToUser(deps, access.tree.id, request.params.id, user.id);
      return { ...personIn(graph, request.params.id), linkedUserId: user.id };
    },
  );

  api.delete(
    '/api/family-trees/:treeId/individuals/:id/me',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: 'Unlink the person from your account (idempotent: 204 again)',
        params: treeObjectParamsSchema,
        response: { 204: noContentSchema.describe('Unlinked, or was not linked to you') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { access } = await graphFor(user.id, request.params.treeId);
      await unlinkFromUser(deps, access.tree.id, request.params.id, user.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/family-trees/:treeId/individuals/:id/relationship/:otherId',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: 'How the second person is related to the first, with the path of people between them',
        params: relationshipParamsSchema,
        response: { 200: relationshipSchema.describe('"Maya is Rose\'s second cousin once removed" and the path') },
      },
    },
    async (request) => {
      const { graph } = await graphFor(requireUser(request).id, request.params.treeId);
      const first = personIn(graph, request.params.id);
      const second = personIn(graph, request.params.otherId);
      const relationship = describeRelationship(graph, first.id, second.id);
      return { ...relationship, people: relationship.path.map((id) => graph.people.get(id)!) };
    },
  );

  api.post(
    '/api/family-trees/:treeId/individuals/:id/merge',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Merge another record of the same person into this one (events, families, media move over)',
        params: treeObjectParamsSchema,
        body: mergeInputSchema,
        response: { 200: chartPersonSchema.describe('The person kept, as merged') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { access } = await graphFor(user.id, request.params.treeId, 'tree.write');
      await mergeIndividuals(deps, access.tree.id, request.params.id, request.body.otherId);
      const { graph } = await graphFor(user.id, request.params.treeId, 'tree.write');
      return personIn(graph, request.params.id);
    },
  );

  api.get(
    '/api/family-trees/:treeId/warnings',
    {
      config: { access: 'tree.read' },
      schema: {
        summary:
          'Impossible data: people who are their own ancestor, deaths before births, children born before a parent or after their mother died',
        params: treeParamsSchema,
        response: { 200: treeWarningSchema.array().describe('Every warning, person by person') },
      },
    },
    async (request) => findWarnings((await graphFor(requireUser(request).id, request.params.treeId)).graph),
  );
}
