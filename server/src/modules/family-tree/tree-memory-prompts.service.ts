/**
 * Tree-aware memory prompts (docs/product/family-tree.md "Memory prompts"): the recurring job
 * `family-tree.memory-prompts` looks PROMPT_DAYS_AHEAD days ahead for the birthday or death
 * anniversary of a deceased person (an exact GEDCOM date, "12 MAR 1921") and e-mails the circle
 * members whose lives overlapped theirs — the member's own person in the tree ("this is me") was
 * born before the person died — through the outbox. Each e-mail's id is derived from person,
 * occasion, day and member, so a repeated run never sends twice. A prompt is optional e-mail: each
 * goes only where mail/notification-consent.ts allows (the member's "Memory prompts" switch and the
 * admin's emailNotifications), with its one-click unsubscribe link; branch scopes are respected.
 */
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/tables';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { NotificationConsent } from '../../mail/notification-consent';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { findBranch } from '../../policies/family-tree.policy';
import {
  findDeathSortKey,
  listBirthsAndDeathsOn,
  listOverlappingMembers,
} from './family-tree.memory-prompts.repository';
import { composeMemoryPromptEmail, type MemoryPromptEmailSettings } from './tree-memory-prompts.emails';

/** How many days ahead a prompt goes out ("… on Friday"). */
export const PROMPT_DAYS_AHEAD = 3;
export const MEMORY_PROMPTS_JOB_TYPE = 'family-tree.memory-prompts';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** An exact Gregorian date in GEDCOM 7.0 syntax. */
const EXACT_DATE = /^(\d{1,2}) ([A-Z]{3}) (\d{3,4})$/;

export interface MemoryPromptDependencies {
  db: Kysely<Database>;
  clock: Clock;
  email: MemoryPromptEmailSettings;
  /** May a prompt go to this member (their own switch and the admin's emailNotifications). */
  consent: NotificationConsent;
}

/** A UUID-shaped id from a stable key (SHA-256), so the same prompt always has the same outbox id. */
const idFor = (key: string) => {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const nameOf = (row: { name_as_written: string | null }) =>
  nameAsShown(row.name_as_written) || 'Someone in your family';

/**
 * Decides the prompts for the day PROMPT_DAYS_AHEAD days from now (UTC): the outbox e-mails to
 * write, each with its deterministic id (none to a member whose prompts are off, none at all while
 * the admin's emailNotifications is off).
 */
async function decideMemoryPrompts(deps: MemoryPromptDependencies): Promise<NewOutboxEmail[]> {
  if (await deps.consent.arePausedByAdmin()) return [];
  const now = deps.clock.now();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + PROMPT_DAYS_AHEAD));
  const dayKey = day.toISOString().slice(0, 10);
  const events = await listBirthsAndDeathsOn(deps.db, `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`);
  const emails: NewOutboxEmail[] = [];
  for (const event of events) {
    const match = EXACT_DATE.exec(event.date ?? '');
    if (!match) continue;
    const years = day.getUTCFullYear() - Number(match[3]);
    const deathSortKey = await findDeathSortKey(deps.db, event.id);
    if (deathSortKey === null || years < 1) continue; // only the dead, with a known death
    const recipients = await findOverlappingRecipients(deps.db, event, Number(deathSortKey));
    for (const recipient of recipients) {
      if (!(await deps.consent.mayEmail(recipient.id, 'memoryPrompts'))) continue;
      const { unsubscribe_url, unsubscribePageUrl } = await deps.consent.optionalEmailFields(
        recipient.id,
        'memoryPrompts',
      );
      const content = composeMemoryPromptEmail(deps.email, {
        personId: event.id,
        personName: nameOf(event),
        sex: event.sex,
        occasion: event.tag === 'BIRT' ? 'birthday' : 'death-anniversary',
        years,
        weekday: WEEKDAYS[day.getUTCDay()]!,
        recipientName: recipient.name,
        unsubscribeUrl: unsubscribePageUrl,
      });
      emails.push(
        outboxEmail({
          id: idFor(`memory-prompt:${event.id}:${event.tag}:${dayKey}:${recipient.id}`),
          kind: 'memory_prompt',
          to: recipient,
          content,
          unsubscribeUrl: unsubscribe_url,
          at: now.toISOString(),
        }),
      );
    }
  }
  return emails;
}

/**
 * Decides and queues today's prompts (`app.jobs.runMemoryPrompts` for tests, and the job's logic).
 * @returns how many e-mails were decided (repeats of earlier ones included: the outbox leaves them alone)
 */
export async function queueMemoryPrompts(deps: MemoryPromptDependencies): Promise<number> {
  const emails = await decideMemoryPrompts(deps);
  await enqueueEmails(deps.db, emails);
  return emails.length;
}

/**
 * The tree owner and, while the owner shares the tree with their circle, its editors and viewers whose own person in the tree was born
 * on or before the person's death (the earliest day each date can mean) and, for a branch-scoped
 * member, whose branch holds the person.
 */
async function findOverlappingRecipients(
  db: Kysely<Database>,
  person: { id: string; tree_id: string; owner_id: string; shared_with_circle: number },
  deathSortKey: number,
) {
  const candidates = await listOverlappingMembers(db, person, deathSortKey);
  const recipients = [];
  for (const candidate of candidates) {
    if (candidate.root_individual_id) {
      const branch = await findBranch(db, person.tree_id, candidate.root_individual_id, Number(candidate.generations));
      if (!branch.has(person.id)) continue;
    }
    recipients.push(candidate);
  }
  return recipients;
}

/** The hourly recurring job that decides memory prompts (its e-mails go out as `email.send` jobs). */
export function createMemoryPromptsJob(deps: MemoryPromptDependencies) {
  return defineJob({
    type: MEMORY_PROMPTS_JOB_TYPE,
    payload: z.object({}),
    leaseMs: 5 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000],
    everyMs: 60 * 60_000,
    async run(): Promise<JobResult> {
      const emails = await decideMemoryPrompts(deps);
      // Written under the job's lease, in the transaction that completes it (docs/decisions/004).
      return { commit: (trx) => enqueueEmails(trx, emails) };
    },
  });
}
