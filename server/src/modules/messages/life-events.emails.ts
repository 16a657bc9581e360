/**
 * The e-mails of delivery on a life event (issue 11 item 4; docs/decisions/009 "Life events"): to
 * each named confirmer (and the owner) once the event is reported, a one-click "Confirm"; to the
 * owner once it is confirmed, the day of delivery and a one-click veto. Each returns
 * { subject, html, text } through the one layout (mail/email-layout.ts); none names the message's
 * title or content, which stay for its recipients.
 */
import { formatInstantInZone } from '@heirloom/common/utils/format-instant';
import { VETO_DAYS } from '@heirloom/common/domain/life-events';
import { renderEmail } from '../../mail/email-layout';
import type { EmailSettings } from './messages.emails';

/** "14 June 2030" (a reported day, YYYY-MM-DD, shown as it was entered). */
const reportedDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** To a confirmer or the owner: someone reported the event; confirm if it is true. */
export function composeLifeEventConfirmEmail(
  settings: EmailSettings,
  input: {
    personName: string;
    ownerName: string;
    isOwner: boolean;
    label: string;
    happenedOn: string;
    reporterName: string;
    quorum: number;
    link: string;
  },
) {
  const subject = `Please confirm: ${input.label}`;
  const ask = input.isOwner
    ? `You can confirm it yourself: your message is then delivered at once. If you do nothing, it is delivered once ${input.quorum} of the people you named confirm it and ${VETO_DAYS} days have passed in which you can still stop it.`
    : `${input.ownerName} asked you to confirm this before their message is delivered. ${input.quorum} of the people they named must confirm it; please confirm only if you know it happened.`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.reporterName} reported it happened on ${reportedDay(input.happenedOn)}.`,
      heading: subject,
      paragraphs: [
        `Dear ${input.personName},`,
        `${input.reporterName} reported that this happened on ${reportedDay(input.happenedOn)}: ${input.label}.`,
        ask,
        'If it did not happen, do nothing: no answer is never counted as a confirmation.',
      ],
      buttons: [{ label: 'Confirm it happened', url: input.link }],
      footer: ['The link opens a page with one button; nothing happens until you press it.'],
    }),
  };
}

/** To the owner: the event was confirmed; the message is delivered on `deliverAt` unless they stop it. */
export function composeLifeEventVetoEmail(
  settings: EmailSettings,
  input: { ownerName: string; label: string; happenedOn: string; deliverAt: string; timeZone: string; link: string },
) {
  const subject = `Confirmed: ${input.label}. Your message goes out in ${VETO_DAYS} days`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'One click stops it if this is a mistake.',
      heading: subject,
      paragraphs: [
        `Dear ${input.ownerName},`,
        `The people you named confirmed that this happened on ${reportedDay(input.happenedOn)}: ${input.label}.`,
        `Your message will be delivered on ${formatInstantInZone(input.deliverAt, input.timeZone, 'long')}. If this is a mistake, stop it before then; the event can be reported again later.`,
      ],
      buttons: [{ label: 'Stop — this did not happen', url: input.link }],
      footer: [`You receive this because you scheduled a message for a life event on ${settings.productName}.`],
    }),
  };
}
