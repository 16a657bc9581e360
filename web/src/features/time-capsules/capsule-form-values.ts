/**
 * The values of the capsule form as the owner edits them (docs/product/capsules-scrapbooks-recipes.md
 * "Time capsules"): texts as typed, recipient rows blank or begun, and how the form opens for a new
 * capsule or for a draft.
 */
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { localMomentOf, type LocalMoment } from '../../lib/local-moment';

/** A recipient row: anyone by e-mail, or a member of the circle added with one click. */
export interface RecipientRow {
  name: string;
  email: string;
}

export interface CapsuleFormValues {
  title: string;
  /** On a date and time, or "when Maya turns 18" from a birth date in the family tree. */
  opensBy: 'moment' | 'birthday';
  /** The local day and time it opens on, in `timeZone`, when it opens on a date. */
  opensAt: LocalMoment;
  /** Whose birthday (an individual's id, '' until chosen) and the age as typed, when it opens on a birthday. */
  opensOnBirthday: { individualId: string; age: string };
  /** An IANA zone: the opening's local day and time are there. */
  timeZone: string;
  /** Never fewer than one row; rows left blank are not recipients. */
  recipients: RecipientRow[];
  /** User ids of members of the circle invited to add to it. */
  contributorIds: string[];
  /** May the owner read it while it is sealed (cannot change once sealed). */
  ownerMayLook: boolean;
}

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const emptyRecipient = (): RecipientRow => ({ name: '', email: '' });

/** The form of a new capsule (opening at 9:00 in the browser's zone, for 18), or of the draft `capsule`. */
export function capsuleFormValuesOf(capsule?: TimeCapsuleSummary): CapsuleFormValues {
  return {
    title: capsule?.title ?? '',
    opensBy: capsule?.opensOnBirthday ? 'birthday' : 'moment',
    opensAt: capsule ? localMomentOf(capsule.opensAt, capsule.timeZone) : { date: '', time: '09:00' },
    opensOnBirthday: {
      individualId: capsule?.opensOnBirthday?.individualId ?? '',
      age: String(capsule?.opensOnBirthday?.age ?? 18),
    },
    timeZone: capsule?.timeZone ?? browserZone,
    recipients: capsule?.recipients.map(({ name, email }) => ({ name, email })) ?? [emptyRecipient()],
    contributorIds: capsule?.contributors.map((contributor) => contributor.userId) ?? [],
    ownerMayLook: capsule?.ownerMayLook ?? false,
  };
}
