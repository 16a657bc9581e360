/** The Lighthouse bench tells a run that measured its page from one that measured nothing. */
import { describe, expect, it } from 'vitest';
import { unmeasuredReason, type LighthouseReport } from '../bench/lighthouse-report';

const measured: LighthouseReport = {
  categories: { performance: { score: 0.97 } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1200 },
    'cumulative-layout-shift': { numericValue: 0 },
  },
};

describe('unmeasuredReason', () => {
  it('finds nothing wrong with a report holding every figure', () => {
    expect(unmeasuredReason(measured)).toBeNull();
  });

  it("names Lighthouse's runtime error, such as a trace it could not record", () => {
    const report = {
      ...measured,
      runtimeError: { code: 'NO_NAVSTART', message: 'Please run Lighthouse again.' },
    };
    expect(unmeasuredReason(report)).toBe('NO_NAVSTART: Please run Lighthouse again.');
  });

  it('names the figure whose audit has no value, with its error', () => {
    const report = {
      ...measured,
      audits: { ...measured.audits, 'largest-contentful-paint': { errorMessage: 'NO_LCP' } },
    };
    expect(unmeasuredReason(report)).toBe('largest-contentful-paint: NO_LCP');
  });
});
