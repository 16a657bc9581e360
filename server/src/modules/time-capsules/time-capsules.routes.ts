/**
 * Time capsules over HTTP (issue 12 item 4); the calls are listed in
 * common/src/contracts/time-capsules.ts. Each route declares its access; the policy
 * (policies/time-capsule.policy.ts) answers 404 to everyone else, and to everyone while sealed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses } from '@heirloom/common/contracts/api';
import {
  TIME_CAPSULE_MESSAGES,
  capsuleItemInputSchema,
  capsuleItemParamsSchema,
  capsuleItemSchema,
  capsuleLinkItemParamsSchema,
  capsuleLinkParamsSchema,
  timeCapsuleContentsSchema,
  timeCapsuleInputSchema,
  timeCapsuleListSchema,
  timeCapsuleParamsSchema,
  timeCapsuleSummarySchema,
} from '@heirloom/common/contracts/time-capsules';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf, servedFileVariant } from '../../storage/media-source';
import {
  authorizeCapsuleContents,
  authorizeCapsuleLink,
  authorizeCapsuleRead,
  listCapsuleAccess,
} from '../../policies/time-capsule.policy';
import { findItemMedia } from './time-capsules.repository';
import {
  addItem,
  createCapsule,
  itemFileUrl,
  linkItemFileUrl,
  readContents,
  sealCapsule,
  summarize,
  updateCapsule,
  type TimeCapsulesDependencies,
} from './time-capsules.service';

/** The service's dependencies and what streaming an item's file needs. */
export interface TimeCapsulesRouteDependencies extends TimeCapsulesDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
}

export async function registerTimeCapsuleRoutes(
  app: FastifyInstance,
  deps: TimeCapsulesRouteDependencies,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFound = TIME_CAPSULE_MESSAGES.capsuleNotFound;

  /** Streams one item's file: a photo without its location unless kept, a video's playable copy when there is one. */
  async function sendItemFile(request: FastifyRequest, reply: FastifyReply, capsuleId: string, itemId: string) {
    const media = await findItemMedia(deps.db, capsuleId, itemId);
    if (!media) throw new AppError('not_found', TIME_CAPSULE_MESSAGES.itemNotFound);
    return sendMedia(request, reply, await mediaSourceOf(deps, media, servedFileVariant(media)));
  }

  api.get(
    '/api/time-capsules',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Time capsules the signed-in user owns, fills or receives',
        response: {
          200: timeCapsuleListSchema.describe('Owned, contributed to and received, each with its opening moment'),
        },
      },
    },
    async (request) => summarize(deps, await listCapsuleAccess(deps.db, requireUser(request))),
  );

  api.post(
    '/api/time-capsules',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Create a draft time capsule',
        body: timeCapsuleInputSchema,
        response: { 201: timeCapsuleSummarySchema.describe('The new draft capsule') },
      },
    },
    async (request, reply) => reply.code(201).send(await createCapsule(deps, requireUser(request), request.body)),
  );

  api.get(
    '/api/time-capsules/:id',
    {
      config: { access: 'time-capsule.read' },
      schema: {
        summary: 'What is known of a capsule without its contents',
        params: timeCapsuleParamsSchema,
        response: { 200: timeCapsuleSummarySchema.describe('The capsule, without its contents') },
      },
    },
    async (request) => {
      const access = await authorizeCapsuleRead(deps.db, request.user, request.params.id, notFound);
      return (await summarize(deps, [access]))[0]!;
    },
  );

  api.patch(
    '/api/time-capsules/:id',
    {
      config: { access: 'time-capsule.owner' },
      schema: {
        summary: 'Change a draft capsule (409 once sealed)',
        params: timeCapsuleParamsSchema,
        body: timeCapsuleInputSchema,
        response: { 200: timeCapsuleSummarySchema.describe('The capsule, without its contents') },
      },
    },
    async (request) => updateCapsule(deps, requireUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/time-capsules/:id/items',
    {
      config: { access: 'time-capsule.contribute' },
      schema: {
        summary: 'Add a letter, or a photo, recording or video from your vault (409 once sealed)',
        params: timeCapsuleParamsSchema,
        body: capsuleItemInputSchema,
        response: { 201: capsuleItemSchema.describe('The item added') },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addItem(deps, requireUser(request), request.params.id, request.body)),
  );

  api.post(
    '/api/time-capsules/:id/seal',
    {
      config: { access: 'time-capsule.owner' },
      schema: {
        summary: 'Seal the capsule until it opens (cannot be undone)',
        params: timeCapsuleParamsSchema,
        response: { 200: timeCapsuleSummarySchema.describe('The capsule, without its contents') },
      },
    },
    async (request) => sealCapsule(deps, requireUser(request), request.params.id),
  );

  api.get(
    '/api/time-capsules/:id/contents',
    {
      config: { access: 'time-capsule.contents' },
      schema: {
        summary: "A capsule's letters and media (404 while sealed)",
        params: timeCapsuleParamsSchema,
        response: { 200: timeCapsuleContentsSchema.describe('Its letters and media, once it may be read') },
      },
    },
    async (request) => {
      const access = await authorizeCapsuleContents(deps.db, request.user, request.params.id, notFound);
      return readContents(deps, access, (itemId) => itemFileUrl(access.capsule.id, itemId));
    },
  );

  api.get(
    '/api/time-capsules/:id/items/:capsuleItemId/file',
    {
      config: { access: 'time-capsule.contents' },
      schema: {
        summary: "An item's photo, recording or video (404 while sealed)",
        params: capsuleItemParamsSchema,
        produces: ['image/*', 'video/*', 'audio/*'],
        response: fileResponses('The whole file'),
      },
    },
    async (request, reply) => {
      await authorizeCapsuleContents(deps.db, request.user, request.params.id, notFound);
      return sendItemFile(request, reply, request.params.id, request.params.capsuleItemId);
    },
  );

  api.get(
    '/api/time-capsules/opened/:token',
    {
      config: { access: 'capsule-link' },
      schema: {
        summary: "An opened capsule's contents by a recipient's opening link",
        params: capsuleLinkParamsSchema,
        response: { 200: timeCapsuleContentsSchema.describe('Its letters and media, once it may be read') },
      },
    },
    async (request) => {
      const { token } = request.params;
      const { capsule } = await authorizeCapsuleLink(deps.db, token, TIME_CAPSULE_MESSAGES.linkNotFound);
      return readContents(deps, { capsule, role: 'recipient' }, (itemId) => linkItemFileUrl(token, itemId));
    },
  );

  api.get(
    '/api/time-capsules/opened/:token/items/:capsuleItemId/file',
    {
      config: { access: 'capsule-link' },
      schema: {
        summary: "An item's file by a recipient's opening link",
        params: capsuleLinkItemParamsSchema,
        produces: ['image/*', 'video/*', 'audio/*'],
        response: fileResponses('The whole file'),
      },
    },
    async (request, reply) => {
      const { capsule } = await authorizeCapsuleLink(deps.db, request.params.token, TIME_CAPSULE_MESSAGES.linkNotFound);
      return sendItemFile(request, reply, capsule.id, request.params.capsuleItemId);
    },
  );
}
