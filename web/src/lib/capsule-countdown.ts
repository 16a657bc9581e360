/**
 * The countdown to a capsule's opening, in words: "Opens in 3 days, 4 hours",
 * "Opens in 12 minutes", "Opening now" (the capsule list and the dashboard show it).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** @param opensAt ISO-8601 instant @param now the current instant */
export function formatCountdown(opensAt: string, now: Date): string {
  const left = Date.parse(opensAt) - now.getTime();
  if (left <= 0) return 'Opening now';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.ceil((left % HOUR) / MINUTE);
  if (days >= 365) return `Opens in ${plural(Math.floor(days / 365), 'year')}, ${plural(days % 365, 'day')}`;
  if (days > 0) return `Opens in ${plural(days, 'day')}${hours > 0 ? `, ${plural(hours, 'hour')}` : ''}`;
  if (hours > 0)
    return `Opens in ${plural(hours, 'hour')}${minutes > 0 && minutes < 60 ? `, ${plural(minutes, 'minute')}` : ''}`;
  return `Opens in ${plural(Math.max(minutes, 1), 'minute')}`;
}
