import { beforeEach, describe, expect, it } from 'vitest';
import { extendedToHold, readScheduleDates, writeScheduleDates } from './schedule-dates.ts';

describe('schedule dates', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a range per season and forgets it on null', () => {
    writeScheduleDates('s1', { start: '2027-03-01', end: '2027-05-31' });
    expect(readScheduleDates('s1')).toEqual({ start: '2027-03-01', end: '2027-05-31' });
    expect(readScheduleDates('s2')).toBeNull();
    writeScheduleDates('s1', null);
    expect(readScheduleDates('s1')).toBeNull();
  });

  it('proposes the range grown to hold dates outside it, and nothing when all are inside', () => {
    const range = { start: '2027-03-01', end: '2027-05-31' };
    expect(extendedToHold(range, ['2027-03-05', '2027-05-31'])).toBeNull();
    expect(extendedToHold(range, ['2027-06-07', '2027-03-02'])).toEqual({
      start: '2027-03-01',
      end: '2027-06-07',
    });
    expect(extendedToHold(range, ['2027-02-20'])).toEqual({ start: '2027-02-20', end: '2027-05-31' });
    expect(extendedToHold(null, ['2027-02-20'])).toBeNull();
  });
});
