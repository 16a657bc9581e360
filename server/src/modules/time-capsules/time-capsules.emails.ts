/** The opening e-mail of a time capsule (docs/decisions/010-time-capsules.md). */
import { renderEmail } from '../../mail/email-layout';

export interface TimeCapsuleEmailSettings {
  productName: string;
  publicUrl: string;
}

/**
 * "The time capsule «title» is open": who made it, when it was sealed, and the link that opens it
 * (a recipient's own link, or the capsule's page for contributors who sign in).
 */
export function composeOpeningEmail(
  settings: TimeCapsuleEmailSettings,
  input: { ownerName: string; personName: string; title: string; link: string; isContributor: boolean },
) {
  return {
    subject: `The time capsule "${input.title}" is open`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.ownerName}'s time capsule has opened today.`,
      heading: `"${input.title}" is open`,
      paragraphs: [
        `Dear ${input.personName},`,
        input.isContributor
          ? `The time capsule you helped ${input.ownerName} fill has reached its opening day. Everyone it was made for can open it now.`
          : `${input.ownerName} sealed a time capsule for you, to be opened today. Its letters, photos and recordings are waiting.`,
        'Open it with the button below and reveal what is inside, one item at a time.',
      ],
      buttons: [{ label: 'Open the time capsule', url: input.link }],
      footer: [
        `You are receiving this because ${input.ownerName} named you in a time capsule on ${settings.productName}.`,
        input.isContributor ? 'Sign in with this e-mail address to open it.' : 'Keep this e-mail: its link is yours.',
      ],
    }),
  };
}

/** "Rose invites you to add to a time capsule": what it is, when it opens, and the link to fill it. */
export function composeContributorInvitationEmail(
  settings: TimeCapsuleEmailSettings,
  input: { ownerName: string; personName: string; title: string; opensOn: string; link: string },
) {
  return {
    subject: `${input.ownerName} invites you to add to the time capsule "${input.title}"`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `Add letters, photos and recordings before ${input.ownerName} seals it.`,
      heading: `Add to "${input.title}"`,
      paragraphs: [
        `Dear ${input.personName},`,
        `${input.ownerName} is filling a time capsule that opens on ${input.opensOn}, and would like you to add to it: a letter, photos, videos or a recording of your voice.`,
        `You can add until ${input.ownerName} seals it. After that nobody can look inside until it opens.`,
      ],
      buttons: [{ label: 'Add to the time capsule', url: input.link }],
      footer: [
        `You are receiving this because you are in ${input.ownerName}'s family circle on ${settings.productName}.`,
      ],
    }),
  };
}
