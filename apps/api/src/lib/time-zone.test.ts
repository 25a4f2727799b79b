import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  moveInstantByMonths,
  shiftInstant,
  shiftSlotTimes,
  zonedInstant,
  zonedWallClock,
} from './time-zone.ts';

const CHICAGO = 'America/Chicago';

describe('zoned time', () => {
  it('reads a local time on either side of a DST change with that day’s offset', () => {
    expect(zonedInstant('2026-03-07', '09:00', CHICAGO).toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedInstant('2026-03-08', '09:00', CHICAGO).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant('2026-04-11', '10:00', 'Asia/Tokyo').toISOString()).toBe('2026-04-11T01:00:00.000Z');
  });

  it('moves a skipped spring time forward and takes the earlier of a repeated autumn time', () => {
    expect(zonedInstant('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('reads back the local date and time it was given, away from DST gaps', () => {
    const day = fc.integer({ min: 0, max: 3000 });
    const minute = fc.integer({ min: 0, max: 95 }).map((q) => q * 15);
    const zone = fc.constantFrom(CHICAGO, 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'UTC');
    fc.assert(
      fc.property(day, minute, zone, (d, m, tz) => {
        const date = new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
        const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const local = zonedWallClock(zonedInstant(date, clock, tz), tz);
        const isGap = local.clock !== clock;
        expect(isGap || local.date === date).toBe(true);
        if (!isGap) expect(local.clock).toBe(clock);
      }),
    );
  });

  it('adds months to a date, clamping to the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsToDate('2026-04-11', 0)).toBe('2026-04-11');
  });

  it('keeps 09:00 local when a move crosses a DST change', () => {
    const march = zonedInstant('2026-02-14', '09:00', CHICAGO);
    const moved = moveInstantByMonths(march, 2, CHICAGO);
    expect(zonedWallClock(moved, CHICAGO)).toEqual({ date: '2026-04-14', clock: '09:00' });
    expect(moved.getTime() - march.getTime()).toBe((59 * 24 - 1) * 3_600_000);
  });
});

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
