/**
 * SQL of the tree's voices (docs/decisions/013-tree-voices.md): vault items linked to people
 * (through GEDCOM multimedia objects), name clips, animated ancestors and branch scopes.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, MediaTable, TreeAnimationsTable } from '../../db/tables';
import { insertMediaRecord } from '../../storage/media-renditions';
import { circleMembersOf } from '../../policies/circle.policy';
import { vaultScopeFor } from '../../policies/vault.policy';
import { animationsAskedBy } from '../../policies/family-tree.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** Vault item columns a person's page shows, with the transcript's texts. */
const linkedItemColumns = [
  'vault_items.id as item_id',
  'vault_items.kind',
  'vault_items.title',
  'vault_items.description',
  'vault_items.created_at',
  'media.content_type',
  'media.duration_ms',
  'media.preview_key',
  'transcripts.machine_text',
  'transcripts.edited_text',
] as const;

/**
 * The live vault items linked to individuals `individualIds` of tree `treeId`, in link order
 * (their multimedia objects' links), each with the individual it is linked to.
 */
export async function findLinkedItems(db: Executor, treeId: string, individualIds: readonly string[]) {
  if (individualIds.length === 0) return [];
  return db
    .selectFrom('tree_media_links')
    .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_links.media_object_id')
    .innerJoin('tree_media_files', 'tree_media_files.media_object_id', 'tree_media_objects.id')
    .innerJoin('vault_items', 'vault_items.id', 'tree_media_files.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .leftJoin('transcripts', 'transcripts.item_id', 'vault_items.id')
    .select([...linkedItemColumns, 'tree_media_links.individual_id'])
    .where('tree_media_objects.tree_id', '=', treeId)
    .where('tree_media_links.individual_id', 'in', individualIds)
    .where('vault_items.deleted_at', 'is', null)
    .orderBy('tree_media_objects.position')
    .execute();
}
export type LinkedItemRow = Awaited<ReturnType<typeof findLinkedItems>>[number];

/** The name clips of `individualIds` (live vault items only). */
export async function findNameClips(db: Executor, individualIds: readonly string[]) {
  if (individualIds.length === 0) return [];
  return db
    .selectFrom('tree_name_clips')
    .innerJoin('vault_items', 'vault_items.id', 'tree_name_clips.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .leftJoin('transcripts', 'transcripts.item_id', 'vault_items.id')
    .select([...linkedItemColumns, 'tree_name_clips.individual_id'])
    .where('tree_name_clips.individual_id', 'in', individualIds)
    .where('vault_items.deleted_at', 'is', null)
    .execute();
}

/**
 * The individuals of tree `treeId` that vault item `itemId` is linked to (as a multimedia file or
 * a name clip), with the item's media record for streaming; empty when it is not linked there.
 */
export async function findItemLinks(db: Executor, treeId: string, itemId: string) {
  const media = await db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .selectAll('media')
    .where('vault_items.id', '=', itemId)
    .where('vault_items.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!media) return { media: undefined, individualIds: [] };
  const [linked, clips] = await Promise.all([
    db
      .selectFrom('tree_media_files')
      .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_files.media_object_id')
      .innerJoin('tree_media_links', 'tree_media_links.media_object_id', 'tree_media_objects.id')
      .select('tree_media_links.individual_id')
      .where('tree_media_objects.tree_id', '=', treeId)
      .where('tree_media_files.vault_item_id', '=', itemId)
      .execute(),
    db
      .selectFrom('tree_name_clips')
      .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_name_clips.individual_id')
      .select('tree_name_clips.individual_id')
      .where('tree_individuals.tree_id', '=', treeId)
      .where('tree_name_clips.vault_item_id', '=', itemId)
      .execute(),
  ]);
  const individualIds = [...linked, ...clips].flatMap((row) => (row.individual_id ? [row.individual_id] : []));
  return { media: media as MediaTable, individualIds };
}

/** A live vault item of `ownerId` with its kind, title and its file's content type, or undefined. */
export const findOwnItem = (db: Executor, ownerId: string, itemId: string) =>
  db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['vault_items.id', 'vault_items.kind', 'vault_items.media_id', 'vault_items.title', 'media.content_type'])
    .where('vault_items.id', '=', itemId)
    .where(vaultScopeFor(ownerId))
    .where('vault_items.deleted_at', 'is', null)
    .executeTakeFirst();

/** Whether item `itemId` is already linked to individual `individualId` as a multimedia file. */
async function isItemLinked(db: Executor, individualId: string, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tree_media_files')
    .innerJoin('tree_media_links', 'tree_media_links.media_object_id', 'tree_media_files.media_object_id')
    .select('tree_media_files.id')
    .where('tree_media_links.individual_id', '=', individualId)
    .where('tree_media_files.vault_item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The xref of a multimedia object made by linkItemToIndividual: a GEDCOM 7.0 xref (capitals,
 * digits and underscores) from the object's own id, so it is unique and tells such an object from
 * one read from a GEDCOM file (whose id is new, whatever its xref).
 */
const linkObjectXref = (objectId: string) => `@HM${objectId.replaceAll('-', '').slice(0, 20).toUpperCase()}@`;

/**
 * Links vault item `itemId` to individual `individualId` as a GEDCOM multimedia object (OBJE with
 * one FILE), so GEDZIP exports carry it; linking it again does nothing (idempotent retries).
 */
export async function linkItemToIndividual(
  db: Executor,
  link: { treeId: string; individualId: string; itemId: string; contentType: string; title: string },
): Promise<void> {
  if (await isItemLinked(db, link.individualId, link.itemId)) return;
  const last = await db
    .selectFrom('tree_media_objects')
    .select((select) => select.fn.max('position').as('position'))
    .where('tree_id', '=', link.treeId)
    .executeTakeFirstOrThrow();
  const objectId = randomUUID();
  await db
    .insertInto('tree_media_objects')
    .values({
      id: objectId,
      tree_id: link.treeId,
      xref: linkObjectXref(objectId),
      extra_gedcom: '{}',
      position: Number(last.position ?? -1) + 1,
    })
    .execute();
  await db
    .insertInto('tree_media_files')
    .values({
      id: randomUUID(),
      media_object_id: objectId,
      path: `media/${link.itemId}`,
      media_type: link.contentType,
      title: link.title.slice(0, 200),
      vault_item_id: link.itemId,
      extra_gedcom: '{}',
      position: 0,
    })
    .execute();
  await db
    .insertInto('tree_media_links')
    .values({ media_object_id: objectId, individual_id: link.individualId, family_id: null, position: 0 })
    .execute();
}

/**
 * Takes vault item `itemId` off individual `individualId` of tree `treeId`: the individual's links
 * to every multimedia object holding the item (GEDCOM links a person to an object, so an imported
 * object with several FILEs leaves the person whole) and their name clip if it is this item. An
 * object linkItemToIndividual made that no one links to any more goes too (with its file row), so
 * exports carry no OBJE record of a file taken off the person; an object read from a GEDCOM file
 * stays, as the file had it (its other records may point to it). Nothing linked: nothing done.
 * The vault item, and animated ancestors made from it, are not touched.
 */
export async function unlinkItemFromIndividual(
  db: Executor,
  link: { treeId: string; individualId: string; itemId: string },
): Promise<void> {
  const objects = await db
    .selectFrom('tree_media_links')
    .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_links.media_object_id')
    .innerJoin('tree_media_files', 'tree_media_files.media_object_id', 'tree_media_objects.id')
    .select(['tree_media_objects.id', 'tree_media_objects.xref'])
    .distinct()
    .where('tree_media_objects.tree_id', '=', link.treeId)
    .where('tree_media_links.individual_id', '=', link.individualId)
    .where('tree_media_files.vault_item_id', '=', link.itemId)
    .execute();
  if (objects.length > 0) {
    const objectIds = objects.map((object) => object.id);
    await db
      .deleteFrom('tree_media_links')
      .where('individual_id', '=', link.individualId)
      .where('media_object_id', 'in', objectIds)
      .execute();
    const stillLinked = new Set(
      (
        await db
          .selectFrom('tree_media_links')
          .select('media_object_id')
          .where('media_object_id', 'in', objectIds)
          .execute()
      ).map((row) => row.media_object_id),
    );
    const unused = objects.filter((object) => !stillLinked.has(object.id) && object.xref === linkObjectXref(object.id));
    if (unused.length > 0) {
      await db
        .deleteFrom('tree_media_objects')
        .where(
          'id',
          'in',
          unused.map((object) => object.id),
        )
        .execute();
    }
  }
  await db
    .deleteFrom('tree_name_clips')
    .where('individual_id', '=', link.individualId)
    .where('vault_item_id', '=', link.itemId)
    .execute();
}

/** Makes `itemId` the name clip of `individualId`, replacing an earlier one. */
export async function saveNameClip(db: Executor, individualId: string, itemId: string, now: string): Promise<void> {
  await db
    .insertInto('tree_name_clips')
    .values({ individual_id: individualId, vault_item_id: itemId, created_at: now })
    .onConflict((conflict) => conflict.column('individual_id').doUpdateSet({ vault_item_id: itemId, created_at: now }))
    .execute();
}

export const findAnimations = (db: Executor, individualId: string) =>
  db
    .selectFrom('tree_animations')
    .selectAll()
    .where('individual_id', '=', individualId)
    .orderBy('created_at', 'desc')
    .execute();

export const findAnimation = (db: Executor, id: string) =>
  db.selectFrom('tree_animations').selectAll().where('id', '=', id).executeTakeFirst();

/** Animated ancestors `ownerId` asked for since `since` (ISO-8601) that did not fail. */
export async function countAnimationsSince(db: Executor, ownerId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('tree_animations')
    .select((select) => select.fn.countAll().as('count'))
    .where(animationsAskedBy(ownerId))
    .where('created_at', '>=', since)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertAnimation = (db: Executor, row: Insertable<TreeAnimationsTable>) =>
  db.insertInto('tree_animations').values(row).execute();

export const updateAnimation = (db: Executor, id: string, changes: Updateable<TreeAnimationsTable>) =>
  db.updateTable('tree_animations').set(changes).where('id', '=', id).execute();

/** Inserts a rendered video into the owner's vault: media record, item and search text. */
export async function insertMadeVideo(
  db: Executor,
  video: { itemId: string; media: MediaTable; title: string; description: string; now: string },
): Promise<void> {
  await insertMediaRecord(db, video.media);
  await db
    .insertInto('vault_items')
    .values({
      id: video.itemId,
      owner_id: video.media.owner_id,
      media_id: video.media.id,
      upload_id: null,
      collection: 'vault',
      kind: 'video',
      title: video.title.slice(0, 200),
      description: video.description,
      taken_at: null,
      keep_location: 0,
      shared_with_circle: 0,
      deleted_at: null,
      created_at: video.now,
      updated_at: video.now,
    })
    .execute();
  await db
    .insertInto('vault_search')
    .values({ item_id: video.itemId, owner_id: video.media.owner_id, body: `${video.title} ${video.description}` })
    .execute();
}

/** The decrypting inputs of an animation: a vault item's media record. */
export const findItemMedia = (db: Executor, itemId: string) =>
  db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .leftJoin('transcripts', 'transcripts.item_id', 'vault_items.id')
    .select([
      'media.id',
      'media.owner_id',
      'media.storage_key',
      'media.size_bytes',
      'media.segment_bytes',
      'media.content_type',
      'media.duration_ms',
      'transcripts.machine_text',
      'transcripts.edited_text',
      'transcripts.words',
    ])
    .where('vault_items.id', '=', itemId)
    .where('vault_items.deleted_at', 'is', null)
    .executeTakeFirst();

export const findBranchScopes = (db: Executor, treeId: string) =>
  db
    .selectFrom('tree_branch_scopes')
    .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_branch_scopes.root_individual_id')
    .select([
      'tree_branch_scopes.member_id',
      'tree_branch_scopes.root_individual_id',
      'tree_branch_scopes.generations',
      'tree_individuals.name_as_written',
    ])
    .where('tree_branch_scopes.tree_id', '=', treeId)
    .execute();

/** Sets or replaces member `memberId`'s branch in tree `treeId`. */
export async function saveBranchScope(
  db: Executor,
  scope: { treeId: string; memberId: string; rootIndividualId: string; generations: number; now: string },
): Promise<void> {
  await db
    .insertInto('tree_branch_scopes')
    .values({
      tree_id: scope.treeId,
      member_id: scope.memberId,
      root_individual_id: scope.rootIndividualId,
      generations: scope.generations,
      created_at: scope.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['tree_id', 'member_id'])
        .doUpdateSet({ root_individual_id: scope.rootIndividualId, generations: scope.generations }),
    )
    .execute();
}

export const deleteBranchScope = (db: Executor, treeId: string, memberId: string) =>
  db.deleteFrom('tree_branch_scopes').where('tree_id', '=', treeId).where('member_id', '=', memberId).execute();

/** Whether `memberId` is an editor or viewer in the circle of `ownerId`. */
export async function isReadingMember(db: Executor, ownerId: string, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('circle_members')
    .select('member_id')
    .where(circleMembersOf(ownerId))
    .where('member_id', '=', memberId)
    .where('role', 'in', ['editor', 'viewer'])
    .executeTakeFirst();
  return row !== undefined;
}
