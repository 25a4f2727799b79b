import { DEFAULT_SCORING_SYSTEM, type ScoringSystem } from './scoring-system.ts';

/** A game with its result as entered; a score is null until entered. */
export interface ScoredGame {
  home_id: string | null;
  visitor_id: string | null;
  home_score: number | null;
  visitor_score: number | null;
  /** Decided in overtime: the winner gets overtime_win_points, the loser overtime_loss_points. */
  overtime: boolean;
  is_practice: boolean;
}

/** A team to rank; division_id picks its division name and its table in standingsByDivision. */
export interface StandingsTeam {
  id: string;
  name: string;
  division_id: string;
}

/** Teams, divisions and scored games to rank, with an optional scoring system. */
export interface StandingsInput {
  /** The teams to rank (a league, a division or a conference); each gets a row even without games. */
  teams: readonly StandingsTeam[];
  divisions: readonly { id: string; name: string }[];
  /** Games against teams outside `teams` still count for the listed side. */
  games: readonly ScoredGame[];
  scoring?: ScoringSystem;
}

/**
 * One team's line of the standings table. win and loss are regulation results; overtime results are counted
 * apart. games_played = win + loss + tie + overtime_win + overtime_loss.
 * win_pct = (win + overtime_win + tie / 2) / games_played rounded to 3 decimals, 0 with no games.
 * rank starts at 1; teams with equal points and equal games played share a rank (1, 1, 3).
 */
export interface StandingRow {
  team_id: string;
  name: string;
  division_id: string;
  division_name: string;
  games_played: number;
  win: number;
  loss: number;
  tie: number;
  win_pct: number;
  overtime_win: number;
  overtime_loss: number;
  home: number;
  away: number;
  points: number;
  rank: number;
}

type Tally = Omit<StandingRow, 'win_pct' | 'points' | 'rank' | 'games_played'>;

function isCounted(
  game: ScoredGame,
): game is ScoredGame & { home_id: string; visitor_id: string; home_score: number; visitor_score: number } {
  return (
    !game.is_practice &&
    game.home_id !== null &&
    game.visitor_id !== null &&
    typeof game.home_score === 'number' &&
    typeof game.visitor_score === 'number' &&
    Number.isFinite(game.home_score) &&
    Number.isFinite(game.visitor_score)
  );
}

function record(tally: Tally, own: number, other: number, overtime: boolean): void {
  if (own === other) tally.tie += 1;
  else if (own > other) {
    if (overtime) tally.overtime_win += 1;
    else tally.win += 1;
  } else if (overtime) tally.overtime_loss += 1;
  else tally.loss += 1;
}

/**
 * Standings of the given teams: practices and games without both scores are ignored; points per result from
 * `scoring` (default DEFAULT_SCORING_SYSTEM); sorted by points desc, games played desc, then
 * name (code-point order, so the result is the same on every machine).
 */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const scoring = input.scoring ?? DEFAULT_SCORING_SYSTEM;
  const divisionNames = new Map(input.divisions.map((division) => [division.id, division.name]));
  const tallies = new Map<string, Tally>();
  for (const team of input.teams) {
    tallies.set(team.id, {
      team_id: team.id,
      name: team.name,
      division_id: team.division_id,
      division_name: divisionNames.get(team.division_id) ?? '',
      win: 0,
      loss: 0,
      tie: 0,
      overtime_win: 0,
      overtime_loss: 0,
      home: 0,
      away: 0,
    });
  }
  for (const game of input.games) {
    if (!isCounted(game)) continue;
    const home = tallies.get(game.home_id);
    const visitor = tallies.get(game.visitor_id);
    if (home) {
      home.home += 1;
      record(home, game.home_score, game.visitor_score, game.overtime);
    }
    if (visitor) {
      visitor.away += 1;
      record(visitor, game.visitor_score, game.home_score, game.overtime);
    }
  }

  const rows = [...tallies.values()].map((tally): StandingRow => {
    const games_played = tally.win + tally.loss + tally.tie + tally.overtime_win + tally.overtime_loss;
    const wins = tally.win + tally.overtime_win + tally.tie / 2;
    const points =
      tally.win * scoring.win_points +
      tally.loss * scoring.loss_points +
      tally.tie * scoring.tie_points +
      tally.overtime_win * scoring.overtime_win_points +
      tally.overtime_loss * scoring.overtime_loss_points;
    const win_pct = games_played === 0 ? 0 : Math.round((wins / games_played) * 1000) / 1000;
    return { ...tally, games_played, win_pct, points, rank: 0 };
  });
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.games_played - a.games_played ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    row.rank =
      previous && previous.points === row.points && previous.games_played === row.games_played
        ? previous.rank
        : i + 1;
  });
  return rows;
}

/** Standings of one division, ranked within it. */
export interface DivisionStandings {
  division_id: string;
  division_name: string;
  rows: StandingRow[];
}

/**
 * Standings per division in input division order (ranks restart at 1 in each); a division with no team
 * is left out. Games against other divisions count, as they do in the league table.
 */
export function standingsByDivision(input: StandingsInput): DivisionStandings[] {
  return input.divisions
    .map((division) => ({
      division_id: division.id,
      division_name: division.name,
      rows: computeStandings({
        ...input,
        teams: input.teams.filter((team) => team.division_id === division.id),
      }),
    }))
    .filter((standing) => standing.rows.length > 0);
}
