/**
 * Table types of the family tree (migration 2026-11-23T0600-family-tree, docs/decisions/006).
 * `extra_gedcom` columns hold a JSON array of GEDCOM structures the model does not hold
 * (lib/gedcom GedcomNode without line numbers), written back on export.
 */

/** GEDCOM 7.0 PEDI values (g7:enumset-PEDI), lower-cased; null when the file says none. */
export type TreePedigree = 'birth' | 'adopted' | 'foster' | 'sealing' | 'step' | 'other';

export interface FamilyTreesTable {
  id: string;
  owner_id: string;
  name: string;
  /** HEAD substructures kept for export (SCHMA, SUBM, NOTE, COPR, LANG, PLAC), JSON. */
  header_gedcom: string;
  /** 1 while the owner shares it with their family circle (its viewers read, its editors edit); 0: the owner's alone. */
  shared_with_circle: number;
  created_at: string;
  updated_at: string;
}

export interface TreeIndividualsTable {
  id: string;
  tree_id: string;
  /** GEDCOM cross-reference id, e.g. "@I1@", unique in its tree. */
  xref: string;
  /** The first NAME's pieces (GEDCOM NPFX, GIVN, NICK, SPFX, SURN, NSFX; family-tree.names.ts). */
  name_prefix: string;
  given_names: string;
  nickname: string;
  surname_prefix: string;
  surname: string;
  name_suffix: string;
  /** The first NAME's payload as written ("Dr. Johann /von Goethe/ Sr"), or from the pieces once edited here; null without a name. */
  name_as_written: string | null;
  /** What the name search matches (nameSearchText of the name as written and the nickname); written with either. */
  search_text: string;
  /** GEDCOM SEX: M, F, X or U. */
  sex: string | null;
  /**
   * The builder's "living" switch: 0 when recorded as deceased by hand; 1 lets the events decide on
   * every read (docs/decisions/006-family-tree-and-gedcom.md "Amendment 2026-11-29: who is
   * living").
   */
  is_living: number;
  /** "This is me" / a circle member's account. */
  linked_user_id: string | null;
  extra_gedcom: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface TreeFamiliesTable {
  id: string;
  tree_id: string;
  xref: string;
  extra_gedcom: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface TreeFamilyPartnersTable {
  family_id: string;
  individual_id: string;
  /** The GEDCOM slot (HUSB or WIFE); partners may be of any sex. */
  role: 'HUSB' | 'WIFE';
}

export interface TreeFamilyChildrenTable {
  family_id: string;
  individual_id: string;
  pedigree: TreePedigree | null;
  position: number;
}

export interface TreeEventsTable {
  id: string;
  tree_id: string;
  /** Exactly one of individual_id and family_id is set. */
  individual_id: string | null;
  family_id: string | null;
  /** GEDCOM tag: BIRT, DEAT, MARR, OCCU, EVEN, … */
  tag: string;
  /** TYPE: what a custom EVEN/FACT is. */
  event_type: string | null;
  /** The event's payload (an occupation's name, "Y"). */
  value: string | null;
  /** DATE payload as written, in GEDCOM 7.0 syntax. */
  date: string | null;
  date_phrase: string | null;
  /** Julian day number of the date's earliest day (common/src/domain/gedcom-date.ts). */
  date_sort_key: number | null;
  /** PLAC payload, jurisdictions comma-separated. */
  place: string | null;
  extra_gedcom: string;
  position: number;
}

export interface TreeNotesTable {
  id: string;
  tree_id: string;
  individual_id: string | null;
  family_id: string | null;
  event_id: string | null;
  text: string;
  position: number;
}

export interface TreeSourcesTable {
  id: string;
  tree_id: string;
  xref: string;
  title: string | null;
  author: string | null;
  publication: string | null;
  extra_gedcom: string;
  position: number;
}

export interface TreeMediaObjectsTable {
  id: string;
  tree_id: string;
  xref: string;
  extra_gedcom: string;
  position: number;
}

export interface TreeMediaFilesTable {
  id: string;
  media_object_id: string;
  /** FILE payload as written (a relative path or a URL). */
  path: string;
  /** FORM: the MIME type. */
  media_type: string | null;
  title: string | null;
  /** The vault item holding the file's bytes, when Heirloom has them. */
  vault_item_id: string | null;
  extra_gedcom: string;
  position: number;
}

export interface TreeMediaLinksTable {
  media_object_id: string;
  individual_id: string | null;
  family_id: string | null;
  position: number;
}

export interface TreeOtherRecordsTable {
  id: string;
  tree_id: string;
  /** The whole record as GEDCOM JSON (SNOTE, REPO, SUBM, extension records). */
  gedcom: string;
  position: number;
}

export interface TreeImportsTable {
  id: string;
  owner_id: string;
  file_name: string;
  /** Encrypted upload in the BlobStore (removed once the import ends). */
  storage_key: string;
  /** Plaintext size of the upload and its encrypted segments' size, bytes (storage/encrypted-blobs.ts). */
  size_bytes: number;
  segment_bytes: number;
  is_gedzip: number;
  status: 'previewed' | 'queued' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  tree_id: string | null;
  error: string | null;
  error_line: number | null;
  created_at: string;
  updated_at: string;
}

/** The family tree's tables, merged into `Database` (db/tables.ts). */
export interface FamilyTreeTables {
  family_trees: FamilyTreesTable;
  tree_individuals: TreeIndividualsTable;
  tree_families: TreeFamiliesTable;
  tree_family_partners: TreeFamilyPartnersTable;
  tree_family_children: TreeFamilyChildrenTable;
  tree_events: TreeEventsTable;
  tree_notes: TreeNotesTable;
  tree_sources: TreeSourcesTable;
  tree_media_objects: TreeMediaObjectsTable;
  tree_media_files: TreeMediaFilesTable;
  tree_media_links: TreeMediaLinksTable;
  tree_other_records: TreeOtherRecordsTable;
  tree_imports: TreeImportsTable;
}
