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
  };
}

/** The full columns of a season's row from the default values (a season without a row: docs/standings.md). */
export function defaultScoringColumns(): Required<
  Pick<
    typeof scoringSystems.$inferInsert,
    'winPoints' | 'lossPoints' | 'tiePoints' | 'overtimeWinPoints' | 'overtimeLossPoints' | 'tiebreakers'
  >
> {
  return scoringColumnsOf(DEFAULT_SCORING_VALUES) as ReturnType<typeof defaultScoringColumns>;
}

export function presentScoringSystem(row: ScoringSystemRow): ScoringSystem {
  return { id: row.id, ...scoringValuesOf(row) };
}
