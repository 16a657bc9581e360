/**
 * The tree's voices over HTTP, implementing the routes declared in
 * common/src/routes/family-tree.ts. Each handler gets the TreeAccess its access gate authorised
 * (policies/family-tree.policy.ts), and a person or item outside a branch-scoped member's branch
 * answers 404 like one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { TREE_VOICES_MESSAGES } from '@heirloom/common/contracts/tree-voices';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { requestAnimation, type AnimationDependencies } from './tree-animation.service';
import {
  clearBranchScope,
  findPersonInBranch,
  linkPersonMedia,
  listBranchScopes,
  setBranchScope,
  unlinkPersonMedia,
} from './tree-person-media.service';
import { findReadableMedia, getFamilyVoices, getPersonPage, presentAnimation } from './tree-voices.service';

export async function registerTreeVoicesRoutes(app: FastifyInstance, deps: AnimationDependencies): Promise<void> {
  implementRoute(app, routes.personPage, async (_request, _reply, { access, individualId }) =>
    getPersonPage(deps, access, individualId),
  );

  implementRoute(app, routes.linkPersonMedia, async (request, reply, access) => {
    await findPersonInBranch(deps, access, request.params.id);
    await linkPersonMedia(deps, access, requireUser(request).id, request.params.id, request.body);
    return reply.code(201).send(await getPersonPage(deps, access, request.params.id));
  });

  implementRoute(app, routes.unlinkPersonMedia, async (request, reply, access) => {
    await findPersonInBranch(deps, access, request.params.id);
    await unlinkPersonMedia(deps, access, request.params.id, request.params.itemId);
    return reply.code(204).send();
  });

  implementRoute(app, routes.requestAnimation, async (request, reply, access) => {
    const individual = await findPersonInBranch(deps, access, request.params.id);
    const row = await requestAnimation(deps, access, individual, request.body);
    return reply.code(202).send(presentAnimation(row, null));
  });

  implementRoute(app, routes.mediaFile, async (request, reply, access) => {
    const media = await findReadableMedia(deps, access, request.params.itemId);
    // Photos never carry their EXIF location out through the tree.
    const variant = media.redacted_bytes !== null ? 'redacted' : 'original';
    return sendMedia(request, reply, await mediaSourceOf(deps, media, variant));
  });

  implementRoute(app, routes.mediaPreview, async (request, reply, access) => {
    const media = await findReadableMedia(deps, access, request.params.itemId);
    if (!media.preview_key) throw new AppError('not_found', TREE_VOICES_MESSAGES.mediaNotFound);
    return sendMedia(request, reply, await mediaSourceOf(deps, media, 'preview'));
  });

  implementRoute(app, routes.voices, async (_request, _reply, access) => getFamilyVoices(deps, access));

  implementRoute(app, routes.branchScopes, async (_request, _reply, access) => listBranchScopes(deps, access.tree.id));

  implementRoute(app, routes.setBranchScope, async (request, _reply, access) =>
    setBranchScope(deps, access, request.params.memberId, request.body),
  );

  implementRoute(app, routes.clearBranchScope, async (request, reply, access) => {
    await clearBranchScope(deps, access.tree.id, request.params.memberId);
    return reply.code(204).send();
  });
}
