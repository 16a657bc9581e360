/** Table types: the admin panel (modules/admin; lib/system-settings.ts reads the settings). */

/**
 * The system settings (docs/product/admin.md "Settings"); one row, id 'system'; booleans 0/1.
 * Absent row = the defaults.
 */
export interface SystemSettingsTable {
  id: string;
  maintenance_mode: number;
  registration_enabled: number;
  max_file_size_mb: number;
  email_notifications: number;
  updated_at: string;
}

/** An account an administrator suspended: it cannot sign in until restored. */
export interface UserSuspensionsTable {
  user_id: string;
  suspended_at: string;
}

/** One admin action: every administrator's change is audited (docs/product/admin.md "Audit"). */
export interface AdminAuditTable {
  id: string;
  /** Null once the administrator's own account is deleted. */
  admin_id: string | null;
  /** e.g. 'settings.update', 'user.suspend', 'export.users', 'database.backup'. */
  action: string;
  /** What it acted on: a user id or an export kind. */
  target: string | null;
  created_at: string;
}

/** The Content tab's site content (one row, id 'site'): SiteContent as JSON text. */
export interface SiteContentTable {
  id: string;
  content_json: string;
  updated_at: string;
}

export interface AdminTables {
  system_settings: SystemSettingsTable;
  user_suspensions: UserSuspensionsTable;
  admin_audit: AdminAuditTable;
  site_content: SiteContentTable;
}
