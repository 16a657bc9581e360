/**
 * The server's own routes (server: modules/system): what this machine cannot do, for signed-in
 * users (access 'session'; it describes the server, not anyone's data).
 */
import { systemCapabilitiesSchema } from '../contracts/system-capabilities';
import { defineRoute } from './define-route';

export const systemRoutes = {
  capabilities: defineRoute({
    method: 'GET',
    path: '/api/system/capabilities',
    access: 'session',
    summary: 'The Debian tools this server lacks and what each disables',
    response: { 200: systemCapabilitiesSchema.describe('Missing tools; empty when everything is installed') },
  }),
};
