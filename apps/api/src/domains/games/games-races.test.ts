import type { ErrorResponse, GamesChanged, Team, Timeslot } from '@app/contracts';
import { games } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { fireTogether, RACE_TRIALS, roundDate, statuses, tally } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  slotRow,
  type TimeslotSeason,
} from '../../../test/timeslot-fixtures.ts';

// Concurrent hand edits of one season's games (docs/games.md, "Under concurrent edits"): each round fires
// two edits that are each legal alone but not together; exactly one may win and the other answers what it
// would a moment later.

let t: TestApp;
let season: TimeslotSeason;
let teams: Team[];
let scheduleId: string;
/** Each round's slots: 09:00-10:30 New York on its own day, on the first and on the second surface. */
let slots: Map<string, [Timeslot, Timeslot]>;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildTimeslotSeason(t);
  teams = await buildTeams(season.client, season.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
  // Made before the blank schedule, whose dates span the season's slots when it is created.
  const dates = Array.from({ length: 90 }, (_, day) => roundDate(day));
  const made = await createSlots(
    season,
    dates.flatMap((date) => [
      slotRow(season, date),
      slotRow(season, date, { surface_id: season.surfaceIds[1] }),
    ]),
  );
  slots = new Map(dates.map((date, i) => [date, [made[2 * i], made[2 * i + 1]] as [Timeslot, Timeslot]]));
  const blank = await season.client.post<{ id: string }>('/api/schedules/blank', {
    season_id: season.seasonId,
    division_id: season.divisions[0].id,
    name: 'By hand',
  });
  scheduleId = blank.body.id;
});
afterAll(async () => {
  await t.close();
});

/** A game of the blank schedule made by hand, unscheduled unless a slot is given. */
async function createGame(home: Team, visitor: Team, timeslotId: string | null = null): Promise<string> {
  const res = await season.client.post<GamesChanged>('/api/games', {
    schedule_id: scheduleId,
    home_id: home.id,
    visitor_id: visitor.id,
    timeslot_id: timeslotId,
  });
  if (res.status !== 201) throw new Error(`createGame: ${res.status} ${res.text}`);
  return res.body.games[0]?.id as string;
}

describe('games under concurrent edits', () => {
  it("never places one team's two games at the same time when both are moved at once", async () => {
    const [hawks, owls, bears] = teams as [Team, Team, Team];
    const outcomes: string[] = [];
    const reasons: string[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(round);
      const [first, second] = slots.get(date) ?? [];
      const gameIds = [await createGame(hawks, owls), await createGame(hawks, bears)];
      const answers = await fireTogether<GamesChanged | ErrorResponse>([
        () => season.client.patch(`/api/games/${gameIds[0]}`, { timeslot_id: first?.id }),
        () => season.client.patch(`/api/games/${gameIds[1]}`, { timeslot_id: second?.id }),
      ]);
      outcomes.push(statuses(answers));
      const loser = answers.find((a) => a.status !== 200);
      if (loser) reasons.push(...((loser.body as ErrorResponse).errors.timeslot_id ?? ['(none)']));
      const rows = await t.db.select().from(games).where(inArray(games.id, gameIds));
      if (rows.every((g) => g.timeslotId !== null)) violations += 1;
    }
    // The engine refuses the second move as it would a moment later: 422 with its reason, which the user
    // may override (docs/games.md).
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '200 422': RACE_TRIALS },
      violations: 0,
    });
    expect(reasons).toHaveLength(RACE_TRIALS);
    for (const reason of reasons) expect(reason).toMatch(/Hawks/);
  });

  it('puts one game in a slot when two are created into it at once', async () => {
    const [hawks, owls, bears, foxes] = teams as [Team, Team, Team, Team];
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(30 + round);
      const [slot] = slots.get(date) ?? [];
      const answers = await fireTogether<GamesChanged | ErrorResponse>([
        () =>
          season.client.post('/api/games', {
            schedule_id: scheduleId,
            home_id: hawks.id,
            visitor_id: owls.id,
            timeslot_id: slot?.id,
            override: true,
          }),
        () =>
          season.client.post('/api/games', {
            schedule_id: scheduleId,
            home_id: bears.id,
            visitor_id: foxes.id,
            timeslot_id: slot?.id,
            override: true,
          }),
      ]);
      outcomes.push(statuses(answers));
      const loser = answers.find((a) => a.status !== 201);
      if (loser) bodies.push(loser.body);
      const inSlot = await t.db
        .select()
        .from(games)
        .where(eq(games.timeslotId, slot?.id as string));
      if (inSlot.length !== 1) violations += 1;
    }
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '201 409': RACE_TRIALS },
      violations: 0,
    });
    expect(bodies).toEqual(Array(RACE_TRIALS).fill({ errors: { timeslot_id: ['already holds a game'] } }));
  });

  it('lets only one of two games move into one open slot at once', async () => {
    const [hawks, owls, bears, foxes] = teams as [Team, Team, Team, Team];
    const outcomes: string[] = [];
    const bodies: unknown[] = [];
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const date = roundDate(60 + round);
      const [slot] = slots.get(date) ?? [];
      const gameIds = [await createGame(hawks, owls), await createGame(bears, foxes)];
      const answers = await fireTogether<GamesChanged | ErrorResponse>(
        gameIds.map(
          (id) => () => season.client.patch(`/api/games/${id}`, { timeslot_id: slot?.id, override: true }),
        ),
      );
      outcomes.push(statuses(answers));
      const loser = answers.find((a) => a.status !== 200);
      if (loser) bodies.push(loser.body);
    }
    expect(tally(outcomes)).toEqual({ '200 409': RACE_TRIALS });
    expect(bodies).toEqual(Array(RACE_TRIALS).fill({ errors: { timeslot_id: ['already holds a game'] } }));
  });

  it('never lets a swap and a move together book one team twice', async () => {
    const [hawks, owls, bears, foxes] = teams as [Team, Team, Team, Team];
    const outcomes: string[] = [];
    let violations = 0;
    for (let round = 0; round < RACE_TRIALS; round += 1) {
      const [dayOne] = slots.get(roundDate(15 + round)) ?? [];
      const [dayTwo, dayTwoOther] = slots.get(roundDate(45 + round)) ?? [];
      const first = await createGame(hawks, owls, dayOne?.id);
      const second = await createGame(bears, foxes, dayTwo?.id);
      const third = await createGame(hawks, bears);
      // Alone, each is legal; together Hawks would play twice at 09:00 on day two.
      const answers = await fireTogether<GamesChanged | ErrorResponse>([
        () => season.client.post('/api/games/swap', { ids: [first, second] }),
        () => season.client.patch(`/api/games/${third}`, { timeslot_id: dayTwoOther?.id }),
      ]);
      outcomes.push(statuses(answers));
      const rows = await t.db
        .select()
        .from(games)
        .where(inArray(games.id, [first, third]));
      const slotsOfHawks = rows.map((g) => g.timeslotId);
      if (slotsOfHawks.includes(dayTwo?.id as string) && slotsOfHawks.includes(dayTwoOther?.id as string))
        violations += 1;
    }
    expect({ outcomes: tally(outcomes), violations }).toEqual({
      outcomes: { '200 422': RACE_TRIALS },
      violations: 0,
    });
  });
});
