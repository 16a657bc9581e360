/**
 * The e-mails of delivery on a life event (docs/product/messages-and-delivery.md "Life events";
 * docs/decisions/009-legacy-release.md "Life events"): when the message is scheduled, to each named
 * confirmer (and each recipient, if the owner chose) a link to report the event without an account;
 * to each named confirmer (and the owner) once the event is reported, a one-click "Confirm"; to the
 * owner once it is confirmed, the day of delivery and a one-click veto — or, when the latest date
 * comes first, that day and why a veto cannot hold it. Each returns { subject, html, text } through
 * the one layout (mail/email-layout.ts); none names the message's title or content, which stay for
 * its recipients.
 */
import { formatCalendarDay, formatDate } from '@heirloom/common/utils/format-date';
import { VETO_DAYS } from '@heirloom/common/domain/life-events';
import { renderEmail } from '../../mail/email-layout';

/** What the e-mails name: the product, and the public address their links open. */
export interface LifeEventEmailSettings {
  productName: string;
  publicUrl: string;
}

/** To a named confirmer, or a recipient the owner chose to tell, when the message is scheduled: report the event when it happens. */
export function composeLifeEventReportInvitationEmail(
  settings: LifeEventEmailSettings,
  input: { personName: string; ownerName: string; isConfirmer: boolean; label: string; link: string },
) {
  const subject = `${input.ownerName} asked us to wait for a moment in your family: ${input.label}`;
  const why = input.isConfirmer
    ? `${input.ownerName} left a message for this moment and named you as one of the people who confirm it happened before the message is delivered.`
    : `${input.ownerName} left something for you, to reach you at this moment in your life. What it is stays a surprise until then.`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'When it happens, tell us the day: one link, no account needed.',
      heading: input.label,
      paragraphs: [
        `Dear ${input.personName},`,
        why,
        `When it happens, open the link below and tell us the day. No account is needed. ${input.isConfirmer ? 'Anyone in the family may report it too; we will then ask you to confirm.' : `The people ${input.ownerName} named confirm it, and then it is on its way to you.`}`,
        'Keep this e-mail: the link works until the event is reported, however many years that takes.',
      ],
      buttons: [{ label: 'It happened — tell us the day', url: input.link }],
      footer: [`You receive this because ${input.ownerName} named you for this moment on ${settings.productName}.`],
    }),
  };
}

/** To a confirmer or the owner: someone reported the event; confirm if it is true. */
export function composeLifeEventConfirmEmail(
  settings: LifeEventEmailSettings,
  input: {
    personName: string;
    ownerName: string;
    isOwner: boolean;
    label: string;
    happenedOn: string;
    reporterName: string;
    quorum: number;
    /** The message's latest date (ISO), if any, shown in `timeZone`. */
    latestAt: string | null;
    timeZone: string;
    link: string;
  },
) {
  const subject = `Please confirm: ${input.label}`;
  const latest = input.latestAt
    ? ` Whatever happens, it is delivered on its latest date, ${formatDate(input.latestAt, 'zoned-moment', { timeZone: input.timeZone })}, if it has not gone out before.`
    : '';
  const ownerWait =
    input.quorum > 0
      ? `If you do nothing, it is delivered once ${input.quorum} of the people you named confirm it and ${VETO_DAYS} days have passed in which you can still stop it.`
      : 'If you do nothing, it keeps waiting for your confirmation.';
  const ask = input.isOwner
    ? `You can confirm it yourself: your message is then delivered at once. ${ownerWait}${latest}`
    : `${input.ownerName} asked you to confirm this before their message is delivered. ${input.quorum} of the people they named must confirm it; please confirm only if you know it happened.`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.reporterName} reported it happened on ${formatCalendarDay(input.happenedOn, 'day')}.`,
      heading: subject,
      paragraphs: [
        `Dear ${input.personName},`,
        `${input.reporterName} reported that this happened on ${formatCalendarDay(input.happenedOn, 'day')}: ${input.label}.`,
        ask,
        'If it did not happen, do nothing: no answer is never counted as a confirmation.',
      ],
      buttons: [{ label: 'Confirm it happened', url: input.link }],
      footer: ['The link opens a page with one button; nothing happens until you press it.'],
    }),
  };
}

/**
 * To the owner: the event was confirmed; the message is delivered on `deliverAt` unless they stop
 * it — or, when `isLatestDate` (the latest date the owner chose comes before the end of the veto
 * window), on that date whatever happened: a veto would put it back on the same date, so the
 * e-mail says so and offers the message itself instead of a veto.
 */
export function composeLifeEventVetoEmail(
  settings: LifeEventEmailSettings,
  input: {
    ownerName: string;
    label: string;
    happenedOn: string;
    deliverAt: string;
    isLatestDate: boolean;
    timeZone: string;
    link: string;
  },
) {
  const deliveryDay = formatDate(input.deliverAt, 'zoned-moment', { timeZone: input.timeZone });
  if (input.isLatestDate) {
    const subject = `Confirmed: ${input.label}. Your message goes out on its latest date`;
    return {
      subject,
      ...renderEmail({
        productName: settings.productName,
        preheader: `It is delivered on ${deliveryDay}, the latest date you chose.`,
        heading: subject,
        paragraphs: [
          `Dear ${input.ownerName},`,
          `The people you named confirmed that this happened on ${formatCalendarDay(input.happenedOn, 'day')}: ${input.label}.`,
          `You chose ${deliveryDay} as the latest date for this message, and it comes before the ${VETO_DAYS} days in which you could stop a delivery for the event. So your message is delivered then, as you asked, whether or not the event happened.`,
          'Stopping the event would not hold it back. To change, postpone or cancel the message, open it before then.',
        ],
        buttons: [{ label: 'Open your messages', url: `${settings.publicUrl}/legacy-messages` }],
        footer: [`You receive this because you scheduled a message for a life event on ${settings.productName}.`],
      }),
    };
  }
  const subject = `Confirmed: ${input.label}. Your message goes out in ${VETO_DAYS} days`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'One click stops it if this is a mistake.',
      heading: subject,
      paragraphs: [
        `Dear ${input.ownerName},`,
        `The people you named confirmed that this happened on ${formatCalendarDay(input.happenedOn, 'day')}: ${input.label}.`,
        `Your message will be delivered on ${deliveryDay}. If this is a mistake, stop it before then; the event can be reported again later.`,
      ],
      buttons: [{ label: 'Stop — this did not happen', url: input.link }],
      footer: [`You receive this because you scheduled a message for a life event on ${settings.productName}.`],
    }),
  };
}
