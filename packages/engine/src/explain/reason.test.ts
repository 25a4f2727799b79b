import { describe, expect, it } from 'vitest';
import { findConflicts } from '../analyse/conflicts.ts';
import { testGame, testInstance } from '../assign/test-instance.ts';
import { dryRun } from '../dry-run.ts';
import type { Game, Instance } from '../model/instance.ts';
import { solve } from '../solve.ts';
import { buildConstraint } from '../test-support/instance.ts';
import { type Reason, type ReasonGame, reasonText } from './reason.ts';

/** Every string a reason holds, nested ones included: none may be an id of the instance. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const IDS = /\b(g\d|ts\d+-\d\d-s\d|t\d|v\d|s\d|sch1|final)\b/;

function expectNoIds(reason: Reason): void {
  for (const s of [...strings(reason), reasonText(reason)]) expect(s).not.toMatch(IDS);
}

describe('refusal reasons', () => {
  it('names the team and the game in the way, with its date, time and venue', () => {
    const instance = testInstance();
    const placed = [testGame('g1', 't1', 't2', 'ts1-09-s1'), testGame('g2', 't1', 't3', null)];
    const answer = dryRun(instance, placed, 'g2', 'ts1-09-s2');
    expect(answer.good).toBe(false);
    if (answer.good) return;
    expect(answer.detail.code).toBe('refusal.team_overlap');
    expect(answer.detail.params.team).toBe('Hawks');
    expect(answer.detail.params.other).toMatchObject({
      home: { team: 'Hawks' },
      visitor: { team: 'Owls' },
      date: '2026-03-07',
      time: '09:00',
      venue: 'North',
    });
    expect(answer.reason).toBe(reasonText(answer.detail));
    expect(answer.reason).toBe(
      'Hawks already plays U10 Hawks v Owls on 2026-03-07 09:00 at North at that time',
    );
    expectNoIds(answer.detail);
  });

  it('gives the weekly limit with the date its week begins', () => {
    const instance = testInstance();
    instance.schedules[0]!.max_games_week = 1;
    const placed = [testGame('g1', 't1', 't2', 'ts2-09-s1'), testGame('g2', 't1', 't3', null)];
    const answer = dryRun(instance, placed, 'g2', 'ts3-09-s1');
    if (answer.good) throw new Error('expected a refusal');
    expect(answer.detail).toMatchObject({
      code: 'refusal.week_limit',
      params: { team: 'Hawks', limit: 1, week_start: '2026-03-08' },
    });
  });

  it('names a venue without coordinates that makes a travel limit unmeasurable', () => {
    const instance = testInstance({ distances: [] });
    instance.venues[1]!.latitude = null;
    instance.venues[1]!.longitude = null;
    instance.schedules[0]!.enforce_home = false;
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    instance.teams[0]!.time_constraints.push(
      buildConstraint({ kind: 'max_travel_home', max_travel_home: 50 }),
    );
    const answer = dryRun(instance, [testGame('g2', 't1', 't3', null)], 'g2', 'ts1-09-s2');
    if (answer.good) throw new Error('expected a refusal');
    expect(answer.detail).toMatchObject({
      code: 'refusal.travel_home',
      params: { team: 'Hawks', venue: 'South', no_coordinates: ['South'] },
    });
    expect(answer.reason).toMatch(/no coordinates for South/);
  });
});

describe('unscheduled reasons as data', () => {
  it('gives each unscheduled game a coded reason whose English is the contract string', async () => {
    const instance = testInstance();
    instance.schedules[0]!.schedule_end = '2026-03-08' as never;
    for (const team of instance.teams) {
      team.time_constraints.push(buildConstraint({ kind: 'no_play', start_date: '2026-03-08' }));
    }
    const result = await solve(instance, { seed: 1 });
    const ids = Object.keys(result.unscheduled_reasons);
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(result.unscheduled_details).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const detail = result.unscheduled_details[id]!;
      expect(detail.code).toBe('unscheduled.blocked');
      expect(result.unscheduled_reasons[id]).toBe(reasonText(detail));
      expectNoIds(detail);
    }
    const parts = Object.values(result.unscheduled_details).flatMap((d) => d.params.parts as Reason[]);
    expect(parts).toContainEqual(
      expect.objectContaining({
        code: 'blocked.no_play',
        params: expect.objectContaining({ dates: ['2026-03-08'] }),
      }),
    );
  });

  it('names the bracket game a game waits for by its round and teams, not its id', async () => {
    const instance = testInstance({ timeslots: [] });
    const final: Game = {
      ...testGame('final', null, null, null),
      round: 2,
      bracket: 'winners',
      home_from: { game_id: 'g1' as never, take: 'winner' },
      visitor_from: { game_id: 'g2' as never, take: 'loser' },
    };
    const semi = (id: string, home: string, visitor: string): Game => ({
      ...testGame(id, home, visitor, null),
      round: 1,
      bracket: 'winners',
    });
    instance.fixed_games.push(semi('g1', 't1', 't2'), semi('g2', 't3', 't4'), final);
    const result = await solve(instance, { seed: 1 });
    const detail = result.unscheduled_details.final!;
    expect(detail.code).toBe('unscheduled.feeder');
    expect((detail.params.game as ReasonGame).visitor).toEqual({
      take: 'loser',
      game: { bracket: 'winners', round: 1, teams: ['Bears', 'Wolves'] },
    });
    expect(result.unscheduled_reasons.final).toBe(
      'U10 winner of winners bracket round 1 (Hawks v Owls) v loser of winners bracket round 1 (Bears v Wolves): depends on U10 Hawks v Owls, which is unscheduled',
    );
  });

  it('names the venue without coordinates when no slot meets a travel limit', async () => {
    const instance = testInstance({ distances: [] });
    instance.venues[1]!.latitude = null;
    instance.venues[1]!.longitude = null;
    instance.timeslots = instance.timeslots.filter((s) => s.surface_id === 's2');
    instance.schedules[0]!.enforce_home = false;
    instance.teams[0]!.home_venue_ids = ['v1'] as never;
    instance.teams[0]!.time_constraints.push(
      buildConstraint({ kind: 'max_travel_home', max_travel_home: 50 }),
    );
    const result = await solve(instance, { seed: 1 });
    const hawks = Object.entries(result.unscheduled_details).filter(([, d]) =>
      reasonText(d).includes('Hawks'),
    );
    expect(hawks.length).toBeGreaterThan(0);
    for (const [id, detail] of hawks) {
      expect(detail.params.parts).toContainEqual(
        expect.objectContaining({
          code: 'blocked.travel_home',
          params: expect.objectContaining({ team: 'Hawks', no_coordinates: ['South'] }),
        }),
      );
      expect(result.unscheduled_reasons[id]).toMatch(/no coordinates for South/);
    }
  });
});

describe('conflict reasons', () => {
  function breach(instance: Instance) {
    const games = [testGame('g1', 't1', 't2', 'ts1-09-s1')];
    return findConflicts(instance, games).time_constraint_breaches;
  }

  it('names the team, the rule and the game with its date, time and venue', () => {
    const instance = testInstance();
    instance.teams[1]!.time_constraints.push(buildConstraint({ kind: 'no_play', start_date: '2026-03-07' }));
    const [found] = breach(instance);
    expect(found?.reason).toEqual({
      code: 'conflict.time_constraint',
      params: {
        team: 'Owls',
        kind: 'no_play',
        game: {
          division: 'U10',
          home: { team: 'Hawks' },
          visitor: { team: 'Owls' },
          bracket: null,
          round: 1,
          date: '2026-03-07',
          time: '09:00',
          venue: 'North',
        },
      },
    });
    expect(found?.message).toBe("U10 Hawks v Owls on 2026-03-07 09:00 at North breaks Owls's no-play date");
  });

  it('names the teams of overlapping games and of a surface used twice', () => {
    const games = [testGame('g1', 't1', 't2', 'ts1-09-s1'), testGame('g2', 't1', 't3', 'ts1-09-s1')];
    const found = findConflicts(testInstance(), games);
    expect(found.surface_conflicts[0]?.message).toBe(
      'F1 at North holds U10 Hawks v Owls on 2026-03-07 09:00 at North and U10 Hawks v Bears on 2026-03-07 09:00 at North at once',
    );
    expect(found.team_overlaps[0]?.reason.code).toBe('conflict.team_overlap');
    for (const c of [...found.surface_conflicts, ...found.team_overlaps]) expectNoIds(c.reason);
  });
});
