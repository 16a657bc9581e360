/**
 * The recurring `still-right.round` job (docs/product/messages-and-delivery.md "Still right?"): every
 * hour, e-mails the owners due their yearly "Still right?" e-mail. It only decides and queues; the
 * e-mails leave as `email.send` jobs (docs/decisions/004-one-job-queue.md).
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import type { MessagesDependencies } from './messages.dependencies';
import { runStillRightRound } from './still-right.service';

/** How often the round looks for owners due, ms. */
const STILL_RIGHT_ROUND_EVERY_MS = 60 * 60_000;

/** The hourly recurring job of the yearly round. */
export function createStillRightRoundJob(deps: MessagesDependencies) {
  return defineJob({
    type: 'still-right.round',
    payload: z.object({}),
    leaseMs: 5 * 60_000,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: [60_000],
    everyMs: STILL_RIGHT_ROUND_EVERY_MS,
    run: async () => {
      await runStillRightRound(deps);
    },
  });
}
