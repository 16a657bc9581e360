/**
 * The share-links module's public surface (ARCHITECTURE.md "Modules"): the `share-links` plugin —
 * links to a vault item or album for people without an account, and the sharing dashboard
 * (docs/product/roles-and-access.md "Share links"). Nothing else of this folder may be imported
 * from outside it (ESLint zones).
 */
import type { DatabaseConnection } from '../../db/database';
import { createFailureCounter } from '../../lib/failure-counter';
import { defineModule } from '../../plugins/feature-module';
import { registerShareLinkRoutes, type ShareLinkRouteDependencies } from './share-links.routes';

/** Wrong passphrases allowed per link, and per network address, in 15 minutes (like sign-in). */
const PASSPHRASE_FAILURE_LIMIT = 5;
const PASSPHRASE_ADDRESS_LIMIT = 20;

export interface ShareLinksModuleOptions extends Omit<ShareLinkRouteDependencies, 'db' | 'passphraseThrottle'> {
  /** The database; the passphrase throttle counts in it too (shared by instances). */
  connection: DatabaseConnection;
}

export const shareLinksModule = defineModule<ShareLinksModuleOptions>('share-links', async (app, options) => {
  const { connection, ...rest } = options;
  await registerShareLinkRoutes(app, {
    ...rest,
    db: connection.db,
    passphraseThrottle: {
      byLink: createFailureCounter(connection, 'share-passphrase', PASSPHRASE_FAILURE_LIMIT),
      byAddress: createFailureCounter(connection, 'share-passphrase-address', PASSPHRASE_ADDRESS_LIMIT),
    },
  });
});
