/**
 * Scrapbooks without HTTP: draft one from a source, read and list them, and change pages, layouts,
 * captions and items; queue a print (the row and its `scrapbook.print` job in one transaction).
 * Every call on a scrapbook takes the ScrapbookAccess its route's gate authorised
 * (policies/scrapbook.policy.ts); the vault items placed come from the vault policy's scope of what
 * the caller may read, and each reader is shown only those
 * their owners' sharing reaches now (policies/servable-items.policy.ts, docs/decisions/015).
 */
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MAX_SCRAPBOOK_PAGES,
  SCRAPBOOK_MESSAGES,
  type PrintInput,
  type ScrapbookSource,
  type pageInputSchema,
  type pagePatchSchema,
  type scrapbookDraftInputSchema,
  type scrapbookPatchSchema,
} from '@heirloom/common/contracts/scrapbooks';
import { PAGE_LAYOUTS, findScrapbookTemplate, mayUseTemplate } from '@heirloom/common/domain/scrapbook-templates';
import type { Plan } from '@heirloom/common/domain/plans';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { insertJobs } from '../../jobs/jobs.repository';
import { jobOf } from '../../jobs/job-queue';
import { findReadableIndividual } from '../../policies/family-tree.policy';
import { listScrapbookAccess, type ScrapbookAccess } from '../../policies/scrapbook.policy';
import { isServableItem, servableInContainers, servableVaultItems } from '../../policies/servable-items.policy';
import { draftPages } from './scrapbook-draft';
import { presentPrint, presentScrapbook, presentSummary } from './scrapbooks.presenter';
import { findPrint, insertPrint } from './scrapbooks.print.repository';
import * as repository from './scrapbooks.repository';

export interface ScrapbooksDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** The plan of a user (the templates they may use follow the owner's plan). */
  planOf: (userId: string) => Promise<Plan['id']>;
}

/** The type of the job that renders one print (scrapbooks.jobs.ts); its id is `scrapbook.print:<printId>`. */
export const PRINT_JOB_TYPE = 'scrapbook.print';

/** Most items a draft takes from its source. */
const MAX_DRAFT_ITEMS = 400;
/** Recordings a page holds beside its photos. */
const MAX_RECORDINGS_PER_PAGE = 3;

/** @throws AppError 'invalid' for an unknown template, 'forbidden' for one the owner's plan does not include */
async function checkTemplate(deps: ScrapbooksDependencies, ownerId: string, templateId: string) {
  const template = findScrapbookTemplate(templateId);
  if (!template) throw new AppError('invalid', SCRAPBOOK_MESSAGES.templateNotFound);
  if (!mayUseTemplate(await deps.planOf(ownerId), template))
    throw new AppError('forbidden', SCRAPBOOK_MESSAGES.templateNeedsPlan);
  return template;
}

/**
 * What a draft is made from, in words, once the caller may read it.
 * @throws AppError 'not_found' for an album or person the caller may not read
 */
async function describeSource(deps: ScrapbooksDependencies, userId: string, source: ScrapbookSource) {
  switch (source.kind) {
    case 'album': {
      const album = await repository.findAlbumName(deps.db, source.albumId);
      // An album is readable when at least one of its items is (its own or shared): the items decide.
      if (!album) throw new AppError('not_found', SCRAPBOOK_MESSAGES.sourceNotFound);
      return `Album: ${album.name}`;
    }
    case 'person': {
      const { person, isReadable } = await findReadableIndividual(deps.db, userId, source.individualId);
      if (!person || !isReadable) throw new AppError('not_found', SCRAPBOOK_MESSAGES.sourceNotFound);
      return `Person: ${nameAsShown(person.name_as_written)}`;
    }
    case 'date_range':
      return `From ${source.from} to ${source.to}`;
    case 'occasion':
      return `Occasion: ${source.tag}`;
  }
}

/** The scrapbook as the caller sees it, read in four queries. */
async function readAs(deps: ScrapbooksDependencies, access: ScrapbookAccess) {
  const [pages, items, owners] = await Promise.all([
    repository.listPages(deps.db, access.scrapbook.id),
    repository.listItems(deps.db, access.scrapbook.id),
    repository.findUserNames(deps.db, [access.scrapbook.owner_id]),
  ]);
  const servable = await servableVaultItems(
    deps.db,
    { userId: access.readerId, containerOwnerId: access.scrapbook.owner_id },
    items.map((item) => item.vault_item_id),
  );
  return presentScrapbook(access, owners[0]?.username ?? '', pages, items, servable);
}

/** Marks the scrapbook changed now and answers with it. */
async function touched(deps: ScrapbooksDependencies, access: ScrapbookAccess) {
  const updatedAt = deps.clock.now().toISOString();
  await repository.updateScrapbook(deps.db, access.scrapbook.id, { updated_at: updatedAt });
  return readAs(deps, { ...access, scrapbook: { ...access.scrapbook, updated_at: updatedAt } });
}

/** Summaries of every scrapbook `accesses` names (the list of one reader); a cover only of a photo shown to them. */
async function summarize(deps: ScrapbooksDependencies, accesses: ScrapbookAccess[]) {
  const ids = accesses.map((access) => access.scrapbook.id);
  const { pageCounts, covers } = await repository.listCovers(deps.db, ids);
  const owners = await repository.findUserNames(deps.db, [...new Set(accesses.map((a) => a.scrapbook.owner_id))]);
  const ownerOf = new Map(accesses.map((access) => [access.scrapbook.id, access.scrapbook.owner_id]));
  const isServable = await servableInContainers(
    deps.db,
    accesses[0]?.readerId ?? '',
    covers.map((row) => ({ containerOwnerId: ownerOf.get(row.scrapbook_id)!, itemId: row.vault_item_id })),
  );
  return accesses.map((access) =>
    presentSummary(access, {
      ownerName: owners.find((owner) => owner.id === access.scrapbook.owner_id)?.username ?? '',
      pageCount: Number(pageCounts.find((row) => row.scrapbook_id === access.scrapbook.id)?.count ?? 0),
      coverItemId:
        covers.find(
          (row) => row.scrapbook_id === access.scrapbook.id && isServable(access.scrapbook.owner_id, row.vault_item_id),
        )?.id ?? null,
    }),
  );
}

/** Summaries of every scrapbook `userId` may read: their own, and those their circles share with them. */
export async function listScrapbooks(deps: ScrapbooksDependencies, userId: string) {
  return summarize(deps, await listScrapbookAccess(deps.db, userId));
}

/**
 * Drafts a scrapbook owned by `ownerId` from `input.source`, laid out by `input.templateId`.
 * @returns the new scrapbook
 * @throws AppError 'invalid' (unknown template, nothing to make pages from), 'forbidden' (template
 *   needs Complete Legacy), 'not_found' (album or person out of reach)
 */
export async function generateDraft(
  deps: ScrapbooksDependencies,
  ownerId: string,
  input: z.output<typeof scrapbookDraftInputSchema>,
) {
  const template = await checkTemplate(deps, ownerId, input.templateId);
  const sourceLabel = await describeSource(deps, ownerId, input.source);
  const items = await repository.findSourceItems(deps.db, ownerId, input.source, MAX_DRAFT_ITEMS);
  if (items.length === 0) throw new AppError('invalid', SCRAPBOOK_MESSAGES.sourceEmpty);
  const now = deps.clock.now().toISOString();
  const scrapbook = {
    id: randomUUID(),
    owner_id: ownerId,
    title: input.title,
    template_id: template.id,
    source_label: sourceLabel,
    shared_with_circle: 0,
    created_at: now,
    updated_at: now,
  };
  const pages = draftPages(template, items).map((page, position) => ({ ...page, id: randomUUID(), position }));
  const itemRows = pages.flatMap((page) =>
    page.items.map((item, position) => ({
      id: randomUUID(),
      scrapbook_id: scrapbook.id,
      page_id: page.id,
      vault_item_id: item.vaultItemId,
      position,
      caption: item.caption,
      added_by: ownerId,
    })),
  );
  await deps.db.transaction().execute((trx) =>
    repository.insertScrapbook(
      trx,
      scrapbook,
      pages.map(({ id, position, layout, text }) => ({ id, scrapbook_id: scrapbook.id, position, layout, text })),
      itemRows,
    ),
  );
  return readAs(deps, { scrapbook, role: 'owner', readerId: ownerId });
}

/** The scrapbook `access` names, with its pages, as its reader sees it. */
export async function readScrapbook(deps: ScrapbooksDependencies, access: ScrapbookAccess) {
  return readAs(deps, access);
}

/**
 * Changes the title and template (owner and editors) and the circle's sharing (owner alone).
 * @param access an owner's or editor's access (scrapbook.edit)
 * @throws AppError 'not_found' (sharing asked by an editor), 'forbidden' (template plan)
 */
export async function patchScrapbook(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  patch: z.output<typeof scrapbookPatchSchema>,
) {
  if (patch.isSharedWithCircle !== undefined && access.role !== 'owner')
    throw new AppError('not_found', SCRAPBOOK_MESSAGES.scrapbookNotFound);
  const id = access.scrapbook.id;
  if (patch.templateId !== undefined) await checkTemplate(deps, access.scrapbook.owner_id, patch.templateId);
  const changes = {
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.templateId !== undefined && { template_id: patch.templateId }),
    ...(patch.isSharedWithCircle !== undefined && { shared_with_circle: patch.isSharedWithCircle ? 1 : 0 }),
  };
  await repository.updateScrapbook(deps.db, id, changes);
  return touched(deps, { ...access, scrapbook: { ...access.scrapbook, ...changes } });
}

/** Deletes the scrapbook its owner's `access` names, its pages and prints (the vault items stay). */
export async function deleteScrapbook(deps: ScrapbooksDependencies, access: ScrapbookAccess) {
  await repository.deleteScrapbook(deps.db, access.scrapbook.id);
}

/** Puts the pages in the order of `pageIds`. @throws AppError 'invalid' unless it names every page once */
export async function reorderPages(deps: ScrapbooksDependencies, access: ScrapbookAccess, pageIds: string[]) {
  const id = access.scrapbook.id;
  const pages = await repository.listPages(deps.db, id);
  const isPermutation =
    pageIds.length === pages.length &&
    new Set(pageIds).size === pageIds.length &&
    pages.every((page) => pageIds.includes(page.id));
  if (!isPermutation) throw new AppError('invalid', SCRAPBOOK_MESSAGES.pageOrder);
  await deps.db.transaction().execute((trx) => repository.setPageOrder(trx, id, pageIds));
  return touched(deps, access);
}

/** Adds a page at the end. @throws AppError 'invalid' past MAX_SCRAPBOOK_PAGES */
export async function addPage(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  input: z.output<typeof pageInputSchema>,
) {
  const id = access.scrapbook.id;
  const pages = await repository.listPages(deps.db, id);
  if (pages.length >= MAX_SCRAPBOOK_PAGES) throw new AppError('invalid', SCRAPBOOK_MESSAGES.tooManyPages);
  const position = (pages.at(-1)?.position ?? -1) + 1;
  await repository.insertPage(deps.db, { id: randomUUID(), scrapbook_id: id, position, ...input });
  return touched(deps, access);
}

/** Changes a page's layout or text. @throws AppError 'not_found' for a page of another scrapbook */
export async function patchPage(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  pageId: string,
  patch: z.output<typeof pagePatchSchema>,
) {
  if (!(await repository.updatePage(deps.db, access.scrapbook.id, pageId, patch)))
    throw new AppError('not_found', SCRAPBOOK_MESSAGES.pageNotFound);
  return touched(deps, access);
}

/** Removes a page with its items. */
export async function removePage(deps: ScrapbooksDependencies, access: ScrapbookAccess, pageId: string) {
  // Idempotent, as DELETE is (RFC 9110 §9.2.2): a page already gone (a retry, or a co-editor first) is removed.
  const isRemoved = await deps.db
    .transaction()
    .execute((trx) => repository.deletePage(trx, access.scrapbook.id, pageId));
  return isRemoved ? touched(deps, access) : readAs(deps, access);
}

/**
 * Puts a vault item the caller may read on a page.
 * @throws AppError 'not_found' (page, or an item out of the caller's reach), 'invalid' (the page is full)
 */
export async function addItem(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  pageId: string,
  input: { vaultItemId: string; caption?: string },
) {
  const { id } = access.scrapbook;
  const userId = access.readerId;
  const page = (await repository.listPages(deps.db, id)).find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError('not_found', SCRAPBOOK_MESSAGES.pageNotFound);
  const item = await repository.findPlaceableItem(deps.db, userId, input.vaultItemId);
  if (!item) throw new AppError('not_found', SCRAPBOOK_MESSAGES.vaultItemNotFound);
  const onPage = (await repository.listItems(deps.db, id)).filter((row) => row.page_id === pageId);
  const isRecording = item.kind === 'audio';
  const sameKind = onPage.filter((row) => (row.kind === 'audio') === isRecording).length;
  const capacity = isRecording
    ? MAX_RECORDINGS_PER_PAGE
    : PAGE_LAYOUTS[page.layout as keyof typeof PAGE_LAYOUTS].capacity;
  if (sameKind >= capacity) throw new AppError('invalid', SCRAPBOOK_MESSAGES.pageFull);
  await repository.insertItem(deps.db, {
    id: randomUUID(),
    scrapbook_id: id,
    page_id: pageId,
    vault_item_id: item.id,
    position: (onPage.at(-1)?.position ?? -1) + 1,
    caption: input.caption ?? item.title,
    added_by: userId,
  });
  return touched(deps, access);
}

/** Changes an item's caption. @throws AppError 'not_found' */
export async function captionItem(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  itemId: string,
  caption: string,
) {
  if (!(await repository.updateItemCaption(deps.db, access.scrapbook.id, itemId, caption)))
    throw new AppError('not_found', SCRAPBOOK_MESSAGES.itemNotFound);
  return touched(deps, access);
}

/** Takes an item off its page (it stays in the vault). */
export async function removeItem(deps: ScrapbooksDependencies, access: ScrapbookAccess, itemId: string) {
  // Idempotent like removePage: an item already taken off (a retry, or a co-editor first) is off.
  return (await repository.deleteItem(deps.db, access.scrapbook.id, itemId))
    ? touched(deps, access)
    : readAs(deps, access);
}

/**
 * The stored media of item `itemId` of the scrapbook `access` names (its file or still), when the
 * item's owner's sharing reaches its reader now (docs/decisions/015).
 * @throws AppError 'not_found' otherwise
 */
export async function readItemMedia(deps: ScrapbooksDependencies, access: ScrapbookAccess, itemId: string) {
  const media = await repository.findItemMedia(deps.db, access.scrapbook.id, itemId);
  if (!media) throw new AppError('not_found', SCRAPBOOK_MESSAGES.itemNotFound);
  const reader = { userId: access.readerId, containerOwnerId: access.scrapbook.owner_id };
  if (!(await isServableItem(deps.db, reader, media.vault_item_id)))
    throw new AppError('not_found', SCRAPBOOK_MESSAGES.itemNotFound);
  return media;
}

/** Queues a print-ready PDF: the row and its job in one transaction. @returns the print, queued */
export async function requestPrint(
  deps: ScrapbooksDependencies,
  access: ScrapbookAccess,
  input: Required<Pick<PrintInput, 'pageSize'>> & { withBleed: boolean },
) {
  const { id } = access.scrapbook;
  const pages = await repository.listPages(deps.db, id);
  const now = deps.clock.now().toISOString();
  const print = {
    id: randomUUID(),
    scrapbook_id: id,
    requested_by: access.readerId,
    page_size: input.pageSize,
    with_bleed: input.withBleed ? 1 : 0,
    status: 'queued' as const,
    pages_done: 0,
    page_total: pages.length,
    error: null,
    pdf_bytes: null,
    created_at: now,
    finished_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertPrint(trx, print);
    await insertJobs(trx, [jobOf({ type: PRINT_JOB_TYPE }, print.id, { printId: print.id }, now)], now);
  });
  return presentPrint(print);
}

/** A print's progress. @throws AppError 'not_found' for a print of another scrapbook */
export async function readPrint(deps: ScrapbooksDependencies, access: ScrapbookAccess, printId: string) {
  const print = await findPrint(deps.db, access.scrapbook.id, printId);
  if (!print) throw new AppError('not_found', SCRAPBOOK_MESSAGES.printNotFound);
  return print;
}

/**
 * A finished print's row, the scrapbook owner (whose key the PDF is encrypted to) and its title.
 * @throws AppError 'not_found' (unknown print), 'conflict' while it is not done
 */
export async function readPrintFile(deps: ScrapbooksDependencies, access: ScrapbookAccess, printId: string) {
  const print = await findPrint(deps.db, access.scrapbook.id, printId);
  if (!print) throw new AppError('not_found', SCRAPBOOK_MESSAGES.printNotFound);
  if (print.status !== 'done' || print.pdf_bytes === null)
    throw new AppError('conflict', SCRAPBOOK_MESSAGES.printNotReady);
  return { print, ownerId: access.scrapbook.owner_id, title: access.scrapbook.title };
}
