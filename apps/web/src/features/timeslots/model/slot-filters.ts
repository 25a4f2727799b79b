import type { Timeslot } from '@app/contracts';
import type { SlotGame } from './slot-games.ts';

/**
 * The sidebar filters. The three kind toggles show slots holding a game, practice slots
 * and open slots; the two "only" toggles narrow to multi-division or practice-and-game slots. Empty id
 * lists mean "any".
 */
export interface SlotFilters {
  showGames: boolean;
  showPractices: boolean;
  showOpen: boolean;
  onlyMultiDivision: boolean;
  onlyPracticeAndGame: boolean;
  divisionIds: string[];
  teamId: string | null;
  venueIds: string[];
  surfaceIds: string[];
  /** Show only the games of these schedules (no open slots), as a schedule's own calendar does. */
  scheduleIds: string[];
}

export const DEFAULT_FILTERS: SlotFilters = {
  showGames: true,
  showPractices: true,
  showOpen: true,
  onlyMultiDivision: false,
  onlyPracticeAndGame: false,
  divisionIds: [],
  teamId: null,
  venueIds: [],
  surfaceIds: [],
  scheduleIds: [],
};

/** Whether any filter hides something, so "delete filtered" and the reset button know to offer. */
export function isFiltering(filters: SlotFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
}

/** A neutral slot (no divisions) is open to every division, so it passes any division filter. */
function isOpenToAny(slot: Timeslot, divisionIds: ReadonlySet<string>): boolean {
  return slot.divisions.length === 0 || slot.divisions.some((id) => divisionIds.has(id));
}

function isTeamSlot(
  slot: Timeslot,
  teamId: string,
  teamDivision: ReadonlySet<string>,
  games: ReadonlyMap<string, Pick<SlotGame, 'teamIds' | 'scheduleId'>>,
): boolean {
  const game = games.get(slot.id);
  if (game) return game.teamIds.includes(teamId);
  return !slot.has_game && isOpenToAny(slot, teamDivision);
}

/**
 * The slots the filters let through, in their order. Under a team filter a slot holding a game shows when
 * the team plays in it, and an open slot when it is open to the team's division (`teamDivisions` maps a
 * team to its division), so a coach sees their games and where more could go. Under a schedule filter only
 * slots holding a game of a chosen schedule show. Sets are built once per call.
 */
export function filterSlots(
  slots: readonly Timeslot[],
  filters: SlotFilters,
  teamDivisions: ReadonlyMap<string, string>,
  games: ReadonlyMap<string, Pick<SlotGame, 'teamIds' | 'scheduleId'>> = new Map(),
): Timeslot[] {
  const divisions = new Set(filters.divisionIds);
  const teamDivision = filters.teamId ? teamDivisions.get(filters.teamId) : undefined;
  const teamSet = new Set(teamDivision ? [teamDivision] : []);
  const venues = new Set(filters.venueIds);
  const surfaces = new Set(filters.surfaceIds);
  const schedules = new Set(filters.scheduleIds);
  return slots.filter((slot) => {
    if (schedules.size > 0) {
      const scheduleId = games.get(slot.id)?.scheduleId;
      if (scheduleId === undefined || !schedules.has(scheduleId)) return false;
    }
    if (slot.has_game ? !filters.showGames : !filters.showOpen) return false;
    if (slot.is_practice && !slot.is_game && !filters.showPractices) return false;
    if (filters.onlyMultiDivision && slot.divisions.length < 2) return false;
    if (filters.onlyPracticeAndGame && !(slot.is_practice && slot.is_game)) return false;
    if (divisions.size > 0 && !isOpenToAny(slot, divisions)) return false;
    if (filters.teamId && !isTeamSlot(slot, filters.teamId, teamSet, games)) return false;
    if (venues.size > 0 && !venues.has(slot.venue_id)) return false;
    if (surfaces.size > 0 && !surfaces.has(slot.surface_id)) return false;
    return true;
  });
}
