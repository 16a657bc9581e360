/**
 * The admin panel's routes (server: modules/admin; the five admin calls, and the user
 * actions, analytics, table sizes and backup): every one access 'admin', whose gate hands the
 * handler the administrator making the call (server/src/policies/admin.policy.ts).
 */
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
  systemSettingsSchema,
} from '../contracts/admin';
import { fileBytesSchema, messageResponseSchema, noContentSchema } from '../contracts/api';
import { newsletterSubscribersSchema, siteContentAnswerSchema, siteContentSchema } from '../contracts/site-content';
import { defineRoute } from './define-route';

export const adminRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary: 'The five stat cards: users, memories, voice messages, revenue, subscriptions',
    response: { 200: adminStatsSchema.describe('Counts from the database; revenue in dollars') },
  }),
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users, newest first, searched by e-mail or username, a page at a time',
    query: adminUsersQuerySchema,
    response: { 200: adminUsersPageSchema.describe('One page of user rows and the total') },
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    summary: "One user's row",
    params: adminUserParamsSchema,
    response: { 200: adminUserSchema.describe('The user') },
  }),
  suspendUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    access: 'admin',
    summary: 'Suspend a user: no more sign-ins, and every session ends now',
    params: adminUserParamsSchema,
    response: { 200: adminUserSchema.describe('The suspended user') },
  }),
  restoreUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/restore',
    access: 'admin',
    summary: 'Lift a suspension',
    params: adminUserParamsSchema,
    response: { 200: adminUserSchema.describe('The restored user') },
  }),
  sendPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/password-reset',
    access: 'admin',
    summary: 'E-mail a user a password-reset link (single use, one hour); audited',
    params: adminUserParamsSchema,
    response: { 200: messageResponseSchema.describe('The link is on its way') },
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    summary: 'Delete a user and everything they own',
    params: adminUserParamsSchema,
    response: { 204: noContentSchema.describe('Deleted') },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'The system settings',
    response: {
      200: systemSettingsSchema.describe('maintenanceMode, registrationEnabled, maxFileSize (MB), emailNotifications'),
    },
  }),
  replaceSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'Replace the whole settings object; it takes effect on every instance within seconds',
    body: systemSettingsSchema,
    response: { 200: systemSettingsSchema.describe('The stored settings') },
  }),
  content: defineRoute({
    method: 'GET',
    path: '/api/admin/content',
    access: 'admin',
    summary: 'The marketing figures, testimonials and video testimonial the public pages show',
    response: { 200: siteContentAnswerSchema.describe('The content in force and where it comes from') },
  }),
  replaceContent: defineRoute({
    method: 'PUT',
    path: '/api/admin/content',
    access: 'admin',
    summary: 'Replace the marketing figures, testimonials and video testimonial',
    body: siteContentSchema,
    response: { 200: siteContentAnswerSchema.describe('The stored content') },
  }),
  newsletterSubscribers: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter',
    access: 'admin',
    summary: "The blog newsletter's subscribers",
    response: { 200: newsletterSubscribersSchema.describe('Newest first') },
  }),
  analytics: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    summary: 'Sign-ups, messages scheduled and delivered, memories added and revenue per month',
    response: { 200: adminAnalyticsSchema.describe('The last months, oldest first') },
  }),
  refunds: defineRoute({
    method: 'GET',
    path: '/api/admin/refunds',
    access: 'admin',
    summary: 'Money-back refunds, newest first (test-mode records marked)',
    response: { 200: adminRefundsSchema.describe('The newest refunds with their users') },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/export/:kind',
    access: 'admin',
    summary: 'Download users, memories or messages as CSV (metadata only; formulas neutralised)',
    params: adminExportParamsSchema,
    produces: ['text/csv'],
    response: { 200: fileBytesSchema.describe('"{kind}-export-{YYYY-MM-DD}.csv"') },
  }),
  database: defineRoute({
    method: 'GET',
    path: '/api/admin/database',
    access: 'admin',
    summary: 'Every table of the database with its row count',
    response: { 200: adminDatabaseSchema.describe('The dialect and the tables') },
  }),
  backup: defineRoute({
    method: 'POST',
    path: '/api/admin/backup',
    access: 'admin',
    summary: 'A consistent snapshot of the database, encrypted with age to the given passphrase',
    body: adminBackupRequestSchema,
    produces: ['application/octet-stream'],
    response: { 200: fileBytesSchema.describe('"heirloom-backup-{YYYY-MM-DD}.{sqlite|sql}.age"') },
  }),
};
