import { type Team, TRAVEL_LIMIT_KEYS } from '@app/contracts';
import type { HomeVenueAddress } from '../api/use-home-venue-addresses.ts';

/** Whether the scheduler applies a travel limit to the team: its travel constraint or a weekly travel rule. */
export function hasTravelLimit(team: Pick<Team, 'travel_constraints' | 'time_constraints'>): boolean {
  const constraint = team.travel_constraints[0];
  if (constraint && TRAVEL_LIMIT_KEYS.some((key) => constraint[key] > 0)) return true;
  return team.time_constraints.some((c) => (c.max_travel_home ?? 0) > 0 || (c.max_travel_last ?? 0) > 0);
}

/**
 * The home venues the team page warns about: without coordinates the scheduler cannot measure travel from
 * them (packages/engine/src/model/distance-table.ts treats them as out of reach), so under a travel limit
 * games that need that distance stay unscheduled. None when the team has no travel limit.
 */
export function unmeasurableHomeVenues(
  team: Pick<Team, 'travel_constraints' | 'time_constraints'>,
  addresses: readonly HomeVenueAddress[],
): HomeVenueAddress[] {
  if (!hasTravelLimit(team)) return [];
  return addresses.filter((venue) => !venue.has_address);
}
