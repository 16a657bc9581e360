/**
 * The release after death over HTTP, implementing the routes declared
 * in common/src/routes/legacy.ts. The owner's routes act on their own plan; a contact's name the
 * owner in the address, and their handlers get the contact the legacy-contact gate found
 * (legacy.policy); e-mailed links act for whoever holds them.
 */
import type { FastifyInstance } from 'fastify';
import { legacyRoutes as routes } from '@heirloom/common/routes/legacy';
import { implementRoute } from '../../plugins/declared-routes';
import { presentContactView, presentOverview } from './legacy.presenter';
import {
  answerLink,
  checkIn,
  confirmDeath,
  describeLink,
  listChosen,
  readContactView,
  readOverview,
  savePlan,
} from './legacy.service';
import type { LegacyDependencies } from './legacy.transitions';

export async function registerLegacyRoutes(app: FastifyInstance, deps: LegacyDependencies): Promise<void> {
  const overviewOf = async (ownerId: string) => presentOverview(await readOverview(deps, ownerId));

  implementRoute(app, routes.overview, async (_request, _reply, user) => overviewOf(user.id));

  implementRoute(app, routes.savePlan, async (request, _reply, user) => {
    await savePlan(deps, user.id, request.body);
    return overviewOf(user.id);
  });

  implementRoute(app, routes.checkIn, async (_request, _reply, user) => {
    await checkIn(deps, user.id, 'app');
    return overviewOf(user.id);
  });

  implementRoute(app, routes.chosen, async (_request, _reply, user) => listChosen(deps, user.id));

  implementRoute(app, routes.contactView, async (_request, _reply, contact) =>
    presentContactView(await readContactView(deps, contact)),
  );

  implementRoute(app, routes.confirm, async (_request, _reply, contact) => {
    await confirmDeath(deps, contact);
    return presentContactView(await readContactView(deps, contact));
  });

  implementRoute(app, routes.describeLink, async (_request, _reply, claims) => describeLink(deps, claims));

  implementRoute(app, routes.answerLink, async (_request, _reply, claims) => ({
    message: await answerLink(deps, claims),
  }));
}
