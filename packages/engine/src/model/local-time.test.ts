import { describe, expect, it } from 'vitest';
import {
  addDays,
  createLocalClock,
  dateOfDay,
  dayOfDate,
  daysBetween,
  localMoment,
  weekdayOf,
  weekOfDay,
  weekOneStart,
  weekStartOf,
  weekStartsBetween,
} from './local-time.ts';

describe('local time', () => {
  it('reads the local date and minute across the DST change', () => {
    const clock = createLocalClock('America/Chicago');
    const before = clock(Date.parse('2026-03-07T09:00:00-06:00'));
    const after = clock(Date.parse('2026-03-08T09:00:00-05:00'));
    expect(before.minute).toBe(540);
    expect(after.minute).toBe(540);
    expect(after.day - before.day).toBe(1);
    expect(dateOfDay(after.day)).toBe('2026-03-08');
    expect(after.weekday).toBe(0);
  });

  it('puts a late evening UTC instant on the local date', () => {
    const clock = createLocalClock('Asia/Tokyo');
    const local = clock(Date.parse('2026-04-04T23:30:00Z'));
    expect(dateOfDay(local.day)).toBe('2026-04-05');
    expect(local.minute).toBe(8 * 60 + 30);
  });

  it('starts week 1 on first_day on or before the earliest schedule start', () => {
    const start = dayOfDate('2026-03-04');
    const monday = weekOneStart(start, 1);
    expect(dateOfDay(monday)).toBe('2026-03-02');
    expect(weekOfDay(dayOfDate('2026-03-08'), monday)).toBe(1);
    expect(weekOfDay(dayOfDate('2026-03-09'), monday)).toBe(2);
  });
});

describe('localMoment', () => {
  it('reads the same local Saturday 09:00 before and after the March DST change', () => {
    expect(localMoment('2026-03-07T09:00:00-06:00', 'America/Chicago')).toEqual({
      date: '2026-03-07',
      weekday: 6,
      minute: 540,
    });
    expect(localMoment('2026-03-14T09:00:00-05:00', 'America/Chicago')).toEqual({
      date: '2026-03-14',
      weekday: 6,
      minute: 540,
    });
  });

  it('moves an instant to the local date of another timezone', () => {
    expect(localMoment('2026-05-23T23:30:00Z', 'Asia/Tokyo')).toEqual({
      date: '2026-05-24',
      weekday: 0,
      minute: 510,
    });
  });

  it('reports midnight as minute 0, not 24:00', () => {
    expect(localMoment('2026-03-08T00:00:00-06:00', 'America/Chicago').minute).toBe(0);
  });

  it('rejects an unparsable instant', () => {
    expect(() => localMoment('next tuesday', 'America/Chicago')).toThrow(RangeError);
  });
});

describe('local date arithmetic', () => {
  it('adds days across month ends and DST without drifting', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-08', 7)).toBe('2026-03-15');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(weekdayOf('2026-03-08')).toBe(0);
  });

  it('finds the week start on the configured first day', () => {
    expect(weekStartOf('2026-03-14', 0)).toBe('2026-03-08');
    expect(weekStartOf('2026-03-08', 0)).toBe('2026-03-08');
    expect(weekStartOf('2026-03-08', 1)).toBe('2026-03-02');
  });

  it('lists every week a date range touches', () => {
    expect(weekStartsBetween('2026-03-04', '2026-03-15', 0)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
    ]);
    expect(weekStartsBetween('2026-03-15', '2026-03-14', 0)).toEqual([]);
  });
});
