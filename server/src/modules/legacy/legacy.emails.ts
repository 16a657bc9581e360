/**
 * The e-mails of the release after death (docs/product/legacy-release.md;
 * docs/decisions/009-legacy-release.md): to the owner, the check-in reminders ("I'm still here")
 * and the waiting-period notices ("Stop — I'm here"); to the legacy contacts, the request to
 * confirm, the alert that the owner stopped a release, and the release itself. Each returns
 * { subject, html, text } through the one layout (mail/email-layout.ts).
 */
import { REMINDER_COUNT } from '@heirloom/common/domain/legacy-release';
import { formatDate } from '@heirloom/common/utils/format-date';
import { renderEmail } from '../../mail/email-layout';

export interface LegacyEmailSettings {
  productName: string;
  publicUrl: string;
}

/** "Monday, December 14, 2026" in UTC, the plan's clock: the e-mails name days, not times. */
const day = (iso: string) => formatDate(iso, 'weekday-day', { timeZone: 'UTC' });

const compose = (
  settings: LegacyEmailSettings,
  subject: string,
  content: Omit<Parameters<typeof renderEmail>[0], 'productName'>,
) => ({
  subject,
  ...renderEmail({ productName: settings.productName, ...content }),
});

/** Check-in reminder `number` of REMINDER_COUNT to the owner, with the one-click "I'm still here" link. */
export function composeCheckInEmail(
  settings: LegacyEmailSettings,
  input: { ownerName: string; number: number; link: string; contactsAskedOn: string | null },
) {
  const isLast = input.number === REMINDER_COUNT;
  return compose(settings, isLast ? 'Last reminder: are you still there?' : 'Are you still there? Please check in', {
    preheader: 'One click on "I\'m still here" keeps your legacy plan waiting.',
    heading: isLast ? 'Last reminder before we ask your legacy contacts' : 'Time for your check-in',
    paragraphs: [
      `Dear ${input.ownerName},`,
      `You asked ${settings.productName} to check in with you regularly, so that your messages for after your death are only ever released when you can no longer answer. This is reminder ${input.number} of ${REMINDER_COUNT}.`,
      input.contactsAskedOn
        ? `If we hear nothing from you, we will ask your legacy contacts on ${day(input.contactsAskedOn)} to confirm what happened. Nothing is released without them, and you will still be able to stop it.`
        : 'If we hear nothing from you, we will ask your legacy contacts to confirm what happened. Nothing is released without them.',
      'Signing in counts as a check-in too.',
    ],
    buttons: [{ label: "I'm still here", url: input.link }],
    footer: [`You receive this because you set up a legacy plan on ${settings.productName}. Change it on /legacy.`],
  });
}

/** To a legacy contact: please confirm (or the owner's death was reported), with their confirm link. */
export function composeConfirmRequestEmail(
  settings: LegacyEmailSettings,
  input: {
    ownerName: string;
    contactName: string;
    quorum: number;
    waitingDays: number;
    link: string;
    reportedBy: string | null;
  },
) {
  return compose(settings, `Please confirm: has something happened to ${input.ownerName}?`, {
    preheader: `${input.ownerName} chose you as a legacy contact.`,
    heading: `Has something happened to ${input.ownerName}?`,
    paragraphs: [
      `Dear ${input.contactName},`,
      input.reportedBy
        ? `${input.reportedBy} reported that ${input.ownerName} has died.`
        : `${input.ownerName} has not answered our check-ins for several weeks.`,
      `${input.ownerName} chose you as one of their legacy contacts. Please confirm only if you know that ${input.ownerName} has died. ${input.quorum} of their legacy contacts must confirm; then ${input.ownerName} still has ${input.waitingDays} days to stop it before their messages are released.`,
      'If you do not know, do nothing: no answer is never counted as a confirmation.',
    ],
    buttons: [{ label: `Confirm ${input.ownerName} has died`, url: input.link }],
    footer: ['The link opens a page with one button; nothing happens until you press it.'],
  });
}

/** Waiting-period notice `number` of `waitingDays` to the owner, with "Stop — I'm here". */
export function composeWaitingNoticeEmail(
  settings: LegacyEmailSettings,
  input: { ownerName: string; number: number; waitingDays: number; releaseOn: string; link: string },
) {
  return compose(
    settings,
    `Your legacy messages will be released on ${day(input.releaseOn)} — stop it if you are here`,
    {
      preheader: 'One click on "Stop — I\'m here" cancels the release.',
      heading: 'Your legacy contacts reported your death',
      paragraphs: [
        `Dear ${input.ownerName},`,
        `Enough of your legacy contacts confirmed your death. Unless you stop it, your messages for after your death will be delivered and your legacy contacts will see what you chose for them, no earlier than ${day(input.releaseOn)}.`,
        `This is day ${input.number} of ${input.waitingDays} of the waiting period. If you are here, one click stops everything, and we tell the contacts who confirmed.`,
      ],
      buttons: [{ label: "Stop — I'm here", url: input.link }],
      footer: ['Signing in stops it too.'],
    },
  );
}

/** To a contact who confirmed: the owner answered and the release was stopped. */
export function composeStoppedEmail(settings: LegacyEmailSettings, input: { ownerName: string; contactName: string }) {
  return compose(settings, `${input.ownerName} is here: the release was stopped`, {
    preheader: `${input.ownerName} answered.`,
    heading: `${input.ownerName} answered`,
    paragraphs: [
      `Dear ${input.contactName},`,
      `You confirmed the report of ${input.ownerName}'s death. ${input.ownerName} has since answered, so nothing was released and the plan starts again from the beginning.`,
    ],
    buttons: [{ label: 'Open your legacy contact page', url: `${settings.publicUrl}/legacy` }],
    footer: [`You receive this because ${input.ownerName} chose you as a legacy contact.`],
  });
}

/** To each contact at the release: what they can now read. */
export function composeReleasedEmail(
  settings: LegacyEmailSettings,
  input: { ownerName: string; contactName: string; ownerId: string },
) {
  return compose(settings, `What ${input.ownerName} left for you`, {
    preheader: `${input.ownerName}'s legacy plan was released.`,
    heading: `What ${input.ownerName} left for you`,
    paragraphs: [
      `Dear ${input.contactName},`,
      `We are so sorry for your loss. The waiting period has ended, and ${input.ownerName}'s messages for after their death are being delivered to the people they chose.`,
      `${input.ownerName} also left you things to read. Sign in to see them; your access does not expire.`,
    ],
    buttons: [{ label: 'See what was left for you', url: `${settings.publicUrl}/legacy?owner=${input.ownerId}` }],
    footer: [`You receive this because ${input.ownerName} chose you as a legacy contact.`],
  });
}
