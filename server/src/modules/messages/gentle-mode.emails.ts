/**
 * The gentle e-mail (docs/product/messages-and-delivery.md "Gentle mode"): once the author's legacy
 * is released, one e-mail to each address still waiting for their messages — how many wait, roughly
 * when those the author allowed to be told arrive (never a title or what one says), and the link to
 * pause or resume their delivery.
 */
import { formatDate } from '@heirloom/common/utils/format-date';
import { joinNames } from '@heirloom/common/utils/join-names';
import { renderEmail } from '../../mail/email-layout';
import { reportLines, type EmailSettings } from './messages.emails';

/** When one message the author allowed to be told arrives: its delivery instant (null: a life event not confirmed yet). */
export interface Arrival {
  deliverAt: string | null;
  timeZone: string;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Roughly when `arrivals` come, as of `now`, earliest first, each period with how many: "today"
 * (its day in its own time zone, or already due), "in Mar 2029" (month and year), or "on a day
 * that matters in your life" (a life event).
 * @returns the periods, e.g. [{ count: 1, when: 'today' }, { count: 2, when: 'in Mar 2029' }]
 */
export function groupArrivals(arrivals: Arrival[], now: Date): { count: number; when: string }[] {
  const periods = new Map<string, number>();
  const sorted = [...arrivals].sort((a, b) => (a.deliverAt ?? '~').localeCompare(b.deliverAt ?? '~'));
  for (const arrival of sorted) {
    const options = { timeZone: arrival.timeZone };
    const isToday =
      arrival.deliverAt !== null &&
      (Date.parse(arrival.deliverAt) <= now.getTime() ||
        formatDate(arrival.deliverAt, 'day', options) === formatDate(now.toISOString(), 'day', options));
    const when =
      arrival.deliverAt === null
        ? 'on a day that matters in your life'
        : isToday
          ? 'today'
          : `in ${formatDate(arrival.deliverAt, 'month', options)}`;
    periods.set(when, (periods.get(when) ?? 0) + 1);
  }
  return [...periods].map(([when, count]) => ({ count, when }));
}

/**
 * The e-mail's sentence on timing: "One will arrive today and two in Mar 2029. The other arrives on
 * the day Rose chose." (`announced` of `count` messages may be told, grouped into `periods`).
 */
function describeTiming(
  authorName: string,
  count: number,
  announced: number,
  periods: ReturnType<typeof groupArrivals>,
) {
  if (periods.length === 0)
    return `${count === 1 ? 'It arrives on the day' : 'They arrive on the days'} ${authorName} chose.`;
  if (count === 1) return `It will arrive ${periods[0]!.when}.`;
  const told = periods.map(({ count: many, when }, index) =>
    index === 0 ? `${capitalize(countWord(many))} will arrive ${when}` : `${countWord(many)} ${when}`,
  );
  const untold = count - announced;
  const others =
    untold === 0
      ? ''
      : ` ${untold === 1 ? 'The other arrives on the day' : 'The others arrive on the days'} ${authorName} chose.`;
  return `${joinNames(told)}.${others}`;
}

/**
 * The gentle e-mail to one address.
 * @param input.count how many of the author's messages wait for the address
 * @param input.announced when those the author allowed to be told arrive (a subset; may be empty)
 * @param input.link the recipient's page of choices (/messages-for-me?token=…)
 */
export function composeGentleIntroEmail(
  settings: EmailSettings,
  input: { authorName: string; recipientName: string; count: number; announced: Arrival[]; now: Date; link: string },
) {
  const { authorName, count } = input;
  const messages = count === 1 ? 'a message' : `${countWord(count)} messages`;
  const timing = describeTiming(authorName, count, input.announced.length, groupArrivals(input.announced, input.now));
  return {
    subject: `${authorName} left ${messages} for you`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${authorName} left ${messages} for you, to reach you over time.`,
      heading: `${authorName} left ${messages} for you`,
      paragraphs: [
        `Dear ${input.recipientName},`,
        `We are so sorry for your loss. ${authorName} left ${messages} for you, to reach you over time.`,
        timing,
        `If you would rather not receive them yet, you may pause them for a while, or until you ask, and resume whenever you are ready. Nothing is lost while they wait.`,
      ],
      buttons: [{ label: 'Choose when they reach you', url: input.link }],
      footer: [`This link is private to you and works for two years.`, ...reportLines(settings)],
    }),
  };
}
