import { type Database, games, teams, timeslots, venues } from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlacedGame } from './build-outgoing-event.ts';

const homeTeams = alias(teams, 'home_teams');
const visitorTeams = alias(teams, 'visitor_teams');

/** The schedule's placed games (those with a timeslot) with what an export sends, in play order. */
export async function loadPlacedGames(
  db: Database,
  params: { organizationId: string; scheduleId: string },
): Promise<PlacedGame[]> {
  const rows = await db
    .select({
      id: games.id,
      seId: games.seId,
      isPractice: games.isPractice,
      start: timeslots.start,
      finish: timeslots.finish,
      homeScore: games.homeScore,
      visitorScore: games.visitorScore,
      venue: {
        name: venues.name,
        line1: venues.line1,
        line2: venues.line2,
        city: venues.city,
        state: venues.state,
        zip: venues.zip,
      },
      homeId: homeTeams.id,
      homeName: homeTeams.name,
      homeSeId: homeTeams.seId,
      visitorId: visitorTeams.id,
      visitorName: visitorTeams.name,
      visitorSeId: visitorTeams.seId,
    })
    .from(games)
    .innerJoin(timeslots, eq(timeslots.id, games.timeslotId))
    .innerJoin(venues, eq(venues.id, timeslots.venueId))
    .leftJoin(homeTeams, eq(homeTeams.id, games.homeId))
    .leftJoin(visitorTeams, eq(visitorTeams.id, games.visitorId))
    .where(
      and(
        eq(games.scheduleId, params.scheduleId),
        eq(games.organizationId, params.organizationId),
        isNotNull(games.timeslotId),
      ),
    )
    .orderBy(asc(timeslots.start), asc(games.position), asc(games.id));
  return rows.map((r) => ({
    id: r.id,
    seId: r.seId,
    isPractice: r.isPractice,
    start: r.start,
    finish: r.finish,
    homeScore: r.homeScore,
    visitorScore: r.visitorScore,
    venue: r.venue,
    home: r.homeId && r.homeName ? { name: r.homeName, seId: r.homeSeId } : null,
    visitor: r.visitorId && r.visitorName ? { name: r.visitorName, seId: r.visitorSeId } : null,
  }));
}
