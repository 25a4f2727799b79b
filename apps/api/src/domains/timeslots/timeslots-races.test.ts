import type {
  ErrorResponse,
  Timeslot,
  TimeslotBulkCreateResponse,
  TimeslotUpdateResult,
} from '@app/contracts';
import { timeslots } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireTogether, RACE_TRIALS, roundDate, statuses, tally } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  listSlots,
  nyTime,
  slotRow,
  type TimeslotSeason,
} from '../../../test/timeslot-fixtures.ts';
import { constraintConflict } from '../../http/constraint-conflicts.ts';
import { databaseFailure } from '../../lib/is-unique-violation.ts';

// Concurrent edits of one season's slots (docs/timeslots.md, "Under concurrent edits"): each round fires
// conflicting calls at once; exactly one may win, the others answer what a later call would (409 for a
// single slot), and the season never ends up with two slots overlapping on a surface.

let t: TestApp;
let season: TimeslotSeason;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildTimeslotSeason(t);
});
afterAll(async () => {
  await t.close();
});

const OVERLAP = { errors: { start: ['overlaps another timeslot on this surface'] } };

/** The stored slots of the season's first surface on one day, straight from the table. */
async function storedOn(date: string, surfaceId = season.surfaceIds[0]) {
  const rows = await t.db.select().from(timeslots).where(eq(timeslots.surfaceId, surfaceId));
  return rows.filter((r) => r.start.toISOString().slice(0, 10) === date);
}

/** Whether any two of the slots share a surface and overlap in time. */
function hasOverlap(slots: readonly { surfaceId: string; start: Date; finish: Date }[]): boolean {
  return slots.some((a, i) =>
    slots.some((b, j) => j > i && a.surfaceId === b.surfaceId && a.start < b.finish && b.start < a.finish),
  );
}

describe('timeslots under concurrent edits', () => {
  it('creates the same slot only once when it is sent twice at once', async () => {
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(round);
      const body = { ...slotRow(season, date), season_id: season.seasonId };
      const answers = await fireTogether<Timeslot | ErrorResponse>([
        () => season.client.post('/api/timeslots', body),
        () => season.client.post('/api/timeslots', body),
      ]);
      outcomes.push(statuses(answers));
      const loser = answers.find((a) => a.status !== 201);
      if (loser) bodies.push(loser.body);
      if ((await storedOn(date)).length !== 1) violations += 1;
    }
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '201 409': RACE_TRIALS },
      violations: 0,
    });
    expect(bodies).toEqual(Array(RACE_TRIALS).fill(OVERLAP));
  });

  it('lets only one of two slots move onto the same place at once', async () => {
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(20 + round);
      const [a, b] = await createSlots(season, [
        slotRow(season, date),
        slotRow(season, date, { surface_id: season.surfaceIds[1] }),
      ]);
      const target = {
        surface_id: season.surfaceIds[0],
        start: nyTime(date, '15:00'),
        finish: nyTime(date, '16:30'),
      };
      const answers = await fireTogether<Timeslot | ErrorResponse>([
        () => season.client.patch(`/api/timeslots/${a?.id}`, target),
        () => season.client.patch(`/api/timeslots/${b?.id}`, target),
      ]);
      outcomes.push(statuses(answers));
      const loser = answers.find((r) => r.status !== 200);
      if (loser) bodies.push(loser.body);
      if (hasOverlap(await storedOn(date))) violations += 1;
    }
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '200 409': RACE_TRIALS },
      violations: 0,
    });
    expect(bodies).toEqual(Array(RACE_TRIALS).fill(OVERLAP));
  });

  it('keeps one of a single move and a multiple move onto the same place', async () => {
    let bothMoved = 0;
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(40 + round);
      const [a, b] = await createSlots(season, [
        slotRow(season, date),
        slotRow(season, date, { start: nyTime(date, '11:00'), finish: nyTime(date, '12:30') }),
      ]);
      const start = nyTime(date, '15:00');
      const finish = nyTime(date, '16:30');
      const [single, multiple] = await fireTogether<Timeslot | TimeslotUpdateResult | ErrorResponse>([
        () => season.client.patch(`/api/timeslots/${a?.id}`, { start, finish }),
        () => season.client.post('/api/timeslots/multiple', { timeslots: [{ id: b?.id, start, finish }] }),
      ]);
      outcomes.push(`${single?.status} ${multiple?.status}`);
      const movedMultiple = (multiple?.body as TimeslotUpdateResult | undefined)?.good === 1;
      if (single?.status === 200 && movedMultiple) bothMoved += 1;
      if (single?.status === 409) bodies.push(single.body);
      if (hasOverlap(await storedOn(date))) violations += 1;
    }
    expect({ bothMoved, violations }).toEqual({ bothMoved: 0, violations: 0 });
    // The single move answers 200 when it went first, 409 when the multiple move did; never anything else.
    expect(Object.keys(tally(outcomes)).filter((o) => o !== '200 200' && o !== '409 200')).toEqual([]);
    expect(bodies).toEqual(Array(bodies.length).fill(OVERLAP));
  });

  it('makes the rows of two identical bulk creates once', async () => {
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(60 + round);
      const rows = ['09:00', '11:00', '13:00'].map((clock) =>
        slotRow(season, date, {
          start: nyTime(date, clock),
          finish: nyTime(date, clock.replace(':00', ':45')),
        }),
      );
      const answers = await fireTogether<TimeslotBulkCreateResponse>([
        () => season.client.post('/api/timeslots/bulk', { season_id: season.seasonId, rows }),
        () => season.client.post('/api/timeslots/bulk', { season_id: season.seasonId, rows }),
      ]);
      outcomes.push(statuses(answers));
      const counts = answers.map((a) => `${a.body.count}/${a.body.skipped}`).sort();
      if (counts.join(' ') !== '0/3 3/0') bodies.push(counts);
      if ((await storedOn(date)).length !== 3) violations += 1;
    }
    // The second call finds the first one's slots and skips every row, as it would a moment later.
    expect({ outcomes: tally(outcomes), violations, bodies }).toEqual({
      outcomes: { '201 201': RACE_TRIALS },
      violations: 0,
      bodies: [],
    });
  });

  it('imports the same timeslot CSV only once when it is uploaded twice at once', async () => {
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(80 + round);
      const csv = `venue,surface,date,start,finish,divisions,type\nRiverside Park,Field 1,${date},09:00,10:30,,\nRiverside Park,Field 1,${date},11:00,12:30,,\n`;
      const url = `/api/seasons/${season.seasonId}/csv/timeslots`;
      const answers = await fireTogether<ErrorResponse | { count: number }>([
        () => season.client.post(url, { csv }),
        () => season.client.post(url, { csv }),
      ]);
      outcomes.push(statuses(answers));
      const loser = answers.find((a) => a.status !== 201);
      if (loser) bodies.push(loser.body);
      if ((await storedOn(date)).length !== 2) violations += 1;
    }
    // An import reports every bad row of the file (docs/imports.md), so the second upload is refused the way
    // it would be a moment later: 422 naming both rows.
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '201 422': RACE_TRIALS },
      violations: 0,
    });
    expect(bodies).toEqual(
      Array(RACE_TRIALS).fill({
        errors: {
          'row 2.start': ['overlaps another timeslot on this surface'],
          'row 3.start': ['overlaps another timeslot on this surface'],
        },
      }),
    );
  });

  it('has the database refuse an overlap that no check saw, answered as a 409 on start', async () => {
    const [slot] = await createSlots(season, [slotRow(season, roundDate(100))]);
    if (!slot) throw new Error('no slot');
    const insert = (start: string, finish: string) =>
      t.db.insert(timeslots).values({
        organizationId: season.organizationId,
        seasonId: season.seasonId,
        venueId: season.venueId,
        surfaceId: season.surfaceIds[0],
        start: new Date(start),
        finish: new Date(finish),
      });
    const failure = await insert(slot.start, slot.finish).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(databaseFailure(failure)).toEqual({ code: '23P01', constraint: 'timeslots_no_overlap' });
    expect(constraintConflict(failure)?.statusCode).toBe(409);
    expect(constraintConflict(failure)?.errors).toEqual(OVERLAP.errors);
    // Touching ends and another surface are no overlap for the constraint either.
    await insert(slot.finish, new Date(Date.parse(slot.finish) + 3_600_000).toISOString());
  });

  it('never leaves two overlapping slots in the season', async () => {
    const all = await t.db.select().from(timeslots).where(eq(timeslots.seasonId, season.seasonId));
    expect(all.length).toBeGreaterThan(0);
    expect(hasOverlap(all)).toBe(false);
    expect((await listSlots(season.client, season.seasonId)).length).toBe(all.length);
  });
});
