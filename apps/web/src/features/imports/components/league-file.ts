import { fieldErrors, LeagueDocumentSchema } from '@app/contracts';

/** What a league file holds, shown before it is imported. */
export interface LeagueFileSummary {
  leagueName: string;
  seasons: number;
  divisions: number;
  teams: number;
  people: number;
  venues: number;
  timeslots: number;
  schedules: number;
  games: number;
}

/** A problem at a place in the file: `path` like `seasons.0.divisions.2.name`, '' for the whole file. */
export interface LeagueFileProblem {
  path: string;
  message: string;
}

export type LeagueFileResult =
  | { status: 'ready'; document: unknown; summary: LeagueFileSummary }
  | { status: 'notJson' }
  | { status: 'invalid'; problems: LeagueFileProblem[] };

/** Field-path errors (the server's or the schema's) as a list; `base` is about the whole file. */
export function leagueFileProblems(errors: Record<string, string[]>): LeagueFileProblem[] {
  return Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((message) => ({ path: path === 'base' ? '' : path, message })),
  );
}

/**
 * Reads a league file in the browser with the same schema the server applies, so a wrong file is explained
 * (by field path) before anything is sent. A ready file is sent as it was read; the server parses it again.
 */
export function readLeagueFile(text: string): LeagueFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'notJson' };
  }
  const parsed = LeagueDocumentSchema.safeParse(json);
  if (!parsed.success) return { status: 'invalid', problems: leagueFileProblems(fieldErrors(parsed.error)) };
  const seasons = parsed.data.seasons;
  const total = (count: (season: (typeof seasons)[number]) => number) =>
    seasons.reduce((sum, season) => sum + count(season), 0);
  return {
    status: 'ready',
    document: json,
    summary: {
      leagueName: parsed.data.league.name,
      seasons: seasons.length,
      divisions: total((season) => season.divisions.length),
      teams: total((season) => season.teams.length),
      people: total((season) => season.people.length),
      venues: total((season) => season.venues.length),
      timeslots: total((season) => season.timeslots.length),
      schedules: total((season) => season.schedules.length),
      games: total((season) => season.schedules.reduce((sum, schedule) => sum + schedule.games.length, 0)),
    },
  };
}
