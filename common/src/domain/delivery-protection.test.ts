import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueStep, firstStepAfter, PROTECTION_STEPS, stepAfter, stepTime } from './delivery-protection';

const HOUR = 60 * 60 * 1000;
const deliverAt = new Date('2027-06-10T09:00:00Z');
const at = (hoursBeforeDelivery: number) => new Date(deliverAt.getTime() - hoursBeforeDelivery * HOUR);

describe('delivery protection', () => {
  it('places the reminder 2 days and the check 1 day before delivery', () => {
    expect(stepTime(deliverAt, 'reminder').toISOString()).toBe('2027-06-08T09:00:00.000Z');
    expect(stepTime(deliverAt, 'check').toISOString()).toBe('2027-06-09T09:00:00.000Z');
    expect(stepTime(deliverAt, 'delivery').toISOString()).toBe('2027-06-10T09:00:00.000Z');
  });

  it('takes no step a moment early, and each step exactly on time', () => {
    expect(dueStep(deliverAt, 'reminder', at(48 + 0.0001))).toBeUndefined();
    expect(dueStep(deliverAt, 'reminder', at(48))).toBe('reminder');
    expect(dueStep(deliverAt, 'check', at(24 + 0.0001))).toBeUndefined();
    expect(dueStep(deliverAt, 'check', at(24))).toBe('check');
    expect(dueStep(deliverAt, 'delivery', at(0.0001))).toBeUndefined();
    expect(dueStep(deliverAt, 'delivery', at(0))).toBe('delivery');
  });

  it('takes only the latest due step after a late start, never a burst', () => {
    expect(dueStep(deliverAt, 'reminder', at(12))).toBe('check');
    expect(dueStep(deliverAt, 'reminder', at(-5))).toBe('delivery');
    expect(dueStep(deliverAt, 'check', at(-1))).toBe('delivery');
  });

  it('arms a short-notice schedule at the first step still ahead', () => {
    expect(firstStepAfter(deliverAt, at(72))).toBe('reminder');
    expect(firstStepAfter(deliverAt, at(36))).toBe('check');
    expect(firstStepAfter(deliverAt, at(6))).toBe('delivery');
  });

  it('follows reminder → check → delivery → done', () => {
    expect(stepAfter('reminder')).toBe('check');
    expect(stepAfter('check')).toBe('delivery');
    expect(stepAfter('delivery')).toBeNull();
  });

  it('never makes a step due before its time, whatever the clock does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROTECTION_STEPS),
        fc.integer({ min: -100 * 24, max: 100 * 24 }),
        (pending, hoursFromDelivery) => {
          const now = at(-hoursFromDelivery);
          const step = dueStep(deliverAt, pending, now);
          if (step === undefined) return stepTime(deliverAt, pending).getTime() > now.getTime();
          return (
            stepTime(deliverAt, step).getTime() <= now.getTime() &&
            PROTECTION_STEPS.indexOf(step) >= PROTECTION_STEPS.indexOf(pending)
          );
        },
      ),
    );
  });
});
