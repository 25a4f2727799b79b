import type { GamesChanged } from '@app/contracts';
import { games, schedules } from '@app/db';
import { parseResult } from '@app/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScheduleSeason, type ScheduleSeason } from '../../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { SLOT_CHANGED_DURING_SOLVE, saveSolveResult } from './save-solve-result.ts';

let t: TestApp;
let season: ScheduleSeason;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
});
afterAll(async () => {
  await t.close();
});

const blankSchedule = async (name: string): Promise<string> =>
  (
    await season.client.post<{ id: string }>('/api/schedules/blank', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      name,
    })
  ).body.id;

describe('saving a solve after hand edits of the season', () => {
  it('stores a game whose slot was taken during the solve unscheduled, and the rest as solved', async () => {
    const [hawks, owls, bears, foxes] = season.teams;
    const [taken, free] = season.slots;
    // A hand edit of another schedule takes a slot while the solve (below) still counts on it.
    const other = await blankSchedule('By hand');
    const made = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: other,
      home_id: hawks?.id,
      visitor_id: owls?.id,
      timeslot_id: taken?.id,
      override: true,
    });
    expect(made.status).toBe(201);
    const solvedId = await blankSchedule('Solved');
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, solvedId));
    // The engine's JSON, read as the worker's answer is.
    const game = (id: string, home: string, visitor: string, slot: string) => ({
      id,
      schedule_id: solvedId,
      division_id: season.divisions[0].id,
      home_id: home,
      visitor_id: visitor,
      is_practice: false,
      round: 1,
      timeslot_id: slot,
      bracket: null,
      home_from: null,
      visitor_from: null,
    });
    // The run holds the row, as the job runner's claim leaves it.
    const token = new Date();
    await t.db
      .update(schedules)
      .set({ status: 'running', startedAt: token })
      .where(eq(schedules.id, solvedId));
    await saveSolveResult(t.db, {
      scheduleId: solvedId,
      organizationId: row?.organizationId as string,
      cancelled: false,
      keepPlaced: false,
      token,
      result: {
        ...parseResult({
          format_version: 1,
          status: 'complete',
          games: [
            game('g1', bears?.id as string, foxes?.id as string, taken?.id as string),
            game('g2', hawks?.id as string, bears?.id as string, free?.id as string),
          ],
          unscheduled_reasons: {},
          metrics: { scheduled: 2, unscheduled: 0, success_rate: 100, elapsed_ms: 5 },
        }),
        unscheduled_details: {},
      },
    });
    const stored = await t.db.select().from(games).where(eq(games.scheduleId, solvedId));
    expect(
      stored
        .map((g) => ({
          home: g.homeId,
          slot: g.timeslotId,
          reason: g.unscheduledReason,
          detail: g.unscheduledReasonDetail,
        }))
        .sort((a, b) => String(a.home).localeCompare(String(b.home))),
    ).toEqual(
      [
        {
          home: bears?.id,
          slot: null,
          reason: SLOT_CHANGED_DURING_SOLVE,
          detail: { code: 'unscheduled.slot_changed', params: {} },
        },
        { home: hawks?.id, slot: free?.id, reason: null, detail: null },
      ].sort((a, b) => String(a.home).localeCompare(String(b.home))),
    );
    const [after] = await t.db.select().from(schedules).where(eq(schedules.id, solvedId));
    expect(after).toMatchObject({ status: 'done', scheduled: 1, remaining: 1, total: 2, successRate: 50 });
    expect(after?.log).toContain(
      '1 left unscheduled: their timeslots were taken or deleted during the solve.',
    );
    // The hand-placed game keeps its slot.
    const [kept] = await t.db.select().from(games).where(eq(games.scheduleId, other));
    expect(kept?.timeslotId).toBe(taken?.id);
  });
});
