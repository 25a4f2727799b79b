import { Rule } from '../assign/rule.ts';
import type { SolveModel } from '../model/solve-model.ts';

/** The code of each hard rule in reasons (`blocked.<name>`, `refusal.<name>`). */
export const RULE_NAMES: Record<number, string> = {
  [Rule.SlotTaken]: 'slot_taken',
  [Rule.SlotClosed]: 'slot_closed',
  [Rule.NoPlay]: 'no_play',
  [Rule.NotBetween]: 'not_between',
  [Rule.TravelHome]: 'travel_home',
  [Rule.HomeOnly]: 'home_only',
  [Rule.NoPlayTeam]: 'no_play_team',
  [Rule.EnforceHome]: 'enforce_home',
  [Rule.TeamOverlap]: 'team_overlap',
  [Rule.DayLimit]: 'day_limit',
  [Rule.WeekLimit]: 'week_limit',
  [Rule.MaxGames]: 'max_games',
  [Rule.Rest]: 'rest',
  [Rule.Nights]: 'nights',
  [Rule.TravelLast]: 'travel_last',
  [Rule.PersonConflict]: 'person_conflict',
  [Rule.Dependency]: 'dependency',
  [Rule.FeederUnscheduled]: 'feeder_unscheduled',
};

/**
 * The venues whose missing coordinates make team `team`'s distance to venue `venue` unknown (the engine
 * treats it as infinitely far, model/distance-table.ts): the venue itself and the team's home venues without
 * latitude or longitude, when no distance row measured the way. Empty when the distance is known.
 */
export function missingCoordinates(model: SolveModel, team: number, venue: number): string[] {
  if (Number.isFinite(model.teams[team]!.homeMiles[venue]!)) return [];
  const venues = model.instance.venues;
  const unknown = (v: number) => venues[v]!.latitude === null || venues[v]!.longitude === null;
  const names = [venue, ...model.teams[team]!.homeVenues].filter(unknown).map((v) => venues[v]!.name);
  return [...new Set(names)];
}
