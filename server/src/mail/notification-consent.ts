/**
 * The one decision "may we send optional e-mail of kind K to user U?"
 * (docs/product/admin.md "Settings take effect": emailNotifications=false stops non-essential
 * e-mail, never delivery, delivery protection, legacy check-ins, security or account e-mails). Both
 * must say yes: the user's own preference (on unless they turned it off) and the admin's
 * emailNotifications. Every optional e-mail — memory prompts, delivered and opened notices, circle
 * activity, product news — asks here and carries the signed one-click unsubscribe link this gives
 * it.
 */
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_SYSTEM_SETTINGS } from '@heirloom/common/contracts/admin';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@heirloom/common/contracts/notifications';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import type { SystemSettingsStore } from '../lib/system-settings';
import { signUnsubscribeToken } from './unsubscribe-links';

type Executor = Kysely<Database> | Transaction<Database>;

/** What an optional e-mail adds to its outbox row and its footer. */
export interface OptionalEmailFields {
  /** The one-click link for the List-Unsubscribe header (POST, RFC 8058). */
  unsubscribe_url: string;
  /** The page a person opens from the e-mail's footer to confirm turning the kind off. */
  unsubscribePageUrl: string;
}

export interface NotificationConsent {
  /**
   * True when optional e-mail of `kind` may go to `userId` now: their preference is on and the
   * admin's emailNotifications is on. Read in `executor` (the deciding transaction) when given.
   */
  mayEmail(userId: string, kind: NotificationKind, executor?: Executor): Promise<boolean>;
  /** The unsubscribe links of an e-mail of `kind` to `userId`. */
  optionalEmailFields(userId: string, kind: NotificationKind): Promise<OptionalEmailFields>;
  /** Every kind's switch for `userId` (on unless turned off). */
  readPreferences(userId: string, executor?: Executor): Promise<NotificationPreferences>;
  /**
   * The e-mail addresses of accounts that turned `kind` off, for e-mail sent to a list of addresses
   * rather than to accounts (the newsletter's subscribers: an account's "Product news" switch stops
   * the newsletter to its address too).
   */
  listAddressesTurnedOff(kind: NotificationKind, executor?: Executor): Promise<Set<string>>;
  /** Stores the switches given (the others stay as they are). */
  writePreferences(userId: string, preferences: Partial<NotificationPreferences>): Promise<void>;
  /** True while the admin's emailNotifications is off. */
  arePausedByAdmin(): Promise<boolean>;
}

export interface NotificationConsentDependencies {
  db: Kysely<Database>;
  clock: Clock;
  settings: SystemSettingsStore;
  /** HMAC key of the unsubscribe links (LINK_SECRET). */
  linkSecret: Uint8Array;
  publicUrl: string;
}

/** The consent decisions over the database, the admin's settings and the link key. */
export function createNotificationConsent(deps: NotificationConsentDependencies): NotificationConsent {
  const readPreferences = async (userId: string, executor: Executor = deps.db) => {
    const rows = await executor
      .selectFrom('notification_preferences')
      .select(['kind', 'is_enabled'])
      .where('user_id', '=', userId)
      .execute();
    const preferences = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
    for (const row of rows) if (NOTIFICATION_KINDS.includes(row.kind)) preferences[row.kind] = row.is_enabled === 1;
    return preferences;
  };
  return {
    async mayEmail(userId, kind, executor = deps.db) {
      // Read through the caller's executor, not the settings store's cache: inside a transaction on
      // SQLite another connection would wait for it forever, and a decision must see the latest switch.
      const settings = await executor
        .selectFrom('system_settings')
        .select('email_notifications')
        .where('id', '=', 'system')
        .executeTakeFirst();
      if (!(settings ? settings.email_notifications === 1 : DEFAULT_SYSTEM_SETTINGS.emailNotifications)) return false;
      return (await readPreferences(userId, executor))[kind];
    },
    async optionalEmailFields(userId, kind) {
      const token = await signUnsubscribeToken(deps.linkSecret, { userId, kind });
      return {
        unsubscribe_url: `${deps.publicUrl}/api/notifications/unsubscribe/${token}`,
        unsubscribePageUrl: `${deps.publicUrl}/settings?link=unsubscribe&token=${token}`,
      };
    },
    readPreferences,
    async listAddressesTurnedOff(kind, executor = deps.db) {
      const rows = await executor
        .selectFrom('notification_preferences')
        .innerJoin('users', 'users.id', 'notification_preferences.user_id')
        .select('users.email')
        .where('notification_preferences.kind', '=', kind)
        .where('notification_preferences.is_enabled', '=', 0)
        .execute();
      return new Set(rows.map((row) => row.email));
    },
    async writePreferences(userId, preferences) {
      const updatedAt = deps.clock.now().toISOString();
      const rows = NOTIFICATION_KINDS.filter((kind) => preferences[kind] !== undefined).map((kind) => ({
        user_id: userId,
        kind,
        is_enabled: preferences[kind] ? 1 : 0,
        updated_at: updatedAt,
      }));
      if (rows.length === 0) return;
      await deps.db
        .insertInto('notification_preferences')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet((update) => ({
            is_enabled: update.ref('excluded.is_enabled'),
            updated_at: update.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
    async arePausedByAdmin() {
      return !(await deps.settings.read()).emailNotifications;
    },
  };
}
