/**
 * The admin panel over HTTP (SPEC.md §7's five admin calls; issue 13 item 3 for the user actions,
 * analytics, table sizes and backup). Every route is access 'admin', checked by the admin policy on
 * every call; calls are listed in common/src/contracts/admin.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  adminAnalyticsSchema,
  adminBackupRequestSchema,
  adminDatabaseSchema,
  adminExportParamsSchema,
  adminRefundsSchema,
  adminStatsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  backupFileName,
  exportFileName,
  systemSettingsSchema,
} from '@heirloom/common/contracts/admin';
import { fileBytesSchema, messageResponseSchema, noContentSchema } from '@heirloom/common/contracts/api';
import {
  newsletterSubscribersSchema,
  siteContentAnswerSchema,
  siteContentSchema,
} from '@heirloom/common/contracts/site-content';
import { authorizeAdmin } from '../../policies/admin.policy';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' } as const;

  api.get(
    '/api/admin/stats',
    {
      config,
      schema: {
        summary: 'The five stat cards (SPEC.md §3): users, memories, voice messages, revenue, subscriptions',
        response: { 200: adminStatsSchema.describe('Counts from the database; revenue in dollars') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return readStats(deps);
    },
  );

  api.get(
    '/api/admin/users',
    {
      config,
      schema: {
        summary: 'Users, newest first, searched by e-mail or username, a page at a time',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema.describe('One page of user rows and the total') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return listUsers(deps, request.query);
    },
  );

  api.get(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        summary: "One user's row",
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema.describe('The user') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return readUser(deps, request.params.id);
    },
  );

  api.post(
    '/api/admin/users/:id/suspend',
    {
      config,
      schema: {
        summary: 'Suspend a user: no more sign-ins, and every session ends now',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema.describe('The suspended user') },
      },
    },
    async (request) => suspendAccount(deps, authorizeAdmin(request).id, request.params.id),
  );

  api.post(
    '/api/admin/users/:id/restore',
    {
      config,
      schema: {
        summary: 'Lift a suspension',
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema.describe('The restored user') },
      },
    },
    async (request) => restoreAccount(deps, authorizeAdmin(request).id, request.params.id),
  );

  api.post(
    '/api/admin/users/:id/password-reset',
    {
      config,
      schema: {
        summary: 'E-mail a user a password-reset link (single use, one hour); audited',
        params: adminUserParamsSchema,
        response: { 200: messageResponseSchema.describe('The link is on its way') },
      },
    },
    async (request) => {
      await sendUserPasswordReset(deps, authorizeAdmin(request).id, request.params.id);
      return { message: ADMIN_MESSAGES.passwordResetSent };
    },
  );

  api.delete(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        summary: 'Delete a user and everything they own',
        params: adminUserParamsSchema,
        response: { 204: noContentSchema.describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteUserAccount(deps, authorizeAdmin(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/admin/settings',
    {
      config,
      schema: {
        summary: 'The system settings (SPEC.md §3)',
        response: {
          200: systemSettingsSchema.describe(
            'maintenanceMode, registrationEnabled, maxFileSize (MB), emailNotifications',
          ),
        },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return deps.settings.read();
    },
  );

  api.put(
    '/api/admin/settings',
    {
      config,
      schema: {
        summary: 'Replace the whole settings object; it takes effect on every instance within seconds',
        body: systemSettingsSchema,
        response: { 200: systemSettingsSchema.describe('The stored settings') },
      },
    },
    async (request) => updateSettings(deps, authorizeAdmin(request).id, request.body),
  );

  api.get(
    '/api/admin/content',
    {
      config,
      schema: {
        summary: 'The marketing figures, testimonials and video testimonial the public pages show',
        response: { 200: siteContentAnswerSchema.describe('The content in force and where it comes from') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return deps.siteContent.read();
    },
  );

  api.put(
    '/api/admin/content',
    {
      config,
      schema: {
        summary: 'Replace the marketing figures, testimonials and video testimonial',
        body: siteContentSchema,
        response: { 200: siteContentAnswerSchema.describe('The stored content') },
      },
    },
    async (request) => updateSiteContent(deps, authorizeAdmin(request).id, request.body),
  );

  api.get(
    '/api/admin/newsletter',
    {
      config,
      schema: {
        summary: "The blog newsletter's subscribers",
        response: { 200: newsletterSubscribersSchema.describe('Newest first') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return listNewsletterSubscribers(deps);
    },
  );

  api.get(
    '/api/admin/analytics',
    {
      config,
      schema: {
        summary: 'Sign-ups, messages scheduled and delivered, memories added and revenue per month',
        response: { 200: adminAnalyticsSchema.describe('The last months, oldest first') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return readAnalytics(deps);
    },
  );

  api.get(
    '/api/admin/refunds',
    {
      config,
      schema: {
        summary: 'Money-back refunds, newest first (test-mode records marked)',
        response: { 200: adminRefundsSchema.describe('The newest refunds with their users') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return listRefunds(deps);
    },
  );

  api.get(
    '/api/admin/export/:kind',
    {
      config,
      schema: {
        summary: 'Download users, memories or messages as CSV (metadata only; formulas neutralised)',
        params: adminExportParamsSchema,
        produces: ['text/csv'],
        response: { 200: fileBytesSchema.describe('"{kind}-export-{YYYY-MM-DD}.csv"') },
      },
    },
    async (request, reply) => {
      const csv = await exportCsv(deps, authorizeAdmin(request).id, request.params.kind);
      const fileName = exportFileName(request.params.kind, deps.clock.now());
      return sendDownload(reply as FastifyReply, 'text/csv; charset=utf-8', fileName, csv);
    },
  );

  api.get(
    '/api/admin/database',
    {
      config,
      schema: {
        summary: 'Every table of the database with its row count',
        response: { 200: adminDatabaseSchema.describe('The dialect and the tables') },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return readDatabase(deps);
    },
  );

  api.post(
    '/api/admin/backup',
    {
      config,
      schema: {
        summary: 'A consistent snapshot of the database, encrypted with age to the given passphrase',
        body: adminBackupRequestSchema,
        produces: ['application/octet-stream'],
        response: { 200: fileBytesSchema.describe('"heirloom-backup-{YYYY-MM-DD}.{sqlite|sql}.age"') },
      },
    },
    async (request, reply) => {
      const stream = await backupDatabase(deps, authorizeAdmin(request).id, request.body.passphrase);
      const fileName = backupFileName(deps.connection.dialect, deps.clock.now());
      return sendDownload(reply as FastifyReply, 'application/octet-stream', fileName, stream);
    },
  );
}
