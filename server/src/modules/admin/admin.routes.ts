/**
 * The admin panel over HTTP (docs/product/api-conventions.md "Admin calls"; the user actions,
 * analytics, table sizes and backup: docs/product/admin.md), implementing the routes declared in
 * common/src/routes/admin.ts. Every route is access 'admin': its gate (policies/admin.policy.ts)
 * checks the caller on every call and hands each handler the administrator making it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { backupFileName, exportFileName } from '@heirloom/common/contracts/admin';
import { adminRoutes as routes } from '@heirloom/common/routes/admin';
import { implementRoute } from '../../plugins/declared-routes';
import {
  backupDatabase,
  deleteUserAccount,
  exportCsv,
  listNewsletterSubscribers,
  listRefunds,
  listUsers,
  readAnalytics,
  readDatabase,
  readStats,
  readUser,
  restoreAccount,
  ADMIN_MESSAGES,
  sendUserPasswordReset,
  suspendAccount,
  updateSettings,
  updateSiteContent,
  type AdminDependencies,
} from './admin.service';

/** Sends a file download that no cache keeps. */
const sendDownload = (reply: FastifyReply, contentType: string, fileName: string, body: unknown) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);

export async function registerAdminRoutes(app: FastifyInstance, deps: AdminDependencies): Promise<void> {
  implementRoute(app, routes.stats, async () => readStats(deps));

  implementRoute(app, routes.users, async (request) => listUsers(deps, request.query));

  implementRoute(app, routes.user, async (request) => readUser(deps, request.params.id));

  implementRoute(app, routes.suspendUser, async (request, _reply, admin) =>
    suspendAccount(deps, admin.id, request.params.id),
  );

  implementRoute(app, routes.restoreUser, async (request, _reply, admin) =>
    restoreAccount(deps, admin.id, request.params.id),
  );

  implementRoute(app, routes.sendPasswordReset, async (request, _reply, admin) => {
    await sendUserPasswordReset(deps, admin.id, request.params.id);
    return { message: ADMIN_MESSAGES.passwordResetSent };
  });

  implementRoute(app, routes.deleteUser, async (request, reply, admin) => {
    await deleteUserAccount(deps, admin.id, request.params.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.settings, async () => deps.settings.read());

  implementRoute(app, routes.replaceSettings, async (request, _reply, admin) =>
    updateSettings(deps, admin.id, request.body),
  );

  implementRoute(app, routes.content, async () => deps.siteContent.read());

  implementRoute(app, routes.replaceContent, async (request, _reply, admin) =>
    updateSiteContent(deps, admin.id, request.body),
  );

  implementRoute(app, routes.newsletterSubscribers, async () => listNewsletterSubscribers(deps));

  implementRoute(app, routes.analytics, async () => readAnalytics(deps));

  implementRoute(app, routes.refunds, async () => listRefunds(deps));

  implementRoute(app, routes.exportCsv, async (request, reply, admin) => {
    const csv = await exportCsv(deps, admin.id, request.params.kind);
    const fileName = exportFileName(request.params.kind, deps.clock.now());
    return sendDownload(reply, 'text/csv; charset=utf-8', fileName, csv);
  });

  implementRoute(app, routes.database, async () => readDatabase(deps));

  implementRoute(app, routes.backup, async (request, reply, admin) => {
    const stream = await backupDatabase(deps, admin.id, request.body.passphrase);
    const fileName = backupFileName(deps.connection.dialect, deps.clock.now());
    return sendDownload(reply, 'application/octet-stream', fileName, stream);
  });
}
