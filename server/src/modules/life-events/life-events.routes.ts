/**
 * Delivery on a life event over HTTP, implementing the routes declared in
 * common/src/routes/life-events.ts. Reading, reporting and
 * confirming get the caller's access their gate allowed (life-event.policy); the veto gets the
 * author's message (message.policy); e-mailed links act for whoever holds them, checked by the
 * operation itself.
 */
import type { FastifyInstance } from 'fastify';
import { lifeEventRoutes as routes } from '@heirloom/common/routes/life-events';
import { implementRoute } from '../../plugins/declared-routes';
import {
  answerLifeEventLink,
  confirmLifeEvent,
  describeLifeEventLink,
  listLifeEvents,
  readLifeEvent,
  reportLifeEvent,
  reportLifeEventFromLink,
  vetoLifeEvent,
} from './life-events.service';
import type { LifeEventsDependencies } from './life-events.dependencies';

/** Registers the routes of the life-events module. */
export async function registerLifeEventRoutes(app: FastifyInstance, deps: LifeEventsDependencies): Promise<void> {
  implementRoute(app, routes.list, async (_request, _reply, user) => listLifeEvents(deps, user.id));

  implementRoute(app, routes.read, async (_request, _reply, access) => readLifeEvent(deps, access));

  implementRoute(app, routes.report, async (request, _reply, access) => {
    await reportLifeEvent(deps, access, request.body.happenedOn);
    return readLifeEvent(deps, access);
  });

  implementRoute(app, routes.confirm, async (_request, _reply, access) => {
    await confirmLifeEvent(deps, access);
    return readLifeEvent(deps, access);
  });

  implementRoute(app, routes.veto, async (_request, _reply, message) => {
    await vetoLifeEvent(deps, message);
    return readLifeEvent(deps, { userId: message.owner_id, messageId: message.id });
  });

  implementRoute(app, routes.describeLink, async (_request, _reply, claims) => describeLifeEventLink(deps, claims));

  implementRoute(app, routes.answerLink, async (_request, _reply, claims) => ({
    message: await answerLifeEventLink(deps, claims),
  }));

  implementRoute(app, routes.reportFromLink, async (request, _reply, claims) => ({
    message: await reportLifeEventFromLink(deps, claims, request.body.happenedOn),
  }));
}
