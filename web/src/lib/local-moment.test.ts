import { describe, expect, it } from 'vitest';
import { instantOf, localMomentOf } from './local-moment';

describe('instantOf', () => {
  it('gives the instant a local day and time mean in the zone, summer time included', () => {
    expect(instantOf({ date: '2027-01-15', time: '09:00' }, 'Europe/London')).toBe('2027-01-15T09:00:00.000Z');
    expect(instantOf({ date: '2027-07-15', time: '09:30' }, 'Europe/London')).toBe('2027-07-15T08:30:00.000Z');
    expect(instantOf({ date: '2027-05-01', time: '23:15' }, 'America/New_York')).toBe('2027-05-02T03:15:00.000Z');
    expect(instantOf({ date: '2027-05-01', time: '00:00' }, 'Asia/Kolkata')).toBe('2027-04-30T18:30:00.000Z');
  });

  it('gives none while the day or the time is incomplete', () => {
    expect(instantOf({ date: '', time: '09:00' }, 'UTC')).toBeUndefined();
    expect(instantOf({ date: '2027-05', time: '09:00' }, 'UTC')).toBeUndefined();
    expect(instantOf({ date: '2027-05-01', time: '' }, 'UTC')).toBeUndefined();
  });
});

describe('localMomentOf', () => {
  it('gives the local day and time of an instant in the zone, the way instantOf reads them', () => {
    expect(localMomentOf('2027-05-02T03:15:00.000Z', 'America/New_York')).toEqual({
      date: '2027-05-01',
      time: '23:15',
    });
    expect(localMomentOf('2027-04-30T18:30:00Z', 'Asia/Kolkata')).toEqual({ date: '2027-05-01', time: '00:00' });
    const moment = { date: '2027-12-31', time: '18:45' };
    expect(localMomentOf(instantOf(moment, 'Australia/Sydney')!, 'Australia/Sydney')).toEqual(moment);
  });
});
