import { type Database, type LeagueRow, leagues, type SeasonRow, seasons, type Transaction } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import { readAll } from '../../lib/read-all.ts';

/** A league with its seasons, oldest first: the first season is the one switching league selects. */
export interface LeagueWithSeasons {
  league: LeagueRow;
  seasons: SeasonRow[];
}

/**
 * The organisation's leagues, oldest first, each with its seasons oldest first (ties broken by id so the
 * order never changes between calls). Two queries however many leagues; with `leagueId`, that league only.
 */
export async function listLeagues(
  db: Database | Transaction,
  params: { organizationId: string; leagueId?: string },
): Promise<LeagueWithSeasons[]> {
  const [leagueRows, seasonRows] = await readAll(db, [
    db
      .select()
      .from(leagues)
      .where(and(eq(leagues.organizationId, params.organizationId), leagueOnly(leagues.id, params.leagueId)))
      .orderBy(asc(leagues.createdAt), asc(leagues.id)),
    db
      .select()
      .from(seasons)
      .where(
        and(eq(seasons.organizationId, params.organizationId), leagueOnly(seasons.leagueId, params.leagueId)),
      )
      .orderBy(asc(seasons.createdAt), asc(seasons.id)),
  ]);
  const byLeague = new Map<string, SeasonRow[]>(leagueRows.map((l) => [l.id, []]));
  for (const season of seasonRows) byLeague.get(season.leagueId)?.push(season);
  return leagueRows.map((league) => ({ league, seasons: byLeague.get(league.id) ?? [] }));
}

/** With a league id, a condition keeping that league's rows; without one, no condition. */
const leagueOnly = (column: typeof leagues.id | typeof seasons.leagueId, leagueId: string | undefined) =>
  leagueId === undefined ? undefined : eq(column, leagueId);
