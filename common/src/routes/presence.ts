/** The route of the home page's visitor counter (server: modules/presence). */
import { presenceRequestSchema, presenceResponseSchema } from '../contracts/presence';
import { defineRoute } from './define-route';

export const presenceRoutes = {
  heartbeat: defineRoute({
    method: 'POST',
    path: '/api/presence',
    access: 'public',
    summary: 'Say this tab is on a page; count who else is',
    body: presenceRequestSchema,
    response: { 200: presenceResponseSchema.describe('Visitors on that page right now') },
  }),
};
