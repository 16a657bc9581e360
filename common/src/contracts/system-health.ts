/**
 * GET /api/health and GET /api/health/live: what a load balancer or an orchestrator polls. Readiness
 * answers 200 only while this instance can serve (its database and its file store reachable) and
 * 503 with the reason otherwise; liveness answers 200 while the process responds at all.
 */
import { z } from 'zod';

export const readinessSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('reachable'),
  store: z.literal('reachable'),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const livenessSchema = z.object({ status: z.literal('ok') });
