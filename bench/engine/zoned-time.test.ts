import { describe, expect, it } from 'vitest';
import { zonedIso } from './zoned-time.ts';

describe('zonedIso', () => {
  it('gives the offset in force at the local time, on both sides of a DST change', () => {
    expect(zonedIso('2026-03-07', 540, 'America/Chicago')).toBe('2026-03-07T09:00:00-06:00');
    expect(zonedIso('2026-03-08', 540, 'America/Chicago')).toBe('2026-03-08T09:00:00-05:00');
    expect(zonedIso('2026-11-01', 1080, 'America/New_York')).toBe('2026-11-01T18:00:00-05:00');
  });

  it('handles zones east of UTC and a start past midnight', () => {
    expect(zonedIso('2026-05-01', 1170, 'Asia/Tokyo')).toBe('2026-05-01T19:30:00+09:00');
    expect(zonedIso('2026-05-01', 1440 + 30, 'Europe/London')).toBe('2026-05-02T00:30:00+01:00');
  });
});
