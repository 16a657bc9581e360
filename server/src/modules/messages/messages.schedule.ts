/**
 * The schedule fields of a message armed for delivery at a date (docs/decisions/002): used when a
 * dated message is saved or postponed, and when a life event's birthday, latest date or confirmed
 * report arms one.
 */
import { firstStepAfter, stepTime, type ProtectionStep } from '@heirloom/common/domain/delivery-protection';

/**
 * The schedule fields of a scheduled message: armed for a date, or with none (after death, or a
 * life event not yet confirmed).
 */
export interface ScheduledFields {
  status: 'scheduled';
  deliver_at: string | null;
  pending_step: ProtectionStep | null;
  next_step_at: string | null;
  schedule_version: number;
}

/**
 * Schedule fields of a scheduled message with no date yet, `version` its schedule_version: an
 * after-death message until the legacy release arms it, a life event's until a confirmed report does.
 */
export const unarmedSchedule = (version: number): ScheduledFields => ({
  status: 'scheduled',
  deliver_at: null,
  pending_step: null,
  next_step_at: null,
  schedule_version: version,
});

/**
 * Schedule fields for delivery at `deliverAt`, armed at the first protection step still ahead of
 * `now`; `version` becomes the message's schedule_version (its e-mails' and links' key).
 */
export function armedSchedule(deliverAt: Date, now: Date, version: number) {
  const pending = firstStepAfter(deliverAt, now);
  return {
    status: 'scheduled' as const,
    deliver_at: deliverAt.toISOString(),
    pending_step: pending,
    next_step_at: stepTime(deliverAt, pending).toISOString(),
    schedule_version: version,
  };
}
