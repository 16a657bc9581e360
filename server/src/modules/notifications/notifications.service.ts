/**
 * Notification preferences (docs/product/admin.md "Settings take effect"): the signed-in user reads
 * and sets their switches per kind of optional e-mail, and anyone holding an e-mailed unsubscribe
 * link turns that one kind off for its user (RFC 8058 one-click, or the page the e-mail's footer
 * opens). The decision itself is mail/notification-consent.ts, which every optional e-mail asks.
 */
import {
  NOTIFICATION_KIND_TEXTS,
  UNSUBSCRIBE_MESSAGES,
  type NotificationPreferences,
  type NotificationSettings,
  type UnsubscribeResult,
} from '@heirloom/common/contracts/notifications';
import { AppError } from '../../lib/app-error';
import type { NotificationConsent } from '../../mail/notification-consent';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe-links';

export interface NotificationsDependencies {
  consent: NotificationConsent;
  /** HMAC key of the unsubscribe links (LINK_SECRET). */
  linkSecret: Uint8Array;
}

/** The user's switches and whether the administrator has paused optional e-mail. */
export async function readNotificationSettings(
  deps: NotificationsDependencies,
  userId: string,
): Promise<NotificationSettings> {
  const [preferences, arePausedByAdmin] = await Promise.all([
    deps.consent.readPreferences(userId),
    deps.consent.arePausedByAdmin(),
  ]);
  return { preferences, arePausedByAdmin };
}

/** Replaces the user's switches (every kind is sent: the whole object, like the admin's settings). */
export async function saveNotificationSettings(
  deps: NotificationsDependencies,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationSettings> {
  await deps.consent.writePreferences(userId, preferences);
  return readNotificationSettings(deps, userId);
}

/**
 * Turns off the kind an unsubscribe link names, for the user it names; a repeat changes nothing.
 * @throws AppError 'not_found' for a forged or altered token
 */
export async function unsubscribeByLink(deps: NotificationsDependencies, token: string): Promise<UnsubscribeResult> {
  const claims = await verifyUnsubscribeToken(deps.linkSecret, token);
  if (!claims) throw new AppError('not_found', UNSUBSCRIBE_MESSAGES.invalidLink);
  await deps.consent.writePreferences(claims.userId, { [claims.kind]: false });
  const label = NOTIFICATION_KIND_TEXTS[claims.kind].label;
  return {
    kind: claims.kind,
    message: `Done: you will get no more “${label}” e-mails. You can turn them on again on the Settings page.`,
  };
}
