/**
 * Every job the app runs, one entry each (ARCHITECTURE.md "Job flow"; docs/decisions/004-one-job-queue.md):
 * its type, its lane, its definition (how it runs, with its `everyMs` when it recurs), how many jobs
 * one claim takes, and the step tests and benchmarks call as `app.jobs.<name>()`. The lanes, the
 * recurring rows, `app.jobs` and the type → payload map that checks every `jobOf` all come from
 * this list (jobs/job-registry.ts).
 */
import type { JobPayloadsOf, JobStepsOf } from '../jobs/job-registry';
import { registerJob, type DueJobRun } from '../jobs/job-registry';
import { createQueueRetentionJob, pruneQueues } from '../jobs/queue-retention';
import { createEmailSendJob } from '../mail/outbox-sender';
import { createLegacyTickJob, runLegacyTick } from '../modules/legacy';
import {
  createDeliveryTickJob,
  createMessageTranscriptionJob,
  createReplyAlbumJob,
  createStillRightRoundJob,
  runDeliveryTick,
  runStillRightRound,
} from '../modules/messages';
import { createVisitorTracesCleanupJob } from '../modules/site-analytics';
import { createMediaRenditionJob } from '../storage/media-renditions';
import { createMediaWaveformJob } from '../storage/media-waveforms';
import type { AppContext } from './app-context';
import type { CrossModuleHooks } from './cross-module-hooks';
import type { FeatureModules } from './feature-modules';

/** E-mails one outbox claim takes (each is leased again right before it is sent). */
const OUTBOX_BATCH_SIZE = 50;

/** The lanes, in start order: one interval runner each per instance, so slow work in one never delays another. */
export const JOB_LANES = [
  // Deliveries and their e-mails have a lane of their own, so a long transcription never delays them.
  'delivery jobs',
  'vault jobs',
  // A large GEDCOM import takes seconds: its own lane keeps it from delaying transcriptions.
  'family tree jobs',
  // An ffmpeg render takes up to a minute of both cores: a lane of its own keeps imports moving.
  'animated ancestor jobs',
  // A long scrapbook PDF takes seconds of both cores: a lane of its own, shared with family cookbooks.
  'print jobs',
  // An export reads and encrypts every file a user keeps: a lane of its own keeps the others moving.
  'export jobs',
  // Clean-ups: old visitor traces, and what the job and e-mail queues no longer need.
  'housekeeping jobs',
  // The demo family's daily rebuild uploads a dozen files through the API: a lane of its own.
  'demo jobs',
  // The release after death decides its steps in a lane of its own (docs/decisions/009).
  'legacy jobs',
] as const;

/** A step that runs one due job. @returns whether there was one */
const runOne = async (due: DueJobRun) => (await due(1)).claimed > 0;
/** A step that runs up to `limit` due jobs. @returns how many it claimed */
const runUpTo = (limit: number) => async (due: DueJobRun) => (await due(limit)).claimed;

/** The app's jobs over its context, its modules and the cross-module hooks, in lane order. */
export function listAppJobs(c: AppContext, m: FeatureModules, hooks: CrossModuleHooks) {
  const { db, clock, blobStore, keyring } = c;
  const [messages, legacy] = [m.messages.options, m.legacy.options];
  return [
    registerJob({
      type: 'delivery.tick',
      lane: 'delivery jobs',
      definition: createDeliveryTickJob(messages, c.config.jobsIntervalMs),
      // Decides every due delivery-protection step now: how many messages it decided.
      step: { name: 'runDeliveryTick', run: () => runDeliveryTick(messages) },
    }),
    registerJob({
      type: 'email.send',
      lane: 'delivery jobs',
      batchSize: OUTBOX_BATCH_SIZE,
      definition: createEmailSendJob({
        db,
        mailer: c.mailer,
        clock,
        from: { name: c.site.productName, address: c.config.mailFrom },
        messageIdDomain: new URL(c.site.publicUrl).hostname,
        leaseMs: c.config.outboxLeaseMs,
        onAddressRefused: hooks.onAddressRefused,
        onEmailRefused: hooks.onEmailRefused,
      }),
      step: {
        name: 'sendDueEmails',
        run: async (due) => {
          const counts = await due(OUTBOX_BATCH_SIZE);
          return { sent: counts.done, failed: counts.failed };
        },
      },
    }),
    // The yearly "Still right?" round only decides and queues its e-mails: short, so it sits with them.
    registerJob({
      type: 'still-right.round',
      lane: 'delivery jobs',
      definition: createStillRightRoundJob(messages),
      // E-mails every owner due now: how many e-mails it queued.
      step: { name: 'runStillRightRound', run: () => runStillRightRound(messages) },
    }),
    // A newsletter issue's recipients, whose e-mails then leave through `email.send`.
    registerJob({
      type: 'newsletter.recipients',
      lane: 'delivery jobs',
      definition: m.emailMarketing.recipientsJob,
      step: { name: 'runNewsletterRecipients', run: runUpTo(10) },
    }),
    // Opening a time capsule only decides and queues its e-mails: short, so it sits with them.
    registerJob({
      type: 'time-capsule.open',
      lane: 'delivery jobs',
      batchSize: 10,
      definition: m.timeCapsules.openJob,
      step: { name: 'runCapsuleOpenings', run: runUpTo(50) },
    }),
    registerJob({
      type: 'vault.transcribe',
      lane: 'vault jobs',
      definition: m.vault.transcriptionJob,
      step: { name: 'runTranscriptionJob', run: runOne },
    }),
    // A voice or video message's transcript, made like the vault's (storage/recording-transcription.ts).
    registerJob({
      type: 'message.transcribe',
      lane: 'vault jobs',
      definition: createMessageTranscriptionJob(messages),
      step: { name: 'runMessageTranscriptionJob', run: runOne },
    }),
    // One rendition job at the media level for the vault, messages and imports (storage/media-renditions.ts).
    registerJob({
      type: 'media.render',
      lane: 'vault jobs',
      definition: createMediaRenditionJob({ db, blobStore, keyring }),
      step: { name: 'runRenditionJob', run: runOne },
    }),
    registerJob({
      type: 'media.waveform',
      lane: 'vault jobs',
      definition: createMediaWaveformJob({ db, blobStore, keyring }),
      step: { name: 'runWaveformJob', run: runOne },
    }),
    // A reply kept for the family, into the author's album of replies once it can no longer be
    // withdrawn: a copy of its recording or its letter's PDF is stored like an upload (docs/decisions/018).
    registerJob({
      type: 'reply.album',
      lane: 'vault jobs',
      definition: createReplyAlbumJob(messages),
      step: { name: 'runReplyAlbumJob', run: runOne },
    }),
    registerJob({
      type: 'vault.maintenance',
      lane: 'vault jobs',
      definition: m.vault.maintenanceJob,
      step: { name: 'runVaultMaintenance', run: () => m.vault.runMaintenance() },
    }),
    registerJob({
      type: 'family-tree.import',
      lane: 'family tree jobs',
      definition: m.familyTree.importJob,
      step: { name: 'runTreeImportJob', run: runOne },
    }),
    registerJob({
      type: 'family-tree.import-cleanup',
      lane: 'family tree jobs',
      definition: m.familyTree.importCleanupJob,
      step: { name: 'runImportCleanup', run: () => m.familyTree.deleteUnrunPreviews() },
    }),
    registerJob({
      type: 'family-tree.memory-prompts',
      lane: 'family tree jobs',
      definition: m.familyTree.memoryPromptsJob,
      step: { name: 'runMemoryPrompts', run: () => m.familyTree.runMemoryPrompts() },
    }),
    registerJob({
      type: 'family-tree.animate',
      lane: 'animated ancestor jobs',
      definition: m.familyTree.animationJob,
      step: { name: 'runAnimationJob', run: runOne },
    }),
    registerJob({
      type: 'scrapbook.print',
      lane: 'print jobs',
      definition: m.scrapbooks.printJob,
      step: { name: 'runPrintJob', run: runOne },
    }),
    registerJob({
      type: 'recipe.cookbook',
      lane: 'print jobs',
      definition: m.recipes.cookbookJob,
      step: { name: 'runCookbookJob', run: runOne },
    }),
    registerJob({
      type: 'account-export.build',
      lane: 'export jobs',
      definition: m.accountExport.buildJob,
      step: { name: 'runExportJob', run: runOne },
    }),
    registerJob({
      type: 'account-export.maintenance',
      lane: 'export jobs',
      definition: m.accountExport.maintenanceJob,
      step: { name: 'runExportMaintenance', run: () => m.accountExport.deleteExpiredExports() },
    }),
    // Deletes the visitor hashes and salt of days that are over (docs/product/marketing-and-figures.md "Visits").
    registerJob({
      type: 'site-analytics.cleanup',
      lane: 'housekeeping jobs',
      definition: createVisitorTracesCleanupJob({ db, clock }),
    }),
    registerJob({
      type: 'queue.retention',
      lane: 'housekeeping jobs',
      definition: createQueueRetentionJob({ db, clock }),
      // Removes finished jobs and sent e-mails past their windows now: how many of each.
      step: { name: 'runQueueRetention', run: () => pruneQueues({ db, clock }) },
    }),
    // Runs only when DEMO_ENABLED; tests build the demo family with the step either way.
    registerJob({
      type: 'demo.rebuild',
      lane: 'demo jobs',
      definition: c.config.isDemoEnabled ? m.demo.rebuildJob : undefined,
      step: { name: 'runDemoRebuild', run: () => m.demo.rebuildIfDue() },
    }),
    registerJob({
      type: 'legacy.tick',
      lane: 'legacy jobs',
      definition: createLegacyTickJob(legacy, c.config.jobsIntervalMs),
      // Decides every due step of the legacy plans now: how many plans it looked at.
      step: { name: 'runLegacyTick', run: () => runLegacyTick(legacy) },
    }),
  ];
}

type AppJobList = ReturnType<typeof listAppJobs>;

/** The steps tests and benchmarks call directly, by name (`app.jobs.runDeliveryTick()`, …). */
export type AppJobs = JobStepsOf<AppJobList>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}

declare module '../jobs/job-queue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the list's payloads, merged into the queue's map
  interface JobPayloads extends JobPayloadsOf<AppJobList> {}
}
