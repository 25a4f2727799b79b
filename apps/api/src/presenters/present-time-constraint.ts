import type { TimeConstraint, TimeConstraintStyle } from '@app/contracts';
import type { TimeConstraintRow } from '@app/db';

const STYLES: readonly TimeConstraintStyle[] = ['weekly', 'date', 'range'];
const toStyle = (style: string): TimeConstraintStyle => STYLES.find((s) => s === style) ?? 'weekly';

/**
 * A stored time constraint with the spec's derived fields: is_all_day for type 0, is_home_only for type 5,
 * and the other team's name for type 6 (null otherwise).
 */
export function presentTimeConstraint(row: TimeConstraintRow, noPlayTeamName: string | null): TimeConstraint {
  return {
    id: row.id,
    team_id: row.teamId,
    style: toStyle(row.style),
    type: row.type,
    is_all_day: row.type === 0,
    is_home_only: row.type === 5,
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
    no_play_team_name: row.noPlayTeamId === null ? null : noPlayTeamName,
  };
}
