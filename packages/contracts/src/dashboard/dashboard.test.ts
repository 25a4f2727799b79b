import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { DashboardSchema, DashboardSearchQuerySchema, DashboardSearchResponseSchema } from './dashboard.ts';

describe('dashboard', () => {
  it('searches with at least one character after trimming', () => {
    expect(DashboardSearchQuerySchema.parse({ q: ' haw ' })).toEqual({ q: 'haw' });
    expect(errorsFor(DashboardSearchQuerySchema, { q: '  ' })).toEqual({ q: ['is required'] });
    expect(errorsFor(DashboardSearchQuerySchema, {})).toEqual({ q: ['is required'] });
  });

  it('answers the five groups and the counts', () => {
    const empty = { divisions: [], teams: [], schedules: [], people: [], venues: [] };
    expect(DashboardSearchResponseSchema.parse(empty)).toEqual(empty);
    const counts = {
      divisions: 0,
      teams: 0,
      people: 0,
      venues: 0,
      surfaces: 0,
      timeslots: 0,
      schedules: 0,
      tournaments: 0,
    };
    expect(DashboardSchema.parse({ league: null, season: null, counts })).toEqual({
      league: null,
      season: null,
      counts,
    });
  });
});
