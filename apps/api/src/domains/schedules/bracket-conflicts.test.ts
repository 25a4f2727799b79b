import type { Conflicts, ErrorResponse, Game, GamesChanged } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSlots, nyTime, slotRow } from '../../../test/timeslot-fixtures.ts';

let t: TestApp;
let season: ScheduleSeason;
let cupId: string;
let games: Game[];

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  // Four teams, one game a day: the semi-finals and the final must not share a day (a team's path).
  cupId = await createSchedule(season, { name: 'Cup', config: { style: 'single', max_games_day: 1 } });
  await waitForFinish(season.client, cupId);
  games = (await scheduleDetail(season.client, cupId)).games;
});
afterAll(async () => {
  await t.close();
});

const dateOf = (game: Game | undefined) =>
  season.slots.find((s) => s.id === game?.timeslot_id)?.start.slice(0, 10) ?? null;

describe('a bracket under one game a day', () => {
  it('is solved with the final on a later day than both semi-finals', () => {
    const final = games.find((g) => g.home_from !== null);
    const semis = games.filter((g) => g.home_from === null);
    expect(semis).toHaveLength(2);
    expect(games.every((g) => g.timeslot_id !== null)).toBe(true);
    for (const semi of semis) expect(dateOf(semi)! < dateOf(final)!).toBe(true);
  });

  it('refuses the final on its semi-final day, and the conflicts report the broken chain once forced', async () => {
    const final = games.find((g) => g.home_from !== null) as Game;
    const semi = games.find((g) => g.id === final.home_from?.game_id) as Game;
    const date = dateOf(semi) as string;
    // A free afternoon slot on the semi-final's day (the fixture's slots are at 09:00).
    const [afternoon] = await createSlots(season, [
      slotRow(season, date, { start: nyTime(date, '14:00'), finish: nyTime(date, '15:30') }),
    ]);
    const refused = await season.client.patch<ErrorResponse>(`/api/games/${final.id}`, {
      timeslot_id: afternoon?.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.timeslot_id?.[0]).toBe(
      `a team's path through the bracket would have more than 1 game(s) on ${date}`,
    );

    const forced = await season.client.patch<GamesChanged>(`/api/games/${final.id}`, {
      timeslot_id: afternoon?.id,
      override: true,
    });
    expect(forced.status).toBe(200);
    // Moved before its teams are known, the final stays a game (no visitor yet is not a practice).
    expect(forced.body.games.find((g) => g.id === final.id)).toMatchObject({
      is_practice: false,
      visitor_id: null,
      visitor_from: final.visitor_from,
    });
    const own = await season.client.get<Conflicts>(`/api/schedules/${cupId}/conflicts`);
    expect(own.body.bracket).toHaveLength(1);
    expect(own.body.bracket[0]).toMatchObject({
      game_ids: [semi.id, final.id],
      reason: {
        code: 'conflict.bracket_chain',
        params: { rule: 'max_games_day', period: date, count: 2, limit: 1 },
      },
    });
    expect(own.body.bracket[0]?.message).toMatch(
      new RegExp(`^A team's path through the bracket has 2 games on ${date} \\(at most 1\\): .+ → .+`),
    );
    const all = await season.client.get<Conflicts>(`/api/seasons/${season.seasonId}/conflicts`);
    expect(all.body.bracket).toEqual(own.body.bracket);

    const back = await season.client.patch<GamesChanged>(`/api/games/${final.id}`, {
      timeslot_id: final.timeslot_id,
    });
    expect(back.status).toBe(200);
    const clean = await season.client.get<Conflicts>(`/api/schedules/${cupId}/conflicts`);
    expect(clean.body.bracket).toEqual([]);
  });
});
