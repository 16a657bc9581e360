/** The funnel's period: presets of the last N UTC days, or a custom from–to range. */

export const PERIOD_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

export interface FunnelPeriod {
  from: string;
  to: string;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export function lastDays(days: number, today: Date = new Date()): FunnelPeriod {
  return { from: utcDay(new Date(today.getTime() - (days - 1) * 24 * 60 * 60 * 1000)), to: utcDay(today) };
}

/** 0.1234 → "12.3%"; null (no previous step) → "—". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
