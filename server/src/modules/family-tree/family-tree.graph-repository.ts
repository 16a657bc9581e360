/**
 * The rows the chart, the relationship calculator and the warnings read (issue 10 parts 2 and 3):
 * people, partners, children, birth and death events, and which people have a photo or a voice —
 * far less than `loadTreeRows`, so a 5,000-person tree answers a focus person in milliseconds.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export interface GraphRows {
  individuals: {
    id: string;
    given_names: string;
    surname: string;
    nickname: string;
    sex: string | null;
    is_living: number;
    linked_user_id: string | null;
  }[];
  partners: { family_id: string; individual_id: string }[];
  children: { family_id: string; individual_id: string; position: number }[];
  /** BIRT and DEAT events of individuals, in file order. */
  vitals: { individual_id: string | null; tag: string; date: string | null; date_sort_key: number | null }[];
  /** Vault items linked to individuals, in link order, with their kind. */
  media: { individual_id: string | null; vault_item_id: string | null; kind: string | null }[];
  /** Individuals with a name-pronunciation clip. */
  nameClips: { individual_id: string }[];
}

/** Reads tree `treeId`'s graph rows (six indexed queries). */
export async function loadGraphRows(db: Kysely<Database>, treeId: string): Promise<GraphRows> {
  const [individuals, partners, children, vitals, media, nameClips] = await Promise.all([
    db
      .selectFrom('tree_individuals')
      .select(['id', 'given_names', 'surname', 'nickname', 'sex', 'is_living', 'linked_user_id'])
      .where('tree_id', '=', treeId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('tree_family_partners')
      .innerJoin('tree_families', 'tree_families.id', 'tree_family_partners.family_id')
      .select(['tree_family_partners.family_id', 'tree_family_partners.individual_id'])
      .where('tree_families.tree_id', '=', treeId)
      .orderBy('tree_family_partners.role')
      .execute(),
    db
      .selectFrom('tree_family_children')
      .innerJoin('tree_families', 'tree_families.id', 'tree_family_children.family_id')
      .select(['tree_family_children.family_id', 'tree_family_children.individual_id', 'tree_family_children.position'])
      .where('tree_families.tree_id', '=', treeId)
      .orderBy('tree_family_children.position')
      .execute(),
    db
      .selectFrom('tree_events')
      .select(['individual_id', 'tag', 'date', 'date_sort_key'])
      .where('tree_id', '=', treeId)
      .where('tag', 'in', ['BIRT', 'DEAT'])
      .where('individual_id', 'is not', null)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('tree_media_links')
      .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_links.media_object_id')
      .innerJoin('tree_media_files', 'tree_media_files.media_object_id', 'tree_media_objects.id')
      .leftJoin('vault_items', 'vault_items.id', 'tree_media_files.vault_item_id')
      .select(['tree_media_links.individual_id', 'tree_media_files.vault_item_id', 'vault_items.kind'])
      .where('tree_media_objects.tree_id', '=', treeId)
      .where('tree_media_links.individual_id', 'is not', null)
      .where('tree_media_files.vault_item_id', 'is not', null)
      .orderBy('tree_media_links.position')
      .orderBy('tree_media_files.position')
      .execute(),
    db
      .selectFrom('tree_name_clips')
      .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_name_clips.individual_id')
      .select('tree_name_clips.individual_id')
      .where('tree_individuals.tree_id', '=', treeId)
      .execute(),
  ]);
  return { individuals, partners, children, vitals, media, nameClips };
}
