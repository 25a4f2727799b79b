import type { TeamDependents } from '@app/contracts';
import { calendarFeeds, type Database, games, teamPeople, teams, timeConstraints, venueTeams } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * What deleting a team takes with it (its foreign keys cascade: packages/db/src/schema), counted in one
 * query so the confirmation can name it first. 404 when missing or another organisation's.
 */
export async function countTeamDependents(
  db: Database,
  params: { organizationId: string; teamId: string },
): Promise<TeamDependents> {
  // Drizzle writes a one-table query's columns without their table name, so the subqueries take the id
  // as a parameter rather than as the outer row's column.
  const id = params.teamId;
  const [row] = await db
    .select({
      games: sql<number>`(select count(*)::int from ${games} where ${games.homeId} = ${id} or ${games.visitorId} = ${id})`,
      team_people: sql<number>`(select count(*)::int from ${teamPeople} where ${teamPeople.teamId} = ${id})`,
      home_venues: sql<number>`(select count(*)::int from ${venueTeams} where ${venueTeams.teamId} = ${id})`,
      time_constraints: sql<number>`(select count(*)::int from ${timeConstraints} where ${timeConstraints.teamId} = ${id} or ${timeConstraints.noPlayTeamId} = ${id})`,
      calendar_feeds: sql<number>`(select count(*)::int from ${calendarFeeds} where ${calendarFeeds.teamId} = ${id})`,
    })
    .from(teams)
    .where(and(eq(teams.id, params.teamId), eq(teams.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
