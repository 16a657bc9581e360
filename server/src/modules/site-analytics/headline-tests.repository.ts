/** SQL for the home headline A/B tests. */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { HeadlineVariant } from '@heirloom/common/domain/home-headline';
import type { Database, HeadlineTestsTable } from '../../db/tables';

type Db = Kysely<Database> | Transaction<Database>;
export type HeadlineTestRow = Selectable<HeadlineTestsTable>;

/** The running test, if any. */
export async function findRunningTest(db: Db): Promise<HeadlineTestRow | undefined> {
  return db.selectFrom('headline_tests').selectAll().where('status', '=', 'running').executeTakeFirst();
}

/** One test by id. */
export async function findTest(db: Db, id: string): Promise<HeadlineTestRow | undefined> {
  return db.selectFrom('headline_tests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every test, newest first. */
export async function listTests(db: Db): Promise<HeadlineTestRow[]> {
  return db.selectFrom('headline_tests').selectAll().orderBy('started_at', 'desc').execute();
}

/** The headline of the newest test whose winner was adopted, if any. */
export async function findAdoptedHeadline(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('headline_tests')
    .select(['variant_a', 'variant_b', 'adopted_variant'])
    .where('adopted_at', 'is not', null)
    .orderBy('adopted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.adopted_variant === 'B' ? row.variant_b : row.variant_a;
}

/** Inserts a running test; false when another is already running (the partial unique index). */
export async function insertRunningTest(
  db: Db,
  test: { id: string; variantA: string; variantB: string; startedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('headline_tests')
    .values({
      id: test.id,
      status: 'running',
      variant_a: test.variantA,
      variant_b: test.variantB,
      exposures_a: 0,
      exposures_b: 0,
      sign_ups_a: 0,
      sign_ups_b: 0,
      started_at: test.startedAt,
      stopped_at: null,
      adopted_variant: null,
      adopted_at: null,
    })
    .onConflict((conflict) => conflict.column('status').where(sql.ref('status'), '=', sql.lit('running')).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Stops a running test; false when it was not running. */
export async function stopTest(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('headline_tests')
    .set({ status: 'stopped', stopped_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records `variant` as the headline adopted from a test (stopping it if it still runs); false if already adopted. */
export async function adoptVariant(db: Db, id: string, variant: HeadlineVariant, at: string): Promise<boolean> {
  const result = await db
    .updateTable('headline_tests')
    .set({
      status: 'stopped',
      stopped_at: sql<string>`coalesce(${sql.ref('stopped_at')}, ${at})`,
      adopted_variant: variant,
      adopted_at: at,
    })
    .where('id', '=', id)
    .where('adopted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds one exposure to `variant`'s arm of a running test. */
export async function countExposure(db: Db, id: string, variant: HeadlineVariant): Promise<void> {
  const column = variant === 'A' ? 'exposures_a' : 'exposures_b';
  await db
    .updateTable('headline_tests')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Adds one sign-up to `variant`'s arm of a running test; false when that test is not running. */
export async function countSignUp(db: Db, id: string, variant: HeadlineVariant): Promise<boolean> {
  const column = variant === 'A' ? 'sign_ups_a' : 'sign_ups_b';
  const result = await db
    .updateTable('headline_tests')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
