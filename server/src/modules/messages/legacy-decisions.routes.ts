/**
 * The legacy contacts' decisions about a released owner's waiting messages over HTTP (declared in
 * common/src/routes/messages.ts; legacy-decisions.service.ts): each route takes the contact the
 * `legacy-contact` gate found for `:ownerId` and answers the messages still to decide about.
 */
import type { FastifyInstance } from 'fastify';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import {
  cancelAfterRelease,
  keepForRecipientAfterRelease,
  listStewardHealth,
  readdressAfterRelease,
} from './legacy-decisions.service';
import type { MessagesDependencies } from './messages.dependencies';

export async function registerLegacyDecisionRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  implementRoute(app, messageRoutes.stewardHealth, async (_request, reply, contact) => {
    reply.header('cache-control', 'no-store');
    return listStewardHealth(deps, contact);
  });

  implementRoute(app, messageRoutes.stewardKeep, async (request, _reply, contact) => {
    await keepForRecipientAfterRelease(deps, contact, request.params);
    return listStewardHealth(deps, contact);
  });

  implementRoute(app, messageRoutes.stewardReaddress, async (request, _reply, contact) => {
    await readdressAfterRelease(deps, contact, request.params, request.body);
    return listStewardHealth(deps, contact);
  });

  implementRoute(app, messageRoutes.stewardCancel, async (request, _reply, contact) => {
    await cancelAfterRelease(deps, contact, request.params.messageId);
    return listStewardHealth(deps, contact);
  });
}
