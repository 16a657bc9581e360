/**
 * What one family circle shares with a member (GET /api/circles/:ownerId/shared): the owner's
 * name and the albums, trees, recipes and scrapbooks they share with the circle, and the time
 * capsules the member may add to (docs/decisions/005: nothing is shared until its owner shares it).
 */
import { z } from 'zod';
import { CIRCLE_ROLES } from './circle';

const sharedThingSchema = z.object({ id: z.string(), name: z.string() });
export type SharedThing = z.infer<typeof sharedThingSchema>;

export const circleSharesSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  /** The member's sharing role in this circle. */
  role: z.enum(CIRCLE_ROLES),
  albums: z.array(sharedThingSchema.extend({ itemCount: z.number().int() })),
  trees: z.array(sharedThingSchema),
  recipes: z.array(sharedThingSchema),
  scrapbooks: z.array(sharedThingSchema),
  /** Capsules of the owner the member contributes to. */
  capsules: z.array(sharedThingSchema),
});
export type CircleShares = z.infer<typeof circleSharesSchema>;

/** The number of things a circle shares, all kinds together. */
export const countCircleShares = (shares: CircleShares): number =>
  shares.albums.length +
  shares.trees.length +
  shares.recipes.length +
  shares.scrapbooks.length +
  shares.capsules.length;
