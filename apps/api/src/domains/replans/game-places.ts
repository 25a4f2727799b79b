import type { ReasonGame, ReplanPlace } from '@app/contracts';
import {
  type Database,
  divisions,
  type GameRow,
  surfaces,
  type Transaction,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { zonedWallClock } from '../../lib/time-zone.ts';

/** A slot with its venue and surface names, as a re-plan's move or a game change shows it. */
export interface NamedSlot {
  id: string;
  start: Date;
  finish: Date;
  venue: string;
  surface: string;
}

/** The named slots of the given ids (missing ids are left out), in batches under the parameter limit. */
export async function loadNamedSlots(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<Map<string, NamedSlot>> {
  const out = new Map<string, NamedSlot>();
  const unique = [...new Set(ids)];
  for (let from = 0; from < unique.length; from += 5000) {
    const rows = await db
      .select({
        id: timeslots.id,
        start: timeslots.start,
        finish: timeslots.finish,
        venue: venues.name,
        surface: surfaces.name,
      })
      .from(timeslots)
      .innerJoin(venues, eq(venues.id, timeslots.venueId))
      .innerJoin(surfaces, eq(surfaces.id, timeslots.surfaceId))
      .where(inArray(timeslots.id, unique.slice(from, from + 5000)));
    for (const row of rows) out.set(row.id, row);
  }
  return out;
}

/** A place on the season's wall clock (local date and HH:MM), as users read it. */
export function presentPlace(
  slot: Omit<NamedSlot, 'id'>,
  timezone: string,
): Omit<ReplanPlace, 'timeslot_id'> {
  const { date, clock } = zonedWallClock(slot.start, timezone);
  return {
    start: slot.start.toISOString(),
    finish: slot.finish.toISOString(),
    date,
    time: clock,
    venue: slot.venue,
    surface: slot.surface,
  };
}

/** Team and division names of a season, to name games in moves and changes. */
export interface SeasonNames {
  teams: Map<string, string>;
  divisions: Map<string, string>;
}

export async function loadSeasonNames(db: Database | Transaction, seasonId: string): Promise<SeasonNames> {
  const [teamRows, divisionRows] = [
    await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, seasonId)),
    await db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId)),
  ];
  return {
    teams: new Map(teamRows.map((t) => [t.id, t.name])),
    divisions: new Map(divisionRows.map((d) => [d.id, d.name])),
  };
}

/** A game as reasons name it (division and teams; no place, which the move or change gives beside it). */
export function nameGame(
  game: Pick<GameRow, 'divisionId' | 'homeId' | 'visitorId' | 'isPractice' | 'round' | 'bracket'>,
  names: SeasonNames,
): ReasonGame {
  const side = (id: string | null) => (id ? { team: names.teams.get(id) ?? '?' } : { tbd: true as const });
  const bracket =
    game.bracket === 'winners' || game.bracket === 'losers' || game.bracket === 'final' ? game.bracket : null;
  return {
    division: names.divisions.get(game.divisionId) ?? null,
    home: side(game.homeId),
    visitor: game.isPractice ? null : side(game.visitorId),
    bracket,
    round: game.round,
    date: null,
    time: null,
    venue: null,
  };
}
