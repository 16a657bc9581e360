/** Shapes capsule rows into the API's answers (common/src/contracts/time-capsules.ts). */
import type { CapsuleItem, TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import type { CapsuleAccess } from '../../policies/time-capsule.policy';
import { mayReadContents } from '../../policies/time-capsule.policy';
import type { BirthdayOpening } from './time-capsules.birthday';
import type { CapsuleItemRow, CapsuleRecipientRow } from './time-capsules.repository';

/** What the summary is made of, read by the service for a set of capsules. */
export interface CapsulePeople {
  ownerName: string;
  recipients: CapsuleRecipientRow[];
  contributors: { user_id: string; username: string }[];
  counts: { user_id: string; username: string; count: number | string }[];
  /** A birthday opening as worked out now (null for a capsule opening on a date and time). */
  birthday: BirthdayOpening | null;
}

/**
 * A capsule without its contents (what anyone it concerns may know). A draft opening on a birthday
 * shows the opening its birth date gives now (or why there is none); a sealed one, the fixed one.
 */
export function presentSummary(access: CapsuleAccess, people: CapsulePeople): TimeCapsuleSummary {
  const { capsule } = access;
  const { birthday } = people;
  const contributions = people.counts.map((row) => ({ name: row.username, itemCount: Number(row.count) }));
  const isDraft = capsule.status === 'draft';
  return {
    id: capsule.id,
    title: capsule.title,
    ownerName: people.ownerName,
    status: capsule.status,
    opensAt: isDraft && birthday?.opensAt ? birthday.opensAt.toISOString() : capsule.opens_at,
    timeZone: capsule.time_zone,
    opensOnBirthday: birthday ? { individualId: birthday.individualId, name: birthday.name, age: birthday.age } : null,
    openingProblem: isDraft && birthday ? birthday.problem : null,
    ownerMayLook: capsule.owner_may_look === 1,
    sealedAt: capsule.sealed_at,
    openedAt: capsule.opened_at,
    role: access.role,
    canReadContents: mayReadContents(access),
    recipients: people.recipients.map((recipient) => ({ name: recipient.name, email: recipient.email })),
    contributors: people.contributors.map((contributor) => ({
      userId: contributor.user_id,
      name: contributor.username,
      itemCount: Number(people.counts.find((row) => row.user_id === contributor.user_id)?.count ?? 0),
    })),
    contributions,
    itemCount: contributions.reduce((sum, row) => sum + row.itemCount, 0),
  };
}

/** One item; `fileUrlOf` names where its file is fetched (by session or by opening link). */
export function presentItem(row: CapsuleItemRow, text: string | null, fileUrlOf: (id: string) => string): CapsuleItem {
  const isLetter = row.kind === 'letter';
  return {
    id: row.id,
    kind: isLetter ? 'letter' : row.media_kind === 'photo' ? 'photo' : row.media_kind === 'video' ? 'video' : 'audio',
    contributorName: row.contributor_name,
    addedAt: row.created_at,
    text: isLetter ? text : null,
    title: isLetter ? null : row.media_title,
    fileUrl: isLetter ? null : fileUrlOf(row.id),
  };
}
