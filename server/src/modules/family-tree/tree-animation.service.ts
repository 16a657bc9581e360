/**
 * Animated ancestors (docs/product/overview.md "Animated ancestors"): a short MP4 from one of a
 * person's real photos and one of their real recordings, rendered by ffmpeg
 * (lib/animated-ancestor.ts) as the queued job `family-tree.animate` on the family tree's lane,
 * with progress, stored encrypted in the tree owner's vault as a video linked to the person and
 * labelled "Made by Heirloom from the real photo and voice". The plan catalogue
 * (common/src/domain/plans.ts) sets how many a month and how long: Free Forever 1 of 30 s, Complete
 * Legacy unlimited of 60 s.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { PLANS, type Plan } from '@heirloom/common/domain/plans';
import { ANIMATION_LABEL, TREE_VOICES_MESSAGES, type AnimationInput } from '@heirloom/common/contracts/tree-voices';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { insertJobs } from '../../jobs/jobs.repository';
import { renderAnimatedAncestor } from '../../lib/animated-ancestor';
import { AppError } from '../../lib/app-error';
import type { TreeAccess } from '../../policies/family-tree.policy';
import { readDecryptedRange } from '../../storage/encrypted-blobs';
import { discardMediaBlobs, ingestMediaFile } from '../../storage/media-ingest';
import type { TreeImportDependencies } from './family-tree-import.service';
import {
  countAnimationsSince,
  findAnimation,
  findItemMedia,
  findLinkedItems,
  insertAnimation,
  insertMadeVideo,
  linkItemToIndividual,
  updateAnimation,
} from './tree-voices.repository';

export const ANIMATION_JOB_TYPE = 'family-tree.animate';
/** A render of 60 s at 720p takes well under a minute here; the lease leaves room for a busy machine. */
const ANIMATION_LEASE_MS = 15 * 60_000;

/** The plan a user is on (the billing module's subscription, once the composition hands it in). */
export type AnimationPlanLookup = (userId: string) => Promise<Plan['id']>;

/**
 * Until billing answers, everyone is on the free plan (a lapsed plan is the free one:
 * docs/product/plans-and-pricing.md "When a plan ends").
 */
export const freePlanForEveryone: AnimationPlanLookup = async () => 'free_forever';

/** A user's AI-likeness wish from their last wishes ('yes', 'no', or null when they have not said). */
export type LikenessWishLookup = (userId: string) => Promise<string | null>;

/** Without the last-wishes module nobody has said anything. */
export const noLikenessWishes: LikenessWishLookup = async () => null;

export type AnimationDependencies = TreeImportDependencies & {
  animationPlanOf: AnimationPlanLookup;
  readLikenessWish: LikenessWishLookup;
};

/**
 * Whether an animated likeness of `individual` may be made (never for a person whose last wishes
 * refuse it: docs/product/overview.md "Animated ancestors"): a person linked to an account ("this
 * is me") is asked through their own AI-likeness wish, and 'no' refuses; a person with no account
 * has left no wish to read.
 */
export async function mayAnimate(
  deps: Pick<AnimationDependencies, 'readLikenessWish'>,
  individual: { linkedUserId: string | null },
): Promise<boolean> {
  if (!individual.linkedUserId) return true;
  return (await deps.readLikenessWish(individual.linkedUserId)) !== 'no';
}

/** The first instant of the clock's month, UTC, ISO-8601. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/**
 * The owner's animated-ancestor limits and what they used this month
 * (docs/product/plans-and-pricing.md "What each plan includes").
 */
export async function animationAllowanceOf(
  deps: Pick<AnimationDependencies, 'db' | 'clock' | 'animationPlanOf'>,
  ownerId: string,
) {
  const planId = await deps.animationPlanOf(ownerId);
  const plan = PLANS.find((candidate) => candidate.id === planId) ?? PLANS[0]!;
  const usedThisMonth = await countAnimationsSince(deps.db, ownerId, monthStart(deps.clock.now()));
  return { ...plan.animatedAncestors, usedThisMonth };
}

/**
 * Queues an animated ancestor of `individualId` from `input`'s photo and recording, both linked
 * to that person. The row and its job are written in one transaction (job id from the row's id).
 * @throws AppError 'invalid' (not this person's photo or recording), 'forbidden'-like 'invalid' when
 *   the month's allowance is used or the last wishes refuse it
 */
export async function requestAnimation(
  deps: AnimationDependencies,
  access: TreeAccess,
  individual: { id: string; linked_user_id: string | null },
  input: AnimationInput,
) {
  const individualId = individual.id;
  const linked = await findLinkedItems(deps.db, access.tree.id, [individualId]);
  const photo = linked.find((row) => row.item_id === input.photoItemId && row.kind === 'photo');
  const recording = linked.find(
    (row) => row.item_id === input.recordingItemId && (row.kind === 'audio' || row.kind === 'video'),
  );
  if (!photo) throw new AppError('invalid', TREE_VOICES_MESSAGES.animationPhoto);
  if (!recording) throw new AppError('invalid', TREE_VOICES_MESSAGES.animationRecording);
  if (!(await mayAnimate(deps, { linkedUserId: individual.linked_user_id }))) {
    throw new AppError('invalid', TREE_VOICES_MESSAGES.notAllowed);
  }
  const allowance = await animationAllowanceOf(deps, access.tree.owner_id);
  if (allowance.perMonth !== null && allowance.usedThisMonth >= allowance.perMonth) {
    throw new AppError('invalid', TREE_VOICES_MESSAGES.monthlyLimit(allowance.perMonth));
  }
  const now = deps.clock.now().toISOString();
  const row = {
    id: randomUUID(),
    tree_id: access.tree.id,
    individual_id: individualId,
    owner_id: access.tree.owner_id,
    photo_item_id: photo.item_id,
    recording_item_id: recording.item_id,
    max_seconds: allowance.maxSeconds,
    status: 'queued' as const,
    progress: 0,
    vault_item_id: null,
    error: null,
    created_at: now,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertAnimation(trx, row);
    await insertJobs(
      trx,
      [
        {
          id: `${ANIMATION_JOB_TYPE}:${row.id}`,
          type: ANIMATION_JOB_TYPE,
          payload: { animationId: row.id },
          runAt: now,
        },
      ],
      now,
    );
  });
  return row;
}

/** Decrypts a vault item's file to `target` (a private temporary file). */
async function decryptTo(
  deps: AnimationDependencies,
  media: NonNullable<Awaited<ReturnType<typeof findItemMedia>>>,
  target: string,
) {
  await pipeline(
    readDecryptedRange(
      deps.blobStore,
      { prefix: media.storage_key, plaintextBytes: Number(media.size_bytes), segmentBytes: media.segment_bytes },
      await deps.keyring.identityFor(media.owner_id),
    ),
    createWriteStream(target, { mode: 0o600 }),
  );
}

/**
 * The `family-tree.animate` job: decrypts the photo and the recording to a private folder, renders
 * (progress written to the row as ffmpeg reports it), stores the MP4 encrypted to the owner's key,
 * and in the job's own transaction adds it to the vault, links it to the person and marks it done.
 * A failure is retried once a minute later, then the row says 'failed' with the reason.
 */
export function createAnimationJob(deps: AnimationDependencies) {
  return defineJob({
    type: ANIMATION_JOB_TYPE,
    payload: z.object({ animationId: z.string() }),
    leaseMs: ANIMATION_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [60_000],
    async run({ animationId }): Promise<JobResult | void> {
      const animation = await findAnimation(deps.db, animationId);
      if (!animation || animation.status === 'done') return;
      const [photo, recording] = await Promise.all([
        findItemMedia(deps.db, animation.photo_item_id),
        findItemMedia(deps.db, animation.recording_item_id),
      ]);
      if (!photo || !recording) throw new Error('The photo or the recording was deleted before the video was made.');
      await updateAnimation(deps.db, animationId, {
        status: 'rendering',
        progress: 0,
        updated_at: deps.clock.now().toISOString(),
      });
      mkdirSync(deps.stagingDir, { recursive: true });
      const folder = mkdtempSync(path.join(deps.stagingDir, 'animate-'));
      let stored: Awaited<ReturnType<typeof ingestMediaFile>> | undefined;
      try {
        const [photoPath, audioPath, outputPath] = ['photo', 'recording', 'animation.mp4'].map((name) =>
          path.join(folder, name),
        ) as [string, string, string];
        await Promise.all([decryptTo(deps, photo, photoPath), decryptTo(deps, recording, audioPath)]);
        const recordingSeconds = recording.duration_ms ? Number(recording.duration_ms) / 1000 : animation.max_seconds;
        let lastProgress = 0;
        await renderAnimatedAncestor({
          photoPath,
          audioPath,
          transcript: recording.edited_text ?? recording.machine_text,
          // Word times belong to the machine transcript: an edited one is spread evenly instead.
          words:
            recording.edited_text === null && recording.words ? (JSON.parse(recording.words) as TimedWord[]) : null,
          seconds: Math.max(1, Math.min(animation.max_seconds, recordingSeconds)),
          label: ANIMATION_LABEL,
          workDir: folder,
          outputPath,
          onProgress: (percent) => {
            if (percent < lastProgress + 5) return;
            lastProgress = percent;
            void updateAnimation(deps.db, animationId, { progress: percent }).catch(() => undefined);
          },
        });
        stored = await ingestMediaFile(deps, {
          ownerId: animation.owner_id,
          stagedPath: outputPath,
          originalName: 'animated-ancestor.mp4',
          allowedKinds: ['video'],
          unsupportedMessage: 'ffmpeg did not make a video',
          unreadableMessage: 'ffmpeg made an unreadable video',
        });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      const video = stored;
      const itemId = randomUUID();
      const now = deps.clock.now().toISOString();
      return {
        commit: async (trx) => {
          try {
            await insertMadeVideo(trx, {
              itemId,
              media: video.media,
              title: 'Animated ancestor',
              description: `${ANIMATION_LABEL}.`,
              now,
            });
            await linkItemToIndividual(trx, {
              treeId: animation.tree_id,
              individualId: animation.individual_id,
              itemId,
              contentType: video.media.content_type,
              title: 'Animated ancestor',
            });
            await updateAnimation(trx, animationId, {
              status: 'done',
              progress: 100,
              vault_item_id: itemId,
              updated_at: now,
            });
          } catch (error) {
            await discardMediaBlobs(deps.blobStore, video.media);
            throw error;
          }
        },
      };
    },
    onFailure: async ({ animationId }, failure, trx) => {
      await updateAnimation(trx, animationId, {
        status: failure.isFinal ? 'failed' : 'queued',
        error: failure.isFinal ? failure.error : null,
      });
    },
  });
}
