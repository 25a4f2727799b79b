import { type GameRow, type Transaction, timeslots } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { conflict } from '../../http/http-error.ts';
import { findSeason } from '../seasons/find-season.ts';
import { requireTimeslots } from '../timeslots/find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from '../timeslots/move-timeslots.ts';
import { newTimeslotFromRow, saveNewTimeslots } from '../timeslots/save-new-timeslots.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues, venueOf } from '../timeslots/season-places.ts';
import { requireOpenSlot } from './editable-games.ts';

/** A game's place as the game dialog gives it: times and a surface (docs/games.md, "Places"). */
export interface GamePlace {
  start: string;
  finish: string;
  surfaceId: string;
}

/**
 * The slot a game goes to when given as a place, inside the caller's transaction (which holds the season's
 * lock): the season's slot with exactly these times on the surface when there is one (409 on `start` when it
 * holds another game); otherwise the game's own slot moved there, so editing a game's time does not leave an
 * empty slot behind; otherwise a new slot, open to every division, of the schedule's kind. 422 on
 * `surface_id` for a surface that is not the season's; 409 on `start` when the place overlaps another slot.
 */
export async function slotForPlace(
  tx: Transaction,
  params: {
    organizationId: string;
    seasonId: string;
    place: GamePlace;
    game: GameRow | null;
    practice: boolean;
  },
): Promise<string> {
  const { place, game } = params;
  const places = await loadSeasonPlaces(tx, params.seasonId);
  throwPlaceIssues(placeIssues(places, { surface_id: place.surfaceId }));
  const venueId = venueOf(places, place.surfaceId);
  const start = new Date(place.start);
  const finish = new Date(place.finish);
  const [exact] = await tx
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.seasonId, params.seasonId),
        eq(timeslots.surfaceId, place.surfaceId),
        eq(timeslots.start, start),
        eq(timeslots.finish, finish),
      ),
    );
  if (exact) {
    await requireOpenSlot(tx, {
      seasonId: params.seasonId,
      timeslotId: exact.id,
      exceptGameId: game?.id,
      field: 'start',
    });
    return exact.id;
  }
  if (game?.timeslotId) {
    const [own] = await requireTimeslots(tx, {
      organizationId: params.organizationId,
      ids: [game.timeslotId],
    });
    if (!own) throw new Error('a game’s slot was not found');
    const stayed = await moveTimeslots(tx, [{ ...own, venueId, surfaceId: place.surfaceId, start, finish }]);
    if (stayed.size > 0) throw conflict('start', OVERLAP_MESSAGE);
    return own.id;
  }
  const season = await findSeason(tx, { organizationId: params.organizationId, seasonId: params.seasonId });
  const { created } = await saveNewTimeslots(tx, season, [
    newTimeslotFromRow({
      venue_id: venueId,
      surface_id: place.surfaceId,
      start: place.start,
      finish: place.finish,
      divisions: [],
      is_game: !params.practice,
      is_practice: params.practice,
      is_reserved: false,
    }),
  ]);
  const [slot] = created;
  if (!slot) throw conflict('start', OVERLAP_MESSAGE);
  return slot.id;
}

/** The place of a create or edit body, when it gives one (the schema has checked all three are there). */
export function placeOf(input: { start?: string; finish?: string; surface_id?: string }): GamePlace | null {
  if (input.start === undefined || input.finish === undefined || input.surface_id === undefined) return null;
  return { start: input.start, finish: input.finish, surfaceId: input.surface_id };
}
