import type { ErrorResponse, Game, GamesChanged, GamesMultiEdited, Timeslot } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReader } from '../../../test/league-setup.ts';
import { buildScheduleSeason, type ScheduleSeason, scheduleDetail } from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listSlots, nyTime } from '../../../test/timeslot-fixtures.ts';

// The game dialog's places (start, finish, surface) and the multi-edit of several games (docs/games.md).

let t: TestApp;
let season: ScheduleSeason;
let stranger: ScheduleSeason;
let scheduleId: string;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  stranger = await buildScheduleSeason(t);
  const blank = await season.client.post<{ id: string }>('/api/schedules/blank', {
    season_id: season.seasonId,
    division_id: season.divisions[0].id,
    name: 'By hand',
  });
  if (blank.status !== 201) throw new Error(blank.text);
  scheduleId = blank.body.id;
});
afterAll(async () => {
  await t.close();
});

const teamId = (i: number) => () => season.teams[i]?.id as string;
const [hawks, owls, bears, foxes] = [teamId(0), teamId(1), teamId(2), teamId(3)];
const slotOf = async (game: Game): Promise<Timeslot | undefined> =>
  (await listSlots(season.client, season.seasonId)).find((s) => s.id === game.timeslot_id);

async function createAt(
  home: string,
  visitor: string,
  place: { start: string; finish: string; surface_id: string },
  override = false,
): Promise<Game> {
  const res = await season.client.post<GamesChanged>('/api/games', {
    schedule_id: scheduleId,
    home_id: home,
    visitor_id: visitor,
    ...place,
    override,
  });
  if (res.status !== 201) throw new Error(`createAt: ${res.status} ${res.text}`);
  return res.body.games[0] as Game;
}

describe('a game placed by times and surface', () => {
  it('makes a new neutral game slot there when none exists', async () => {
    const before = (await listSlots(season.client, season.seasonId)).length;
    const game = await createAt(hawks(), owls(), {
      start: nyTime('2026-04-05', '09:00'),
      finish: nyTime('2026-04-05', '11:00'),
      surface_id: season.surfaceIds[0],
    });
    const slot = await slotOf(game);
    expect(slot).toMatchObject({
      start: new Date(nyTime('2026-04-05', '09:00')).toISOString(),
      finish: new Date(nyTime('2026-04-05', '11:00')).toISOString(),
      surface_id: season.surfaceIds[0],
      venue_id: season.venueId,
      divisions: [],
      is_game: true,
      is_reserved: false,
    });
    expect((await listSlots(season.client, season.seasonId)).length).toBe(before + 1);
  });

  it('uses the open slot with exactly those times, without making another', async () => {
    const open = season.slots[2] as Timeslot;
    const before = (await listSlots(season.client, season.seasonId)).length;
    const game = await createAt(bears(), foxes(), {
      start: open.start,
      finish: open.finish,
      surface_id: open.surface_id,
    });
    expect(game.timeslot_id).toBe(open.id);
    expect((await listSlots(season.client, season.seasonId)).length).toBe(before);
  });

  it('names the field of each refusal', async () => {
    const post = (body: object) =>
      season.client.post<ErrorResponse>('/api/games', {
        schedule_id: scheduleId,
        home_id: hawks(),
        visitor_id: bears(),
        ...body,
      });
    const open = season.slots[0] as Timeslot;
    const overlapping = await post({
      start: nyTime('2026-04-04', '10:00'),
      finish: nyTime('2026-04-04', '12:00'),
      surface_id: open.surface_id,
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.errors.start).toEqual(['overlaps another timeslot on this surface']);
    const foreign = await post({
      start: nyTime('2026-04-06', '09:00'),
      finish: nyTime('2026-04-06', '11:00'),
      surface_id: stranger.surfaceIds[0],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.surface_id).toEqual(['is not a surface of this season']);
    const partial = await post({ start: nyTime('2026-04-06', '09:00') });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toMatchObject({ finish: ['is required'], surface_id: ['is required'] });
    const backwards = await post({
      start: nyTime('2026-04-06', '09:00'),
      finish: nyTime('2026-04-06', '08:00'),
      surface_id: season.surfaceIds[0],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.finish).toEqual(['must be after the start']);
    const both = await post({
      timeslot_id: open.id,
      start: open.start,
      finish: open.finish,
      surface_id: open.surface_id,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors.timeslot_id).toEqual(['give a timeslot or a place, not both']);
  });

  it('moves an edited game’s own slot to its new place, and refuses a hard rule on timeslot_id', async () => {
    const game = await createAt(owls(), foxes(), {
      start: nyTime('2026-04-08', '18:00'),
      finish: nyTime('2026-04-08', '20:00'),
      surface_id: season.surfaceIds[1],
    });
    const moved = await season.client.patch<GamesChanged>(`/api/games/${game.id}`, {
      start: nyTime('2026-04-09', '18:30'),
      finish: nyTime('2026-04-09', '20:30'),
      surface_id: season.surfaceIds[0],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.games[0]?.timeslot_id).toBe(game.timeslot_id);
    expect(await slotOf(game)).toMatchObject({
      start: new Date(nyTime('2026-04-09', '18:30')).toISOString(),
      surface_id: season.surfaceIds[0],
    });
    // Owls already play Hawks on April 5 at 09:00: the same hour on another field is refused, then forced.
    const clash = {
      start: nyTime('2026-04-05', '09:00'),
      finish: nyTime('2026-04-05', '11:00'),
      surface_id: season.surfaceIds[1],
    };
    const refused = await season.client.patch<ErrorResponse>(`/api/games/${game.id}`, clash);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.timeslot_id?.[0]).toBeTruthy();
    expect(refused.body.reasons?.length).toBeGreaterThan(0);
    expect((await slotOf(game))?.start).toBe(new Date(nyTime('2026-04-09', '18:30')).toISOString());
    const forced = await season.client.patch<GamesChanged>(`/api/games/${game.id}`, {
      ...clash,
      override: true,
    });
    expect(forced.status).toBe(200);
    // Put back, so the multi-edit below starts from legal games.
    await season.client.patch(`/api/games/${game.id}`, {
      start: nyTime('2026-04-09', '09:00'),
      finish: nyTime('2026-04-09', '11:00'),
      surface_id: season.surfaceIds[0],
    });
  });
});

describe('multi-edit', () => {
  const games = async () =>
    (await scheduleDetail(season.client, scheduleId)).games.filter((g) => g.timeslot_id !== null);

  it('moves several games at once, shift and surface together', async () => {
    const chosen = await games();
    expect(chosen.length).toBe(3);
    const before = await listSlots(season.client, season.seasonId);
    const res = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', {
      ids: chosen.map((g) => g.id),
      shift: { amount: 2, units: 'hours' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ saved: true, refused: [] });
    expect(res.body.games).toHaveLength(3);
    const after = await listSlots(season.client, season.seasonId);
    for (const game of chosen) {
      const was = before.find((s) => s.id === game.timeslot_id) as Timeslot;
      const now = after.find((s) => s.id === game.timeslot_id) as Timeslot;
      expect(new Date(now.start).getTime() - new Date(was.start).getTime()).toBe(2 * 3600_000);
    }
    const back = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', {
      ids: chosen.map((g) => g.id),
      shift: { amount: -2, units: 'hours' },
    });
    expect(back.body.saved).toBe(true);
  });

  it('saves nothing when one game is refused, and lists each refused game with its reason', async () => {
    const chosen = await games();
    const before = await listSlots(season.client, season.seasonId);
    // The April 4 game's slot moved to field 2 lands on the open slot there: an overlap, never forceable.
    const onSaturday = chosen.find((g) => g.timeslot_id === season.slots[2]?.id) as Game;
    const res = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', {
      ids: chosen.map((g) => g.id),
      surface_id: season.surfaceIds[1],
    });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(false);
    expect(res.body.games).toEqual([]);
    expect(res.body.refused).toContainEqual({
      id: onSaturday.id,
      reason: 'overlaps another timeslot on this surface',
      reason_detail: null,
      forceable: false,
    });
    expect(await listSlots(season.client, season.seasonId)).toEqual(before);
  });

  it('refuses a hard rule as forceable, and override saves it', async () => {
    const chosen = await games();
    const thursday = chosen.find((g) => g.home_id === owls()) as Game;
    expect((await slotOf(thursday))?.start).toBe(new Date(nyTime('2026-04-09', '09:00')).toISOString());
    // Owls v Foxes four days earlier on field 2 is the hour of Hawks v Owls on field 1: Owls would play twice.
    const body = {
      ids: [thursday.id],
      shift: { amount: -4, units: 'days' },
      surface_id: season.surfaceIds[1],
    };
    const refused = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', body);
    expect(refused.body.saved).toBe(false);
    expect(refused.body.refused).toHaveLength(1);
    expect(refused.body.refused[0]).toMatchObject({ id: thursday.id, forceable: true });
    expect(refused.body.refused[0]?.reason_detail?.code).toMatch(/^refusal\./);
    expect((await slotOf(thursday))?.start).toBe(new Date(nyTime('2026-04-09', '09:00')).toISOString());
    const forced = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', {
      ...body,
      override: true,
    });
    expect(forced.body).toMatchObject({ saved: true, refused: [] });
  });

  it('refuses an unscheduled game by name, a reader (403) and another organisation (404)', async () => {
    const [game] = await games();
    const id = (game as Game).id;
    await season.client.post('/api/games/unschedule', { ids: [id] });
    const res = await season.client.post<GamesMultiEdited>('/api/games/multi_edit', {
      ids: [id],
      shift: { amount: 1, units: 'days' },
    });
    expect(res.body).toMatchObject({
      saved: false,
      refused: [{ id, reason: 'is not scheduled', reason_detail: null, forceable: false }],
    });
    const reader = await buildReader(t, season);
    const body = { ids: [id], shift: { amount: 1, units: 'days' } };
    expect((await reader.post('/api/games/multi_edit', body)).status).toBe(403);
    expect((await stranger.client.post('/api/games/multi_edit', body)).status).toBe(404);
    const none = await season.client.post<ErrorResponse>('/api/games/multi_edit', { ids: [id] });
    expect(none.status).toBe(400);
    expect(none.body.errors.base).toEqual(['choose a shift or a surface']);
  });
});
