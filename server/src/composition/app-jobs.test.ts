/**
 * The app's one list of jobs (ARCHITECTURE.md "Job flow"): the built app offers one step per job
 * that has one under the names tests and benchmarks call, and its list makes the type → payload map
 * that checks a queued job (the `@ts-expect-error` lines fail the typecheck if it stops checking).
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { jobOf } from '../jobs/job-queue';

describeEachDatabase('app jobs', (context) => {
  it('offers the steps tests and benchmarks call, by name', () => {
    expect(Object.keys(context().app.jobs).sort()).toEqual([
      'runAnimationJob',
      'runCapsuleOpenings',
      'runCookbookJob',
      'runDeliveryTick',
      'runDemoRebuild',
      'runExportJob',
      'runExportMaintenance',
      'runImportCleanup',
      'runLegacyTick',
      'runMemoryPrompts',
      'runMessageTranscriptionJob',
      'runNewsletterRecipients',
      'runPrintJob',
      'runQueueRetention',
      'runRenditionJob',
      'runReplyAlbumJob',
      'runStillRightRound',
      'runTranscriptionJob',
      'runTreeImportJob',
      'runVaultMaintenance',
      'runWaveformJob',
      'sendDueEmails',
    ]);
  });

  it('queues a registered type with its payload, and only so', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    expect(jobOf({ type: 'recipe.cookbook' }, 'c1', { cookbookId: 'c1' }, at)).toEqual({
      id: 'recipe.cookbook:c1',
      type: 'recipe.cookbook',
      payload: { cookbookId: 'c1' },
      runAt: at.toISOString(),
    });
    // @ts-expect-error a scrapbook print's payload is not a cookbook's
    jobOf({ type: 'recipe.cookbook' }, 'c1', { printId: 'p1' }, at);
    // @ts-expect-error no lane runs this type
    jobOf({ type: 'recipe.unknown' }, 'c1', { cookbookId: 'c1' }, at);
  });
});
