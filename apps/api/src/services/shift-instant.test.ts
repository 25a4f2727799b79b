import { describe, expect, it } from 'vitest';
import { addDaysToDate, shiftInstant, shiftSlotTimes } from './shift-instant.ts';
import { zonedInstant, zonedWallClock } from './zoned-time.ts';

const NY = 'America/New_York';
const local = (instant: Date) => zonedWallClock(instant, NY);

describe('shiftInstant', () => {
  it('keeps 09:00 local when a week crosses the November change', () => {
    const saturday = zonedInstant('2026-10-31', '09:00', NY);
    const next = shiftInstant(saturday, 1, 'weeks', NY);
    expect(local(next)).toEqual({ date: '2026-11-07', clock: '09:00' });
    expect(next.getTime() - saturday.getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });

  it('keeps 09:00 local when days cross the March change, backwards too', () => {
    const friday = zonedInstant('2026-03-06', '09:00', NY);
    expect(local(shiftInstant(friday, 3, 'days', NY))).toEqual({ date: '2026-03-09', clock: '09:00' });
    const monday = zonedInstant('2026-03-09', '09:00', NY);
    expect(local(shiftInstant(monday, -3, 'days', NY))).toEqual({ date: '2026-03-06', clock: '09:00' });
  });

  it('counts minutes and hours as elapsed time', () => {
    const before = zonedInstant('2026-11-01', '00:30', NY);
    expect(shiftInstant(before, 3, 'hours', NY).getTime() - before.getTime()).toBe(3 * 3_600_000);
    expect(shiftInstant(before, -20, 'minutes', NY).getTime() - before.getTime()).toBe(-20 * 60_000);
  });

  it('moves months on the wall clock, clamping to the month end', () => {
    const slot = zonedInstant('2026-01-31', '18:00', NY);
    expect(local(shiftInstant(slot, 1, 'months', NY))).toEqual({ date: '2026-02-28', clock: '18:00' });
    expect(local(shiftInstant(slot, 6, 'months', NY))).toEqual({ date: '2026-07-31', clock: '18:00' });
  });
});

describe('shiftSlotTimes', () => {
  it('keeps a slot’s length when the change falls inside it', () => {
    const start = zonedInstant('2026-10-31', '01:00', NY);
    const finish = new Date(start.getTime() + 2 * 3_600_000);
    const moved = shiftSlotTimes({ start, finish }, 1, 'days', NY);
    expect(local(moved.start)).toEqual({ date: '2026-11-01', clock: '01:00' });
    expect(moved.finish.getTime() - moved.start.getTime()).toBe(2 * 3_600_000);
  });
});

describe('addDaysToDate', () => {
  it('crosses month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
