/**
 * The jobs of "export everything" (docs/product/accounts-and-sessions.md "Export everything"),
 * slow work that runs on the one job queue (docs/decisions/004-one-job-queue.md):
 * `account-export.build` gathers the owner's files, writes the archive (account-export.archive.ts)
 * while it reports its progress on the export's row, and — in the transaction that completes the
 * job, under its lease — marks the export ready for EXPORT_DOWNLOAD_VALID_DAYS days and queues
 * the one "ready" e-mail (id `export-ready:<export id>`). The hourly `account-export.maintenance`
 * deletes the archives whose time ended.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { EXPORT_DOWNLOAD_VALID_DAYS, EXPORT_MESSAGES } from '@heirloom/common/contracts/account-export';
import { recipeJsonLd } from '@heirloom/common/utils/recipe-json-ld';
import { recipeAsText } from '@heirloom/common/utils/recipe-text-export';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { createTextSealer } from '../../storage/sealed-text';
import { storedFile, writeExportArchive, type ArchiveFile } from './account-export.archive';
import { composeExportReadyEmail } from './account-export.emails';
import { renderAlbumHtml, type ExportIndex } from './account-export.html';
import {
  findExport,
  findOwner,
  listExpiredExports,
  listMessages,
  listRecipients,
  listAlbumEntries,
  listVaultItems,
  updateExport,
} from './account-export.repository';
import { EXPORT_BUILD_JOB_TYPE, type AccountExportDependencies } from './account-export.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A file name part from a title: letters, digits, spaces and dashes, at most 60 characters. */
const slug = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'untitled';

/** The extension of an uploaded file's name, else the content type's subtype ("pdf", "webm"). */
const extensionOf = (originalName: string | null, contentType: string) =>
  /\.([A-Za-z0-9]{1,5})$/.exec(originalName ?? '')?.[1]?.toLowerCase() ??
  (contentType.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'bin');

/** Numbered so names never collide: "001-grandma-s-garden.jpg". */
const numbered = (position: number, name: string) => `${String(position + 1).padStart(3, '0')}-${name}`;

/** Everything of `ownerId` as archive files and the index that describes them. */
async function gatherExport(deps: AccountExportDependencies, ownerId: string, exportedAt: string) {
  const owner = (await findOwner(deps.db, ownerId))!;
  const sealer = createTextSealer(deps.keyring);
  const files: ArchiveFile[] = [];
  const index: ExportIndex = {
    productName: deps.email.productName,
    exportedAt,
    account: { name: owner.username, email: owner.email },
    vault: [],
    albums: [],
    messages: [],
    familyTrees: [],
    scrapbooks: [],
    recipes: [],
    lastWishes: null,
  };
  const vaultFiles = new Map<string, string>();
  for (const [position, item] of (await listVaultItems(deps.db, ownerId)).entries()) {
    const file = `vault/${numbered(position, slug(item.title))}.${extensionOf(item.original_name, item.content_type)}`;
    files.push({ path: file, open: storedFile(deps, item) });
    vaultFiles.set(item.id, file);
    index.vault.push({
      id: item.id,
      title: item.title,
      kind: item.kind,
      description: item.description,
      takenAt: item.taken_at,
      addedAt: item.created_at,
      contentType: item.content_type,
      sizeBytes: Number(item.size_bytes),
      file,
    });
  }
  // Each album lists the files of the vault folder it holds, in the folder's order.
  const albums = new Map<string, ExportIndex['albums'][number]>();
  for (const entry of await listAlbumEntries(deps.db, ownerId)) {
    const page = `albums/${numbered(albums.size, slug(entry.name))}/index.html`;
    const album = albums.get(entry.id) ?? { name: entry.name, files: [], page };
    albums.set(entry.id, album);
    const file = entry.item_id === null ? undefined : vaultFiles.get(entry.item_id);
    if (file) album.files.push(file);
  }
  const positionOf = new Map([...vaultFiles.values()].map((file, position) => [file, position]));
  index.albums = [...albums.values()].map((album) => ({
    ...album,
    files: album.files.sort((a, b) => positionOf.get(a)! - positionOf.get(b)!),
  }));
  // Each album has a folder whose page shows its photos from the vault folder: nothing is stored twice.
  const titleOfFile = new Map(index.vault.map((item) => [item.file, item.title || 'Untitled']));
  for (const album of index.albums) {
    files.push({
      path: album.page,
      open: async () =>
        Buffer.from(
          renderAlbumHtml(index.productName, album, (file) => titleOfFile.get(file) ?? file),
          'utf8',
        ),
    });
  }
  const messages = await listMessages(deps.db, ownerId);
  const recipients = await listRecipients(
    deps.db,
    messages.map((message) => message.id),
  );
  for (const [position, message] of messages.entries()) {
    const folder = `messages/${numbered(position, slug(message.title))}`;
    const letter = await sealer.openOptional(ownerId, message.letter_text);
    const letterFile = letter === null ? null : `${folder}/letter.txt`;
    if (letterFile) files.push({ path: letterFile, open: async () => Buffer.from(letter!, 'utf8') });
    const recordingFile = message.storage_key
      ? `${folder}/recording.${extensionOf(message.original_name, message.content_type!)}`
      : null;
    if (recordingFile) files.push({ path: recordingFile, open: storedFile(deps, message) });
    index.messages.push({
      id: message.id,
      title: message.title,
      kind: message.kind,
      status: message.status,
      occasion: message.occasion,
      deliverAt: message.deliver_at,
      deliveredAt: message.delivered_at,
      timeZone: message.time_zone,
      createdAt: message.created_at,
      recipients: recipients
        .filter((recipient) => recipient.message_id === message.id)
        .map((recipient) => ({
          name: recipient.name,
          email: recipient.email,
          relationship: recipient.relationship,
          authorName: recipient.author_name,
          deliveredAt: recipient.delivered_at,
          openedAt: recipient.opened_at,
        })),
      letterFile,
      recordingFile,
    });
  }
  const trees = await deps.exportFamilyTrees(ownerId);
  for (const tree of trees) {
    const file = `family-tree/${tree.fileName}`;
    files.push({ path: file, open: async () => tree.body });
    index.familyTrees.push({ file });
  }
  for (const [position, scrapbook] of (
    await deps.exportScrapbooks(ownerId, (itemId) => vaultFiles.get(itemId) ?? '')
  ).entries()) {
    const file = `scrapbooks/${numbered(position, slug(scrapbook.title))}.pdf`;
    files.push({ path: file, open: () => scrapbook.open() });
    index.scrapbooks.push({ title: scrapbook.title, file });
  }
  for (const [position, recipe] of (
    await deps.exportRecipes(ownerId, (itemId) => vaultFiles.get(itemId) ?? '')
  ).entries()) {
    const folder = `recipes/${numbered(position, slug(recipe.content.title))}`;
    const photos = recipe.content.photos.filter((photo) => photo.fileUrl);
    // JSON-LD addresses are relative to the JSON file, which sits two folders below the archive's root.
    const jsonLd = recipeJsonLd({ ...recipe.content, photos }, 'recipe.txt', (file) => `../../${file}`);
    const entry = {
      id: recipe.id,
      title: recipe.content.title,
      cookName: recipe.content.cookName,
      tags: recipe.content.tags,
      createdAt: recipe.createdAt,
      updatedAt: recipe.updatedAt,
      textFile: `${folder}/recipe.txt`,
      jsonFile: `${folder}/recipe.json`,
      photoFiles: photos.flatMap((photo) => (photo.fileUrl ? [photo.fileUrl] : [])),
      voiceFile: recipe.content.voice?.fileUrl || null,
    };
    files.push({ path: entry.textFile, open: async () => Buffer.from(recipeAsText(recipe.content), 'utf8') });
    files.push({ path: entry.jsonFile, open: async () => Buffer.from(JSON.stringify(jsonLd, null, 2), 'utf8') });
    index.recipes.push(entry);
  }
  const wishes = await deps.readLastWishes(ownerId);
  if (wishes) {
    index.lastWishes = { file: 'last-wishes/last-wishes.json', printable: 'last-wishes/last-wishes.pdf' };
    files.push({
      path: index.lastWishes.file,
      open: async () => Buffer.from(JSON.stringify(wishes.document, null, 2), 'utf8'),
    });
    files.push({ path: index.lastWishes.printable, open: async () => wishes.pdf });
  }
  // A tree's GEDZIP streams from a private temporary file removed once closed: close any left unread.
  const closeUnread = () => trees.forEach((tree) => Buffer.isBuffer(tree.body) || (tree.body as Readable).destroy());
  return { owner, files, index, closeUnread };
}

/** `account-export.build`: one export, from gathering to the ready e-mail. */
export function createExportBuildJob(deps: AccountExportDependencies) {
  return defineJob({
    type: EXPORT_BUILD_JOB_TYPE,
    payload: z.object({ exportId: z.string().min(1) }),
    leaseMs: 10 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000, 300_000],
    async run({ exportId }, context): Promise<JobResult | void> {
      const row = await findExport(deps.db, exportId);
      if (!row || (row.status !== 'pending' && row.status !== 'running')) return; // done, or the account is gone
      const setProgress = (progress: number, step: string) =>
        updateExport(deps.db, exportId, {
          status: 'running',
          progress,
          step,
          updated_at: deps.clock.now().toISOString(),
        });
      await setProgress(2, 'Gathering your memories…');
      const gathered = await gatherExport(deps, row.owner_id, context.now.toISOString());
      const prefix = `exports/${exportId}`;
      const layout = await writeExportArchive(
        deps.blobStore,
        {
          prefix,
          recipient: await deps.keyring.recipientFor(row.owner_id),
          files: gathered.files,
          index: gathered.index,
        },
        async (done, total) => {
          await context.holdLease();
          await setProgress(5 + Math.floor((90 * done) / total), `Adding your files (${done} of ${total})…`);
        },
      ).finally(gathered.closeUnread);
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + EXPORT_DOWNLOAD_VALID_DAYS * DAY_MS).toISOString();
      const email = composeExportReadyEmail(deps.email, {
        ownerName: gathered.owner.username,
        expiresAt,
        sizeBytes: layout.plaintextBytes,
      });
      return {
        commit: async (trx) => {
          await updateExport(trx, exportId, {
            status: 'ready',
            progress: 100,
            step: 'Ready to download',
            storage_key: layout.prefix,
            size_bytes: layout.plaintextBytes,
            segment_bytes: layout.segmentBytes,
            error: null,
            updated_at: now.toISOString(),
            ready_at: now.toISOString(),
            expires_at: expiresAt,
          });
          await enqueueEmails(trx, [
            outboxEmail({
              id: `export-ready:${exportId}`,
              kind: 'export-ready',
              to: { email: gathered.owner.email, name: gathered.owner.username },
              content: email,
              at: now.toISOString(),
            }),
          ]);
        },
      };
    },
    async onFailure({ exportId }, failure, trx) {
      await updateExport(trx, exportId, {
        status: failure.isFinal ? 'failed' : 'running',
        step: failure.isFinal ? 'Could not be finished' : 'Something went wrong; trying again in a minute…',
        error: failure.isFinal ? EXPORT_MESSAGES.failed : null,
      });
    },
  });
}

/** `account-export.maintenance`, hourly: deletes every archive whose download time ended. */
export function createExportMaintenanceJob(deps: AccountExportDependencies) {
  return defineJob({
    type: 'account-export.maintenance',
    payload: z.object({}),
    leaseMs: 5 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000],
    everyMs: 60 * 60_000,
    async run() {
      await deleteExpiredExports(deps);
    },
  });
}

/**
 * Deletes the stored archive of every ready export past its time and marks it expired.
 * @returns how many were deleted
 */
export async function deleteExpiredExports(deps: AccountExportDependencies): Promise<number> {
  const now = deps.clock.now().toISOString();
  const expired = await listExpiredExports(deps.db, now);
  for (const row of expired) {
    await deps.blobStore.removeAll(row.storage_key!);
    await updateExport(deps.db, row.id, { status: 'expired', storage_key: null, step: 'Expired', updated_at: now });
  }
  return expired.length;
}
