/** The route of the Help page's contact form (server: modules/contact). */
import { messageResponseSchema } from '../contracts/api';
import { errorResponseSchema } from '../contracts/auth';
import { contactRequestSchema } from '../contracts/contact';
import { defineRoute } from './define-route';

export const contactRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the support team (and a copy to the sender)',
    body: contactRequestSchema,
    response: {
      202: messageResponseSchema.describe('Queued: the message and its copy are on their way'),
      503: errorResponseSchema.describe('No support address is configured'),
    },
  }),
};
