import type { DryRunAnswer, ErrorResponse, Game, GamesChanged, ScheduleDetail } from '@app/contracts';
import { schedules } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let season: ScheduleSeason;
let stranger: ScheduleSeason;
let scheduleId: string;

const detail = (id = scheduleId) => scheduleDetail(season.client, id);
const slotOf = (d: ScheduleDetail, game: Game) => d.timeslots.find((s) => s.id === game.timeslot_id);
const placed = (d: ScheduleDetail) =>
  d.games
    .filter((g) => g.timeslot_id !== null)
    .sort((a, b) => (slotOf(d, a)?.start ?? '').localeCompare(slotOf(d, b)?.start ?? ''));

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  stranger = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

describe('swap, unschedule and assign back through the dry run', () => {
  it('swaps exactly two scheduled games', async () => {
    const before = placed(await detail());
    const [a, b] = [before[0] as Game, before[before.length - 1] as Game];
    const res = await season.client.post<GamesChanged>('/api/games/swap', { ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    const after = await detail();
    expect(after.games.find((g) => g.id === a.id)?.timeslot_id).toBe(b.timeslot_id);
    expect(after.games.find((g) => g.id === b.id)?.timeslot_id).toBe(a.timeslot_id);
    const one = await season.client.post<ErrorResponse>('/api/games/swap', { ids: [a.id] });
    expect(one.status).toBe(400);
    expect(one.body.errors.ids).toEqual(['choose exactly two games to swap']);
    // Swapping back restores the schedule.
    expect((await season.client.post('/api/games/swap', { ids: [a.id, b.id] })).status).toBe(200);
  });

  it('unschedules a game keeping its pairing, refuses a slot that breaks a rule, and assigns it back', async () => {
    const { first, mover, freed, clash } = await sameDayCase();
    const res = await season.client.post<GamesChanged>('/api/games/unschedule', { ids: [mover.id] });
    expect(res.status).toBe(200);
    expect(res.body.games[0]).toMatchObject({
      id: mover.id,
      timeslot_id: null,
      home_id: mover.home_id,
      visitor_id: mover.visitor_id,
      unscheduled_reason: 'Unscheduled by hand.',
      unscheduled_reason_detail: { code: 'unscheduled.by_hand', params: {} },
    });

    const bad = await season.client.post<DryRunAnswer>('/api/games/dry_run', {
      game_id: clash.id,
      timeslot_id: freed,
    });
    expect(bad.body.good).toBe(false);
    expect(bad.body.reason).toBeTruthy();
    // The refusal names teams and the game in the way, with its date and time, never an id.
    expect(bad.body.reason).not.toMatch(UUID);
    expect(bad.body.reason_detail?.code).toMatch(/^refusal\./);
    expect(JSON.stringify(bad.body.reason_detail)).not.toMatch(UUID);
    expect(bad.body.reason).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
    const refused = await season.client.patch<ErrorResponse>(`/api/games/${clash.id}`, {
      timeslot_id: freed,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.timeslot_id?.[0]).toBe(bad.body.reason);
    expect(refused.body.reasons).toEqual([bad.body.reason_detail]);
    expect((await detail()).games.find((g) => g.id === clash.id)?.timeslot_id).toBe(clash.timeslot_id);

    const good = await season.client.post<DryRunAnswer>('/api/games/dry_run', {
      game_id: mover.id,
      timeslot_id: freed,
    });
    expect(good.body).toEqual({ good: true, reason: null, reason_detail: null });
    const taken = await season.client.post<DryRunAnswer>('/api/games/dry_run', {
      game_id: mover.id,
      timeslot_id: first.timeslot_id,
    });
    expect(taken.body).toEqual({ good: false, reason: 'already holds a game', reason_detail: null });
    const assigned = await season.client.patch<GamesChanged>(`/api/games/${mover.id}`, {
      timeslot_id: freed,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.games[0]?.timeslot_id).toBe(freed);
    expect(assigned.body.games[0]?.unscheduled_reason).toBeNull();
    expect(assigned.body.games[0]?.unscheduled_reason_detail).toBeNull();
    // Back where it was, for the next tests.
    await season.client.patch(`/api/games/${mover.id}`, { timeslot_id: mover.timeslot_id, override: true });
  });

  it('saves a move that breaks a rule when forced', async () => {
    const { freed, clash, mover } = await sameDayCase();
    await season.client.post('/api/games/unschedule', { ids: [mover.id] });
    const forced = await season.client.patch<GamesChanged>(`/api/games/${clash.id}`, {
      timeslot_id: freed,
      override: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.games[0]?.timeslot_id).toBe(freed);
    await season.client.patch(`/api/games/${clash.id}`, { timeslot_id: clash.timeslot_id, override: true });
    await season.client.patch(`/api/games/${mover.id}`, { timeslot_id: mover.timeslot_id, override: true });
  });
});

/**
 * Four teams, one game each a day at most: the first game (A v B), the other slot of its day (`freed`), the
 * game of the two other teams (`mover`, C v D, free to play that day), and another game of A (`clash`, which
 * may not: A would play twice).
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;

async function sameDayCase() {
  const d = await detail();
  const games = placed(d);
  const first = games[0] as Game;
  const day = slotOf(d, first)?.start.slice(0, 10);
  const freed = season.slots.find((s) => s.id !== first.timeslot_id && s.start.slice(0, 10) === day)
    ?.id as string;
  const firstTeams = new Set([first.home_id, first.visitor_id]);
  const mover = d.games.find((g) => !firstTeams.has(g.home_id) && !firstTeams.has(g.visitor_id)) as Game;
  const clash = games.find(
    (g) => g.id !== first.id && (g.home_id === first.home_id || g.visitor_id === first.home_id),
  ) as Game;
  return { first, freed, mover, clash };
}

describe('split, shift, scores and delete', () => {
  it('splits a game into a double header with home and away swapped', async () => {
    const d = await detail();
    const game = placed(d)[0] as Game;
    const slot = slotOf(d, game);
    const res = await season.client.post<GamesChanged>('/api/games/split', { id: game.id });
    expect(res.status).toBe(200);
    const [kept, added] = res.body.games.sort((a, b) => (a.id === game.id ? -1 : b.id === game.id ? 1 : 0));
    expect(kept?.id).toBe(game.id);
    expect(added).toMatchObject({ home_id: game.visitor_id, visitor_id: game.home_id });
    const after = await detail();
    const halves = [kept, added].map((g) => after.timeslots.find((s) => s.id === g?.timeslot_id));
    expect(halves[0]?.start).toBe(slot?.start);
    expect(halves[0]?.finish).toBe(halves[1]?.start);
    expect(halves[1]?.finish).toBe(slot?.finish);
  });

  it('shifts games by an amount and unit, and shifting back restores the times exactly', async () => {
    const d = await detail();
    const game = placed(d)[placed(d).length - 1] as Game;
    const before = slotOf(d, game);
    const moved = await season.client.post<GamesChanged>('/api/games/shift', {
      ids: [game.id],
      amount: 1,
      units: 'hours',
    });
    expect(moved.status).toBe(200);
    const mid = slotOf(await detail(), game);
    expect(Date.parse(mid?.start ?? '') - Date.parse(before?.start ?? '')).toBe(3_600_000);
    await season.client.post('/api/games/shift', { ids: [game.id], amount: -1, units: 'hours' });
    expect(slotOf(await detail(), game)).toEqual(before);
    const zero = await season.client.post<ErrorResponse>('/api/games/shift', { ids: [game.id], amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.amount).toBeDefined();
  });

  it('enters scores (digits only) and refuses letters naming the field', async () => {
    const game = placed(await detail())[0] as Game;
    const res = await season.client.post<GamesChanged>('/api/games/scores', {
      games: [{ id: game.id, home_score: 3, visitor_score: 2, overtime: true }],
    });
    expect(res.status).toBe(200);
    expect(res.body.games[0]).toMatchObject({ home_score: 3, visitor_score: 2, overtime: true });
    const bad = await season.client.post<ErrorResponse>('/api/games/scores', {
      games: [{ id: game.id, home_score: 'three', visitor_score: 2 }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('games.0.home_score');
  });

  it('deletes games for good', async () => {
    const game = placed(await detail())[0] as Game;
    const res = await season.client.post<GamesChanged>('/api/games/delete', { ids: [game.id] });
    expect(res.body.deleted_ids).toEqual([game.id]);
    expect((await detail()).games.some((g) => g.id === game.id)).toBe(false);
  });
});

describe('blank schedules and games by hand', () => {
  it('creates a blank schedule and a game in an open slot, refusing a team of another division', async () => {
    const blank = await season.client.post<{ id: string }>('/api/schedules/blank', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      name: 'By hand',
    });
    expect(blank.status).toBe(201);
    const d = await detail(blank.body.id);
    expect(d).toMatchObject({ status: 'done', finished: true, games: [] });
    const taken = new Set((await detail()).games.map((g) => g.timeslot_id));
    const open = season.slots.find((s) => !taken.has(s.id));
    const [home, visitor] = season.teams;
    const created = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: blank.body.id,
      home_id: home?.id,
      visitor_id: visitor?.id,
      timeslot_id: open?.id,
      override: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.games[0]).toMatchObject({ home_id: home?.id, timeslot_id: open?.id });
    const [other] = await buildTeams(season.client, season.divisions[1].id, ['Stranger FC']);
    const wrong = await season.client.post<ErrorResponse>('/api/games', {
      schedule_id: blank.body.id,
      home_id: other?.id,
      visitor_id: visitor?.id,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.home_id).toEqual(['is not a team of this division']);
  });
});

describe('a 6-team double elimination', () => {
  it('sends winners and losers on as scores are entered', async () => {
    const teams = await buildTeams(stranger.client, stranger.divisions[1].id, ['A', 'B', 'C', 'D', 'E', 'F']);
    const created = await stranger.client.post<{ id: string }>('/api/schedules', {
      season_id: stranger.seasonId,
      division_id: stranger.divisions[1].id,
      name: 'Cup',
      config: { style: 'double', schedule_start: '2026-04-01', schedule_end: '2026-05-31', max_games_day: 2 },
    });
    expect(created.status).toBe(201);
    await waitForFinish(stranger.client, created.body.id);
    let games = (await stranger.client.get<ScheduleDetail>(`/api/schedules/${created.body.id}`)).body.games;
    expect(games).toHaveLength(11);
    // Keep scoring the first game whose teams are known and that has no score, home team winning, until none is left.
    for (let played = 0; played < 20; played += 1) {
      const next = games.find((g) => g.home_id && g.visitor_id && g.home_score === null);
      if (!next) break;
      const res = await stranger.client.post<GamesChanged>('/api/games/scores', {
        games: [{ id: next.id, home_score: 2, visitor_score: 1, overtime: false }],
      });
      expect(res.status).toBe(200);
      const fed = games.filter(
        (g) => g.home_from?.game_id === next.id || g.visitor_from?.game_id === next.id,
      );
      for (const g of fed) {
        const now = res.body.games.find((x) => x.id === g.id);
        const side = g.home_from?.game_id === next.id ? now?.home_id : now?.visitor_id;
        const take = g.home_from?.game_id === next.id ? g.home_from.take : g.visitor_from?.take;
        expect(side).toBe(take === 'winner' ? next.home_id : next.visitor_id);
      }
      games = (await stranger.client.get<ScheduleDetail>(`/api/schedules/${created.body.id}`)).body.games;
    }
    const known = games.filter((g) => g.home_id && g.visitor_id);
    // Every game but a grand-final reset gets both teams once everything before it is scored.
    expect(known.length).toBeGreaterThanOrEqual(10);
    expect(new Set(games.flatMap((g) => [g.home_id, g.visitor_id]).filter(Boolean))).toEqual(
      new Set(teams.map((team) => team.id)),
    );
    const tie = games.find((g) => g.home_id && g.visitor_id) as Game;
    const refused = await stranger.client.post<ErrorResponse>('/api/games/scores', {
      games: [{ id: tie.id, home_score: 1, visitor_score: 1, overtime: false }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['games.0.home_score']?.[0]).toContain('winner');
  });
});

describe('access', () => {
  it("answers 404 for another organisation's games and schedules", async () => {
    const game = placed(await detail())[0] as Game;
    const calls: [string, string, unknown][] = [
      ['PATCH', `/api/games/${game.id}`, { home_score: 1 }],
      ['POST', '/api/games/dry_run', { game_id: game.id, timeslot_id: game.timeslot_id }],
      ['POST', '/api/games/unschedule', { ids: [game.id] }],
      ['POST', '/api/games/delete', { ids: [game.id] }],
      ['POST', '/api/games/split', { id: game.id }],
      ['POST', '/api/games/shift', { ids: [game.id], amount: 1, units: 'days' }],
      ['POST', '/api/games/scores', { games: [{ id: game.id, home_score: 1, visitor_score: 0 }] }],
      ['POST', '/api/games', { schedule_id: scheduleId, home_id: game.home_id, visitor_id: game.visitor_id }],
      [
        'POST',
        '/api/schedules/blank',
        { season_id: season.seasonId, division_id: season.divisions[0].id, name: 'X' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const res = await stranger.client.request(method as 'POST', url, payload);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
  });

  it('lets a user dry-run but not change games', async () => {
    const reader = await buildReader(t, season);
    const game = placed(await detail())[0] as Game;
    expect(
      (await reader.post('/api/games/dry_run', { game_id: game.id, timeslot_id: game.timeslot_id })).status,
    ).toBe(200);
    expect((await reader.post('/api/games/unschedule', { ids: [game.id] })).status).toBe(403);
    expect((await reader.patch(`/api/games/${game.id}`, { home_score: 1 })).status).toBe(403);
  });

  it('refuses edits while the schedule is being solved', async () => {
    const game = placed(await detail())[0] as Game;
    await t.db.update(schedules).set({ status: 'running' }).where(eq(schedules.id, scheduleId));
    try {
      const res = await season.client.post<ErrorResponse>('/api/games/unschedule', { ids: [game.id] });
      expect(res.status).toBe(409);
      expect(res.body.errors.schedule).toBeDefined();
    } finally {
      await t.db.update(schedules).set({ status: 'done' }).where(eq(schedules.id, scheduleId));
    }
  });
});
