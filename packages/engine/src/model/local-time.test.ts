import { describe, expect, it } from 'vitest';
import { createLocalClock, dateOfDay, dayOfDate, weekOfDay, weekOneStart } from './local-time.ts';

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
