import type { TravelConstraint } from '../model/instance.ts';
import type { PlacedItem, ValidationContext } from './context.ts';
import { itemLabel, venueName } from './describe.ts';
import { createDistanceLookup, formatMiles, type Leg, legFromHome } from './distance.ts';
import type { Violation } from './types.ts';
import { isWeekend } from './weekdays.ts';

type Part = 'weekday' | 'weekend';

function limitsFor(travel: TravelConstraint, part: Part, from: 'home' | 'last'): Leg {
  return {
    miles: travel[`max_distance_${part}_${from}`],
    minutes: travel[`max_time_${part}_${from}`],
  };
}

function legProblem(leg: Leg, limits: Leg): string | null {
  if (limits.miles > 0 && leg.miles > limits.miles)
    return `${formatMiles(leg.miles)} mi (max ${limits.miles})`;
  if (limits.minutes > 0 && leg.minutes > limits.minutes)
    return `${Math.round(leg.minutes)} min (max ${limits.minutes})`;
  return null;
}

/**
 * Per-team travel limits (Reading 8): from the nearest home venue (no home venues: not applied) and from the
 * previous item the same local day; weekend follows the item's schedule's friday_as_weekend; 0 means none.
 */
export function checkTravelLimits(ctx: ValidationContext): Violation[] {
  const lookup = createDistanceLookup(ctx.instance);
  const found: Violation[] = [];
  for (const team of ctx.instance.teams) {
    const travel = team.travel_constraint;
    if (!travel) continue;
    const list = ctx.itemsByTeam.get(team.id) ?? [];
    list.forEach((item, i) => {
      if (!item.venue) return;
      const part: Part = isWeekend(item.start.weekday, item.schedule?.friday_as_weekend ?? false)
        ? 'weekend'
        : 'weekday';
      const report = (why: string): void => {
        found.push({
          rule: 'travel_limit',
          message: `${team.name} in ${itemLabel(item)} at ${venueName(item)}: ${why}`,
          game_ids: [item.game.id],
          team_ids: [team.id],
        });
      };
      const home = legFromHome(lookup, team, item.venue.id);
      const homeProblem = home ? legProblem(home, limitsFor(travel, part, 'home')) : null;
      if (homeProblem) report(`${part} travel from home ${homeProblem}`);
      const prev: PlacedItem | undefined = list
        .slice(0, i)
        .filter((other) => other.start.day === item.start.day && other.startMs < item.startMs)
        .at(-1);
      const last = prev?.venue ? lookup(prev.venue.id, item.venue.id) : null;
      const lastProblem = prev && last ? legProblem(last, limitsFor(travel, part, 'last')) : null;
      if (prev && lastProblem)
        report(`${part} travel from ${venueName(prev)} of ${prev.game.id} ${lastProblem}`);
    });
  }
  return found;
}
