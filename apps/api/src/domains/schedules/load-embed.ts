import type { Embed } from '@app/contracts';
import { type Database, schedules } from '@app/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { zonedWallClock } from '../../lib/time-zone.ts';
import { gameScoreText, placedGames } from './export-games-csv.ts';
import { loadGameSet } from './load-game-set.ts';

/**
 * The public table of a schedule by its id (the share link and embed code): no sign-in, so only what a
 * published schedule shows (dates, times, teams, venues, surfaces and scores). A schedule id is a random
 * UUID: unknown ids answer 404 and say nothing more.
 */
export async function loadEmbed(db: Database, scheduleId: string): Promise<Embed> {
  const [owner] = await db
    .select({ organizationId: schedules.organizationId })
    .from(schedules)
    .where(eq(schedules.id, scheduleId));
  if (!owner) throw notFound();
  const set = await loadGameSet(db, { organizationId: owner.organizationId, scheduleId });
  const teams = new Map(set.rows.teams.map((t) => [t.id, t.name]));
  const venues = new Map(set.rows.venues.map((v) => [v.id, v.name]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s.name]));
  const placed = placedGames(set);
  const rows = placed.map(({ game, slot }) => {
    const start = zonedWallClock(slot.start, set.season.timezone);
    return {
      id: game.id,
      date: start.date,
      time: start.clock,
      visitor: game.isPractice ? '' : game.visitorId ? (teams.get(game.visitorId) ?? 'TBD') : 'TBD',
      home: game.homeId ? (teams.get(game.homeId) ?? 'TBD') : 'TBD',
      visitor_id: game.visitorId,
      home_id: game.homeId,
      venue: venues.get(slot.venueId) ?? '',
      venue_id: slot.venueId,
      surface: surfaces.get(slot.surfaceId) ?? '',
      game_score: gameScoreText(game),
    };
  });
  const used = (ids: (string | null)[], names: Map<string, string>) =>
    [...new Set(ids.filter((id): id is string => id !== null))]
      .map((id) => ({ id, name: names.get(id) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name));
  return {
    schedule: { id: scheduleId, name: set.schedule?.name ?? '' },
    rows,
    teams: used(
      rows.flatMap((r) => [r.home_id, r.visitor_id]),
      teams,
    ),
    venues: used(
      rows.map((r) => r.venue_id),
      venues,
    ),
  };
}
