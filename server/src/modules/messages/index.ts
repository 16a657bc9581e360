/**
 * The messages module's public surface (ARCHITECTURE.md "Modules"): the `messages` plugin —
 * scheduled messages, their delivery-protection links, recipients' pages and life events
 * (docs/product/messages-and-delivery.md), and the messages designated for legacy contacts
 * (docs/product/legacy-release.md "What a release gives") — and the recurring `delivery.tick` job
 * that decides due steps (docs/decisions/002-delivery-scheduler-and-outbox.md and
 * docs/decisions/004-one-job-queue.md). Nothing else of this folder may be imported from outside it
 * (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerLifeEventRoutes } from './life-events.routes';
import { registerMessageRoutes } from './messages.routes';
import { registerReleasedMessageRoutes } from './released-messages.routes';
import type { MessagesDependencies } from './messages.dependencies';

export { createDeliveryTickJob, runDeliveryTick } from './messages.jobs';
export { sealPlainLetters } from './messages.letters';
export { tellOwnersOfRefusedAddress } from './message-health.service';
export {
  listLifeEventMessages,
  listPosthumousMessages,
  type LifeEventMessage,
  type PosthumousMessage,
} from './messages.legacy-lists';
export {
  armPosthumousMessages,
  filterDesignatableMessageIds,
  listDesignatableMessages,
} from './messages.legacy.repository';

/** The database and its dialect, the clock, e-mail settings, the link key, storage and keys. */
export type MessagesModuleOptions = MessagesDependencies;

export const messagesModule = defineModule<MessagesModuleOptions>('messages', async (app, options) => {
  await registerMessageRoutes(app, options);
  await registerLifeEventRoutes(app, options);
  await registerReleasedMessageRoutes(app, options);
});
