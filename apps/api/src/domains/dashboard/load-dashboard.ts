import type { SeasonCounts } from '@app/contracts';
import { type Database, leagues, seasons } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** The dashboard of one season: its league, itself and the accordion counts. */
export interface DashboardData {
  league: { id: string; name: string };
  season: { id: string; name: string };
  counts: SeasonCounts;
}

const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} where season_id = ${seasons.id})`;

/**
 * A season of the organisation (404 otherwise) with its league and record counts, in one query whatever the
 * season's size: each count is an index-only subquery on the table's season index. Round robins count as
 * schedules, eliminations as tournaments.
 */
export async function loadDashboard(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<DashboardData> {
  const [row] = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      leagueId: leagues.id,
      leagueName: leagues.name,
      divisions: countOf('divisions'),
      teams: countOf('teams'),
      people: countOf('people'),
      venues: countOf('venues'),
      surfaces: countOf('surfaces'),
      timeslots: countOf('timeslots'),
      schedules: sql<number>`(select count(*)::int from schedules s where s.season_id = ${seasons.id} and s.kind = 'round')`,
      tournaments: sql<number>`(select count(*)::int from schedules s where s.season_id = ${seasons.id} and s.kind <> 'round')`,
    })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(and(eq(seasons.id, params.seasonId), eq(seasons.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return {
    league: { id: row.leagueId, name: row.leagueName },
    season: { id: row.seasonId, name: row.seasonName },
    counts: {
      divisions: row.divisions,
      teams: row.teams,
      people: row.people,
      venues: row.venues,
      surfaces: row.surfaces,
      timeslots: row.timeslots,
      schedules: row.schedules,
      tournaments: row.tournaments,
    },
  };
}
