/**
 * Reading a Lighthouse report's figures, and telling a run that measured nothing (a runtime error such
 * as NO_NAVSTART or NO_FCP, or a figure's audit that errored) from one that measured the page.
 */

/** The part of a Lighthouse report (its `lhr`) the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string; details?: unknown } | undefined>;
}

/** The timing audits whose values the bench reports. */
export const FIGURE_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift'] as const;

/**
 * Why a report holds no figures for its page, or null when it holds them all: Lighthouse's runtime
 * error, else the first figure's audit that has no value (with its error message).
 */
export function unmeasuredReason(report: LighthouseReport): string | null {
  if (report.runtimeError) return `${report.runtimeError.code}: ${report.runtimeError.message}`;
  for (const id of FIGURE_AUDITS) {
    const audit = report.audits[id];
    if (typeof audit?.numericValue !== 'number') return `${id}: ${audit?.errorMessage ?? 'no value'}`;
  }
  return null;
}
