import type { Instance, Result } from '../model/instance.ts';
import {
  buildInstance,
  buildResult,
  type GameInput,
  type InstanceInput,
  type SlotInput,
} from '../test-support/instance.ts';
import type { ValidationReport, ViolationRule } from './types.ts';
import { validateResult } from './validate-result.ts';

/** A slot on the Chicago clock: `offset` is -06:00 before the 2026-03-08 DST change, -05:00 after. */
export function slot(
  id: string,
  surface: string,
  date: string,
  from: string,
  to: string,
  extra: Partial<SlotInput> = {},
): SlotInput {
  const offset = date < '2026-03-08' ? '-06:00' : '-05:00';
  return {
    id,
    surface_id: surface,
    start: `${date}T${from}:00${offset}`,
    finish: `${date}T${to}:00${offset}`,
    ...extra,
  };
}

/**
 * A small valid league: four teams of U10 play a single round robin on three Saturdays of March 2026 in
 * Chicago, across the DST change of 8 March, with spare slots for tests that move games around.
 */
export function leagueInput(): InstanceInput {
  return {
    timezone: 'America/Chicago',
    divisions: [{ id: 'd1', name: 'U10' }],
    teams: [
      { id: 't1', name: 'Hawks' },
      { id: 't2', name: 'Owls' },
      { id: 't3', name: 'Bears' },
      { id: 't4', name: 'Wolves' },
    ],
    venues: [
      {
        id: 'v1',
        name: 'North Park',
        latitude: 41.95,
        longitude: -87.66,
        surfaces: [{ id: 's1' }, { id: 's2' }],
      },
      { id: 'v2', name: 'South Field', latitude: 41.8, longitude: -87.6, surfaces: [{ id: 's3' }] },
    ],
    timeslots: [
      slot('ts1', 's1', '2026-03-07', '09:00', '10:30'),
      slot('ts2', 's2', '2026-03-07', '09:00', '10:30'),
      slot('ts3', 's1', '2026-03-14', '09:00', '10:30'),
      slot('ts4', 's2', '2026-03-14', '09:00', '10:30'),
      slot('ts5', 's1', '2026-03-21', '09:00', '10:30'),
      slot('ts6', 's2', '2026-03-21', '09:00', '10:30'),
      slot('ts7', 's1', '2026-03-07', '10:00', '11:30'),
      slot('ts8', 's3', '2026-03-07', '10:30', '12:00'),
      slot('ts9', 's3', '2026-03-10', '18:00', '19:30'),
      slot('ts10', 's3', '2026-03-08', '09:00', '10:30'),
    ],
    schedules: [
      {
        id: 'sch1',
        division_ids: ['d1'],
        count: 1,
        schedule_start: '2026-03-01',
        schedule_end: '2026-03-31',
      },
    ],
  };
}

/** The league's six games, one per slot ts1..ts6; every team plays three, home and away within one. */
export function leagueGames(): GameInput[] {
  const pairs: [string, string, string, number][] = [
    ['t1', 't2', 'ts1', 1],
    ['t3', 't4', 'ts2', 1],
    ['t4', 't1', 'ts3', 2],
    ['t2', 't3', 'ts4', 2],
    ['t1', 't3', 'ts5', 3],
    ['t4', 't2', 'ts6', 3],
  ];
  return pairs.map(([home, visitor, timeslot, round], i) => ({
    id: `g${i + 1}`,
    schedule_id: 'sch1',
    division_id: 'd1',
    home_id: home,
    visitor_id: visitor,
    round,
    timeslot_id: timeslot,
  }));
}

/** Games with one game's fields replaced. */
export function changeGame(games: GameInput[], id: string, change: Partial<GameInput>): GameInput[] {
  return games.map((g) => (g.id === id ? { ...g, ...change } : g));
}

/** Validates an instance input against game inputs whose result metadata is consistent. */
export function judge(input: InstanceInput, games: GameInput[]): ValidationReport {
  return validateResult(buildInstance(input), buildResult(games));
}

/** The distinct rules a report names, sorted. */
export function rulesOf(report: ValidationReport): ViolationRule[] {
  return [...new Set(report.violations.map((v) => v.rule))].sort();
}

/** Built league instance and result, for tests that edit the typed objects directly. */
export function league(): { instance: Instance; result: Result } {
  return { instance: buildInstance(leagueInput()), result: buildResult(leagueGames()) };
}
