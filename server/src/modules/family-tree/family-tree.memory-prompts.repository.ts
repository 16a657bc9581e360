/**
 * SQL of tree-aware memory prompts (tree-memory-prompts.service.ts, docs/product/family-tree.md
 * "Memory prompts"): the births and deaths of a calendar day, a person's death, and the members
 * whose own person in the tree was born before it. Which circle roles read a tree is the policy's
 * (`TREE_READER_ROLES`, policies/family-tree.policy.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { TREE_READER_ROLES } from '../../policies/family-tree.policy';

/**
 * Every birth and death written as an exact date on `dayAndMonth` of any year ("12 MAR": GEDCOM 7.0
 * day and month), with its person and the person's tree.
 */
export function listBirthsAndDeathsOn(db: Kysely<Database>, dayAndMonth: string) {
  return db
    .selectFrom('tree_events')
    .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_events.individual_id')
    .innerJoin('family_trees', 'family_trees.id', 'tree_events.tree_id')
    .select([
      'tree_events.tag',
      'tree_events.date',
      'tree_individuals.id',
      'tree_individuals.tree_id',
      'tree_individuals.name_as_written',
      'tree_individuals.sex',
      'family_trees.owner_id',
      'family_trees.shared_with_circle',
    ])
    .where('tree_events.tag', 'in', ['BIRT', 'DEAT'])
    .where('tree_events.date', 'like', `${dayAndMonth} %`)
    .execute();
}

/**
 * The date sort key of the first of individual `individualId`'s deaths.
 * @returns null without a death, or when the first has no date that sorts
 */
export async function findDeathSortKey(db: Kysely<Database>, individualId: string) {
  const death = await db
    .selectFrom('tree_events')
    .select('date_sort_key')
    .where('individual_id', '=', individualId)
    .where('tag', '=', 'DEAT')
    .orderBy('date_sort_key')
    .executeTakeFirst();
  return death?.date_sort_key ?? null;
}

/**
 * The accounts that may hear of `person`: the tree's owner and, while the owner shares the tree
 * with their circle, its editors and viewers — each only when their own person in the tree ("this
 * is me") was born on or before the person's death (`deathSortKey`). Each comes with their branch
 * scope of the tree, if any, for the caller to check.
 */
export function listOverlappingMembers(
  db: Kysely<Database>,
  person: { id: string; tree_id: string; owner_id: string; shared_with_circle: number },
  deathSortKey: number,
) {
  return (
    db
      .selectFrom('tree_individuals as me')
      .innerJoin('users', 'users.id', 'me.linked_user_id')
      .innerJoin('tree_events as born', (join) =>
        join.onRef('born.individual_id', '=', 'me.id').on('born.tag', '=', 'BIRT'),
      )
      .leftJoin('circle_members', (join) =>
        join.onRef('circle_members.member_id', '=', 'users.id').on('circle_members.owner_id', '=', person.owner_id),
      )
      .leftJoin('tree_branch_scopes', (join) =>
        join
          .onRef('tree_branch_scopes.member_id', '=', 'users.id')
          .on('tree_branch_scopes.tree_id', '=', person.tree_id),
      )
      .select([
        'users.id',
        'users.email',
        'users.username as name',
        'tree_branch_scopes.root_individual_id',
        'tree_branch_scopes.generations',
      ])
      .where('me.tree_id', '=', person.tree_id)
      .where('me.id', '!=', person.id)
      .where('born.date_sort_key', '<=', deathSortKey)
      // The circle hears of the tree's people only while the owner shares the tree with it.
      .where((eb) =>
        person.shared_with_circle === 1
          ? eb.or([eb('users.id', '=', person.owner_id), eb('circle_members.role', 'in', TREE_READER_ROLES)])
          : eb('users.id', '=', person.owner_id),
      )
      .distinct()
      .execute()
  );
}
