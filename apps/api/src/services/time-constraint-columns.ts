import type { TimeConstraintValues } from '@app/contracts';
import type { timeConstraints } from '@app/db';

type TimeConstraintColumns = Omit<
  typeof timeConstraints.$inferInsert,
  'id' | 'organizationId' | 'teamId' | 'createdAt'
>;

/** The columns of a canonical time constraint (the contract has already cleared what its type does not use). */
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
