/**
 * The blog newsletter's routes (server: modules/email-marketing): the administrator's issues
 * (access 'admin': drafts, a test to the administrator, sending to every confirmed subscriber) and
 * the unsubscribe link every issue carries (access 'token': the signed token in the query is the
 * proof; RFC 8058 one-click).
 */
import { messageResponseSchema, noContentSchema } from '../contracts/api';
import { errorResponseSchema } from '../contracts/auth';
import {
  newsletterIssueInputSchema,
  newsletterIssueParamsSchema,
  newsletterIssueSchema,
  newsletterIssuesOverviewSchema,
  newsletterUnsubscribeQuerySchema,
} from '../contracts/email-marketing';
import { defineRoute } from './define-route';

const sentAlready = errorResponseSchema.describe('The issue has been sent');
const invalidLink = errorResponseSchema.describe('The link is not valid');

export const emailMarketingRoutes = {
  issues: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter/issues',
    access: 'admin',
    summary: 'Newsletter issues, newest first, with their progress and the confirmed subscriber count',
    response: { 200: newsletterIssuesOverviewSchema.describe('Issues and what the compose page needs') },
  }),
  createDraft: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    access: 'admin',
    summary: 'Save a new draft issue (subject and markdown body)',
    body: newsletterIssueInputSchema,
    response: { 201: newsletterIssueSchema.describe('The draft') },
  }),
  updateDraft: defineRoute({
    method: 'PUT',
    path: '/api/admin/newsletter/issues/:id',
    access: 'admin',
    summary: 'Change a draft issue',
    params: newsletterIssueParamsSchema,
    body: newsletterIssueInputSchema,
    response: { 200: newsletterIssueSchema.describe('The changed draft'), 409: sentAlready },
  }),
  discardDraft: defineRoute({
    method: 'DELETE',
    path: '/api/admin/newsletter/issues/:id',
    access: 'admin',
    summary: 'Discard a draft issue',
    params: newsletterIssueParamsSchema,
    response: { 204: noContentSchema.describe('Discarded'), 409: sentAlready },
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/issues/:id/test',
    access: 'admin',
    summary: "Send a test of the issue to the administrator's own address",
    params: newsletterIssueParamsSchema,
    response: {
      202: messageResponseSchema.describe('The test is on its way'),
      409: errorResponseSchema.describe('Optional e-mail is paused by the admin settings'),
    },
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/issues/:id/send',
    access: 'admin',
    summary: 'Send the issue to every confirmed subscriber (through the job queue); audited',
    params: newsletterIssueParamsSchema,
    response: {
      202: newsletterIssueSchema.describe('The issue, now sending'),
      409: errorResponseSchema.describe('Sent already, paused, or no confirmed subscriber'),
    },
  }),
  openUnsubscribeLink: defineRoute({
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    access: 'token',
    summary: "Open an issue's unsubscribe link: leads to the page that asks to confirm (changes nothing)",
    query: newsletterUnsubscribeQuerySchema,
    response: {
      303: noContentSchema.describe('To /blog?unsubscribe=…, which asks to confirm'),
      404: invalidLink,
    },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'token',
    summary: 'Leave the newsletter (one click, RFC 8058); the address is deleted',
    query: newsletterUnsubscribeQuerySchema,
    response: {
      200: messageResponseSchema.describe('Unsubscribed (also when it was already)'),
      404: invalidLink,
    },
  }),
};
