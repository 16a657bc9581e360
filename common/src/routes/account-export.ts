/**
 * The routes of "export everything" (server: modules/account-export): start an export, follow the
 * newest, and download a ready one (access kind account-export, its owner alone:
 * server/src/policies/account-export.policy.ts).
 */
import { accountExportSchema, exportParamsSchema, latestExportSchema } from '../contracts/account-export';
import { fileResponses } from '../contracts/api';
import { errorResponseSchema } from '../contracts/auth';
import { defineRoute } from './define-route';

const notSignedIn = errorResponseSchema.describe('Not signed in');

export const accountExportRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/api/account/exports',
    access: 'session',
    summary: 'Export everything you keep as one ZIP (built in the background; e-mailed when ready)',
    response: {
      202: accountExportSchema.describe('The export, queued or already being built'),
      401: notSignedIn,
    },
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/api/account/exports/latest',
    access: 'session',
    summary: 'Your newest export and how far it is',
    response: {
      200: latestExportSchema.describe('The newest export, or null before the first'),
      401: notSignedIn,
    },
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/account/exports/:id/download',
    access: 'account-export',
    summary: 'Download a ready export (a ZIP; range requests resume a broken download)',
    params: exportParamsSchema,
    response: {
      ...fileResponses('The ZIP archive'),
      404: errorResponseSchema.describe('No such export of yours'),
      409: errorResponseSchema.describe('Still being built, or it failed'),
      410: errorResponseSchema.describe('Expired: make a new one'),
    },
  }),
};
