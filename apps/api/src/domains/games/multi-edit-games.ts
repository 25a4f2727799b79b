import type { GameMultiEdit, GameRefusal } from '@app/contracts';
import type { GameRow } from '@app/db';
import { reasonText } from '@app/engine';
import { unprocessable } from '../../http/http-error.ts';
import { shiftSlotTimes } from '../../lib/time-zone.ts';
import { findSeason } from '../seasons/find-season.ts';
import { requireTimeslots } from '../timeslots/find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from '../timeslots/move-timeslots.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues, venueOf } from '../timeslots/season-places.ts';
import { refusedPlacements } from './check-game-placements.ts';
import { loadEditableGames } from './editable-games.ts';
import { readGames, type Scope } from './games-change.ts';

/** What a multi-edit came to: saved with the changed games, or nothing saved and every refused game. */
export interface MultiEditResult {
  saved: boolean;
  games: GameRow[];
  refused: GameRefusal[];
}

/** Thrown inside the transaction to roll every move back while keeping the refusals to answer. */
class Refused extends Error {
  constructor(readonly refused: GameRefusal[]) {
    super('multi-edit refused');
  }
}

/**
 * `POST /api/games/multi_edit`: the scheduled games' slots move by the shift (on the season's wall clock, as
 * `POST /api/games/shift`) and/or to one surface, in one transaction under the season's lock. All or nothing:
 * when any game cannot move (not scheduled, its slot would overlap another: never forceable) or breaks a hard
 * rule (forceable with `override`), nothing is saved and every refused game is answered with its reason, so the
 * organiser sees the whole picture at once (docs/games.md).
 */
export async function multiEditGames(scope: Scope, input: GameMultiEdit): Promise<MultiEditResult> {
  try {
    return await scope.db.transaction(async (tx) => {
      const { games: editing, schedules: owners } = await loadEditableGames(tx, {
        organizationId: scope.organizationId,
        ids: input.ids,
      });
      const seasonIds = new Set([...owners.values()].map((s) => s.seasonId));
      const [seasonId] = seasonIds;
      if (seasonIds.size !== 1 || !seasonId) throw unprocessable('ids', 'choose games of one season');
      const season = await findSeason(tx, { organizationId: scope.organizationId, seasonId });
      let surface: { venueId: string; surfaceId: string } | null = null;
      if (input.surface_id) {
        const places = await loadSeasonPlaces(tx, season.id);
        throwPlaceIssues(placeIssues(places, { surface_id: input.surface_id }));
        surface = { venueId: venueOf(places, input.surface_id), surfaceId: input.surface_id };
      }
      const refused = new Map<string, GameRefusal>();
      const refuse = (id: string, reason: string) =>
        refused.set(id, { id, reason, reason_detail: null, forceable: false });
      for (const game of editing) if (game.timeslotId === null) refuse(game.id, 'is not scheduled');
      const placed = editing.filter((g) => g.timeslotId !== null);
      const slots =
        placed.length === 0
          ? []
          : await requireTimeslots(tx, {
              organizationId: scope.organizationId,
              ids: placed.map((g) => g.timeslotId as string),
            });
      const stayed = await moveTimeslots(
        tx,
        slots.map((slot) => ({
          ...slot,
          ...(input.shift
            ? shiftSlotTimes(slot, input.shift.amount, input.shift.units, season.timezone)
            : {}),
          ...(surface ?? {}),
        })),
      );
      for (const game of placed) if (stayed.has(game.timeslotId as string)) refuse(game.id, OVERLAP_MESSAGE);
      if (!input.override) {
        for (const schedule of owners.values()) {
          const moved = placed.filter((g) => g.scheduleId === schedule.id && !refused.has(g.id));
          if (moved.length === 0) continue;
          const broken = await refusedPlacements(tx, schedule, new Map(moved.map((g) => [g.id, null])));
          for (const [id, reason] of broken) {
            refused.set(id, { id, reason: reasonText(reason), reason_detail: reason, forceable: true });
          }
        }
      }
      if (refused.size > 0) {
        throw new Refused([...new Set(input.ids)].flatMap((id) => refused.get(id) ?? []));
      }
      return { saved: true, games: await readGames(tx, input.ids), refused: [] };
    });
  } catch (error) {
    if (error instanceof Refused) return { saved: false, games: [], refused: error.refused };
    throw error;
  }
}
