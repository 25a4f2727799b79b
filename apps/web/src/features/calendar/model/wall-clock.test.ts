import { describe, expect, it } from 'vitest';
import { isOldDate, localDateOf, pasteDayOffset } from './wall-clock.ts';

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
