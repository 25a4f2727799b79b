import type { Team } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildTeam } from '../../../test/fixtures.ts';
import { hasTravelLimit, unmeasurableHomeVenues } from './travel-warning.ts';

const park = { id: 'p', name: 'Lake Park', has_address: false };
const field = { id: 'f', name: 'North Field', has_address: true };
const zeroLimits = {
  id: 'c',
  team_id: 't',
  max_distance_weekday_home: 0,
  max_distance_weekend_home: 0,
  max_distance_weekday_last: 0,
  max_distance_weekend_last: 0,
  max_time_weekday_home: 0,
  max_time_weekend_home: 0,
  max_time_weekday_last: 0,
  max_time_weekend_last: 0,
};

describe('the travel warning of the team page', () => {
  it('counts a travel constraint limit or a weekly travel rule as a travel limit, all zeros as none', () => {
    expect(hasTravelLimit(buildTeam())).toBe(false);
    expect(hasTravelLimit(buildTeam({ travel_constraints: [zeroLimits] }))).toBe(false);
    expect(
      hasTravelLimit(buildTeam({ travel_constraints: [{ ...zeroLimits, max_time_weekend_last: 20 }] })),
    ).toBe(true);
    const rule = { max_travel_home: null, max_travel_last: 5 } as Team['time_constraints'][number];
    expect(hasTravelLimit(buildTeam({ time_constraints: [rule] }))).toBe(true);
  });

  it('names the home venues without coordinates only under a travel limit', () => {
    const limited = buildTeam({ travel_constraints: [{ ...zeroLimits, max_distance_weekday_home: 5 }] });
    expect(unmeasurableHomeVenues(limited, [field, park])).toEqual([park]);
    expect(unmeasurableHomeVenues(buildTeam(), [field, park])).toEqual([]);
  });
});
