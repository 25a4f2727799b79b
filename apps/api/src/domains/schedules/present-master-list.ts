import type { MasterList } from '@app/contracts';
import type { MasterListRows } from './load-master-list.ts';
import { asKind, presentGame, presentTeamRef, presentUsedTimeslot } from './present-schedule.ts';

/** The season's games with the teams and slots they use (as a schedule's detail shows them) and their schedules. */
export function presentMasterList(rows: MasterListRows): MasterList {
  return {
    season_id: rows.season.id,
    games: rows.games.map(presentGame),
    teams: rows.teams.map(presentTeamRef),
    timeslots: rows.timeslots.map(presentUsedTimeslot),
    schedules: rows.schedules.map((s) => ({
      id: s.id,
      name: s.name,
      kind: asKind(s.kind),
      is_tournament: s.kind !== 'round',
    })),
  };
}
