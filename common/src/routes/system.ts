/**
 * The server's own routes (server: modules/system): what this machine cannot do, for signed-in
 * users (access 'session'; it describes the server, not anyone's data), and the health checks a
 * load balancer polls (access 'public': they say nothing about anyone's data either).
 */
import { errorResponseSchema } from '../contracts/auth';
import { systemCapabilitiesSchema } from '../contracts/system-capabilities';
import { livenessSchema, readinessSchema } from '../contracts/system-health';
import { defineRoute } from './define-route';

export const systemRoutes = {
  capabilities: defineRoute({
    method: 'GET',
    path: '/api/system/capabilities',
    access: 'session',
    summary: 'The Debian tools this server lacks and what each disables',
    response: { 200: systemCapabilitiesSchema.describe('Missing tools; empty when everything is installed') },
  }),
  readiness: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Readiness: whether this instance can serve now (its database and its file store answer)',
    description:
      'For a load balancer: 200 while both answer within 2 s each, 503 naming the one that does not. ' +
      'An instance that is shutting down refuses new connections and answers 503 on open ones.',
    response: {
      200: readinessSchema.describe('Ready'),
      503: errorResponseSchema.describe('Not ready, and why'),
    },
  }),
  liveness: defineRoute({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    summary: 'Liveness: the process answers (nothing else is checked, so a database outage restarts no instance)',
    response: { 200: livenessSchema.describe('Alive') },
  }),
};
