import type { MasterList, SeasonDivision, Timeslot } from '@app/contracts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';

type MasterSchedule = MasterList['schedules'][number];

/**
 * The schedules a new game in `slot` may join: round robins (a tournament's games come from its draw) whose
 * division the slot is open to, a neutral slot being open to every division and an across-division's slot
 * to it or either source (docs/games.md). The game dialog then offers each schedule's own teams.
 */
export function schedulesForSlot(
  slot: Pick<Timeslot, 'divisions'>,
  schedules: readonly MasterSchedule[],
  divisions: readonly SeasonDivision[],
): MasterSchedule[] {
  const open = new Set(slot.divisions);
  return schedules.filter((schedule) => {
    if (schedule.is_tournament) return false;
    const division = divisions.find((d) => d.id === schedule.division_id);
    if (!division) return false;
    if (open.size === 0 || open.has(division.id)) return true;
    return scheduleTeamsOf(division, divisions).divisionIds.some((id) => open.has(id));
  });
}
