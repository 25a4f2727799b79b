import { describe, expect, it } from 'vitest';
import { readSample, SAMPLE_NAMES } from '../test-samples.ts';
import { InstanceError } from './instance-error.ts';
import { parseInstance } from './parse-instance.ts';
import { parseResult } from './parse-result.ts';

function small(): Record<string, unknown> & {
  teams: Record<string, unknown>[];
  schedules: Record<string, unknown>[];
} {
  return readSample('small') as ReturnType<typeof small>;
}

function errorOf(json: unknown): string {
  try {
    parseInstance(json);
  } catch (error) {
    expect(error).toBeInstanceOf(InstanceError);
    return (error as Error).message;
  }
  return 'no error';
}

describe('parseInstance', () => {
  it('names the JSON path of an unknown reference', () => {
    const json = small();
    json.teams[3]!.division_id = 'd9';
    expect(errorOf(json)).toBe('teams[3].division_id: unknown division "d9"');
  });

  it('names the path of bad values deep inside teams and schedules', () => {
    const kind = small();
    kind.teams[1]!.time_constraints = [{ kind: 9 }];
    expect(errorOf(kind)).toMatch(/^teams\[1\]\.time_constraints\[0\]\.kind: /);
    const date = small();
    date.schedules[0]!.schedule_end = '2026-02-30';
    expect(errorOf(date)).toMatch(/^schedules\[0\]\.schedule_end: expected a date/);
    const missing = small();
    delete missing.timezone;
    expect(errorOf(missing)).toMatch(/^timezone: /);
    const zone = small();
    zone.timezone = 'Mars/Olympus';
    expect(errorOf(zone)).toBe('timezone: unknown IANA time zone "Mars/Olympus"');
    expect(errorOf([])).toMatch(/^\(root\): expected an object/);
  });

  it('fills defaults for absent and null fields alike', () => {
    const json = small();
    json.schedules[0] = { ...json.schedules[0], mode: null, max_games_week: null };
    const schedule = parseInstance(json).schedules[0]!;
    expect(schedule.mode).toBe('games');
    expect(schedule.style).toBe('round');
    expect(schedule.argument).toBe('rounds');
    expect(schedule.count).toBe(2);
    expect(schedule.max_games_week).toBe(0);
    expect(schedule.enforce_home).toBe(true);
    expect(schedule.use_coach_conflict_method).toBe(true);
    expect(schedule.use_player_conflict_method).toBe(false);
    expect(schedule.venue_balance_method).toBe('best_first');
  });

  it('defaults max_games_week to 2 with the weekend method unless given, 0 included', () => {
    const json = small();
    json.schedules[0] = { ...json.schedules[0], use_weekend_method: true };
    expect(parseInstance(json).schedules[0]!.max_games_week).toBe(2);
    json.schedules[0] = { ...json.schedules[0], max_games_week: 0 };
    expect(parseInstance(json).schedules[0]!.max_games_week).toBe(0);
  });

  it('accepts a time constraint kind as its number and end_date defaulting to start_date', () => {
    const json = small();
    json.teams[0]!.time_constraints = [
      { kind: 6, no_play_team: 't2', weekdays: [6] },
      { kind: 0, start_date: '2026-04-04' },
    ];
    const [noTeam, noPlay] = parseInstance(json).teams[0]!.time_constraints;
    expect(noTeam?.kind).toBe('no_play_team');
    expect(noPlay?.end_date).toBe('2026-04-04');
  });

  it('reads every sample', () => {
    for (const name of SAMPLE_NAMES) {
      const instance = parseInstance(readSample(name));
      expect(instance.timeslots.length).toBeGreaterThan(0);
    }
  });
});

describe('parseResult', () => {
  it('reads a result and names the path of a bad game', () => {
    const game = {
      id: 'g1',
      schedule_id: 's',
      division_id: 'd1',
      home_id: 't1',
      visitor_id: 't2',
      timeslot_id: null,
    };
    const result = parseResult({
      format_version: 1,
      status: 'partial',
      games: [game],
      unscheduled_reasons: { g1: 'x' },
    });
    expect(result.games[0]?.round).toBeNull();
    expect(() => parseResult({ format_version: 1, games: [game, { ...game, id: 7 }] })).toThrow(
      /^games\[1\]\.id: /,
    );
  });
});
