import {
  DEFAULT_SCORING_VALUES,
  type ScoringSystem,
  type ScoringSystemValues,
  type Tiebreaker,
  TiebreakerSchema,
} from '@app/contracts';
import type { ScoringSystemRow, scoringSystems } from '@app/db';

/**
 * The one place a scoring system's fields are written out (docs/standings.md#scoring-system): row ↔ API
 * values, for the presenter, the season snapshot and the standings' engine input alike.
 */
export function scoringValuesOf(row: ScoringSystemRow): ScoringSystemValues {
  return {
    win_points: row.winPoints,
    loss_points: row.lossPoints,
    tie_points: row.tiePoints,
    overtime_win_points: row.overtimeWinPoints,
    overtime_loss_points: row.overtimeLossPoints,
    // Written only through ScoringSystemValuesSchema; a name a later version dropped is left out, not fatal.
    tiebreakers: row.tiebreakers.filter(
      (name): name is Tiebreaker => TiebreakerSchema.safeParse(name).success,
    ),
    forfeit_winner_score: row.forfeitWinnerScore,
    forfeit_loser_score: row.forfeitLoserScore,
    forfeit_counts_in_head_to_head: row.forfeitCountsInHeadToHead,
  };
}

/** The columns of the values given (any of them), for an insert or an update. */
export function scoringColumnsOf(
  values: Partial<ScoringSystemValues>,
): Partial<typeof scoringSystems.$inferInsert> {
  return {
    ...(values.win_points === undefined ? {} : { winPoints: values.win_points }),
    ...(values.loss_points === undefined ? {} : { lossPoints: values.loss_points }),
    ...(values.tie_points === undefined ? {} : { tiePoints: values.tie_points }),
    ...(values.overtime_win_points === undefined ? {} : { overtimeWinPoints: values.overtime_win_points }),
    ...(values.overtime_loss_points === undefined ? {} : { overtimeLossPoints: values.overtime_loss_points }),
    ...(values.tiebreakers === undefined ? {} : { tiebreakers: [...values.tiebreakers] }),
    ...(values.forfeit_winner_score === undefined ? {} : { forfeitWinnerScore: values.forfeit_winner_score }),
    ...(values.forfeit_loser_score === undefined ? {} : { forfeitLoserScore: values.forfeit_loser_score }),
    ...(values.forfeit_counts_in_head_to_head === undefined
      ? {}
      : { forfeitCountsInHeadToHead: values.forfeit_counts_in_head_to_head }),
  };
}

/** Every value column of a scoring system's row. */
type ScoringColumns = Required<
  Pick<
    typeof scoringSystems.$inferInsert,
    | 'winPoints'
    | 'lossPoints'
    | 'tiePoints'
    | 'overtimeWinPoints'
    | 'overtimeLossPoints'
    | 'tiebreakers'
    | 'forfeitWinnerScore'
    | 'forfeitLoserScore'
    | 'forfeitCountsInHeadToHead'
  >
>;

/** Every value column from a full set of values (the wizard's preset, a league document's season). */
export function scoringRowColumnsOf(values: ScoringSystemValues): ScoringColumns {
  return scoringColumnsOf(values) as ScoringColumns;
}

/** The full columns of a season's row from the default values (a season without a row: docs/standings.md). */
export function defaultScoringColumns(): ScoringColumns {
  return scoringRowColumnsOf(DEFAULT_SCORING_VALUES);
}

export function presentScoringSystem(row: ScoringSystemRow): ScoringSystem {
  return { id: row.id, ...scoringValuesOf(row) };
}
