/**
 * A moment as a form asks for it: a local day and time of day in a time zone (a capsule's opening,
 * a message's delivery, a life event's latest date), and the instant they mean.
 */
import { TZDate } from '@date-fns/tz';

/** A local day ("2027-05-01") and time of day ("09:00", 24-hour). */
export interface LocalMoment {
  date: string;
  time: string;
}

/**
 * The instant of a local `date` and `time` in `timeZone` (an IANA zone), as ISO-8601 UTC.
 * @returns undefined when the day or the time is incomplete
 */
export function instantOf({ date, time }: LocalMoment, timeZone: string): string | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !day || hours === undefined || minutes === undefined) return undefined;
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime()).toISOString();
}

/** An instant (ISO-8601) as its local day and time of day in `timeZone` (an IANA zone). */
export function localMomentOf(iso: string, timeZone: string): LocalMoment {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
    time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  };
}
