/**
 * The chart and builder calls over HTTP, implementing the routes declared
 * in common/src/routes/family-tree.ts. Each handler gets the TreeAccess its access gate authorised
 * (policies/family-tree.policy.ts): readers see (a branch-scoped member only their branch), owners
 * and editors merge, anyone who reads may say which person they are; others get 404. Thin: the
 * chart service (family-tree.chart.service.ts) reads and acts.
 */
import type { FastifyInstance } from 'fastify';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import {
  focusOn,
  linkMe,
  listWarnings,
  mergeInto,
  relationshipBetween,
  searchPeople,
  unlinkMe,
} from './family-tree.chart.service';
import type { FamilyTreeDependencies } from './family-tree.service';

export async function registerTreeChartRoutes(app: FastifyInstance, deps: FamilyTreeDependencies): Promise<void> {
  implementRoute(app, routes.focus, async (request, _reply, access) =>
    focusOn(deps, access, request.params.id, request.query.generations),
  );

  implementRoute(app, routes.search, async (request, _reply, access) =>
    searchPeople(deps, access, requireUser(request).id, request.query.q),
  );

  implementRoute(app, routes.linkMe, async (request, _reply, access) =>
    linkMe(deps, access, request.params.id, requireUser(request).id),
  );

  implementRoute(app, routes.unlinkMe, async (request, reply, access) => {
    await unlinkMe(deps, access, request.params.id, requireUser(request).id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.relationship, async (request, _reply, access) =>
    relationshipBetween(deps, access, request.params.id, request.params.otherId),
  );

  implementRoute(app, routes.merge, async (request, _reply, access) =>
    mergeInto(deps, access, request.params.id, request.body.otherId, requireUser(request).id),
  );

  implementRoute(app, routes.warnings, async (_request, _reply, access) => listWarnings(deps, access));
}
