import { describe, expect, it } from 'vitest';
import {
  addDays,
  addLocalMinutes,
  daysBetween,
  formatClock,
  formatDate,
  isOldDate,
  localDateOf,
  localDateTimeFormatter,
  localDateTimeToInstant,
  localTimeOf,
  pasteDayOffset,
  wallClockOf,
  wallClockSpan,
  weekdayOf,
  weekStartOf,
  zonedInstant,
} from './zoned-time.ts';

describe('season wall clock', () => {
  it('reads the local date of an instant in the season zone', () => {
    expect(localDateOf('2026-03-08T03:00:00Z', 'America/New_York')).toBe('2026-03-07');
    expect(localDateOf('2026-03-08T03:00:00Z', 'Asia/Tokyo')).toBe('2026-03-08');
  });

  it('counts paste offsets in local days, forwards and backwards', () => {
    expect(pasteDayOffset('2026-03-07T14:00:00Z', '2026-03-14', 'America/New_York')).toBe(7);
    expect(pasteDayOffset('2026-03-07T14:00:00Z', '2026-03-05', 'America/New_York')).toBe(-2);
  });

  it('counts the offset from the local day even when UTC is already the next day', () => {
    expect(pasteDayOffset('2026-03-08T03:00:00Z', '2026-03-08', 'America/New_York')).toBe(1);
  });

  it('marks the last 90 days before today as old, not today or earlier dates', () => {
    expect(isOldDate('2026-03-06', '2026-03-07')).toBe(true);
    expect(isOldDate('2025-12-07', '2026-03-07')).toBe(true);
    expect(isOldDate('2025-12-06', '2026-03-07')).toBe(false);
    expect(isOldDate('2026-03-07', '2026-03-07')).toBe(false);
    expect(isOldDate('2026-03-08', '2026-03-07')).toBe(false);
  });
});

describe('local dates and times', () => {
  it('adds days to a local date across month ends', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads and writes wall-clock times in the season zone across a daylight-saving change', () => {
    expect(localTimeOf('2026-03-07T14:00:00.000Z', 'America/New_York')).toBe('09:00');
    expect(zonedInstant('2026-03-07', 'America/New_York', '09:00')).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedInstant('2026-03-14', 'America/New_York', '09:00')).toBe('2026-03-14T13:00:00.000Z');
    expect(zonedInstant('2026-03-14', 'Asia/Tokyo')).toBe('2026-03-13T15:00:00.000Z');
  });

  it('finds the start of the week by the user first weekday', () => {
    // 2026-03-11 is a Wednesday.
    expect(weekStartOf('2026-03-11', 0)).toBe('2026-03-08');
    expect(weekStartOf('2026-03-11', 1)).toBe('2026-03-09');
    expect(weekStartOf('2026-03-08', 0)).toBe('2026-03-08');
    expect(weekStartOf('2026-03-08', 1)).toBe('2026-03-02');
    expect(weekStartOf('2026-03-11', 6)).toBe('2026-03-07');
  });
});

const instant = '2025-03-01T02:30:00.000Z';

describe('formatDate', () => {
  it("shows the instant in the user's time zone, not the browser's", () => {
    expect(formatDate(instant, { locale: 'en', timezone: 'Asia/Tokyo', style: 'datetime' })).toBe(
      'Mar 1, 2025, 11:30 AM',
    );
    expect(formatDate(instant, { locale: 'en', timezone: 'America/Chicago', style: 'date' })).toBe(
      'Feb 28, 2025',
    );
  });

  it('formats in Japanese for Japanese users', () => {
    expect(formatDate(instant, { locale: 'ja', timezone: 'Asia/Tokyo', style: 'date' })).toBe('2025/03/01');
  });

  it('falls back to the browser zone for an unknown zone and to empty text for an invalid date', () => {
    expect(formatDate(instant, { locale: 'en', timezone: 'Mars/Olympus', style: 'date' })).not.toBe('');
    expect(formatDate('not a date', { locale: 'en', timezone: 'UTC' })).toBe('');
  });
});

describe('the other wall-clock helpers', () => {
  it('reads an instant as local date, weekday and time, and formats it for lists', () => {
    // 2027-03-14 02:30 UTC is Saturday 2027-03-13 21:30 in New York (still standard time).
    expect(wallClockOf('2027-03-14T02:30:00Z', 'America/New_York')).toEqual({
      date: '2027-03-13',
      weekday: 6,
      time: '21:30',
    });
    expect(localDateTimeFormatter('America/New_York')('2027-03-14T02:30:00Z')).toBe('2027-03-13 21:30');
  });

  it('counts days and weekdays of local dates', () => {
    expect(daysBetween('2027-03-06', '2027-03-20')).toBe(14);
    expect(daysBetween('2027-03-20', '2027-03-06')).toBe(-14);
    expect(weekdayOf('2027-03-07')).toBe(0);
    expect(weekdayOf('2027-03-13')).toBe(6);
  });

  it('reads datetime-local values on the season clock and moves them on the clock', () => {
    expect(localDateTimeToInstant('2027-03-14T09:00', 'America/New_York')).toBe('2027-03-14T13:00:00Z');
    expect(addLocalMinutes('2027-03-13T23:00', 120)).toBe('2027-03-14T01:00');
  });

  it('spans back-to-back slots on the wall clock across a daylight-saving change', () => {
    expect(wallClockSpan('2027-03-14', '01:00', 60, 90, 'America/New_York')).toEqual({
      start: '2027-03-14T07:00:00Z',
      finish: '2027-03-14T08:30:00Z',
    });
  });
});

describe('formatClock', () => {
  it('writes times of day 12-hour in English and 24-hour in Japanese', () => {
    expect(formatClock('08:00', 'en')).toBe('8:00 AM');
    expect(formatClock('17:15', 'en')).toBe('5:15 PM');
    expect(formatClock('00:00', 'en')).toBe('12:00 AM');
    expect(formatClock('08:00', 'ja')).toBe('8:00');
    expect(formatClock('22:00', 'ja')).toBe('22:00');
    expect(formatClock('00:30', 'ja')).toBe('0:30');
  });
});
