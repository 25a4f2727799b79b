import type { Game } from '@app/contracts';
import type { GameRow } from '../model/game-rows.ts';

/** An unplaced, unscored game of Owls (`b`) at Hawks (`a`) in division `d` of schedule `s`. */
export function buildGame(id: string, fields: Partial<Game> = {}): Game {
  return {
    id,
    schedule_id: 's',
    division_id: 'd',
    home_id: 'a',
    visitor_id: 'b',
    timeslot_id: null,
    round: 1,
    bracket: null,
    home_from: null,
    visitor_from: null,
    is_practice: false,
    home_score: null,
    visitor_score: null,
    overtime: false,
    forfeit: null,
    counts_in_standings: true,
    unscheduled_reason: null,
    unscheduled_reason_detail: null,
    hidden: false,
    blurred: false,
    ...fields,
  };
}

/**
 * A row of the game table for component tests: `buildGame`'s game with its team names; override the game's
 * fields and the names a test is about.
 */
export function buildGameRow(
  id: string,
  fields: Partial<Game> = {},
  names = { home: 'Hawks', visitor: 'Owls' },
): GameRow {
  const game = buildGame(id, fields);
  return {
    id,
    game,
    startMs: 0,
    date: '',
    weekday: -1,
    time: '',
    finish: '',
    home: names.home,
    visitor: names.visitor,
    homeId: game.home_id,
    visitorId: game.visitor_id,
    venueId: null,
    venue: '',
    surfaceId: null,
    surface: '',
    divisionId: 'd',
    division: '',
    homeDivision: '',
    visitorDivision: '',
    score: '',
    week: null,
  };
}
