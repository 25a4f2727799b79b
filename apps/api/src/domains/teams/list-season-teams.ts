import type { PageQuery, SeasonTeamsPage } from '@app/contracts';
import { type Database, divisions, teams } from '@app/db';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { pageInfo, pageOffset } from '../../lib/page.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * One page of a season's teams across its divisions (404 for another organisation's season), in the order
 * the season answer nests them: divisions by position, then teams by position; `q` matches the team name.
 * Two queries whatever the season's size (docs/teams.md).
 */
export async function listSeasonTeams(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  query: PageQuery;
}): Promise<SeasonTeamsPage> {
  const { db, query } = params;
  const season = await findSeason(db, params);
  const conditions: SQL[] = [eq(teams.seasonId, season.id), eq(teams.organizationId, season.organizationId)];
  if (query.q) conditions.push(ilike(teams.name, containsPattern(query.q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: teams.id,
        name: teams.name,
        divisionId: divisions.id,
        divisionName: divisions.name,
        divisionColor: divisions.color,
      })
      .from(teams)
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(where)
      .orderBy(
        asc(divisions.position),
        asc(divisions.createdAt),
        asc(divisions.id),
        asc(teams.position),
        asc(teams.createdAt),
        asc(teams.id),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return {
    ...pageInfo(query, total?.n ?? 0),
    teams: rows.map((t) => ({
      id: t.id,
      name: t.name,
      division: { id: t.divisionId, name: t.divisionName, color: t.divisionColor },
    })),
  };
}
