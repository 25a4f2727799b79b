import type { PublicGame } from '@app/contracts';
import { type Database, games, organizations, schedules, surfaces, teams, timeslots, venues } from '@app/db';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shownGameSql } from '../games/hidden-games.ts';

const home = alias(teams, 'home');
const visitor = alias(teams, 'visitor');

/** The columns of a public game, under the answer's own names, and nothing else of the game's row. */
const PUBLIC_GAME_COLUMNS = {
  id: games.id,
  division_id: games.divisionId,
  start: timeslots.start,
  finish: timeslots.finish,
  home_id: games.homeId,
  home: home.name,
  visitor_id: games.visitorId,
  visitor: visitor.name,
  venue: venues.name,
  surface: surfaces.name,
  is_practice: games.isPractice,
  home_score: games.homeScore,
  visitor_score: games.visitorScore,
  overtime: games.overtime,
};

/**
 * The placed games of a season as the public site shows them (docs/public-site.md#reads), in one query:
 * every schedule's games with their slot, venue, surface and team names; unplaced games are not shown.
 * `teamId` keeps a team's games, `newestFirst` orders them as the team page does. With `showScores` false
 * the scores are null, so a site that hides scores does not send them. A free organisation's hidden games are
 * left out (docs/free-tier.md).
 */
export async function readPublicGames(
  db: Database,
  params: { seasonId: string; teamId?: string; newestFirst?: boolean; showScores: boolean },
): Promise<PublicGame[]> {
  // A free organisation's hidden games are not shown (docs/free-tier.md): they have no place to show.
  const where: SQL[] = [eq(schedules.seasonId, params.seasonId), shownGameSql()];
  if (params.teamId) {
    where.push(or(eq(games.homeId, params.teamId), eq(games.visitorId, params.teamId)) as SQL);
  }
  const order = params.newestFirst ? desc : asc;
  const rows = await db
    .select(PUBLIC_GAME_COLUMNS)
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .innerJoin(timeslots, eq(timeslots.id, games.timeslotId))
    .innerJoin(venues, eq(venues.id, timeslots.venueId))
    .innerJoin(surfaces, eq(surfaces.id, timeslots.surfaceId))
    .leftJoin(home, eq(home.id, games.homeId))
    .leftJoin(visitor, eq(visitor.id, games.visitorId))
    .where(and(...where))
    .orderBy(order(timeslots.start), asc(games.position), asc(games.id));
  return rows.map((row) => ({
    ...row,
    start: row.start.toISOString(),
    finish: row.finish.toISOString(),
    home_score: params.showScores ? row.home_score : null,
    visitor_score: params.showScores ? row.visitor_score : null,
  }));
}
