/**
 * The capsule form's rules (docs/product/validation-and-errors.md "One schema, one sentence"): its
 * values become the capsule the API takes, which the contract's timeCapsuleInputSchema checks, so
 * each field shows the server's own sentence: under the title, the opening date (or whose
 * birthday), the time zone, the recipients and the contributors.
 */
import { timeCapsuleInputSchema, type TimeCapsuleInput } from '@heirloom/common/contracts/time-capsules';
import { contractFormSchema } from '../../lib/contract-form-schema';
import { instantOf } from '../../lib/local-moment';
import type { CapsuleFormValues } from './capsule-form-values';

/** The capsule the form's values make: only the opening chosen, and only the recipient rows begun. */
export function capsuleInputOf(values: CapsuleFormValues): TimeCapsuleInput {
  const isBirthday = values.opensBy === 'birthday';
  return {
    title: values.title,
    opensAt: isBirthday ? undefined : instantOf(values.opensAt, values.timeZone),
    opensOnBirthday: isBirthday
      ? { individualId: values.opensOnBirthday.individualId, age: Number(values.opensOnBirthday.age) }
      : null,
    timeZone: values.timeZone,
    recipients: values.recipients.filter((recipient) => recipient.name.trim() || recipient.email.trim()),
    contributorIds: values.contributorIds,
    ownerMayLook: values.ownerMayLook,
  };
}

/** The form's values checked as the capsule they make; its output is the body the API takes. */
export const capsuleFormSchema = contractFormSchema(timeCapsuleInputSchema, capsuleInputOf);
