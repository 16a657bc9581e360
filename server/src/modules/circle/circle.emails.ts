/**
 * The e-mails of the family circle: the invitation, the owner's notice that a relative accepted it
 * (circle activity, an optional e-mail), and a member's notice that the owner named them a legacy
 * contact.
 */
import { INVITATION_VALID_DAYS, type CircleRole } from '@heirloom/common/contracts/circle';
import { renderEmail } from '../../mail/email-layout';

export interface CircleEmailSettings {
  productName: string;
  publicUrl: string;
}

/** What the role will mean for the invitee, told to them (ROLE_DESCRIPTIONS speak to the owner). */
const ROLE_FOR_INVITEE: Record<CircleRole, { asRole: string; meaning: (ownerName: string) => string }> = {
  editor: {
    asRole: 'an editor',
    meaning: (owner) =>
      `You will see what ${owner} shares with the family circle, and you can add your own photos and memories to shared albums.`,
  },
  viewer: {
    asRole: 'a viewer',
    meaning: (owner) => `You will see what ${owner} shares with the family circle.`,
  },
  legacy_contact: {
    asRole: 'a legacy contact',
    meaning: (owner) =>
      `You will see nothing for now: a legacy contact gets access only when a release after ${owner}'s death grants it.`,
  },
};

/**
 * "Grandpa Joe invites you to the family circle": who invites, as what, what that role sees, and
 * the link (valid INVITATION_VALID_DAYS days, single use).
 */
export function composeInvitationEmail(
  settings: CircleEmailSettings,
  input: { ownerName: string; inviteeName: string; role: CircleRole; link: string },
) {
  const role = ROLE_FOR_INVITEE[input.role];
  return {
    subject: `${input.ownerName} invites you to their family circle on ${settings.productName}`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `Join ${input.ownerName}'s family circle as ${role.asRole}.`,
      heading: `${input.ownerName} invites you to their family circle`,
      paragraphs: [
        `Dear ${input.inviteeName},`,
        `${input.ownerName} keeps the family's memories on ${settings.productName} and would like you in their family circle as ${role.asRole}.`,
        role.meaning(input.ownerName),
        `Accept with the button below: you can sign in, or create a free account with this e-mail address. The link works once and for ${INVITATION_VALID_DAYS} days.`,
      ],
      buttons: [{ label: 'See the invitation', url: input.link }],
      footer: [
        `You are receiving this because ${input.ownerName} entered your e-mail address on ${settings.productName}.`,
        'Not expecting it? Ignore this e-mail: nothing happens unless you accept.',
      ],
    }),
  };
}

/**
 * "Maya joined your family circle": the owner's circle-activity notice, with the way to turn such
 * notices off (`unsubscribeUrl`, the /settings page of the signed link).
 */
export function composeAcceptedNotice(
  settings: CircleEmailSettings,
  input: { ownerName: string; memberName: string; memberEmail: string; role: CircleRole; unsubscribeUrl: string },
) {
  const heading = `${input.memberName} joined your family circle`;
  return {
    subject: heading,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.memberName} accepted your invitation as ${ROLE_FOR_INVITEE[input.role].asRole}.`,
      heading,
      paragraphs: [
        `Hello ${input.ownerName},`,
        `${input.memberName} (${input.memberEmail}) accepted your invitation and is now in your family circle as ${ROLE_FOR_INVITEE[input.role].asRole}.`,
      ],
      buttons: [{ label: 'See your family circle', url: `${settings.publicUrl}/family-collaboration` }],
      footer: [`You are receiving this because you invited ${input.memberName} on ${settings.productName}.`],
      unsubscribe: { label: 'Stop e-mails about family circle activity', url: input.unsubscribeUrl },
    }),
  };
}

/**
 * "Grandma named you a legacy contact": told to a member who already is in the circle, what the role
 * asks of them and that their sharing role (`role`, or `legacy_contact` for none) stays as it is.
 */
export function composeLegacyContactNotice(
  settings: CircleEmailSettings,
  input: { ownerName: string; memberName: string; role: CircleRole },
) {
  const heading = `${input.ownerName} named you a legacy contact`;
  const stays =
    input.role === 'legacy_contact'
      ? []
      : [`You stay ${ROLE_FOR_INVITEE[input.role].asRole}: ${ROLE_FOR_INVITEE[input.role].meaning(input.ownerName)}`];
  return {
    subject: heading,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.ownerName} trusts you to confirm their death, so that what they leave reaches the family.`,
      heading,
      paragraphs: [
        `Dear ${input.memberName},`,
        `${input.ownerName} named you one of their legacy contacts on ${settings.productName}. If ${input.ownerName} stops answering their check-ins, we will ask you to confirm their death; nothing is released before enough legacy contacts agree and a waiting period has passed.`,
        ...stays,
        `As a legacy contact you see nothing more of ${input.ownerName}'s memories until a release after their death grants it.`,
      ],
      buttons: [{ label: 'See what this means', url: `${settings.publicUrl}/connections` }],
      footer: [
        `You are receiving this because you are in ${input.ownerName}'s family circle on ${settings.productName}.`,
      ],
    }),
  };
}
