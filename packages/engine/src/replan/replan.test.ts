import { describe, expect, it } from 'vitest';
import { testGame, testInstance, testRoundRobin } from '../assign/test-instance.ts';
import type { Game, Instance, Result } from '../model/instance.ts';
import { validateResult } from '../validate/index.ts';
import { replan } from './replan.ts';
import type { CancelSpec, ReplanResult } from './replan-types.ts';

const day = (date: string, more: Partial<CancelSpec> = {}): CancelSpec => ({
  date,
  venue_id: null,
  surface_id: null,
  from: null,
  to: null,
  ...more,
});

/** The season after a re-plan: moves applied, unplaced games without a slot. */
function applied(games: Game[], plan: ReplanResult): Game[] {
  const to = new Map(plan.moves.map((m) => [m.game_id, m.to_timeslot_id]));
  for (const u of plan.unplaced) to.set(u.game_id, null);
  return games.map((g) => (to.has(g.id) ? ({ ...g, timeslot_id: to.get(g.id) ?? null } as Game) : g));
}

/**
 * The referee's violations of a re-planned season, the cancelled slots closed and locked games fixed.
 * `partial` fixtures hold a few games rather than a whole round robin: their pairings are not judged.
 */
function violations(
  instance: Instance,
  games: Game[],
  plan: ReplanResult,
  locked: string[] = [],
  partial = false,
): string[] {
  const closed = new Set(plan.cancelled_timeslot_ids);
  const after = applied(games, plan);
  const unscheduled = after.filter((g) => g.timeslot_id === null);
  const result: Result = {
    format_version: 1,
    status: unscheduled.length === 0 ? 'complete' : 'partial',
    games: after,
    unscheduled_reasons: Object.fromEntries(unscheduled.map((g) => [g.id, 'unplaced'])),
    metrics: {
      scheduled: after.length - unscheduled.length,
      unscheduled: unscheduled.length,
      success_rate: Math.ceil((100 * (after.length - unscheduled.length)) / Math.max(1, after.length)),
      elapsed_ms: 0,
    },
  };
  const judged: Instance = {
    ...instance,
    timeslots: instance.timeslots.map((t) => (closed.has(t.id) ? { ...t, is_reserved: true } : t)),
    fixed_games: after.filter((g) => locked.includes(g.id) && g.timeslot_id !== null),
  };
  return validateResult(judged, result)
    .violations.filter((v) => !(partial && v.rule === 'pairing'))
    .map((v) => `${v.rule}: ${v.message}`);
}

/** Four teams, a double round robin (12 games): round r on day r, two games a day on field s1. */
function roundPerDay(): { instance: Instance; games: Game[] } {
  const instance = testInstance();
  const games = testRoundRobin(instance, 'sch1', 2).map((g) => {
    const r = g.round!;
    const first = testRoundRobin(instance, 'sch1', 2).findIndex((o) => o.round === r);
    const hour = g.id === `sch1-g${first + 1}` ? '09' : '11';
    return { ...g, timeslot_id: `ts${r}-${hour}-s1` } as Game;
  });
  return { instance, games };
}

/** Six teams, one 09:00 slot on field s1 on each of four days; Hawks (t1) may not play on days 3 and 4. */
function chain(rules: { team: string; dates: [string, string] }[]): Instance {
  const ids = ['t1', 't2', 't3', 't4', 't5', 't6'];
  const base = testInstance({
    teams: ids.map((id) => ({
      id,
      division_id: 'd1',
      time_constraints: [
        ...(id === 't1' ? [{ kind: 'no_play', start_date: '2026-03-09', end_date: '2026-03-10' }] : []),
        ...rules
          .filter((r) => r.team === id)
          .map((r) => ({ kind: 'no_play', start_date: r.dates[0], end_date: r.dates[1] })),
      ],
    })),
  });
  return { ...base, timeslots: base.timeslots.filter((t) => /^ts[1-4]-09-s1$/.test(t.id)) };
}

describe('replan', () => {
  it('moves each game of a rained-out day once into a free slot, and nothing else', async () => {
    const { instance, games } = roundPerDay();
    const plan = await replan(instance, games, day('2026-03-07'));
    expect(plan.cancelled_timeslot_ids).toHaveLength(6);
    expect(plan.cancelled_games).toBe(2);
    expect(plan.moved).toBe(2);
    expect(plan.moves).toHaveLength(2);
    expect(plan.moves.every((m) => m.cancelled && m.to_timeslot_id !== null)).toBe(true);
    expect(plan.moves.map((m) => m.from_timeslot_id).sort()).toEqual(['ts1-09-s1', 'ts1-11-s1']);
    for (const m of plan.moves) expect(plan.cancelled_timeslot_ids).not.toContain(m.to_timeslot_id);
    expect(plan.unplaced).toEqual([]);
    expect(plan.teams_affected).toBe(4);
    expect(violations(instance, games, plan)).toEqual([]);
  });

  it('prefers the slots the organiser added, then the nearest date', async () => {
    const { instance, games } = roundPerDay();
    const plan = await replan(instance, games, day('2026-03-07'), {
      added_timeslot_ids: ['ts14-09-s2', 'ts14-13-s2'],
    });
    expect(plan.moves.map((m) => m.to_timeslot_id).sort()).toEqual(['ts14-09-s2', 'ts14-13-s2']);
    const near = await replan(instance, games, day('2026-03-10'));
    // Every team plays on the days around it (one game a day): the nearest free day is the first after round 6.
    expect(near.moves).toHaveLength(2);
    for (const m of near.moves) expect(m.to_timeslot_id).toMatch(/^ts7-/);
    expect(violations(instance, games, plan)).toEqual([]);
  });

  it('cancels only the slots of the given venue overlapping the time range', async () => {
    const { instance, games } = roundPerDay();
    const plan = await replan(
      instance,
      games,
      day('2026-03-07', { venue_id: 'v1', from: '10:00', to: '12:00' }),
    );
    expect(plan.cancelled_timeslot_ids.sort()).toEqual(['ts1-09-s1', 'ts1-11-s1']);
    const surface = await replan(instance, games, {
      ...day('2026-03-07'),
      date: null,
      surface_id: 's2',
      from: '13:00',
    });
    expect(surface.cancelled_timeslot_ids).toHaveLength(14);
    expect(surface.cancelled_games).toBe(0);
    expect(surface.moves).toEqual([]);
  });

  it('makes room by moving one other game when no free slot keeps the rules', async () => {
    // Three slots; Hawks (t1) may not play on 2026-03-09, so the rained-out game can only take the Bears v
    // Wolves slot of 2026-03-08, and Bears v Wolves moves to the free slot of 2026-03-09.
    const base = testInstance({
      teams: ['t1', 't2', 't3', 't4'].map((id) => ({
        id,
        division_id: 'd1',
        time_constraints: id === 't1' ? [{ kind: 'no_play', start_date: '2026-03-09' }] : [],
      })),
    });
    const instance = {
      ...base,
      timeslots: base.timeslots.filter((t) => ['ts1-09-s1', 'ts2-09-s1', 'ts3-09-s1'].includes(t.id)),
    };
    const games = [testGame('g1', 't1', 't2', 'ts1-09-s1'), testGame('g2', 't3', 't4', 'ts2-09-s1')];
    const plan = await replan(instance, games, day('2026-03-07'));
    expect(plan.moves).toEqual([
      { game_id: 'g1', from_timeslot_id: 'ts1-09-s1', to_timeslot_id: 'ts2-09-s1', cancelled: true },
      { game_id: 'g2', from_timeslot_id: 'ts2-09-s1', to_timeslot_id: 'ts3-09-s1', cancelled: false },
    ]);
    expect(plan.moved).toBe(2);
    expect(plan.teams_affected).toBe(4);
    expect(violations(instance, games, plan, [], true)).toEqual([]);

    // Locked, Bears v Wolves keeps its slot, and the rained-out game is reported with why.
    const locked = await replan(instance, games, day('2026-03-07'), { locked_game_ids: ['g2'] });
    expect(locked.moves).toEqual([
      { game_id: 'g1', from_timeslot_id: 'ts1-09-s1', to_timeslot_id: null, cancelled: true },
    ]);
    expect(locked.moved).toBe(0);
    expect(locked.unplaced).toHaveLength(1);
    expect(locked.unplaced[0]!.game_id).toBe('g1');
    expect(locked.unplaced[0]!.reason.code).toBe('unscheduled.blocked');
    expect(JSON.stringify(locked.unplaced[0]!.reason.params.parts)).toContain('no_play');
    expect(violations(instance, games, locked, ['g2'], true)).toEqual([]);
  });

  it('makes room in a full season, moving one other game', async () => {
    // Twelve games, one a day in the 09:00 slot of field s1 (the other slots are gone); the last two days are
    // free, but the rained-out game's teams may not play then: it takes another day's slot, whose game (of
    // the other two teams) moves to a free day.
    const plain = testInstance();
    const games = testRoundRobin(plain, 'sch1', 2).map(
      (g, i) => ({ ...g, timeslot_id: `ts${i + 1}-09-s1` }) as Game,
    );
    const rained: (string | null)[] = [games[0]!.home_id, games[0]!.visitor_id];
    const base = testInstance({
      teams: ['t1', 't2', 't3', 't4'].map((id) => ({
        id,
        division_id: 'd1',
        time_constraints: rained.includes(id)
          ? [{ kind: 'no_play', start_date: '2026-03-19', end_date: '2026-03-20' }]
          : [],
      })),
    });
    const instance = { ...base, timeslots: base.timeslots.filter((t) => t.id.endsWith('-09-s1')) };
    const plan = await replan(instance, games, day('2026-03-07'));
    expect(plan.unplaced).toEqual([]);
    expect(plan.moved).toBe(2);
    const other = plan.moves.find((m) => !m.cancelled)!;
    const moved = games.find((g) => g.id === other.game_id)!;
    expect(rained).not.toContain(moved.home_id);
    expect(rained).not.toContain(moved.visitor_id);
    expect(other.to_timeslot_id).toMatch(/^ts1[34]-/);
    const after = applied(games, plan);
    for (const g of games.filter((g) => !plan.moves.some((m) => m.game_id === g.id)))
      expect(after.find((a) => a.id === g.id)!.timeslot_id).toBe(g.timeslot_id);
    expect(violations(instance, games, plan)).toEqual([]);
  });

  it('moves a chain of two other games when that is the only way, and no more', async () => {
    // Four days, one slot each. Hawks (t1) may not play on days 3-4, so their rained-out game needs day 2;
    // day 2's game (t3) may not go to day 4, so it takes day 3, whose game takes the free day 4.
    const instance = chain([{ team: 't3', dates: ['2026-03-10', '2026-03-10'] }]);
    const games = [
      testGame('g', 't1', 't2', 'ts1-09-s1'),
      testGame('o1', 't3', 't4', 'ts2-09-s1'),
      testGame('o2', 't5', 't6', 'ts3-09-s1'),
    ];
    const plan = await replan(instance, games, day('2026-03-07'));
    expect(plan.moves).toEqual([
      { game_id: 'g', from_timeslot_id: 'ts1-09-s1', to_timeslot_id: 'ts2-09-s1', cancelled: true },
      { game_id: 'o1', from_timeslot_id: 'ts2-09-s1', to_timeslot_id: 'ts3-09-s1', cancelled: false },
      { game_id: 'o2', from_timeslot_id: 'ts3-09-s1', to_timeslot_id: 'ts4-09-s1', cancelled: false },
    ]);
    expect(plan.teams_affected).toBe(6);
    expect(violations(instance, games, plan, [], true)).toEqual([]);

    // When the last game of the chain may not move either, a third move would be needed: the game stays out.
    const stuck = chain([
      { team: 't3', dates: ['2026-03-10', '2026-03-10'] },
      { team: 't5', dates: ['2026-03-10', '2026-03-10'] },
    ]);
    const none = await replan(stuck, games, day('2026-03-07'));
    expect(none.moves).toEqual([
      { game_id: 'g', from_timeslot_id: 'ts1-09-s1', to_timeslot_id: null, cancelled: true },
    ]);
    expect(none.unplaced.map((u) => u.reason.code)).toEqual(['unscheduled.blocked']);
  });

  it('lifts a bracket game whose feeder lost its slot and found no other', async () => {
    const base = testInstance();
    const instance = {
      ...base,
      timeslots: base.timeslots.filter((t) => ['ts1-09-s1', 'ts1-09-s2', 'ts2-09-s1'].includes(t.id)),
    };
    const final = {
      ...testGame('g3', null, null, 'ts2-09-s1'),
      home_from: { game_id: 'g1', take: 'winner' },
      visitor_from: { game_id: 'g2', take: 'winner' },
    } as Game;
    const games = [testGame('g1', 't1', 't2', 'ts1-09-s1'), testGame('g2', 't3', 't4', 'ts1-09-s2'), final];
    const plan = await replan(instance, games, day('2026-03-07', { surface_id: 's1' }));
    expect(plan.cancelled_games).toBe(1);
    expect(plan.moves).toEqual([
      { game_id: 'g1', from_timeslot_id: 'ts1-09-s1', to_timeslot_id: null, cancelled: true },
      { game_id: 'g3', from_timeslot_id: 'ts2-09-s1', to_timeslot_id: null, cancelled: false },
    ]);
    expect(plan.unplaced.map((u) => [u.game_id, u.reason.code])).toEqual([
      ['g1', 'unscheduled.blocked'],
      ['g3', 'unscheduled.feeder'],
    ]);
    expect(violations(instance, games, plan, [], true)).toEqual([]);
  });

  it('never moves locked games or games of other schedules, and leaves unscheduled games alone', async () => {
    const { instance, games } = roundPerDay();
    const other = { ...testGame('x1', 't1', 't2', 'ts1-13-s1'), schedule_id: 'friendly' } as Game;
    const waiting = testGame('w1', 't3', 't4', null);
    const all = [...games, other, waiting];
    const plan = await replan(instance, all, day('2026-03-07'), { locked_game_ids: ['sch1-g1'] });
    const ids = plan.moves.map((m) => m.game_id);
    expect(ids).not.toContain('sch1-g1');
    expect(ids).not.toContain('x1');
    expect(ids).not.toContain('w1');
    expect(plan.cancelled_games).toBe(1);
  });

  it('gives the same plan for the same seed', async () => {
    const { instance, games } = roundPerDay();
    const a = await replan(instance, games, day('2026-03-08'), { seed: 7, now: () => 0 });
    const b = await replan(instance, games, day('2026-03-08'), { seed: 7, now: () => 0 });
    expect(a).toEqual(b);
  });

  it('never uses a slot that starts before not_before', async () => {
    const { instance, games } = roundPerDay();
    const plan = await replan(instance, games, day('2026-03-10'), {
      not_before: '2026-03-15T00:00:00-05:00',
    });
    expect(plan.moves).toHaveLength(2);
    for (const m of plan.moves) expect(m.to_timeslot_id).toMatch(/^ts9-/);
  });

  it('refuses bad input naming the field', async () => {
    const { instance, games } = roundPerDay();
    const none: CancelSpec = { date: null, venue_id: null, surface_id: null, from: null, to: null };
    await expect(replan(instance, games, none)).rejects.toThrow(/^cancel: give at least one/);
    await expect(replan(instance, games, day('2026-02-30'))).rejects.toThrow(/^cancel\.date: /);
    await expect(replan(instance, games, day('2026-03-07', { from: '12:00', to: '10:00' }))).rejects.toThrow(
      /^cancel\.to: must be after cancel\.from/,
    );
    await expect(replan(instance, games, day('2026-03-07', { from: '9:00' }))).rejects.toThrow(
      /^cancel\.from: /,
    );
    await expect(replan(instance, games, day('2026-03-07', { venue_id: 'nope' }))).rejects.toThrow(
      /^cancel\.venue_id: unknown venue/,
    );
    await expect(
      replan(instance, games, day('2026-03-07', { venue_id: 'v1', surface_id: 's2' })),
    ).rejects.toThrow(/^cancel\.surface_id: surface "s2" is not at venue "v1"/);
    await expect(replan(instance, games, day('2026-03-07'), { locked_game_ids: ['zz'] })).rejects.toThrow(
      /^locked_game_ids\[0\]: unknown game "zz"/,
    );
    await expect(replan(instance, games, day('2026-03-07'), { added_timeslot_ids: ['zz'] })).rejects.toThrow(
      /^added_timeslot_ids\[0\]: unknown timeslot/,
    );
  });
});
