import { HIDDEN_GAME_MESSAGE, type ScheduleDetail } from '@app/contracts';
import { games, organizations } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isBlurredPosition, isHiddenPosition, masksGames } from './hidden-games.ts';

describe('the hidden-game rule (docs/free-tier.md)', () => {
  it('hides every third position and blurs all but the first of each three', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isHiddenPosition)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect([0, 1, 2, 3].map(isBlurredPosition)).toEqual([false, true, true, false]);
    for (let p = 0; p < 30; p += 1) if (isHiddenPosition(p)) expect(isBlurredPosition(p)).toBe(true);
  });

  it('masks only organisations not on a paid plan', () => {
    expect(masksGames('free')).toBe(true);
    expect(masksGames('no_such_plan')).toBe(true);
    expect(masksGames('all_star_yearly')).toBe(false);
  });
});

let t: TestApp;
let league: PublicLeague;
let hiddenId: string;
let shownId: string;

beforeAll(async () => {
  t = await createTestApp();
  league = await buildPublicLeague(t);
  await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, league.organizationId));
  // Games made by hand take positions 1, 2, 3, 4: the second ("unscored", placed) is hidden.
  hiddenId = league.gameIds.unscored;
  shownId = league.gameIds.scored;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('writes that touch a hidden game of a free organisation', () => {
  const refused = { errors: { base: [HIDDEN_GAME_MESSAGE] } };

  it('answers the hidden game masked in place', async () => {
    const detail = (await league.client.get<ScheduleDetail>(`/api/schedules/${league.scheduleId}`)).body;
    const game = detail.games.find((g) => g.id === hiddenId);
    expect(game).toMatchObject({
      hidden: true,
      home_id: null,
      visitor_id: null,
      timeslot_id: null,
      round: null,
    });
    expect(detail.games.find((g) => g.id === shownId)).toMatchObject({ hidden: false });
  });

  it('refuses edit, scores, swap, shift, multi-edit, split, unschedule, delete and dry run with 403', async () => {
    const { client } = league;
    const calls = [
      client.patch(`/api/games/${hiddenId}`, { home_score: 1, visitor_score: 2 }),
      client.post('/api/games/scores', { games: [{ id: hiddenId, home_score: 1, visitor_score: 0 }] }),
      client.post('/api/games/swap', { ids: [shownId, hiddenId] }),
      client.post('/api/games/shift', { ids: [hiddenId], amount: 1, units: 'hours' }),
      client.post('/api/games/multi_edit', { ids: [hiddenId], shift: { amount: 1, units: 'hours' } }),
      client.post('/api/games/split', { id: hiddenId }),
      client.post('/api/games/unschedule', { ids: [shownId, hiddenId] }),
      client.post('/api/games/delete', { ids: [hiddenId] }),
      client.post('/api/games/dry_run', { game_id: hiddenId, timeslot_id: shownId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refused);
    }
  });

  it('refuses moving, freeing or deleting the slot that holds it (calendar drag, unschedule)', async () => {
    const { client, seasonId } = league;
    const [row] = await t.db.select().from(games).where(eq(games.id, hiddenId));
    const slotId = row?.timeslotId as string;
    expect(slotId).toBeTruthy();
    const calls = [
      client.post('/api/timeslots/shift', { season_id: seasonId, items: [slotId], amount: 1, units: 'days' }),
      client.post('/api/timeslots/unschedule', { season_id: seasonId, ids: [slotId] }),
      client.post('/api/timeslots/bulk_delete', { ids: [slotId] }),
      client.delete(`/api/timeslots/${slotId}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refused);
    }
  });

  it('still lets the visible games be edited, and a paid organisation edit the same game', async () => {
    const { client } = league;
    expect((await client.patch(`/api/games/${shownId}`, { home_score: 4, visitor_score: 2 })).status).toBe(
      200,
    );
    await t.db
      .update(organizations)
      .set({ plan: 'all_star_yearly' })
      .where(eq(organizations.id, league.organizationId));
    const res = await client.patch<{ games: { id: string; hidden: boolean; home_score: number }[] }>(
      `/api/games/${hiddenId}`,
      { home_score: 1, visitor_score: 2 },
    );
    expect(res.status).toBe(200);
    expect(res.body.games[0]).toMatchObject({ id: hiddenId, hidden: false, home_score: 1 });
  });
});
