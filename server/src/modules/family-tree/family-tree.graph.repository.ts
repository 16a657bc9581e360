/**
 * The rows the chart, the relationship calculator and the warnings read
 * (docs/product/family-tree.md "The chart", "Relationship calculator", "Warnings"): the family
 * links (partners, children: ids only) of the whole tree, and the cards — names, birth and death
 * events, photos, voices — of only the people an answer shows; far less than `loadTreeRows`, so a
 * 5,000-person tree answers a focus person in milliseconds.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { DEATH_EVENT_TAGS } from './family-tree.living';

export interface GraphRows {
  individuals: {
    id: string;
    /** The NAME payload as written, shown without slashes. */
    name_as_written: string | null;
    given_names: string;
    surname: string;
    nickname: string;
    sex: string | null;
    is_living: number;
    linked_user_id: string | null;
  }[];
  partners: { family_id: string; individual_id: string }[];
  children: { family_id: string; individual_id: string; position: number }[];
  /** BIRT, DEAT and every dated or death-implying event of individuals, in file order (cards and decideLiving). */
  vitals: { individual_id: string | null; tag: string; date: string | null; date_sort_key: number | null }[];
  /** Vault items linked to individuals, in link order, with their kind. */
  media: { individual_id: string | null; vault_item_id: string | null; kind: string | null }[];
  /** Individuals with a name-pronunciation clip. */
  nameClips: { individual_id: string }[];
}

/** How many ids loadCards lists in a query. */
const MAX_LISTED_IDS = 2000;

/** The family links of tree `treeId`: every partner and child row (two indexed queries, ids only). */
export async function loadFamilyLinks(
  db: Kysely<Database>,
  treeId: string,
): Promise<Pick<GraphRows, 'partners' | 'children'>> {
  const [partners, children] = await Promise.all([
    db
      .selectFrom('tree_family_partners')
      .innerJoin('tree_families', 'tree_families.id', 'tree_family_partners.family_id')
      .select(['tree_family_partners.family_id', 'tree_family_partners.individual_id'])
      .where('tree_families.tree_id', '=', treeId)
      .orderBy('tree_families.position')
      .orderBy('tree_family_partners.role')
      .execute(),
    db
      .selectFrom('tree_family_children')
      .innerJoin('tree_families', 'tree_families.id', 'tree_family_children.family_id')
      .select(['tree_family_children.family_id', 'tree_family_children.individual_id', 'tree_family_children.position'])
      .where('tree_families.tree_id', '=', treeId)
      .orderBy('tree_families.position')
      .orderBy('tree_family_children.position')
      .execute(),
  ]);
  return { partners, children };
}

/** Family links with their family's place in the tree, to put rows read in rounds back in tree order. */
export interface PlacedFamilyLinks {
  partners: (GraphRows['partners'][number] & { family_position: number; role: string })[];
  children: (GraphRows['children'][number] & { family_position: number })[];
}

/**
 * The family links of tree `treeId` around the individuals `ids`: every family any of them is a
 * partner or a child in, with all its members, leaving out the families `known` (read before). What
 * a walk over a few generations needs without reading a 50,000-person tree (one statement per
 * 2,000 ids).
 */
export async function loadFamilyLinksAround(
  db: Kysely<Database>,
  treeId: string,
  ids: readonly string[],
  known: ReadonlySet<string>,
): Promise<PlacedFamilyLinks> {
  const found: PlacedFamilyLinks = { partners: [], children: [] };
  for (let start = 0; start < ids.length; start += MAX_LISTED_IDS) {
    const listed = ids.slice(start, start + MAX_LISTED_IDS);
    // One statement a round: the listed people's families, then those families' partners, children
    // and place in the tree. A row's kind says which; columns another kind lacks are null.
    const rows = await db
      .with('listed_families', (db) =>
        db
          .selectFrom('tree_family_partners')
          .select('family_id')
          .where('individual_id', 'in', listed)
          .union(db.selectFrom('tree_family_children').select('family_id').where('individual_id', 'in', listed)),
      )
      .selectFrom('tree_family_partners')
      .select((eb) => [
        sql.lit('partner').as('kind'),
        'family_id',
        eb.ref('individual_id').$castTo<string | null>().as('individual_id'),
        eb.ref('role').$castTo<string | null>().as('role'),
        sql<number | null>`cast(null as integer)`.as('position'),
        sql<string | null>`cast(null as varchar)`.as('tree_id'),
      ])
      .where('family_id', 'in', (db) => db.selectFrom('listed_families').select('family_id'))
      .unionAll((db) =>
        db
          .selectFrom('tree_family_children')
          .select([
            sql.lit('child').as('kind'),
            'family_id',
            'individual_id',
            sql<string | null>`cast(null as varchar)`.as('role'),
            'position',
            sql<string | null>`cast(null as varchar)`.as('tree_id'),
          ])
          .where('family_id', 'in', (db) => db.selectFrom('listed_families').select('family_id')),
      )
      .unionAll((db) =>
        db
          .selectFrom('tree_families')
          .select([
            sql.lit('family').as('kind'),
            'id as family_id',
            sql<string | null>`cast(null as varchar)`.as('individual_id'),
            sql<string | null>`cast(null as varchar)`.as('role'),
            'position',
            'tree_id',
          ])
          .where('id', 'in', (db) => db.selectFrom('listed_families').select('family_id')),
      )
      .execute();
    // The tree is checked here, not in SQL: given `tree_id = ?`, SQLite walks the whole tree's
    // families by that index instead of looking up the few listed ones.
    const positionOf = new Map<string, number>();
    for (const row of rows) {
      if (row.kind === 'family' && row.tree_id === treeId && !known.has(row.family_id))
        positionOf.set(row.family_id, row.position!);
    }
    for (const row of rows) {
      const familyPosition = positionOf.get(row.family_id);
      if (familyPosition === undefined) continue;
      if (row.kind === 'partner') {
        found.partners.push({
          family_id: row.family_id,
          individual_id: row.individual_id!,
          role: row.role!,
          family_position: familyPosition,
        });
      } else if (row.kind === 'child') {
        found.children.push({
          family_id: row.family_id,
          individual_id: row.individual_id!,
          position: row.position!,
          family_position: familyPosition,
        });
      }
    }
  }
  return found;
}

/** Tree `treeId`'s individuals' ids and account links, in tree order (one index-only query): the default focus order reads them. */
export async function loadIndividualIds(db: Kysely<Database>, treeId: string) {
  return db
    .selectFrom('tree_individuals')
    .select(['id', 'linked_user_id'])
    .where('tree_id', '=', treeId)
    .orderBy('position')
    .execute();
}

/**
 * The ids of tree `treeId`'s individuals whose `search_text` holds every one of `words` (lower
 * case), in tree order, at most `limit` (all when null). One scan of an index in the database
 * (tree_individuals_search_index), with LIKE's wildcards in the words taken literally.
 */
export async function searchIndividualIds(
  db: Kysely<Database>,
  treeId: string,
  words: readonly string[],
  limit: number | null,
): Promise<string[]> {
  const literal = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .selectFrom('tree_individuals')
    .select('id')
    .where('tree_id', '=', treeId)
    .where((eb) =>
      eb.and(words.map((word) => sql<boolean>`${eb.ref('search_text')} LIKE ${literal(word)} ESCAPE '\\'`)),
    )
    .orderBy('position')
    .$if(limit !== null, (query) => query.limit(limit!))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * What the cards of tree `treeId` show — names, births and deaths, photos, voices — for the
 * individuals `ids`, and the events that decide who is living for the individuals `evidenceIds`
 * (those people and their relatives, peopleReadForLiving); everyone's when null (four indexed queries).
 */
export async function loadCards(
  db: Kysely<Database>,
  treeId: string,
  ids: string[] | null,
  evidenceIds: string[] | null = ids,
): Promise<Omit<GraphRows, 'partners' | 'children'>> {
  if (ids?.length === 0 && evidenceIds?.length === 0) return { individuals: [], vitals: [], media: [], nameClips: [] };
  // Past this many, one read of the whole tree is cheaper than a long IN list (and within SQLite's bound).
  if (ids && ids.length > MAX_LISTED_IDS) ids = null;
  if (evidenceIds && evidenceIds.length > MAX_LISTED_IDS) evidenceIds = null;
  const [individuals, vitals, media, nameClips] = await Promise.all([
    db
      .selectFrom('tree_individuals')
      .select(['id', 'name_as_written', 'given_names', 'surname', 'nickname', 'sex', 'is_living', 'linked_user_id'])
      .select('tree_id')
      // Listed people are looked up by id and their tree checked below: given `tree_id = ?` too,
      // SQLite walks the whole tree by that index instead.
      .$if(ids === null, (query) => query.where('tree_id', '=', treeId))
      .$if(ids !== null, (query) => query.where('id', 'in', ids!))
      .orderBy('position')
      .execute()
      .then((rows) => rows.filter((row) => row.tree_id === treeId)),
    db
      .selectFrom('tree_events')
      .select(['individual_id', 'tag', 'date', 'date_sort_key'])
      // Listed people are looked up by the individual index (their cards are kept only if the tree has them).
      .$if(evidenceIds === null, (query) => query.where('tree_id', '=', treeId))
      .$if(evidenceIds !== null, (query) => query.where('individual_id', 'in', evidenceIds!))
      .where((eb) => eb.or([eb('tag', 'in', ['BIRT', ...DEATH_EVENT_TAGS]), eb('date_sort_key', 'is not', null)]))
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
      .$if(ids !== null, (query) => query.where('tree_media_links.individual_id', 'in', ids!))
      .where('tree_media_links.individual_id', 'is not', null)
      .where('tree_media_files.vault_item_id', 'is not', null)
      .orderBy('tree_media_links.position')
      .orderBy('tree_media_files.position')
      .execute(),
    ids === null
      ? db
          .selectFrom('tree_name_clips')
          .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_name_clips.individual_id')
          .select('tree_name_clips.individual_id')
          .where('tree_individuals.tree_id', '=', treeId)
          .execute()
      : db.selectFrom('tree_name_clips').select('individual_id').where('individual_id', 'in', ids).execute(),
  ]);
  return { individuals, vitals, media, nameClips };
}
