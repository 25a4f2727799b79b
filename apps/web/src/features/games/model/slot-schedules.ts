import type { MasterList, SeasonDivision, Timeslot } from '@app/contracts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';

/** A schedule a game made in a slot may join, with the teams its games may use. */
export interface SlotSchedule {
  schedule: MasterList['schedules'][number];
  label: string;
  teams: { id: string; name: string }[];
}

/**
 * The schedules a new game in `slot` may join: round robins (a tournament's games come from its draw) whose
 * division the slot is open to, a neutral slot being open to every division and an across-division's slot
 * to it or either source. Their teams are the division's (an across-division's: both sources', docs/games.md).
 */
export function schedulesForSlot(
  slot: Pick<Timeslot, 'divisions'>,
  schedules: MasterList['schedules'],
  divisions: readonly SeasonDivision[],
): SlotSchedule[] {
  const open = new Set(slot.divisions);
  return schedules.flatMap((schedule) => {
    if (schedule.is_tournament) return [];
    const division = divisions.find((d) => d.id === schedule.division_id);
    if (!division) return [];
    const paired = scheduleTeamsOf(division, divisions);
    const fits = open.size === 0 || open.has(division.id) || paired.divisionIds.some((id) => open.has(id));
    if (!fits) return [];
    return [
      {
        schedule,
        label: `${schedule.name} (${division.name})`,
        teams: paired.teams.map((team) => ({ id: team.id, name: team.name })),
      },
    ];
  });
}
