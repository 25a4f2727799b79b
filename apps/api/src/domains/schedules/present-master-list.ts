import type { MasterListRows } from './load-master-list.ts';

/**
 * The season's games with the slots they use (as a schedule's detail shows them), its teams and schedules, as
 * MasterListSchema's JSON text: the games and slots come from the database in the answer's shape, the teams
 * and schedules as JSON text (load-master-list.ts).
 */
export function presentMasterList(rows: MasterListRows): string {
  return `{"season_id":${JSON.stringify(rows.seasonId)},"games":${JSON.stringify(rows.games)},"teams":${rows.teams},"timeslots":${JSON.stringify(rows.timeslots)},"schedules":${rows.schedules}}`;
}
