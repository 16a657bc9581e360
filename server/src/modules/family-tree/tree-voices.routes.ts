/**
 * The tree's voices over HTTP (issue 10 parts 4 and 7); the calls are listed in
 * common/src/contracts/tree-voices.ts. Every call goes through policies/family-tree.policy.ts, and
 * a person or item outside a branch-scoped member's branch answers 404 like one that does not exist.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses, noContentSchema } from '@heirloom/common/contracts/api';
import { FAMILY_TREE_MESSAGES, treeObjectParamsSchema, treeParamsSchema } from '@heirloom/common/contracts/family-tree';
import {
  animationInputSchema,
  animationSchema,
  branchScopeInputSchema,
  branchScopeListSchema,
  branchScopeSchema,
  familyVoicesSchema,
  personMediaInputSchema,
  personItemParamsSchema,
  personPageSchema,
  personParamsSchema,
  treeItemParamsSchema,
  treeMemberParamsSchema,
  TREE_VOICES_MESSAGES,
} from '@heirloom/common/contracts/tree-voices';
import { AppError } from '../../lib/app-error';
import { authorizeTree, isInBranch, type TreeAccess, type TreeAction } from '../../policies/family-tree.policy';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { findIndividual } from './family-tree.repository';
import { requestAnimation, type AnimationDependencies } from './tree-animation.service';
import {
  clearBranchScope,
  linkPersonMedia,
  listBranchScopes,
  setBranchScope,
  unlinkPersonMedia,
} from './tree-person-media.service';
import { findIndividualWithTree, findItemLinks } from './tree-voices.repository';
import { getFamilyVoices, getPersonPage, presentAnimation } from './tree-voices.service';

const FILE_TYPES = ['image/*', 'audio/*', 'video/*', 'application/octet-stream'];

export async function registerTreeVoicesRoutes(app: FastifyInstance, deps: AnimationDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authorize = (userId: string, treeId: string, action: TreeAction) =>
    authorizeTree(deps.db, userId, treeId, action, FAMILY_TREE_MESSAGES.treeNotFound);
  /** The individual, if in the tree and in the actor's branch. @throws AppError 'not_found' */
  const assertPerson = async (access: TreeAccess, individualId: string) => {
    const individual = await findIndividual(deps.db, access.tree.id, individualId);
    if (!individual || !isInBranch(access, individualId)) {
      throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
    }
    return individual;
  };

  api.get(
    '/api/family-trees/people/:id',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: "A person's page: facts, photos, recordings with transcripts, name clip, animated ancestors",
        params: personParamsSchema,
        response: { 200: personPageSchema.describe("The person's page") },
      },
    },
    async (request) => {
      const person = await findIndividualWithTree(deps.db, request.params.id);
      if (!person) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
      const access = await authorize(requireUser(request).id, person.tree_id, 'tree.read');
      await assertPerson(access, person.id);
      return getPersonPage(deps, access, person.id);
    },
  );

  api.post(
    '/api/family-trees/:treeId/individuals/:id/media',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Link one of your vault items to a person as a photo, a recording or their name clip',
        params: treeObjectParamsSchema,
        body: personMediaInputSchema,
        response: { 201: personPageSchema.describe("The person's page with the item") },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const access = await authorize(user.id, request.params.treeId, 'tree.write');
      await assertPerson(access, request.params.id);
      await linkPersonMedia(deps, access, user.id, request.params.id, request.body);
      return reply.code(201).send(await getPersonPage(deps, access, request.params.id));
    },
  );

  api.delete(
    '/api/family-trees/:treeId/individuals/:id/media/:itemId',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: "Take a photo, recording or name clip off a person (it stays in its owner's vault; again: 204)",
        params: personItemParamsSchema,
        response: { 204: noContentSchema.describe('Taken off the person, or it was not linked to them') },
      },
    },
    async (request, reply) => {
      const access = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      await assertPerson(access, request.params.id);
      await unlinkPersonMedia(deps, access, request.params.id, request.params.itemId);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/family-trees/:treeId/individuals/:id/animations',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Make an animated ancestor from one of their photos and recordings (a job; follow its progress)',
        params: treeObjectParamsSchema,
        body: animationInputSchema,
        response: { 202: animationSchema.describe('The animated ancestor, queued') },
      },
    },
    async (request, reply) => {
      const access = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      const individual = await assertPerson(access, request.params.id);
      const row = await requestAnimation(deps, access, individual, request.body);
      return reply.code(202).send(presentAnimation(row, null));
    },
  );

  /** The item's media record if it is linked to someone the actor may see. @throws AppError 'not_found' */
  const readableMedia = async (userId: string, treeId: string, itemId: string) => {
    const access = await authorize(userId, treeId, 'tree.read');
    const { media, individualIds } = await findItemLinks(deps.db, treeId, itemId);
    if (!media || !individualIds.some((id) => isInBranch(access, id))) {
      throw new AppError('not_found', TREE_VOICES_MESSAGES.mediaNotFound);
    }
    return media;
  };

  api.get(
    '/api/family-trees/:treeId/media/:itemId/file',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: "A person's linked photo, recording or video (range requests supported)",
        params: treeItemParamsSchema,
        produces: FILE_TYPES,
        response: fileResponses('The whole file'),
      },
    },
    async (request, reply) => {
      const media = await readableMedia(requireUser(request).id, request.params.treeId, request.params.itemId);
      // Photos never carry their EXIF location out through the tree.
      const variant = media.redacted_bytes !== null ? 'redacted' : 'original';
      return sendMedia(request, reply as FastifyReply, await mediaSourceOf(deps, media, variant));
    },
  );

  api.get(
    '/api/family-trees/:treeId/media/:itemId/preview',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: "A person's linked photo or video as a preview image",
        params: treeItemParamsSchema,
        produces: ['image/webp'],
        response: fileResponses('The preview image'),
      },
    },
    async (request, reply) => {
      const media = await readableMedia(requireUser(request).id, request.params.treeId, request.params.itemId);
      if (!media.preview_key) throw new AppError('not_found', TREE_VOICES_MESSAGES.mediaNotFound);
      return sendMedia(request, reply as FastifyReply, await mediaSourceOf(deps, media, 'preview'));
    },
  );

  api.get(
    '/api/family-trees/:treeId/voices',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: "The family's voices by generation, eldest first, to play as one story",
        params: treeParamsSchema,
        response: { 200: familyVoicesSchema.describe('Generations with their recordings and name clips') },
      },
    },
    async (request) =>
      getFamilyVoices(deps, await authorize(requireUser(request).id, request.params.treeId, 'tree.read')),
  );

  api.get(
    '/api/family-trees/:treeId/branch-scopes',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Circle members limited to a branch of this tree',
        params: treeParamsSchema,
        response: { 200: branchScopeListSchema.describe('The members and their branches') },
      },
    },
    async (request) => {
      const access = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      return listBranchScopes(deps, access.tree.id);
    },
  );

  api.put(
    '/api/family-trees/:treeId/branch-scopes/:memberId',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Limit a circle member to the ancestors and descendants of one person, to N generations',
        params: treeMemberParamsSchema,
        body: branchScopeInputSchema,
        response: { 200: branchScopeSchema.describe('The member and their branch') },
      },
    },
    async (request) => {
      const access = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      return setBranchScope(deps, access, request.params.memberId, request.body);
    },
  );

  api.delete(
    '/api/family-trees/:treeId/branch-scopes/:memberId',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: "Lift a member's branch limit (again: 204)",
        params: treeMemberParamsSchema,
        response: { 204: noContentSchema.describe('Lifted, or none was set') },
      },
    },
    async (request, reply) => {
      const access = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      await clearBranchScope(deps, access.tree.id, request.params.memberId);
      return reply.code(204).send();
    },
  );
}
