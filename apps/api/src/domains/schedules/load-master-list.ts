import { type Database, type GameRow, games, type SeasonRow, schedules, teams } from '@app/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { findSeason } from '../seasons/find-season.ts';
import { selectUsedTimeslots, type TeamRef, type UsedTimeslot } from './load-schedule-detail.ts';

export interface MasterListRows {
  season: SeasonRow;
  schedules: { id: string; name: string; kind: string }[];
  games: GameRow[];
  teams: TeamRef[];
  timeslots: UsedTimeslot[];
}

/**
 * Every game of the season with its schedules, the season's teams and the slots the games use: five queries
 * of only what the list shows, whatever the season holds (its unused slots, people and constraints are not
 * read; docs/schedules.md).
 */
export async function loadMasterList(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<MasterListRows> {
  const season = await findSeason(db, params);
  const seasonGames = db
    .select({ game: games })
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .where(eq(schedules.seasonId, season.id));
  const [scheduleRows, gameRows, teamRows, slotRows] = await Promise.all([
    db
      .select({ id: schedules.id, name: schedules.name, kind: schedules.kind })
      .from(schedules)
      .where(eq(schedules.seasonId, season.id))
      .orderBy(asc(schedules.createdAt)),
    seasonGames.orderBy(asc(schedules.createdAt), asc(games.position)).then((r) => r.map((x) => x.game)),
    db
      .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId })
      .from(teams)
      .where(eq(teams.seasonId, season.id))
      .orderBy(asc(teams.position), asc(teams.createdAt)),
    selectUsedTimeslots(
      db,
      inArray(
        games.scheduleId,
        db.select({ id: schedules.id }).from(schedules).where(eq(schedules.seasonId, season.id)),
      ),
    ),
  ]);
  return { season, schedules: scheduleRows, games: gameRows, teams: teamRows, timeslots: slotRows };
}
