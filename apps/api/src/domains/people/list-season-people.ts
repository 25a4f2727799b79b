import { type PageQuery, personName, type SeasonPeoplePage } from '@app/contracts';
import { type Database, people } from '@app/db';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { pageInfo, pageOffset } from '../../lib/page.ts';
import { findSeason } from '../seasons/find-season.ts';
import { personListColumns } from './person-list-columns.ts';

/**
 * One page of a season's people (404 for another organisation's season), by last then first name as the
 * season answer lists them; `q` matches first and last name together. Two queries whatever the season's
 * size (docs/people.md).
 */
export async function listSeasonPeople(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  query: PageQuery;
}): Promise<SeasonPeoplePage> {
  const { db, query } = params;
  const season = await findSeason(db, params);
  const conditions: SQL[] = [
    eq(people.seasonId, season.id),
    eq(people.organizationId, season.organizationId),
  ];
  if (query.q) {
    conditions.push(ilike(sql`${people.first} || ' ' || ${people.last}`, containsPattern(query.q)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(personListColumns)
      .from(people)
      .where(where)
      .orderBy(asc(people.last), asc(people.first), asc(people.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(people).where(where),
  ]);
  return {
    ...pageInfo(query, total?.n ?? 0),
    people: rows.map((p) => ({
      id: p.id,
      name: personName(p),
      is_player: p.isPlayer,
      is_coach: p.isCoach,
      is_staff: p.isStaff,
      is_umpire: p.isUmpire,
    })),
  };
}
