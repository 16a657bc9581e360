/** The invitation e-mail of the family circle (issue 9, part 2). */
import { INVITATION_VALID_DAYS, ROLE_DESCRIPTIONS, type CircleRole } from '@heirloom/common/contracts/circle';
import { renderEmail } from '../../mail/email-layout';

export interface CircleEmailSettings {
  productName: string;
  publicUrl: string;
}

/**
 * "Grandpa Joe invites you to the family circle": who invites, as what, what that role sees, and
 * the link (valid INVITATION_VALID_DAYS days, single use).
 */
export function composeInvitationEmail(
  settings: CircleEmailSettings,
  input: { ownerName: string; inviteeName: string; role: CircleRole; link: string },
) {
  const role = ROLE_DESCRIPTIONS[input.role];
  return {
    subject: `${input.ownerName} invites you to their family circle on ${settings.productName}`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `Join ${input.ownerName}'s family circle as ${role.label.toLowerCase()}.`,
      heading: `${input.ownerName} invites you to their family circle`,
      paragraphs: [
        `Dear ${input.inviteeName},`,
        `${input.ownerName} keeps the family's memories on ${settings.productName} and would like you in their family circle as ${role.label.toLowerCase()}.`,
        `${role.canSee}`,
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
