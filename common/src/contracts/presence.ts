/**
 * The home page's live visitor counter (POST /api/presence; docs/product/marketing-and-figures.md
 * "Visitor counter").
 */
import { z } from 'zod';

/** POST /api/presence body: a random id per browser tab and the page it shows. */
export const presenceRequestSchema = z.object({ visitorId: z.uuid(), path: z.string().startsWith('/').max(200) });

/** How many visitors were on that page within PRESENCE_WINDOW_MS. */
export const presenceResponseSchema = z.object({ count: z.number() });

export type PresenceRequest = z.infer<typeof presenceRequestSchema>;
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
