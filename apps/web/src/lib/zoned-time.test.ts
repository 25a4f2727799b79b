import { describe, expect, it } from 'vitest';
import {
  addDays,
  isOldDate,
  localDateOf,
  localTimeOf,
  pasteDayOffset,
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
