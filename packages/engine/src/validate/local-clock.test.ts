import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalClock, dateOfDay, dayOfDate } from './local-clock.ts';

describe('local clock', () => {
  const chicago = createLocalClock('America/Chicago');

  it('reads a Saturday 09:00 slot as Saturday 09:00 on both sides of a DST change', () => {
    for (const iso of [
      '2026-03-07T09:00:00-06:00',
      '2026-03-14T09:00:00-05:00',
      '2026-10-31T09:00:00-05:00',
      '2026-11-07T09:00:00-06:00',
    ]) {
      const moment = chicago.at(Date.parse(iso));
      expect([moment.weekday, moment.minute, moment.date]).toEqual([6, 540, iso.slice(0, 10)]);
    }
  });

  it('finds local midnight on days that are 23 and 25 hours long', () => {
    expect(chicago.startOfDate('2026-03-08')).toBe(Date.parse('2026-03-08T00:00:00-06:00'));
    expect(chicago.startOfDate('2026-03-09')).toBe(Date.parse('2026-03-09T00:00:00-05:00'));
    expect(chicago.startOfDate('2026-11-02') - chicago.startOfDate('2026-11-01')).toBe(25 * 3_600_000);
  });

  it('reads instants in a zone without DST', () => {
    const tokyo = createLocalClock('Asia/Tokyo');
    expect(tokyo.at(Date.parse('2026-04-04T23:30:00Z'))).toEqual({
      date: '2026-04-05',
      day: dayOfDate('2026-04-05'),
      weekday: 0,
      minute: 510,
    });
  });

  it('round-trips dates and day numbers and starts every day at local minute 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18_000, max: 22_000 }), (day) => {
        const date = dateOfDay(day);
        expect(dayOfDate(date)).toBe(day);
        const start = chicago.at(chicago.startOfDate(date));
        expect([start.date, start.minute]).toEqual([date, 0]);
      }),
      { numRuns: 200 },
    );
  });
});
