import type { MasterListRows } from './load-master-list.ts';
import { presentListedGames } from './load-schedule-detail.ts';

/**
 * The season's games with the slots they use (as a schedule's detail shows them), its teams and schedules, as
 * MasterListSchema's JSON text: the games and slots come from the database in the answer's shape, the teams
 * and schedules as JSON text (load-master-list.ts). `masked`: a free organisation's (docs/free-tier.md).
 */
export function presentMasterList(rows: MasterListRows, masked: boolean): string {
  const listed = presentListedGames(rows.games, rows.timeslots, masked);
  return `{"season_id":${JSON.stringify(rows.seasonId)},"games":${JSON.stringify(listed.games)},"teams":${rows.teams},"timeslots":${JSON.stringify(listed.timeslots)},"schedules":${rows.schedules}}`;
}
