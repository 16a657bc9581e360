/**
 * Table types: The home page's visitor counter (modules/presence). Merged into `Database`
 * (db/tables.ts).
 */

/** One visitor's last sign of life on one page (the live visitor counter). */
export interface PagePresenceTable {
  /** A random id the visitor's browser tab made up; not linked to any account. */
  visitor_id: string;
  path: string;
  last_seen_at: string;
}

export interface PresenceTables {
  page_presence: PagePresenceTable;
}
