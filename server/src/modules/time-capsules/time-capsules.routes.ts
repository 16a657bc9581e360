/**
 * Time capsules over HTTP, implementing the routes declared in
 * common/src/routes/time-capsules.ts. Each handler gets the capsule its access gate authorised
 * (policies/time-capsule.policy.ts answers 404 to everyone else, and to everyone while sealed).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timeCapsuleRoutes as routes } from '@heirloom/common/routes/time-capsules';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf, servedFileVariant } from '../../storage/media-source';
import {
  addItem,
  addVaultItems,
  createCapsule,
  findItemFile,
  itemFileUrl,
  linkItemFileUrl,
  listCapsules,
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
  /** Streams one item's file: a photo without its location unless kept, a video's playable copy when there is one. */
  async function sendItemFile(request: FastifyRequest, reply: FastifyReply, capsuleId: string, itemId: string) {
    const media = await findItemFile(deps, capsuleId, itemId);
    return sendMedia(request, reply, await mediaSourceOf(deps, media, servedFileVariant(media)));
  }

  implementRoute(app, routes.list, async (_request, _reply, user) => listCapsules(deps, user));

  implementRoute(app, routes.create, async (request, reply, owner) =>
    reply.code(201).send(await createCapsule(deps, owner, request.body)),
  );

  implementRoute(app, routes.read, async (_request, _reply, access) => (await summarize(deps, [access]))[0]!);

  implementRoute(app, routes.update, async (request, _reply, access) =>
    updateCapsule(deps, requireUser(request), access, request.body),
  );

  implementRoute(app, routes.addItem, async (request, reply, access) =>
    reply.code(201).send(await addItem(deps, requireUser(request), access, request.body)),
  );

  implementRoute(app, routes.addVaultItems, async (request, reply, access) =>
    reply.code(201).send(await addVaultItems(deps, requireUser(request), access, request.body.vaultItemIds)),
  );

  implementRoute(app, routes.seal, async (_request, _reply, access) => sealCapsule(deps, access));

  implementRoute(app, routes.contents, async (_request, _reply, access) =>
    readContents(deps, access, (itemId) => itemFileUrl(access.capsule.id, itemId)),
  );

  implementRoute(app, routes.itemFile, async (request, reply, access) =>
    sendItemFile(request, reply, access.capsule.id, request.params.capsuleItemId),
  );

  implementRoute(app, routes.opened, async (request, _reply, { capsule }) =>
    readContents(deps, { capsule, role: 'recipient' }, (itemId) => linkItemFileUrl(request.params.token, itemId)),
  );

  implementRoute(app, routes.openedItemFile, async (request, reply, { capsule }) =>
    sendItemFile(request, reply, capsule.id, request.params.capsuleItemId),
  );
}
