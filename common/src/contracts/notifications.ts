/**
 * Notification preferences (docs/product/admin.md "Settings take effect"): each kind of optional
 * e-mail a user may turn on or off. Essential e-mails — deliveries, delivery protection, legacy
 * check-ins, security and account e-mails — are not here: nobody can turn them off, and the admin's
 * emailNotifications never stops them. Shared by the server (validation, the one decision "may we
 * send kind K to user U") and the /settings section.
 */
import { z } from 'zod';

/** The kinds of optional e-mail, in the order /settings lists them. */
export const NOTIFICATION_KINDS = ['memoryPrompts', 'messageUpdates', 'circleActivity', 'productNews'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind is, in the words /settings and the unsubscribe page use. */
export const NOTIFICATION_KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  memoryPrompts: {
    label: 'Memory prompts',
    description:
      'A few days before a birthday or anniversary of someone in your family tree, an invitation to record one memory.',
  },
  messageUpdates: {
    label: 'Delivered and opened messages',
    description: 'When a message you scheduled reaches its recipients, and when each of them first opens it.',
  },
  circleActivity: {
    label: 'Family circle activity',
    description: 'When a relative accepts your invitation, or shares photos and memories with your circle.',
  },
  productNews: {
    label: 'Product news',
    description: 'Now and then, what is new in Heirloom. Never more than once a month.',
  },
};

/** One switch per kind: true sends, false stops. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET and PUT /api/account/notifications answer. */
export const notificationSettingsSchema = z.object({
  preferences: notificationPreferencesSchema,
  /** True while the administrator has paused every optional e-mail (emailNotifications off). */
  arePausedByAdmin: z.boolean(),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Sign in and change your e-mail choices on the Settings page.',
} as const;

/** POST /api/notifications/unsubscribe/:token: the signed token an optional e-mail's link carries. */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(2048) });

/** POST /api/notifications/unsubscribe/:token answer: the kind that is now off. */
export const unsubscribeResultSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
});

export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
