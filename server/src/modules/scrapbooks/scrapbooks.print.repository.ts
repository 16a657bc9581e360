/**
 * All SQL of a scrapbook's prints (the `scrapbook.print` job, scrapbooks.jobs.ts): the print rows,
 * the scrapbook a print renders, the share links its QR codes open, and the books "Export
 * everything" prints (scrapbooks.export.ts). Who may ask for a print is the policy's question
 * (policies/scrapbook.policy.ts); these functions act by id or by owner.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ScrapbookPrintsTable, ShareLinksTable } from '../../db/tables';
import { scrapbooksOwnedBy } from '../../policies/scrapbook.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** Inserts a print asked for (its job renders it). */
export async function insertPrint(db: Executor, print: Insertable<ScrapbookPrintsTable>): Promise<void> {
  await db.insertInto('scrapbook_prints').values(print).execute();
}

/** The print `printId` of scrapbook `scrapbookId`; undefined when that scrapbook has no such print. */
export function findPrint(db: Executor, scrapbookId: string, printId: string) {
  return db
    .selectFrom('scrapbook_prints')
    .selectAll()
    .where('id', '=', printId)
    .where('scrapbook_id', '=', scrapbookId)
    .executeTakeFirst();
}

/** The print `printId`, whichever its scrapbook (the job's own); undefined once deleted with it. */
export function findPrintById(db: Executor, printId: string) {
  return db.selectFrom('scrapbook_prints').selectAll().where('id', '=', printId).executeTakeFirst();
}

/** Changes a print: its status, its progress, its PDF's size or its error. */
export async function updatePrint(db: Executor, printId: string, patch: Updateable<ScrapbookPrintsTable>) {
  await db.updateTable('scrapbook_prints').set(patch).where('id', '=', printId).execute();
}

/** The scrapbook `scrapbookId` with its owner's name (`username`), as its print shows them. */
export function findPrintedScrapbook(db: Executor, scrapbookId: string) {
  return db
    .selectFrom('scrapbooks')
    .innerJoin('users', 'users.id', 'scrapbooks.owner_id')
    .selectAll('scrapbooks')
    .select('users.username')
    .where('scrapbooks.id', '=', scrapbookId)
    .executeTakeFirst();
}

/** Writes the share links of a print's QR codes; a link already written (a retried job) is left as it is. */
export async function insertPrintLinks(db: Executor, links: Insertable<ShareLinksTable>[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('share_links')
    .values(links)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The scrapbooks `ownerId` owns, oldest first, each with its owner's name (`username`) and the page
 * size of its latest print (`last_page_size`, null when never printed): what "Export everything" prints.
 */
export function listOwnScrapbooksToPrint(db: Executor, ownerId: string) {
  return db
    .selectFrom('scrapbooks')
    .innerJoin('users', 'users.id', 'scrapbooks.owner_id')
    .select(['scrapbooks.id', 'scrapbooks.owner_id', 'scrapbooks.title', 'scrapbooks.template_id', 'users.username'])
    .select((eb) =>
      eb
        .selectFrom('scrapbook_prints')
        .select('scrapbook_prints.page_size')
        .whereRef('scrapbook_prints.scrapbook_id', '=', 'scrapbooks.id')
        .orderBy('scrapbook_prints.created_at', 'desc')
        .limit(1)
        .as('last_page_size'),
    )
    .where(scrapbooksOwnedBy(ownerId))
    .orderBy('scrapbooks.created_at')
    .orderBy('scrapbooks.id')
    .execute();
}
