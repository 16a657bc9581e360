/**
 * The administrator's newsletter calls, implementing the routes
 * declared in common/src/routes/email-marketing.ts: GET /api/admin/newsletter/issues (the issues and
 * their progress), POST and PUT drafts, DELETE a draft, POST …/test (a copy to the administrator)
 * and POST …/send (to every confirmed subscriber, through the job queue). Every one is access
 * 'admin': its gate (policies/admin.policy.ts) hands each handler the administrator making the call.
 */
import type { FastifyInstance } from 'fastify';
import { emailMarketingRoutes as routes } from '@heirloom/common/routes/email-marketing';
import { implementRoute } from '../../plugins/declared-routes';
import {
  createDraft,
  discardDraft,
  readOverview,
  sendIssue,
  sendTest,
  updateDraft,
  type EmailMarketingDependencies,
} from './email-marketing.service';

/** Registers the administrator's newsletter routes (common/src/routes/email-marketing.ts). */
export async function registerEmailMarketingRoutes(app: FastifyInstance, deps: EmailMarketingDependencies) {
  implementRoute(app, routes.issues, async (_request, reply, admin) => {
    reply.header('cache-control', 'no-store');
    return readOverview(deps, admin);
  });

  implementRoute(app, routes.createDraft, async (request, reply, admin) =>
    reply.code(201).send(await createDraft(deps, admin.id, request.body)),
  );

  implementRoute(app, routes.updateDraft, async (request) => updateDraft(deps, request.params.id, request.body));

  implementRoute(app, routes.discardDraft, async (request, reply) => {
    await discardDraft(deps, request.params.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.sendTest, async (request, reply, admin) =>
    reply.code(202).send({ message: await sendTest(deps, admin, request.params.id) }),
  );

  implementRoute(app, routes.send, async (request, reply, admin) =>
    reply.code(202).send(await sendIssue(deps, admin.id, request.params.id)),
  );
}
