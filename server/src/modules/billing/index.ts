/**
 * The billing module's public surface (ARCHITECTURE.md "Modules"): the `billing` plugin — checkout
 * in test mode and the user's subscription.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerBillingRoutes } from './billing.routes';
import type { BillingDependencies } from './billing.service';

export { createStripeClient } from './billing-stripe';
/**
 * The user's plan now (other modules ask it for plan limits, e.g. animated ancestors and the storage
 * allowance: docs/product/plans-and-pricing.md "What each plan includes").
 */
export { planIdOf } from './billing.service';

/** The database, the clock, and Stripe when configured (the explicit test mode otherwise). */
export type BillingModuleOptions = BillingDependencies;

export const billingModule = defineModule<BillingModuleOptions>('billing', (app, options) =>
  registerBillingRoutes(app, options),
);
