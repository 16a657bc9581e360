/**
 * The system settings (docs/product/admin.md "Settings": maintenanceMode, registrationEnabled,
 * maxFileSize in MB, emailNotifications), kept in the database's one `system_settings` row so that
 * every app instance follows a change (docs/product/admin.md "Settings take effect").
 * Each instance caches the row for at most SETTINGS_CACHE_MS; a write through this store replaces
 * its own cache at once, other instances see it within that time.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '@heirloom/common/contracts/admin';
import type { Database } from '../db/tables';
import type { Clock } from './clock';

/** How long an instance trusts its cached settings, in ms (another instance's change shows within it). */
export const SETTINGS_CACHE_MS = 2000;

const ROW_ID = 'system';

export interface SystemSettingsStore {
  /** The settings, from the cache when it is fresh, else from the database. */
  read(): Promise<SystemSettings>;
  /** The last settings read (the defaults before the first read); for synchronous callers such as upload limits. */
  current(): SystemSettings;
  /** Stores the whole settings object (any change sends it whole) and refreshes the cache. */
  write(settings: SystemSettings): Promise<SystemSettings>;
}

/** A settings store over `db`; time from `clock`. */
export function createSystemSettingsStore(db: Kysely<Database>, clock: Clock): SystemSettingsStore {
  let cached: SystemSettings = DEFAULT_SYSTEM_SETTINGS;
  let readAt = Number.NEGATIVE_INFINITY;
  return {
    async read() {
      const now = clock.now().getTime();
      if (now - readAt < SETTINGS_CACHE_MS) return cached;
      const row = await db.selectFrom('system_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
      cached = row
        ? {
            maintenanceMode: row.maintenance_mode === 1,
            registrationEnabled: row.registration_enabled === 1,
            maxFileSize: row.max_file_size_mb,
            emailNotifications: row.email_notifications === 1,
          }
        : DEFAULT_SYSTEM_SETTINGS;
      readAt = now;
      return cached;
    },
    current: () => cached,
    async write(settings) {
      const values = {
        maintenance_mode: Number(settings.maintenanceMode),
        registration_enabled: Number(settings.registrationEnabled),
        max_file_size_mb: settings.maxFileSize,
        email_notifications: Number(settings.emailNotifications),
        updated_at: clock.now().toISOString(),
      };
      await db
        .insertInto('system_settings')
        .values({ id: ROW_ID, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
      cached = { ...settings };
      readAt = clock.now().getTime();
      return cached;
    },
  };
}
