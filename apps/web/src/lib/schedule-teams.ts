import type { SeasonDivision } from '@app/contracts';

/** The teams a schedule of one division pairs, and how many come from each division it pairs. */
export interface ScheduleTeams {
  teams: SeasonDivision['teams'];
  /** Team count per paired division, in order: two for an across-division (its sources), else one. */
  perDivision: number[];
  /** The divisions whose teams play: an across-division's two sources, else the division itself. */
  divisionIds: string[];
}

/**
 * An across-division has no teams of its own: its schedules pair the teams of its two source divisions, as the
 * server does (docs/schedules.md). Every screen that counts a schedule's teams (the division cards, the
 * wizard's checks and its slot formulas, which double for two divisions) reads them from here.
 */
export function scheduleTeamsOf(
  division: SeasonDivision,
  divisions: readonly SeasonDivision[],
): ScheduleTeams {
  if (!division.is_across) {
    return { teams: division.teams, perDivision: [division.teams.length], divisionIds: [division.id] };
  }
  const sources = division.across_divisions.map((id) => divisions.find((d) => d.id === id));
  const teams = sources.flatMap((source) => source?.teams ?? []);
  return {
    teams,
    perDivision: sources.map((source) => source?.teams.length ?? 0),
    divisionIds: [...division.across_divisions],
  };
}
