import type { DivisionId, GameId, ScheduleId, TeamId, TimeslotId } from './ids.ts';
import type { Bracket, Game, GameSource } from './instance.ts';
import { InstanceError } from './instance-error.ts';
import {
  childPath,
  isAbsent,
  type JsonObject,
  optionalBoolean,
  optionalEnum,
  optionalString,
  readObject,
  requiredNumber,
  requiredString,
} from './json-reader.ts';

const BRACKETS: readonly Bracket[] = ['winners', 'losers', 'final'];

function readSource(obj: JsonObject, key: string): GameSource | null {
  if (isAbsent(obj, key)) return null;
  const source = readObject(obj.fields[key], childPath(obj.path, key));
  return {
    game_id: requiredString(source, 'game_id') as GameId,
    take: optionalEnum(source, 'take', ['winner', 'loser'], 'winner'),
  };
}

/**
 * Reads one game in the contract's result shape (also the shape of fixed games). Only the shape is checked
 * here; references to teams and slots are checked by the caller, which knows the instance.
 */
export function parseGame(value: unknown, path: string): Game {
  const obj = readObject(value, path);
  const isPractice = optionalBoolean(obj, 'is_practice', false);
  let round: number | null = null;
  if (!isAbsent(obj, 'round')) {
    round = requiredNumber(obj, 'round');
    if (!Number.isInteger(round))
      throw new InstanceError(childPath(path, 'round'), `expected an integer, got ${round}`);
  }
  const bracket = isAbsent(obj, 'bracket') ? null : optionalEnum(obj, 'bracket', BRACKETS, 'winners');
  return {
    id: requiredString(obj, 'id') as GameId,
    schedule_id: requiredString(obj, 'schedule_id') as ScheduleId,
    division_id: (optionalString(obj, 'division_id') ?? '') as DivisionId,
    home_id: optionalString(obj, 'home_id') as TeamId | null,
    visitor_id: optionalString(obj, 'visitor_id') as TeamId | null,
    is_practice: isPractice,
    round,
    timeslot_id: optionalString(obj, 'timeslot_id') as TimeslotId | null,
    bracket,
    home_from: readSource(obj, 'home_from'),
    visitor_from: readSource(obj, 'visitor_from'),
  };
}
