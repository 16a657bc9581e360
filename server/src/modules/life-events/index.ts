/**
 * The life-events module's public surface (ARCHITECTURE.md "Modules"): the `life-events` plugin —
 * delivery of a message on a life event (docs/product/messages-and-delivery.md "Life events";
 * docs/decisions/009-legacy-release.md "Life events"): reporting it, its named confirmers reaching
 * the quorum (common/src/domain/quorum.ts, the rule the legacy release uses too), the owner's veto
 * window, and the e-mailed links — and what the messages module's `LifeEventPort` is made of
 * (composition/cross-module-hooks.ts): checking, scheduling and saving a message's event, and its
 * last audit line at delivery. The message itself belongs to the messages module, which this one
 * uses through that module's index.ts only; the messages module never imports this one. Nothing
 * else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import type { LifeEventsDependencies } from './life-events.dependencies';
import { registerLifeEventRoutes } from './life-events.routes';

export { checkConfirmers, lifeEventSchedule, nextLifeEventRound, saveLifeEvent } from './life-events.schedule';
export { auditLifeEventDelivery } from './life-events.service';

/** The database and its dialect, the clock, the e-mails' product name and address, and the link key. */
export type LifeEventsModuleOptions = LifeEventsDependencies;

export const lifeEventsModule = defineModule<LifeEventsModuleOptions>('life-events', (app, options) =>
  registerLifeEventRoutes(app, options),
);
