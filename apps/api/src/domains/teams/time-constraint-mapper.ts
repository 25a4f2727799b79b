import {
  TIME_CONSTRAINT_STYLES,
  type TimeConstraintRecord,
  type TimeConstraintType,
  type TimeConstraintValues,
  toEngineTimeConstraint,
} from '@app/contracts';
import type { TimeConstraintRow, timeConstraints } from '@app/db';
import type * as Engine from '@app/engine';

type TimeConstraintColumns = Omit<
  typeof timeConstraints.$inferInsert,
  'id' | 'organizationId' | 'teamId' | 'createdAt'
>;

/**
 * The columns of a canonical time constraint (the contract has already cleared what its type does not use).
 * This module is the one place the seven kinds' fields (docs/teams.md) meet their columns.
 */
export function timeConstraintColumns(values: TimeConstraintValues): TimeConstraintColumns {
  return {
    style: values.style,
    type: values.type,
    weekdays: values.weekdays,
    startDate: values.start_date,
    endDate: values.end_date,
    notBetweenStart: values.not_between_start,
    notBetweenEnd: values.not_between_end,
    notBefore: values.not_before,
    notAfter: values.not_after,
    maxGames: values.max_games,
    maxTravelHome: values.max_travel_home,
    maxTravelLast: values.max_travel_last,
    noPlayTeamId: values.no_play_team,
  };
}

/** A stored time constraint in the contract's terms: the inverse of timeConstraintColumns. */
export function timeConstraintValues(row: TimeConstraintRow): TimeConstraintValues {
  return {
    style: TIME_CONSTRAINT_STYLES.find((style) => style === row.style) ?? 'weekly',
    // The column only ever receives the contract's 0..6 (the API validates before writing).
    type: row.type as TimeConstraintType,
    weekdays: row.weekdays,
    start_date: row.startDate,
    end_date: row.endDate,
    not_between_start: row.notBetweenStart,
    not_between_end: row.notBetweenEnd,
    not_before: row.notBefore,
    not_after: row.notAfter,
    max_games: row.maxGames,
    max_travel_home: row.maxTravelHome,
    max_travel_last: row.maxTravelLast,
    no_play_team: row.noPlayTeamId,
  };
}

/** A stored time constraint as the league snapshot holds it: its team and its values. */
export function timeConstraintRecord(row: TimeConstraintRow): TimeConstraintRecord {
  return { id: row.id, team_id: row.teamId, ...timeConstraintValues(row) };
}

/** The engine's time constraint (the instance of docs/schedules.md), the other team by id. */
export function toEngineConstraint(row: TimeConstraintRow): Engine.TimeConstraint {
  const c = toEngineTimeConstraint(timeConstraintValues(row));
  return { ...c, no_play_team: c.no_play_team === null ? null : (c.no_play_team as Engine.TeamId) };
}
