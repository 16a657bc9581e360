/**
 * The last-wishes module's public surface (ARCHITECTURE.md "Modules"): the `last-wishes` plugin —
 * /api/last-wishes, the owner's sealed document and its PDF — and `readAiLikenessWish`, which the
 * animated-ancestor job asks before animating a person (docs/product/overview.md "Animated
 * ancestors": never for a person whose last wishes refuse it). Nothing else of this folder may be
 * imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerLastWishesRoutes } from './last-wishes.routes';
import type { LastWishesDependencies } from './last-wishes.service';

export { openLastWishes, printLastWishes, readAiLikenessWish, type LastWishesRecipient } from './last-wishes.service';

/** The database, the clock, the keyring, the product name and (once the legacy module lands) its contacts. */
export type LastWishesModuleOptions = LastWishesDependencies;

export const lastWishesModule = defineModule<LastWishesModuleOptions>('last-wishes', (app, options) =>
  registerLastWishesRoutes(app, options),
);
