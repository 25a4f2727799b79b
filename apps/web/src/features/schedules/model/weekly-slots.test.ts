import { describe, expect, it } from 'vitest';
import { weeklyRows } from './weekly-slots.ts';

describe('weekly slots', () => {
  it('makes the pattern on each matching date at the same local time across a DST change', () => {
    const rows = weeklyRows(
      { weekday: 6, start: '09:00', minutes: 90, perDay: 2, venueId: 'v', surfaceIds: ['f1', 'f2'] },
      '2027-03-06',
      '2027-03-20',
      'America/New_York',
    );
    // Three Saturdays x two times x two surfaces; New York moves to daylight time on 14 March 2027.
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      venue_id: 'v',
      surface_id: 'f1',
      start: '2027-03-06T14:00:00Z',
      finish: '2027-03-06T15:30:00Z',
    });
    expect(rows[2]?.start).toBe('2027-03-06T15:30:00Z');
    expect(rows[4]?.start).toBe('2027-03-13T14:00:00Z');
    expect(rows[8]?.start).toBe('2027-03-20T13:00:00Z');
  });

  it('makes nothing for reversed dates', () => {
    expect(
      weeklyRows(
        { weekday: 6, start: '09:00', minutes: 90, perDay: 1, venueId: 'v', surfaceIds: ['f'] },
        '2027-03-20',
        '2027-03-06',
        'UTC',
      ),
    ).toEqual([]);
  });
});
