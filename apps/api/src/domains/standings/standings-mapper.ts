import type { ScoringSystemValues, StandingRow } from '@app/contracts';
import type { GameRow } from '@app/db';
import type {
  ScoringSystem as EngineScoringSystem,
  StandingRow as EngineStandingRow,
  ScoredGame,
} from '@app/engine';

/** The game columns the standings read (load-standings.ts selects exactly these). */
export type StandingsGameRow = Pick<
  GameRow,
  | 'homeId'
  | 'visitorId'
  | 'homeScore'
  | 'visitorScore'
  | 'overtime'
  | 'isPractice'
  | 'bracket'
  | 'forfeit'
  | 'countsInStandings'
>;

/**
 * A stored game as the engine counts it (docs/standings.md#exhibition-games). `isBracket` says the game
 * belongs to an elimination schedule (its `bracket` column may be unset on a hand-made game there). A game
 * whose `counts_in_standings` was cleared is an exhibition: this repository has no other exhibition marker.
 */
export function toScoredGame(row: StandingsGameRow, isBracket: boolean): ScoredGame {
  return {
    home_id: row.homeId,
    visitor_id: row.visitorId,
    home_score: row.homeScore,
    visitor_score: row.visitorScore,
    overtime: row.overtime,
    is_practice: row.isPractice,
    forfeit: row.forfeit === 'home' || row.forfeit === 'visitor' ? row.forfeit : null,
    is_bracket: isBracket || row.bracket !== null,
    is_exhibition: !row.countsInStandings,
    counts_in_standings: row.countsInStandings,
  };
}

/** The engine's scoring system from the season's values, its forfeit rules included (docs/standings.md#forfeits). */
export function toEngineScoring(values: ScoringSystemValues): EngineScoringSystem {
  return {
    win_points: values.win_points,
    loss_points: values.loss_points,
    tie_points: values.tie_points,
    overtime_win_points: values.overtime_win_points,
    overtime_loss_points: values.overtime_loss_points,
    tiebreakers: [...values.tiebreakers],
    forfeit_score: { winner: values.forfeit_winner_score, loser: values.forfeit_loser_score },
    forfeit_counts_in_head_to_head: values.forfeit_counts_in_head_to_head,
  };
}

/** An engine row in the API's shape (StandingRowSchema), field for field. */
export function presentStandingRow(row: EngineStandingRow): StandingRow {
  return {
    team_id: row.team_id,
    name: row.name,
    division_name: row.division_name,
    games_played: row.games_played,
    win: row.win,
    loss: row.loss,
    tie: row.tie,
    overtime_win: row.overtime_win,
    overtime_loss: row.overtime_loss,
    win_pct: row.win_pct,
    home: row.home,
    away: row.away,
    points: row.points,
    score_for: row.score_for,
    score_against: row.score_against,
    score_difference: row.score_difference,
    games_behind: row.games_behind,
    rank: row.rank,
    tiebreak: row.tiebreak,
  };
}
