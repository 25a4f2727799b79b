import type { TimeConstraint } from '@app/contracts';
import type { TimeConstraintRow } from '@app/db';
import { timeConstraintRecord } from './time-constraint-mapper.ts';

/**
 * A stored time constraint with the fields the form derives from it: is_all_day for type 0, is_home_only for
 * type 5, and the other team's name for type 6 (null otherwise).
 */
export function presentTimeConstraint(row: TimeConstraintRow, noPlayTeamName: string | null): TimeConstraint {
  return {
    ...timeConstraintRecord(row),
    is_all_day: row.type === 0,
    is_home_only: row.type === 5,
    no_play_team_name: row.noPlayTeamId === null ? null : noPlayTeamName,
  };
}
