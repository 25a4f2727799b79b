import type { MasterList } from '@app/contracts';
import type { GameSet } from './load-game-set.ts';
import { asKind, presentGame } from './present-schedule.ts';

/** The season's games with the teams and slots they use (as a schedule's detail shows them) and their schedules. */
export function presentMasterList(set: GameSet): MasterList {
  const used = new Set(set.games.map((g) => g.timeslotId));
  const venues = new Map(set.rows.venues.map((v) => [v.id, v.name]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s.name]));
  return {
    season_id: set.season.id,
    games: set.games.map(presentGame),
    teams: set.rows.teams.map((t) => ({ id: t.id, name: t.name, division_id: t.divisionId })),
    timeslots: set.rows.timeslots
      .filter((s) => used.has(s.id))
      .map((s) => ({
        id: s.id,
        start: s.start.toISOString(),
        finish: s.finish.toISOString(),
        venue_id: s.venueId,
        venue_name: venues.get(s.venueId) ?? '',
        surface_id: s.surfaceId,
        surface_name: surfaces.get(s.surfaceId) ?? '',
      })),
    schedules: set.schedules.map((s) => ({
      id: s.id,
      name: s.name,
      kind: asKind(s.kind),
      is_tournament: s.kind !== 'round',
    })),
  };
}
