import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  isConfirmationOverdue,
  isLongAbsence,
  isStillRightDue,
  stillRightDueBefore,
  stillRightLinkExpiry,
} from './still-right';

const at = (iso: string) => new Date(iso);

describe('addCalendarMonths', () => {
  it('keeps the day of the month, or takes the shorter month’s last day', () => {
    expect(addCalendarMonths(at('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addCalendarMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addCalendarMonths(at('2027-03-15T10:00:00Z'), 12).toISOString()).toBe('2028-03-15T10:00:00.000Z');
    expect(addCalendarMonths(at('2027-03-31T10:00:00Z'), -1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

describe('the yearly round', () => {
  it('is due twelve calendar months after the last e-mail (or the first future message), not before', () => {
    expect(isStillRightDue('2027-03-01T10:00:00.000Z', at('2028-03-01T09:59:59Z'))).toBe(false);
    expect(isStillRightDue('2027-03-01T10:00:00.000Z', at('2028-03-01T10:00:00Z'))).toBe(true);
    expect(stillRightDueBefore(at('2028-03-01T10:00:00Z'))).toBe('2027-03-01T10:00:00.000Z');
  });

  it('gives its links sixty days', () => {
    expect(stillRightLinkExpiry(at('2028-03-01T10:00:00Z')).toISOString()).toBe('2028-04-30T10:00:00.000Z');
  });
});

describe('isConfirmationOverdue', () => {
  it('is overdue only after a year and thirty days', () => {
    const since = '2027-03-01T10:00:00.000Z';
    expect(isConfirmationOverdue(since, at('2028-03-31T10:00:00Z'))).toBe(false);
    expect(isConfirmationOverdue(since, at('2028-03-31T10:00:01Z'))).toBe(true);
  });
});

describe('isLongAbsence', () => {
  it('is a previous sign-in more than six calendar months ago; none recorded is no absence', () => {
    expect(isLongAbsence('2027-03-01T10:00:00.000Z', at('2027-09-01T10:00:00Z'))).toBe(false);
    expect(isLongAbsence('2027-03-01T10:00:00.000Z', at('2027-09-01T10:00:01Z'))).toBe(true);
    expect(isLongAbsence(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
