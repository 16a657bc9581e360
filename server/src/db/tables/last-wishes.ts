/** Table types: the last-wishes document (modules/last-wishes). Merged into `Database` (db/tables.ts). */

export interface LastWishesTable {
  owner_id: string;
  /** The whole document as JSON, sealed to the owner's key (`age1:…`, storage/sealed-text.ts). */
  document: string;
  created_at: string;
  updated_at: string;
}

export interface LastWishesTables {
  last_wishes: LastWishesTable;
}
