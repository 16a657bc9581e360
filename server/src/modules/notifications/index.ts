/**
 * The notifications module's public surface (docs/product/admin.md "Settings take effect";
 * ARCHITECTURE.md "Modules"): the `notifications` plugin — a user's switches per kind of optional
 * e-mail, and the one-click unsubscribe link those e-mails carry. The decision every optional
 * e-mail asks is infrastructure (mail/notification-consent.ts), so modules ask it without importing
 * this one. Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerNotificationRoutes } from './notifications.routes';
import type { NotificationsDependencies } from './notifications.service';

/** The consent store and the link key. */
export type NotificationsModuleOptions = NotificationsDependencies;

export const notificationsModule = defineModule<NotificationsModuleOptions>('notifications', (app, options) =>
  registerNotificationRoutes(app, options),
);
