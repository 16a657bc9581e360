/**
 * The routes of the blog newsletter's double opt-in (server: modules/newsletter): ask for a
 * subscription, then confirm it with the e-mailed token. The unsubscribe link is the
 * email-marketing module's.
 */
import { messageResponseSchema } from '../contracts/api';
import { newsletterConfirmSchema, newsletterRequestSchema } from '../contracts/newsletter';
import { defineRoute } from './define-route';

export const newsletterRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter',
    access: 'public',
    summary: 'Subscribe to the blog newsletter (double opt-in)',
    body: newsletterRequestSchema,
    response: { 202: messageResponseSchema.describe('A confirmation e-mail is on its way') },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/newsletter/confirm',
    access: 'token',
    summary: "Confirm a subscription with the e-mail's token",
    body: newsletterConfirmSchema,
    response: { 200: messageResponseSchema.describe('Subscribed') },
  }),
};
