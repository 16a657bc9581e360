/**
 * The conversion funnel of /conversion-optimization (docs/product/marketing-and-figures.md "The
 * operator's four tools"): visitors → sign-ups → first message scheduled → paid over a period of
 * UTC days. Visitors are the sum of each day's unique visitors (a person who comes on two days
 * counts twice: the hash changes daily); the later steps follow the accounts created in the period,
 * whenever they took the step.
 */
import {
  FUNNEL_MAX_DAYS,
  SITE_ANALYTICS_MESSAGES,
  type Funnel,
  type FunnelQuery,
} from '@heirloom/common/contracts/site-analytics';
import { AppError } from '../../lib/app-error';
import {
  readCohortProgress,
  readDailySignUps,
  readDailyVisitors,
  readTopPages,
  type Period,
} from './funnel.repository';
import { utcDay, type SiteAnalyticsDependencies } from './site-analytics.deps';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days the funnel covers when the query names none: the last 30, today included. */
const DEFAULT_DAYS = 30;
const TOP_PAGES = 10;

/** Midnight UTC of a YYYY-MM-DD day, in epoch milliseconds; NaN for an impossible date. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * The period the query names, defaulting to the last 30 days.
 * @throws AppError 'invalid' for an impossible date, a backwards period or one over 366 days
 */
function resolvePeriod(query: FunnelQuery, today: string): Period {
  const to = query.to ?? today;
  const from = query.from ?? utcDay(new Date(dayStart(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  const [start, end] = [dayStart(from), dayStart(to)];
  if (Number.isNaN(start) || Number.isNaN(end) || utcDay(new Date(start)) !== from || utcDay(new Date(end)) !== to)
    throw new AppError('invalid', SITE_ANALYTICS_MESSAGES.badDay);
  if (end < start) throw new AppError('invalid', SITE_ANALYTICS_MESSAGES.periodBackwards);
  if ((end - start) / DAY_MS + 1 > FUNNEL_MAX_DAYS)
    throw new AppError('invalid', SITE_ANALYTICS_MESSAGES.periodTooLong);
  return { from, to, startAt: new Date(start).toISOString(), endAt: new Date(end + DAY_MS).toISOString() };
}

/** count ÷ previous, or null when there is no previous step or it is 0. */
const stepRate = (count: number, previous: number | undefined) =>
  previous === undefined || previous === 0 ? null : count / previous;

/**
 * The funnel, the daily series (every day of the period) and the most viewed pages.
 * @throws AppError 'invalid' for a bad period (resolvePeriod)
 */
export async function readFunnel(deps: SiteAnalyticsDependencies, query: FunnelQuery): Promise<Funnel> {
  const period = resolvePeriod(query, utcDay(deps.clock.now()));
  const [visitorRows, signUpsByDay, cohort, topPages] = await Promise.all([
    readDailyVisitors(deps.db, period),
    readDailySignUps(deps.db, period),
    readCohortProgress(deps.db, period),
    readTopPages(deps.db, period, TOP_PAGES),
  ]);
  const visitorsByDay = new Map(visitorRows.map((row) => [row.day, row]));
  const days: Funnel['days'] = [];
  for (let at = dayStart(period.from); at <= dayStart(period.to); at += DAY_MS) {
    const day = utcDay(new Date(at));
    const counted = visitorsByDay.get(day);
    days.push({
      day,
      visitors: counted?.visitors ?? 0,
      pageViews: counted?.page_views ?? 0,
      signUps: signUpsByDay.get(day) ?? 0,
    });
  }
  const counts = [
    { key: 'visitors', label: 'Visitors', count: days.reduce((sum, day) => sum + day.visitors, 0) },
    { key: 'signUps', label: 'Sign-ups', count: days.reduce((sum, day) => sum + day.signUps, 0) },
    { key: 'firstMessage', label: 'First message scheduled', count: cohort.withMessage },
    { key: 'paid', label: 'Paid', count: cohort.paid },
  ] as const;
  return {
    from: period.from,
    to: period.to,
    steps: counts.map((step, index) => ({ ...step, rateFromPrevious: stepRate(step.count, counts[index - 1]?.count) })),
    days,
    topPages,
  };
}
