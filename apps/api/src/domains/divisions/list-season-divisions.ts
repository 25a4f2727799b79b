import type { PageQuery, SeasonDivisionsPage } from '@app/contracts';
import { type Database, divisions } from '@app/db';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { pageInfo, pageOffset } from '../../lib/page.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * One page of a season's divisions by position (404 for another organisation's season), each with its team
 * count from a subquery on the teams' division index rather than the teams themselves; `q` matches the name
 * or the abbreviation. Two queries whatever the season's size (docs/divisions.md).
 */
export async function listSeasonDivisions(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  query: PageQuery;
}): Promise<SeasonDivisionsPage> {
  const { db, query } = params;
  const season = await findSeason(db, params);
  const conditions: SQL[] = [
    eq(divisions.seasonId, season.id),
    eq(divisions.organizationId, season.organizationId),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(ilike(divisions.name, pattern), ilike(divisions.shortcode, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: divisions.id,
        name: divisions.name,
        color: divisions.color,
        is_across: divisions.isAcross,
        // Spelled out: inside the subquery drizzle leaves its columns unqualified, so "id" would be the team's.
        team_count: sql<number>`(select count(*)::int from teams where teams.division_id = divisions.id)`,
      })
      .from(divisions)
      .where(where)
      .orderBy(asc(divisions.position), asc(divisions.createdAt), asc(divisions.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(divisions).where(where),
  ]);
  return { ...pageInfo(query, total?.n ?? 0), divisions: rows };
}
