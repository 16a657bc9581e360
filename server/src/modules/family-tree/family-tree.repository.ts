/** SQL of the family tree: whole trees in and out, the builder's rows, imports. */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { VaultItemKind } from '@heirloom/common/contracts/vault';
import type { Database, MediaTable, TranscriptsTable } from '../../db/tables';
import type {
  FamilyTreesTable,
  FamilyTreeTables,
  TreeEventsTable,
  TreeImportsTable,
  TreeIndividualsTable,
} from '../../db/tables/family-tree';
import { insertItemTranscript } from '../../storage/item-transcripts';
import { insertMediaRecord } from '../../storage/media-renditions';
import type { LinkRows, RecordRows, TreeRows } from './family-tree.model';
import { vaultScopeFor } from '../../policies/vault.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type ImportRow = Selectable<TreeImportsTable>;
export type IndividualRow = Selectable<TreeIndividualsTable>;
export type EventRow = Selectable<TreeEventsTable>;

/** Rows per multi-row INSERT: at 15 columns, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

async function insertChunked<T extends keyof FamilyTreeTables>(
  db: Executor,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    // Kysely cannot narrow a generic table name's row type; the rows are that table's by signature.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_CHUNK) as never)
      .execute();
  }
}

/** Inserts a tree's own row (an empty tree, or the first row of an import). */
export async function insertTree(db: Executor, tree: Insertable<FamilyTreesTable>): Promise<void> {
  await db.insertInto('family_trees').values(tree).execute();
}

/** Changes a tree's own row (its name, whether its owner shares it with their circle). */
export async function updateTree(db: Executor, treeId: string, changes: Updateable<FamilyTreesTable>): Promise<void> {
  await db.updateTable('family_trees').set(changes).where('id', '=', treeId).execute();
}

/**
 * Inserts a batch of an import's record rows (mapGedcomInBatches) in the caller's transaction,
 * after the tree's own row: each record's row before what hangs on it (events, then their notes;
 * a multimedia object's files).
 */
export async function insertRecordRows(db: Executor, rows: RecordRows): Promise<void> {
  await insertChunked(db, 'tree_individuals', rows.individuals);
  await insertChunked(db, 'tree_families', rows.families);
  await insertChunked(db, 'tree_sources', rows.sources);
  await insertChunked(db, 'tree_media_objects', rows.mediaObjects);
  await insertChunked(db, 'tree_other_records', rows.otherRecords);
  await insertChunked(db, 'tree_events', rows.events);
  await insertChunked(db, 'tree_notes', rows.notes);
  await insertChunked(db, 'tree_media_files', rows.mediaFiles);
}

/** Inserts an import's link rows (partners, children, media links), once every record row is in. */
export async function insertLinkRows(db: Executor, rows: LinkRows): Promise<void> {
  await insertChunked(db, 'tree_family_partners', rows.partners);
  await insertChunked(db, 'tree_family_children', rows.children);
  await insertChunked(db, 'tree_media_links', rows.mediaLinks);
}

/**
 * PostgreSQL only: refreshes the planner's statistics of the tables an import fills, in the import's
 * transaction. Until autovacuum gets to them, a planner that still sees the tables as they were
 * scans every row for a name search (measured: 173 ms against 47 ms for 50,000 people), as
 * PostgreSQL's manual says of bulk loads ("Populating a Database": run ANALYZE afterwards).
 */
export async function analyzeTreeTables(db: Executor): Promise<void> {
  for (const table of TREE_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

const TREE_TABLES = [
  'tree_individuals',
  'tree_families',
  'tree_family_partners',
  'tree_family_children',
  'tree_events',
  'tree_notes',
] as const;

/** Every row of tree `treeId` (for an export), or undefined when there is no such tree. */
export async function loadTreeRows(db: Executor, treeId: string): Promise<TreeRows | undefined> {
  const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId).executeTakeFirst();
  if (!tree) return undefined;
  const [individuals, families, events, notes, sources, mediaObjects, otherRecords] = await Promise.all([
    db.selectFrom('tree_individuals').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_families').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_events').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_notes').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_sources').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_media_objects').selectAll().where('tree_id', '=', treeId).execute(),
    db.selectFrom('tree_other_records').selectAll().where('tree_id', '=', treeId).execute(),
  ]);
  const familyIds = db.selectFrom('tree_families').select('id').where('tree_id', '=', treeId);
  const objectIds = db.selectFrom('tree_media_objects').select('id').where('tree_id', '=', treeId);
  const [partners, children, mediaFiles, mediaLinks] = await Promise.all([
    db.selectFrom('tree_family_partners').selectAll().where('family_id', 'in', familyIds).execute(),
    db.selectFrom('tree_family_children').selectAll().where('family_id', 'in', familyIds).execute(),
    db.selectFrom('tree_media_files').selectAll().where('media_object_id', 'in', objectIds).execute(),
    db.selectFrom('tree_media_links').selectAll().where('media_object_id', 'in', objectIds).execute(),
  ]);
  return {
    tree,
    individuals,
    families,
    partners,
    children,
    events,
    notes,
    sources,
    mediaObjects,
    mediaFiles,
    mediaLinks,
    otherRecords,
  };
}

/** Deletes a tree; its rows go with it (ON DELETE CASCADE). */
export async function deleteTree(db: Executor, treeId: string): Promise<void> {
  await db.deleteFrom('family_trees').where('id', '=', treeId).execute();
}

/** The next free xref number for `prefix` ("@I12@" → 13) and the next record position in a tree. */
export async function nextRecordNumbers(db: Executor, treeId: string) {
  const positions = await Promise.all(
    (['tree_individuals', 'tree_families', 'tree_sources', 'tree_media_objects', 'tree_other_records'] as const).map(
      (table) =>
        db
          .selectFrom(table)
          .select((select) => [select.fn.max('position').as('position'), select.fn.countAll().as('count')])
          .where('tree_id', '=', treeId)
          .executeTakeFirstOrThrow(),
    ),
  );
  const position = Math.max(-1, ...positions.map((row) => Number(row.position ?? -1))) + 1;
  return { position, serial: positions.reduce((sum, row) => sum + Number(row.count), 0) + 1 };
}

/** Whether `xref` is taken by a record of the tree. */
export async function isXrefTaken(db: Executor, treeId: string, xref: string): Promise<boolean> {
  const tables = ['tree_individuals', 'tree_families', 'tree_sources', 'tree_media_objects'] as const;
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('tree_id', '=', treeId)
      .where('xref', '=', xref)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** One individual of a tree. */
export const findIndividual = (db: Executor, treeId: string, id: string) =>
  db.selectFrom('tree_individuals').selectAll().where('tree_id', '=', treeId).where('id', '=', id).executeTakeFirst();

/** One family of a tree. */
export const findFamily = (db: Executor, treeId: string, id: string) =>
  db.selectFrom('tree_families').selectAll().where('tree_id', '=', treeId).where('id', '=', id).executeTakeFirst();

/** One event of a tree. */
export const findEvent = (db: Executor, treeId: string, id: string) =>
  db.selectFrom('tree_events').selectAll().where('tree_id', '=', treeId).where('id', '=', id).executeTakeFirst();

/** Partners and children of one family. */
export async function findFamilyMembers(db: Executor, familyId: string) {
  const [partners, children] = await Promise.all([
    db.selectFrom('tree_family_partners').selectAll().where('family_id', '=', familyId).execute(),
    db.selectFrom('tree_family_children').selectAll().where('family_id', '=', familyId).orderBy('position').execute(),
  ]);
  return { partners, children };
}

/** How many of `ids` are individuals of the tree. */
export async function countIndividualsIn(db: Executor, treeId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('tree_individuals')
    .select((select) => select.fn.countAll().as('count'))
    .where('tree_id', '=', treeId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertIndividual = (db: Executor, row: Insertable<TreeIndividualsTable>) =>
  db.insertInto('tree_individuals').values(row).execute();

/**
 * Writes `changes` to individual `id`. A change of the name or the nickname carries the new
 * `search_text` (nameSearchText of both), or the name search would find the old name.
 * @throws Error when it does not: a mistake in the caller, not in the request
 */
export const updateIndividual = (db: Executor, id: string, changes: Updateable<TreeIndividualsTable>) => {
  if (('name_as_written' in changes || 'nickname' in changes) && !('search_text' in changes))
    throw new Error('A name change must write search_text');
  return db.updateTable('tree_individuals').set(changes).where('id', '=', id).execute();
};

/** Deletes an individual of the tree (with their events, notes and links); none is fine (a repeated DELETE). */
export const deleteIndividual = (db: Executor, treeId: string, id: string) =>
  db.deleteFrom('tree_individuals').where('tree_id', '=', treeId).where('id', '=', id).execute();

/** Replaces a family's partners and children (the builder sends the whole family). */
export async function replaceFamilyMembers(
  db: Executor,
  familyId: string,
  rows: Pick<TreeRows, 'partners' | 'children'>,
) {
  await db.deleteFrom('tree_family_partners').where('family_id', '=', familyId).execute();
  await db.deleteFrom('tree_family_children').where('family_id', '=', familyId).execute();
  if (rows.partners.length) await db.insertInto('tree_family_partners').values(rows.partners).execute();
  if (rows.children.length) await db.insertInto('tree_family_children').values(rows.children).execute();
}

/**
 * Locks tree `treeId`'s row until the transaction `trx` ends, so that family-link writes of one tree
 * (each checking for ancestry loops first) run one after another. PostgreSQL: SELECT … FOR UPDATE;
 * SQLite runs one write transaction at a time already, so there it only reads the row.
 */
export async function lockTreeForLinks(trx: Transaction<Database>, treeId: string, dialect: 'sqlite' | 'postgres') {
  const query = trx.selectFrom('family_trees').select('id').where('id', '=', treeId);
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export const insertFamily = (db: Executor, row: TreeRows['families'][number]) =>
  db.insertInto('tree_families').values(row).execute();

export const touchFamily = (db: Executor, id: string, now: string) =>
  db.updateTable('tree_families').set({ updated_at: now }).where('id', '=', id).execute();

/** Deletes a family of the tree (its people stay); none is fine. */
export const deleteFamily = (db: Executor, treeId: string, id: string) =>
  db.deleteFrom('tree_families').where('tree_id', '=', treeId).where('id', '=', id).execute();

/** The next position among the events of the tree. */
export async function nextEventPosition(db: Executor, treeId: string): Promise<number> {
  const row = await db
    .selectFrom('tree_events')
    .select((select) => select.fn.max('position').as('position'))
    .where('tree_id', '=', treeId)
    .executeTakeFirstOrThrow();
  return Number(row.position ?? -1) + 1;
}

export const insertEvent = (db: Executor, row: Insertable<TreeEventsTable>) =>
  db.insertInto('tree_events').values(row).execute();

export const updateEvent = (db: Executor, id: string, changes: Updateable<TreeEventsTable>) =>
  db.updateTable('tree_events').set(changes).where('id', '=', id).execute();

/** Deletes an event of the tree; none is fine. */
export const deleteEvent = (db: Executor, treeId: string, id: string) =>
  db.deleteFrom('tree_events').where('tree_id', '=', treeId).where('id', '=', id).execute();

export const insertImport = (db: Executor, row: Insertable<TreeImportsTable>) =>
  db.insertInto('tree_imports').values(row).execute();

export const findImport = (db: Executor, id: string) =>
  db.selectFrom('tree_imports').selectAll().where('id', '=', id).executeTakeFirst();

/** Ids and stored uploads of previews never run that were made before `before` (ISO-8601), oldest first. */
export const listStalePreviews = (db: Executor, before: string, limit: number) =>
  db
    .selectFrom('tree_imports')
    .select(['id', 'storage_key'])
    .where('status', '=', 'previewed')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** Deletes import `id` while it is still a preview never run. @returns whether it was deleted */
export async function deleteUnrunPreview(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('tree_imports')
    .where('id', '=', id)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Moves an import on, only from the status it is expected to be in.
 * @returns whether the row was in `fromStatus` and changed
 */
export async function updateImport(
  db: Executor,
  id: string,
  fromStatus: ImportRow['status'] | ImportRow['status'][],
  changes: Updateable<TreeImportsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('tree_imports')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [fromStatus].flat())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Adds a GEDZIP's media file to the owner's vault: the media record, the item (in the vault
 * collection, not shared), its search text and, for sound, its transcript, as the vault's own uploads do.
 */
export async function insertVaultMedia(
  db: Executor,
  file: {
    itemId: string;
    media: Selectable<MediaTable>;
    kind: VaultItemKind;
    title: string;
    ownerId: string;
    now: string;
  },
  transcript: Insertable<TranscriptsTable> | null,
): Promise<void> {
  await insertMediaRecord(db, file.media); // with its rendition job, for a video browsers cannot play
  await db
    .insertInto('vault_items')
    .values({
      id: file.itemId,
      owner_id: file.ownerId,
      media_id: file.media.id,
      upload_id: null,
      collection: 'vault',
      kind: file.kind,
      title: file.title.slice(0, 200),
      description: 'Imported with a family tree (GEDZIP)',
      taken_at: null,
      keep_location: 0,
      shared_with_circle: 0,
      deleted_at: null,
      created_at: file.now,
      updated_at: file.now,
    })
    .execute();
  await db
    .insertInto('vault_search')
    .values({ item_id: file.itemId, owner_id: file.ownerId, body: file.title })
    .execute();
  if (transcript) await insertItemTranscript(db, transcript); // with its `vault.transcribe` job
}

/**
 * The vault files of a tree's multimedia, still in the tree owner's vault (not in the trash), with
 * their media records and transcripts, for a GEDZIP export.
 */
export async function findExportableVaultFiles(db: Executor, treeId: string, ownerId: string) {
  return db
    .selectFrom('tree_media_files')
    .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_files.media_object_id')
    .innerJoin('vault_items', 'vault_items.id', 'tree_media_files.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .leftJoin('transcripts', 'transcripts.item_id', 'vault_items.id')
    .select([
      'tree_media_files.id as file_id',
      'tree_media_files.media_object_id',
      'tree_media_files.path',
      'vault_items.id as item_id',
      'vault_items.title',
      'media.id',
      'media.owner_id',
      'media.storage_key',
      'media.size_bytes',
      'media.segment_bytes',
      'media.content_type',
      'transcripts.machine_text',
      'transcripts.edited_text',
    ])
    .where('tree_media_objects.tree_id', '=', treeId)
    .where(vaultScopeFor(ownerId))
    .where('vault_items.deleted_at', 'is', null)
    .execute();
}
