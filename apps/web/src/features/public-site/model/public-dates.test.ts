import { describe, expect, it } from 'vitest';
import { clockTime, dayHeading, dayKey, scoreDate, scoreTime } from './public-dates.ts';

// 2027-03-07 02:05 UTC is still Saturday 6 March, 8:05 PM in Chicago.
const LATE_SATURDAY = '2027-03-07T02:05:00.000Z';

describe('public site dates', () => {
  it('puts a game on the day of the season’s zone, not of UTC', () => {
    expect(dayKey(LATE_SATURDAY, 'America/Chicago')).toBe('2027-03-06');
    expect(dayKey(LATE_SATURDAY, 'Asia/Tokyo')).toBe('2027-03-07');
  });

  it('heads a day in the long weekday form of each language', () => {
    expect(dayHeading('2027-03-06', 'en')).toBe('Saturday, 6 March 2027');
    expect(dayHeading('2027-03-06', 'ja')).toBe('2027年3月6日土曜日');
  });

  it('writes scores’ dates MM-DD-YY and times h:mm A', () => {
    expect(scoreDate(LATE_SATURDAY, 'America/Chicago')).toBe('03-06-27');
    expect(scoreTime(LATE_SATURDAY, 'America/Chicago')).toBe('8:05 PM');
    expect(scoreTime('2027-03-06T15:00:00.000Z', 'UTC')).toBe('3:00 PM');
    expect(scoreTime('2027-03-06T00:30:00.000Z', 'UTC')).toBe('12:30 AM');
  });

  it('writes a start time as each language reads it', () => {
    expect(clockTime(LATE_SATURDAY, 'America/Chicago', 'en')).toBe('8:05 PM');
    expect(clockTime(LATE_SATURDAY, 'America/Chicago', 'ja')).toBe('20:05');
  });
});
