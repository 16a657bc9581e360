/**
 * The `recipe.cookbook` job (a queued job: docs/decisions/004-one-job-queue.md): renders one family
 * cookbook (cookbook.pdf.ts) to a private temporary file, counting recipes laid out on the
 * cookbook's row as it goes (the progress the page shows), stores it encrypted to the requester's
 * key in the BlobStore, and — in the transaction that completes the job, only while its lease
 * holds — marks it done and writes the share links its QR codes open: one per recipe of the
 * requester's own with the cook's voice, of kind "recipe", owned by them (listed and revocable on
 * their /sharing); another person's recipe gets a line instead, never a public link in their name.
 * A link's id comes from the cookbook and the recipe (UUID v5), so a retried job prints and writes
 * the same links. Recipes deleted, or out of the requester's reach, since the request are left out;
 * so are photos and voices their owners' sharing no longer reaches the requester, each with a line
 * saying why, and a QR code plays only a voice the recipe's owner owns
 * (docs/decisions/015-containers-recheck-what-they-serve.md).
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { unlinkedRecordingLine } from '@heirloom/common/contracts/withheld-items';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { findRecipeAccess } from '../../policies/recipe.policy';
import { servableInContainers } from '../../policies/servable-items.policy';
import { newShareLink } from '../../policies/share-link.policy';
import type { BlobStore } from '../../storage/blob-store';
import { readDecryptedBuffer, writeEncryptedBlob } from '../../storage/encrypted-blobs';
import type { Keyring } from '../../storage/keyring';
import { renderCookbookPdf, type PrintableRecipe } from './cookbook.pdf';
import { COOKBOOK_JOB_TYPE } from './cookbook.service';
import { presentContent } from './recipes.presenter';
import * as repository from './recipes.repository';
import { recipeLinkUrl, type RecipesDependencies } from './recipes.service';

/** What the cookbook job needs beyond the recipes' dependencies. */
export interface CookbookJobDependencies extends RecipesDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
  productName: string;
}

/** A namespace for the QR links' UUID v5 ids (fixed: changing it would change reprinted links). */
const QR_LINK_NAMESPACE = '8b0f5a3e-6d2c-4b1e-9f47-3a1c7e5d2b90';
/** How long a claim lasts, ms: a cookbook of a hundred recipes takes well under a minute. */
const COOKBOOK_LEASE_MS = 10 * 60 * 1000;

/** Where a cookbook's PDF is stored. */
export const cookbookBlobKey = (cookbookId: string) => `recipe-cookbooks/${cookbookId}`;

/** The failure reason people see. */
const FAILED_MESSAGE = 'The cookbook could not be made. Please try again; if it keeps failing, contact support.';

export function createCookbookJob(deps: CookbookJobDependencies) {
  return defineJob({
    type: COOKBOOK_JOB_TYPE,
    payload: z.object({ cookbookId: z.string() }),
    leaseMs: COOKBOOK_LEASE_MS,
    maxAttempts: 3,
    retryDelaysMs: [30_000, 5 * 60_000],
    async run({ cookbookId }, context): Promise<JobResult | void> {
      const cookbook = await repository.findCookbook(deps.db, cookbookId);
      if (!cookbook || cookbook.status === 'done') return;
      const [requester] = await repository.findUserNames(deps.db, [cookbook.requested_by]);
      const chosen = JSON.parse(cookbook.recipe_ids) as string[];
      const accesses = await Promise.all(chosen.map((id) => findRecipeAccess(deps.db, cookbook.requested_by, id)));
      const recipes = accesses.flatMap((access) => (access ? [access.recipe] : []));
      await repository.updateCookbook(deps.db, cookbookId, { status: 'rendering', recipes_done: 0 });

      const [parts, voices] = await Promise.all([
        repository.listParts(
          deps.db,
          recipes.map((recipe) => recipe.id),
        ),
        repository.listVoices(
          deps.db,
          recipes.flatMap((recipe) => (recipe.voice_item_id ? [recipe.voice_item_id] : [])),
        ),
      ]);
      const ownerOf = new Map(recipes.map((recipe) => [recipe.id, recipe.owner_id]));
      const isServable = await servableInContainers(deps.db, cookbook.requested_by, [
        ...parts.photos.map((photo) => ({ containerOwnerId: ownerOf.get(photo.recipe_id)!, itemId: photo.id })),
        ...recipes.flatMap((recipe) =>
          recipe.voice_item_id ? [{ containerOwnerId: recipe.owner_id, itemId: recipe.voice_item_id }] : [],
        ),
      ]);
      const readPhoto = (recipeId: string, itemId: string) => async () => {
        const media = await repository.findRecipeMedia(deps.db, recipeId, itemId);
        if (!media) throw new Error(`recipe photo ${itemId} has no media`);
        // Never the photo's location unless its owner keeps it.
        const isRedacted = media.redacted_bytes !== null && media.keep_location !== 1;
        return readDecryptedBuffer(
          deps.blobStore,
          {
            prefix: isRedacted ? `${media.storage_key}/redacted` : media.storage_key,
            plaintextBytes: Number(isRedacted ? media.redacted_bytes : media.size_bytes),
            segmentBytes: media.segment_bytes,
          },
          await deps.keyring.identityFor(media.owner_id),
        );
      };
      const now = deps.clock.now().toISOString();
      const links: ReturnType<typeof newShareLink>[] = [];
      /** The QR code's link of a recipe with the cook's voice, owned by the recipe's owner. */
      const voiceLinkOf = (recipe: (typeof recipes)[number]) => {
        const link = newShareLink(deps.linkSecret, {
          id: uuidv5(`${cookbookId}:${recipe.id}`, QR_LINK_NAMESPACE),
          ownerId: recipe.owner_id,
          kind: 'recipe',
          targetId: recipe.id,
          at: now,
        });
        links.push(link);
        return recipeLinkUrl(deps, link.token);
      };
      const printable: PrintableRecipe[] = await Promise.all(
        recipes.map(async (recipe) => {
          const story = await deps.sealer.open(recipe.owner_id, recipe.story_sealed);
          const content = presentContent(recipe, story, parts, voices, () => '', {
            isServable: (itemId) => isServable(recipe.owner_id, itemId),
            reader: 'member',
          });
          const photo = content.photos.find((candidate) => !candidate.withheld);
          const voice = voices.find((row) => row.id === recipe.voice_item_id);
          // A QR code is a public link in the recipe owner's name: only theirs, for their own cookbook.
          const isLinkable = Boolean(
            content.voice &&
            !content.voice.withheld &&
            voice?.owner_id === recipe.owner_id &&
            recipe.owner_id === cookbook.requested_by,
          );
          const withheld = [...content.photos, content.voice].flatMap((item) =>
            item?.withheld ? [item.withheld] : [],
          );
          if (voice && content.voice && !content.voice.withheld && !isLinkable)
            withheld.push(unlinkedRecordingLine(voice.owner_name));
          return {
            ...content,
            readPhoto: photo ? readPhoto(recipe.id, photo.itemId) : null,
            voiceUrl: isLinkable ? voiceLinkOf(recipe) : null,
            withheld,
          };
        }),
      );

      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-cookbook-'));
      try {
        const pdfPath = path.join(folder, 'cookbook.pdf');
        await renderCookbookPdf(
          {
            title: cookbook.title,
            ownerName: requester?.username ?? '',
            productName: deps.productName,
            pageSize: cookbook.page_size,
            withBleed: cookbook.with_bleed === 1,
            recipes: printable,
          },
          pdfPath,
          async (recipesDone) => {
            await repository.updateCookbook(deps.db, cookbookId, { recipes_done: recipesDone });
          },
        );
        await context.holdLease();
        const stored = await writeEncryptedBlob(
          deps.blobStore,
          cookbookBlobKey(cookbookId),
          createReadStream(pdfPath),
          await deps.keyring.recipientFor(cookbook.requested_by),
        );
        const finishedAt = deps.clock.now().toISOString();
        return {
          commit: async (trx) => {
            await repository.insertShareLinks(
              trx,
              links.map((link) => link.row),
            );
            await repository.updateCookbook(trx, cookbookId, {
              status: 'done',
              recipes_done: cookbook.recipe_count,
              pdf_bytes: stored.plaintextBytes,
              error: null,
              finished_at: finishedAt,
            });
          },
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    onFailure: async ({ cookbookId }, failure, trx) => {
      if (!failure.isFinal) return;
      await repository.updateCookbook(trx, cookbookId, { status: 'failed', error: FAILED_MESSAGE });
    },
  });
}
