/** Words of the family circle pages. */
import {
  describeCanSee,
  heldRoles,
  ROLE_DESCRIPTIONS,
  type CircleRole,
  type Membership,
} from '@heirloom/common/contracts/circle';
import { formatDate } from '../../lib/reader-dates';

/** The labels of every role held: ["Owner"], ["Editor"], ["Editor", "Legacy contact"]. */
export function roleLabels(role: Membership['role'], isLegacyContact = false): string[] {
  return role === 'owner'
    ? ['Owner']
    : heldRoles({ role, isLegacyContact }).map((held) => ROLE_DESCRIPTIONS[held].label);
}

/** A role's label, the owner included ("Owner", "Editor", "Editor and legacy contact"). */
export function roleLabel(role: Membership['role'], isLegacyContact = false): string {
  return roleLabels(role, isLegacyContact)
    .map((label, index) => (index === 0 ? label : label.toLowerCase()))
    .join(' and ');
}

/** The roles held as a sentence's complement: "an editor", "a viewer and a legacy contact". */
export function rolesWithArticles(role: CircleRole, isLegacyContact = false): string {
  return heldRoles({ role, isLegacyContact }).map(withArticle).join(' and ');
}

/** What the roles held can see, in the words of ROLE_DESCRIPTIONS (the owner sees everything). */
export function roleCanSee(role: Membership['role'], isLegacyContact = false): string {
  return role === 'owner'
    ? 'Everything in the circle: you own it.'
    : describeCanSee(heldRoles({ role, isLegacyContact }));
}

/**
 * What a role lets a member see, told to the member rather than the owner: ROLE_DESCRIPTIONS
 * speak to the owner ("what you share", "your death"), so the owner's name takes their place.
 */
export function roleCanSeeAsMember(role: Membership['role'], ownerName: string, isLegacyContact = false): string {
  return roleCanSee(role, isLegacyContact)
    .replaceAll('what you share', `what ${ownerName} shares`)
    .replaceAll('your death', `${ownerName}'s death`);
}

/** What each role lets an invitee do, told to them, with the owner's name in place of "you". */
const INVITEE_CAN: Record<CircleRole, (ownerName: string) => string> = {
  editor: (ownerName) => `can see what ${ownerName} shares with the family and add your own photos and memories.`,
  viewer: (ownerName) => `can see what ${ownerName} shares with the family.`,
  legacy_contact: (ownerName) =>
    `see nothing for now: you receive what ${ownerName} leaves you only when a release after ${ownerName}'s death grants it.`,
};

/**
 * An invitation told to the invitee: "Anna invites you to join the family circle" and what the role
 * lets them do. The relationship the owner typed is the owner's word for them, so it is not used.
 */
export function invitationToInvitee(role: CircleRole, ownerName: string): { heading: string; role: string } {
  const article = withArticle(role);
  return {
    heading: `${ownerName} invites you to join the family circle`,
    role: `As ${article} you ${INVITEE_CAN[role](ownerName)}`,
  };
}

/** "a viewer", "an editor", "a legacy contact". */
export function withArticle(role: CircleRole): string {
  const label = ROLE_DESCRIPTIONS[role].label.toLowerCase();
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}

/** When a member was last active ("Mar 3, 2027"), or "Not yet" for someone who never signed in since joining. */
export const formatLastActive = (iso: string | null) => (iso ? formatDate(iso, 'short-day') : 'Not yet');
