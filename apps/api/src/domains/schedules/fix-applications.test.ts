import type {
  Diagnosis,
  ErrorResponse,
  FixApplication,
  GamesChanged,
  ScheduleDetail,
  Team,
  Timeslot,
} from '@app/contracts';
import { games, schedules, timeConstraints, timeslotDivisions, timeslots } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  nyTime,
  slotRow,
  type TimeslotSeason,
} from '../../../test/timeslot-fixtures.ts';

/**
 * Applying a diagnosis fix and undoing it over HTTP (docs/diagnosis.md#the-api). The app works no jobs here:
 * the run a fix queues is played by the test (the row finished, an unscheduled game replaced by a placed
 * one, as saveSolveResult does), so the file needs no solver and checks apply and undo alone.
 */
let t: TestApp;
let season: TimeslotSeason;
let stranger: TimeslotSeason;
let teams: Team[];
let slots: Timeslot[];
let scheduleId: string;
let constraintId: string;

const reason = (code: string) => ({ code, params: {} });

function diagnosis(divisionId: string): Diagnosis {
  const whatIf = (id: string, fix: Diagnosis['fixes'][number]['fix']) => ({
    id,
    fix,
    reason: reason('fix.add_slots'),
    division_ids: [divisionId],
    places: 1,
    unscheduled_after: 1,
    complete: false,
  });
  return {
    format_version: 1,
    divisions: [],
    conflicts: [],
    fixes: [
      whatIf('slots', {
        kind: 'add_slots',
        division_id: divisionId,
        slots: [0, 1].map((i) => ({
          start: nyTime('2027-04-17', '09:00'),
          finish: nyTime('2027-04-17', '10:30'),
          venue_id: season.venueId,
          surface_id: season.surfaceIds[i] as string,
        })),
      }),
      whatIf('setting', {
        kind: 'change_setting',
        schedule_id: scheduleId,
        setting: 'max_games_day',
        value: 2,
      }),
      whatIf('relax', {
        kind: 'relax_team_rule',
        team_id: teams[0]?.id as string,
        rule: 'time_constraint',
        constraint_index: 0,
        constraint_id: constraintId,
      }),
    ],
    elapsed_ms: 5,
  };
}

/** The schedule as a short run leaves it: finished, with the diagnosis above. */
async function finishWithDiagnosis(): Promise<void> {
  await t.db
    .update(schedules)
    .set({ status: 'done', diagnosis: diagnosis(season.divisions[0].id), leaseUntil: null })
    .where(eq(schedules.id, scheduleId));
}

/** The queued run, as the worker would end it: `gameId` (unscheduled) replaced by a game in `slotId`. */
async function playRun(gameId: string | null, slotId: string | null): Promise<void> {
  if (gameId && slotId) {
    const [old] = await t.db.select().from(games).where(eq(games.id, gameId));
    if (!old) throw new Error('no game');
    await t.db.delete(games).where(eq(games.id, gameId));
    const { id: _, createdAt: __, ...rest } = old;
    await t.db.insert(games).values({ ...rest, timeslotId: slotId, unscheduledReason: null });
  }
  await t.db.update(schedules).set({ status: 'done', leaseUntil: null }).where(eq(schedules.id, scheduleId));
}

const apply = (fixId: string) =>
  season.client.post<FixApplication & ErrorResponse>(`/api/schedules/${scheduleId}/fixes`, { fix_id: fixId });
const undo = (id: string) =>
  season.client.post<FixApplication & ErrorResponse>(`/api/fix_applications/${id}/undo`, {});
const detail = async () => (await season.client.get<ScheduleDetail>(`/api/schedules/${scheduleId}`)).body;

let unscheduledId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { jobs: false } });
  season = await buildTimeslotSeason(t);
  stranger = await buildTimeslotSeason(t);
  teams = await buildTeams(season.client, season.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
  slots = await createSlots(season, [slotRow(season, '2027-04-03'), slotRow(season, '2027-04-10')]);
  const blank = await season.client.post<{ id: string }>('/api/schedules/blank', {
    season_id: season.seasonId,
    division_id: season.divisions[0].id,
    name: 'Spring games',
  });
  scheduleId = blank.body.id;
  const ids: string[] = [];
  for (const [home, visitor, slot] of [
    [teams[0], teams[1], slots[0]],
    [teams[2], teams[3], null],
  ] as const) {
    const res = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: scheduleId,
      home_id: home?.id,
      visitor_id: visitor?.id,
      timeslot_id: slot?.id ?? null,
    });
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.games[0]?.id as string);
  }
  unscheduledId = ids[1] as string;
  const [constraint] = await t.db
    .insert(timeConstraints)
    .values({
      organizationId: season.organizationId,
      teamId: teams[0]?.id as string,
      style: 'weekly',
      type: 1,
      weekdays: [6],
    })
    .returning();
  constraintId = constraint?.id as string;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the stored diagnosis', () => {
  it('is part of the schedule detail once the run has finished, and cleared by a new run', async () => {
    await finishWithDiagnosis();
    expect((await detail()).diagnosis?.fixes.map((f) => f.id)).toEqual(['slots', 'setting', 'relax']);
    await t.db.update(schedules).set({ status: 'running' }).where(eq(schedules.id, scheduleId));
    expect((await detail()).diagnosis).toBeNull();
  });
});

describe('apply and undo', () => {
  it('adds the slots for the division, queues a run, and undo puts games, slots and diagnosis back', async () => {
    await finishWithDiagnosis();
    const applied = await apply('slots');
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.status).toBe('applied');
    const created = applied.body.created_timeslot_ids;
    expect(created).toHaveLength(2);
    const links = await t.db
      .select()
      .from(timeslotDivisions)
      .where(inArray(timeslotDivisions.timeslotId, created));
    expect(links.map((l) => l.divisionId)).toEqual([season.divisions[0].id, season.divisions[0].id]);
    const queued = await detail();
    expect(queued.status).toBe('queued');
    expect(queued.retry_mode).toBe('unscheduled_only');
    expect(queued.diagnosis).toBeNull();

    const early = await undo(applied.body.id);
    expect(early.status).toBe(409);
    expect(early.body.errors.base?.[0]).toContain('still going');

    await playRun(unscheduledId, created[0] as string);
    expect((await detail()).games.filter((g) => g.timeslot_id !== null)).toHaveLength(2);
    const undone = await undo(applied.body.id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.status).toBe('undone');
    expect(undone.body.undone_at).not.toBeNull();
    const after = await detail();
    expect(after.games.map((g) => g.timeslot_id).sort()).toEqual([slots[0]?.id, null].sort());
    expect(after.games.find((g) => g.id === unscheduledId)?.timeslot_id).toBeNull();
    expect(after.diagnosis?.fixes).toHaveLength(3);
    expect(await t.db.select().from(timeslots).where(inArray(timeslots.id, created))).toEqual([]);
    const twice = await undo(applied.body.id);
    expect(twice.status).toBe(409);
    expect(twice.body.errors.status?.[0]).toBe('is already undone');
  });

  it('relaxes a team rule by deleting it, and undo brings the same rule back', async () => {
    await finishWithDiagnosis();
    const applied = await apply('relax');
    expect(applied.status, applied.text).toBe(201);
    expect(await t.db.select().from(timeConstraints).where(eq(timeConstraints.id, constraintId))).toEqual([]);
    await playRun(null, null);
    const undone = await undo(applied.body.id);
    expect(undone.status, undone.text).toBe(200);
    const [back] = await t.db.select().from(timeConstraints).where(eq(timeConstraints.id, constraintId));
    expect(back?.weekdays).toEqual([6]);
  });

  it('changes the setting; undo is refused after a hand move or a later fix', async () => {
    await finishWithDiagnosis();
    const first = await apply('setting');
    expect(first.status, first.text).toBe(201);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    expect((row?.config as { max_games_day?: number } | undefined)?.max_games_day).toBe(2);
    await playRun(null, null);
    await finishWithDiagnosis();
    const second = await apply('slots');
    expect(second.status, second.text).toBe(201);
    await playRun(null, null);
    const superseded = await undo(first.body.id);
    expect(superseded.status).toBe(409);
    expect(superseded.body.errors.base?.[0]).toContain('can no longer be undone');

    const placed = (await detail()).games.find((g) => g.timeslot_id !== null);
    const moved = await season.client.patch(`/api/games/${placed?.id}`, { timeslot_id: slots[1]?.id });
    expect(moved.status, moved.text).toBe(200);
    const edited = await undo(second.body.id);
    expect(edited.status).toBe(409);
    expect(edited.body.errors.base?.[0]).toContain('hand edit');
  });
});

describe('refusals', () => {
  it('names fix_id for an unknown or missing fix, and answers 404 or 403 outside the managers', async () => {
    await finishWithDiagnosis();
    const unknown = await apply('nope');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.fix_id?.[0]).toBe('is not a fix of this schedule’s diagnosis');
    const empty = await apply('');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.fix_id?.[0]).toBe('must name a fix of the diagnosis');
    expect(
      (await stranger.client.post(`/api/schedules/${scheduleId}/fixes`, { fix_id: 'slots' })).status,
    ).toBe(404);
    const reader = await buildReader(t, season);
    expect((await reader.post(`/api/schedules/${scheduleId}/fixes`, { fix_id: 'slots' })).status).toBe(403);
    const applied = await apply('setting');
    expect(applied.status).toBe(201);
    expect((await stranger.client.post(`/api/fix_applications/${applied.body.id}/undo`, {})).status).toBe(
      404,
    );
    expect((await reader.post(`/api/fix_applications/${applied.body.id}/undo`, {})).status).toBe(403);
    await playRun(null, null);
    const none = await apply('setting');
    expect(none.status).toBe(422);
    expect(none.body.errors.fix_id?.[0]).toContain('no diagnosis');
  });
});
