import { describe, expect, it } from 'vitest';
import {
  annualPrice,
  annualSaving,
  BYTES_PER_GB,
  checkoutPath,
  displayedPrice,
  formatDollars,
  PLAN_END_TERMS,
  PLANS,
  storageAllowanceBytes,
} from './plans';

const [free, complete] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];

describe('plan catalogue', () => {
  it('holds Free Forever at 0 and Complete Legacy at 9.95 a month', () => {
    expect(free).toMatchObject({ id: 'free_forever', name: 'Free Forever', monthlyPrice: 0, period: 'forever' });
    expect(complete).toMatchObject({
      id: 'complete_legacy',
      name: 'Complete Legacy',
      monthlyPrice: 9.95,
      period: 'month',
    });
  });

  it('prices a year at monthly × 12 × 0.8 and shows the saving of monthly × 12 × 0.2', () => {
    expect(annualPrice(complete)).toBe(95.52);
    expect(annualSaving(complete)).toBe(23.88);
    expect(annualPrice(free)).toBe(0);
  });

  it('builds the checkout link with the displayed price and the period', () => {
    expect(checkoutPath(complete, 'monthly')).toBe('/checkout?plan=complete_legacy&price=9.95&period=month');
    expect(checkoutPath(complete, 'annual')).toBe('/checkout?plan=complete_legacy&price=95.52&period=year');
    expect(displayedPrice(complete, 'annual')).toEqual({ price: 95.52, period: 'year' });
  });

  it('writes dollars as people read them', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(9.95)).toBe('$9.95');
    expect(formatDollars(95.52)).toBe('$95.52');
  });

  it('gives Free Forever every feature with 10 GB, and sells Complete Legacy only what Free lacks', () => {
    expect(storageAllowanceBytes('free_forever')).toBe(10 * BYTES_PER_GB);
    expect(storageAllowanceBytes('complete_legacy')).toBe(200 * 1024 * 1024 * 1024);
    for (const everyday of ['vault', 'scrapbooks', 'time capsules', 'recipes', 'last wishes', 'invite relatives'])
      expect(complete.features.join(' ').toLowerCase()).not.toContain(everyday);
    expect(free.features.join(' ')).toMatch(/10 GB/);
    expect(complete.features.join(' ')).toMatch(/200 GB/);
    expect(PLAN_END_TERMS).toContain(`${free.storageGb} GB`);
  });
});
