/**
 * The job that opens a time capsule (docs/decisions/010-time-capsules.md), queued when it is
 * sealed with `run_at = opens_at`. Its effects — the capsule marked opened, one opening link per
 * recipient and one outbox e-mail per recipient and contributor — are committed with the job's
 * completion under its lease, only while the capsule is still sealed: never early, never twice.
 */
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { createAccessToken, hashAccessToken } from '../../lib/access-tokens';
import { composeOpeningEmail } from './time-capsules.emails';
import {
  findCapsule,
  findUser,
  listContributors,
  listRecipients,
  setRecipientLink,
  updateCapsuleWhile,
} from './time-capsules.repository';
import { OPEN_JOB_TYPE, type TimeCapsulesDependencies } from './time-capsules.service';

const payloadSchema = z.object({ capsuleId: z.string() });
type OpenPayload = z.infer<typeof payloadSchema>;

/** Retries of a failed opening: 1 min, 5 min, 30 min, then every 2 h. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

/** The outbox id (idempotency key, Message-ID local part) of a capsule's opening e-mail to one address. */
export const openingEmailId = (capsuleId: string, address: string) => `time-capsule.${capsuleId}.open.${address}`;

/** The opening job's definition; `leaseMs` bounds one run (a few queries and inserts). */
export function createOpenCapsuleJob(deps: TimeCapsulesDependencies, leaseMs = 60_000): JobDefinition<OpenPayload> {
  return defineJob<OpenPayload>({
    type: OPEN_JOB_TYPE,
    payload: payloadSchema,
    leaseMs,
    // An opening is never given up (never lost): it retries until it succeeds.
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: RETRY_DELAYS_MS,
    async run({ capsuleId }, { now }) {
      const capsule = await findCapsule(deps.db, capsuleId);
      if (!capsule || capsule.status !== 'sealed') return; // deleted, or opened already: nothing to do
      // Never early, even if the job row was moved: fail this attempt and try again after the delay.
      if (new Date(capsule.opens_at).getTime() > now.getTime())
        throw new Error(`Time capsule ${capsuleId} opens at ${capsule.opens_at}, not before.`);
      const [owner, recipients, contributors] = await Promise.all([
        findUser(deps.db, capsule.owner_id),
        listRecipients(deps.db, [capsuleId]),
        listContributors(deps.db, [capsuleId]),
      ]);
      const nowIso = now.toISOString();
      const ownerName = owner?.username ?? 'Your family';
      const links = recipients.map((recipient) => ({ recipient, token: createAccessToken() }));
      const emails = new Map<string, NewOutboxEmail>();
      const add = (address: string, personName: string, link: string, isContributor: boolean) => {
        if (emails.has(address)) return; // one e-mail per address, the recipient's link first
        const content = composeOpeningEmail(deps.email, {
          ownerName,
          personName,
          title: capsule.title,
          link,
          isContributor,
        });
        emails.set(
          address,
          outboxEmail({
            id: openingEmailId(capsuleId, address),
            kind: 'time-capsule.open',
            to: { email: address, name: personName },
            content,
            at: nowIso,
          }),
        );
      };
      for (const { recipient, token } of links)
        add(recipient.email, recipient.name, `${deps.email.publicUrl}/time-capsules?open=${token}`, false);
      for (const contributor of contributors)
        add(
          contributor.email.toLowerCase(),
          contributor.username,
          `${deps.email.publicUrl}/time-capsules?capsule=${capsuleId}`,
          true,
        );
      return {
        commit: async (trx) => {
          const isOpened = await updateCapsuleWhile(trx, capsuleId, 'sealed', {
            status: 'opened',
            opened_at: nowIso,
            updated_at: nowIso,
          });
          if (!isOpened) return;
          for (const { recipient, token } of links) await setRecipientLink(trx, recipient.id, hashAccessToken(token));
          await enqueueEmails(trx, [...emails.values()]);
        },
      };
    },
  });
}
