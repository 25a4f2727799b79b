import type {
  ErrorResponse,
  GamesChanged,
  Replan,
  ReplanList,
  ReplanMove,
  SeasonChanges,
  Team,
  Timeslot,
} from '@app/contracts';
import { games, replans, timeslots } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import { fireTogether, statuses } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  slotRow,
  type TimeslotSeason,
} from '../../../test/timeslot-fixtures.ts';
import { zonedWallClock } from '../../lib/time-zone.ts';

/**
 * Re-plans over HTTP (docs/replans.md): proposals are inserted as the engine would store them, so apply, undo,
 * discard, the 409s, the changes list and the feed's SEQUENCE are checked on their own; a blank schedule with
 * games placed by hand keeps the file free of solver runs.
 */
let t: TestApp;
let season: TimeslotSeason;
let stranger: TimeslotSeason;
let teams: Team[];
let slots: Timeslot[];
let scheduleId: string;
let gameIds: string[];

// Two rained-out slots on 2027-04-03 (both surfaces) and two free ones a week later.
const DAY = '2027-04-03';
const LATER = '2027-04-10';

beforeAll(async () => {
  t = await createTestApp();
  season = await buildTimeslotSeason(t);
  stranger = await buildTimeslotSeason(t);
  teams = await buildTeams(season.client, season.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
  slots = await createSlots(season, [
    slotRow(season, DAY),
    slotRow(season, DAY, { surface_id: season.surfaceIds[1] }),
    slotRow(season, LATER),
    slotRow(season, LATER, { surface_id: season.surfaceIds[1] }),
  ]);
  const blank = await season.client.post<{ id: string }>('/api/schedules/blank', {
    season_id: season.seasonId,
    division_id: season.divisions[0].id,
    name: 'Spring games',
  });
  expect(blank.status).toBe(201);
  scheduleId = blank.body.id;
  gameIds = [];
  for (const [home, visitor, slot] of [
    [teams[0], teams[1], slots[0]],
    [teams[2], teams[3], slots[1]],
  ] as const) {
    const res = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: scheduleId,
      home_id: home?.id,
      visitor_id: visitor?.id,
      timeslot_id: slot?.id,
    });
    expect(res.status, res.text).toBe(201);
    gameIds.push(res.body.games[0]?.id as string);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

const slot = (i: number) => slots[i] as Timeslot;
const place = (s: Timeslot) => {
  const { date, clock } = zonedWallClock(new Date(s.start), 'America/New_York');
  return {
    timeslot_id: s.id,
    start: s.start,
    finish: s.finish,
    date,
    time: clock,
    venue: 'Riverside Park',
    surface: 'Field 1',
  };
};

/** A proposal as proposeReplan stores it: each rained-out game to a slot a week later. */
async function insertProposal(): Promise<string> {
  const moves: ReplanMove[] = [0, 1].map((i) => ({
    game_id: gameIds[i] as string,
    schedule_id: scheduleId,
    game: {
      division: 'Under 10',
      home: { team: 'Hawks' },
      visitor: { team: 'Owls' },
      bracket: null,
      round: null,
      date: null,
      time: null,
      venue: null,
    },
    from: place(slot(i)),
    to: place(slot(i + 2)),
    cancelled: true,
    reason: null,
  }));
  const [row] = await t.db
    .insert(replans)
    .values({
      organizationId: season.organizationId,
      seasonId: season.seasonId,
      date: DAY,
      cause: 'rain',
      note: 'Storm',
      cancelledTimeslotIds: [slot(0).id, slot(1).id],
      result: { moves },
      cancelledGames: 2,
      moved: 2,
      teamsAffected: 4,
    })
    .returning();
  if (!row) throw new Error('no replan');
  return row.id;
}

const gameSlots = async () =>
  (await t.db.select().from(games).where(inArray(games.id, gameIds))).sort(
    (a, b) => gameIds.indexOf(a.id) - gameIds.indexOf(b.id),
  );

async function feedText(): Promise<string> {
  const feed = await season.client.post<{ url: string }>(`/api/schedules/${scheduleId}/feeds`, {
    team_id: null,
  });
  expect(feed.status).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: new URL(feed.body.url).pathname });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('apply and undo', () => {
  it('applies in one go, closes the cancelled slots, records changes and raises the feed SEQUENCE', async () => {
    expect(await feedText()).toContain('SEQUENCE:0');
    const id = await insertProposal();
    const shown = await season.client.get<Replan>(`/api/replans/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.moves).toHaveLength(2);
    const listed = await season.client.get<ReplanList>(`/api/seasons/${season.seasonId}/replans`);
    expect(listed.body.replans.map((r) => r.id)).toContain(id);

    const applied = await season.client.post<Replan>(`/api/replans/${id}/apply`, {});
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.status).toBe('applied');
    const after = await gameSlots();
    expect(after.map((g) => g.timeslotId)).toEqual([slot(2).id, slot(3).id]);
    expect(after.map((g) => g.sequence)).toEqual([1, 1]);
    const closed = await t.db
      .select()
      .from(timeslots)
      .where(inArray(timeslots.id, [slot(0).id, slot(1).id]));
    expect(closed.every((s) => s.isReserved)).toBe(true);

    const feed = await feedText();
    expect(feed).toContain('SEQUENCE:1');
    expect(feed).not.toContain('SEQUENCE:0');

    const changes = await season.client.get<SeasonChanges>(`/api/seasons/${season.seasonId}/changes`);
    expect(changes.status).toBe(200);
    const hawks = changes.body.teams.find((team) => team.team === 'Hawks');
    expect(hawks?.changes).toHaveLength(1);
    expect(hawks?.changes[0]).toMatchObject({ cause: 'rain', note: 'Storm', replan_id: id });
    expect(hawks?.changes[0]?.from).toMatchObject({ date: DAY, time: '09:00', venue: 'Riverside Park' });
    expect(hawks?.changes[0]?.to).toMatchObject({ date: LATER, time: '09:00' });

    const again = await season.client.post<ErrorResponse>(`/api/replans/${id}/apply`, {});
    expect(again.status).toBe(409);
    expect(again.body.errors.status?.[0]).toContain('applied');

    const undone = await season.client.post<Replan>(`/api/replans/${id}/undo`, {});
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.status).toBe('undone');
    const back = await gameSlots();
    expect(back.map((g) => g.timeslotId)).toEqual([slot(0).id, slot(1).id]);
    expect(back.map((g) => g.sequence)).toEqual([2, 2]);
    const reopened = await t.db
      .select()
      .from(timeslots)
      .where(inArray(timeslots.id, [slot(0).id, slot(1).id]));
    expect(reopened.some((s) => s.isReserved)).toBe(false);
    expect(await feedText()).toContain('SEQUENCE:2');
  });

  it('refuses to apply when a game moved since the proposal, and to undo when one moved since the apply', async () => {
    const id = await insertProposal();
    // A hand move of the first game to the later slot the proposal meant for it.
    const moved = await season.client.patch(`/api/games/${gameIds[0]}`, { timeslot_id: slot(2).id });
    expect(moved.status, moved.text).toBe(200);
    const refused = await season.client.post<ErrorResponse>(`/api/replans/${id}/apply`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors.base?.[0]).toBe('The schedule changed since this proposal; propose again');
    expect((await gameSlots())[1]?.timeslotId).toBe(slot(1).id);
    const back = await season.client.patch(`/api/games/${gameIds[0]}`, { timeslot_id: slot(0).id });
    expect(back.status).toBe(200);

    const next = await insertProposal();
    expect((await season.client.post(`/api/replans/${next}/apply`, {})).status).toBe(200);
    const hand = await season.client.patch(`/api/games/${gameIds[1]}`, { timeslot_id: null });
    expect(hand.status, hand.text).toBe(200);
    const undo = await season.client.post<ErrorResponse>(`/api/replans/${next}/undo`, {});
    expect(undo.status).toBe(409);
    expect(undo.body.errors.base?.[0]).toContain('can no longer be undone');
  });

  it('discards a proposal once', async () => {
    const id = await insertProposal();
    const discarded = await season.client.post<Replan>(`/api/replans/${id}/discard`, {});
    expect(discarded.status).toBe(200);
    expect(discarded.body.status).toBe('discarded');
    expect((await season.client.post(`/api/replans/${id}/discard`, {})).status).toBe(409);
    expect((await season.client.post(`/api/replans/${id}/apply`, {})).status).toBe(409);
  });
});

describe('changes since the last publish', () => {
  it('lists hand edits as edits, and publishing empties the list', async () => {
    const before = await season.client.get<SeasonChanges>(`/api/seasons/${season.seasonId}/changes`);
    expect(before.body.published_at).toBeNull();
    const causes = new Set(before.body.teams.flatMap((team) => team.changes.map((c) => c.cause)));
    expect(causes).toEqual(new Set(['rain', 'edit']));
    const published = await season.client.post<SeasonChanges>(
      `/api/seasons/${season.seasonId}/changes/publish`,
      {},
    );
    expect(published.status).toBe(200);
    expect(published.body.published_at).not.toBeNull();
    expect(published.body.teams).toEqual([]);
    const current = (await gameSlots())[1];
    const edit = await season.client.patch(`/api/games/${gameIds[1]}`, {
      timeslot_id: current?.timeslotId === null ? slot(3).id : null,
    });
    expect(edit.status, edit.text).toBe(200);
    const after = await season.client.get<SeasonChanges>(`/api/seasons/${season.seasonId}/changes`);
    expect(after.body.teams.map((team) => team.team).sort()).toEqual(['Bears', 'Foxes']);
    expect(after.body.teams[0]?.changes.map((c) => c.cause)).toEqual(['edit']);
  });
});

describe('who may call', () => {
  it('answers 404 to another organisation and 403 to a user on a change', async () => {
    const id = await insertProposal();
    expect((await stranger.client.get(`/api/replans/${id}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/replans/${id}/apply`, {})).status).toBe(404);
    expect((await stranger.client.get(`/api/seasons/${season.seasonId}/changes`)).status).toBe(404);
    expect((await stranger.client.get(`/api/seasons/${season.seasonId}/replans`)).status).toBe(404);
    expect(
      (await stranger.client.post(`/api/seasons/${season.seasonId}/replans`, { date: DAY })).status,
    ).toBe(404);
    const reader = await buildReader(t, season);
    expect((await reader.get(`/api/replans/${id}`)).status).toBe(200);
    expect((await reader.post(`/api/replans/${id}/apply`, {})).status).toBe(403);
    expect((await reader.post(`/api/seasons/${season.seasonId}/changes/publish`, {})).status).toBe(403);
    const [row] = await t.db.select().from(replans).where(eq(replans.id, id));
    expect(row?.status).toBe('proposed');
  });
});

describe('validation', () => {
  it('names the field of a bad proposal', async () => {
    const path = `/api/seasons/${season.seasonId}/replans`;
    const none = await season.client.post<ErrorResponse>(path, { cause: 'rain' });
    expect(none.status).toBe(400);
    expect(none.body.errors.date?.[0]).toBe('give a date, a venue or a surface');
    const backwards = await season.client.post<ErrorResponse>(path, {
      date: DAY,
      from: '12:00',
      to: '09:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to?.[0]).toBe('must be after the start');
    const cause = await season.client.post<ErrorResponse>(path, { date: DAY, cause: 'snow' });
    expect(cause.status).toBe(400);
    expect(cause.body.errors.cause?.[0]).toBe('must be rain, closed or other');
    const venue = await season.client.post<ErrorResponse>(path, { venue_id: stranger.venueId });
    expect(venue.status).toBe(422);
    expect(venue.body.errors.venue_id?.[0]).toBe('is not a venue of this organisation');
    const keep = await season.client.post<ErrorResponse>(path, {
      date: DAY,
      keep_game_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(keep.status).toBe(422);
    expect(keep.body.errors.keep_game_ids?.[0]).toBe('must be games of this season');
  });
});

describe('deleting slots and seasons', () => {
  it('raises the sequence of a game whose slot is deleted, and a season with changes deletes whole', async () => {
    const own = await buildTimeslotSeason(t);
    const ownTeams = await buildTeams(own.client, own.divisions[0].id, ['Hawks', 'Owls']);
    const [first, second] = await createSlots(own, [slotRow(own, DAY), slotRow(own, LATER)]);
    const blank = await own.client.post<{ id: string }>('/api/schedules/blank', {
      season_id: own.seasonId,
      division_id: own.divisions[0].id,
      name: 'Games',
    });
    const made = await own.client.post<GamesChanged>('/api/games', {
      schedule_id: blank.body.id,
      home_id: ownTeams[0]?.id,
      visitor_id: ownTeams[1]?.id,
      timeslot_id: first?.id,
    });
    const gameId = made.body.games[0]?.id as string;
    expect((await own.client.patch(`/api/games/${gameId}`, { timeslot_id: second?.id })).status).toBe(200);
    expect((await own.client.delete(`/api/timeslots/${second?.id}`)).status).toBe(200);
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({ timeslotId: null, sequence: 2 });
    const changes = await own.client.get<SeasonChanges>(`/api/seasons/${own.seasonId}/changes`);
    // The move is listed (its places copied); the deletion raises the sequence only: its place is gone.
    const listed = changes.body.teams[0]?.changes ?? [];
    expect(listed.map((c) => [c.cause, c.from?.date, c.to?.date])).toEqual([['edit', DAY, LATER]]);
    await own.client.patch(`/api/games/${gameId}`, { timeslot_id: first?.id });
    expect((await own.client.delete(`/api/seasons/${own.seasonId}`)).status).toBe(200);
  });
});

describe('proposing with the engine', () => {
  it('moves the rained-out games to free slots, keeps the kept ones, and applies the proposal', async () => {
    const own = await buildTimeslotSeason(t);
    const ownTeams = await buildTeams(own.client, own.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
    const ownSlots = await createSlots(own, [
      slotRow(own, DAY),
      slotRow(own, DAY, { surface_id: own.surfaceIds[1] }),
      slotRow(own, LATER),
      slotRow(own, LATER, { surface_id: own.surfaceIds[1] }),
    ]);
    const blank = await own.client.post<{ id: string }>('/api/schedules/blank', {
      season_id: own.seasonId,
      division_id: own.divisions[0].id,
      name: 'Games',
    });
    const ids: string[] = [];
    for (const [home, visitor, at] of [
      [0, 1, 0],
      [2, 3, 1],
    ] as const) {
      const made = await own.client.post<GamesChanged>('/api/games', {
        schedule_id: blank.body.id,
        home_id: ownTeams[home]?.id,
        visitor_id: ownTeams[visitor]?.id,
        timeslot_id: ownSlots[at]?.id,
      });
      expect(made.status, made.text).toBe(201);
      ids.push(made.body.games[0]?.id as string);
    }
    const proposed = await own.client.post<Replan>(`/api/seasons/${own.seasonId}/replans`, {
      date: DAY,
      cause: 'rain',
      note: 'Thunderstorm',
      keep_game_ids: [ids[1]],
    });
    expect(proposed.status, proposed.text).toBe(201);
    expect(proposed.body).toMatchObject({
      status: 'proposed',
      cause: 'rain',
      date: DAY,
      cancelled_games: 1,
      moved: 1,
    });
    expect(proposed.body.cancelled_timeslot_ids.sort()).toEqual([ownSlots[0]?.id, ownSlots[1]?.id].sort());
    expect(proposed.body.moves).toHaveLength(1);
    const [move] = proposed.body.moves;
    expect(move).toMatchObject({ game_id: ids[0], cancelled: true, game: { home: { team: 'Hawks' } } });
    expect(move?.from).toMatchObject({ date: DAY, time: '09:00', venue: 'Riverside Park' });
    expect(move?.to?.date).toBe(LATER);
    // Nothing moves before the apply.
    expect(
      (
        await t.db
          .select()
          .from(games)
          .where(eq(games.id, ids[0] as string))
      )[0]?.timeslotId,
    ).toBe(ownSlots[0]?.id);
    const applied = await own.client.post<Replan>(`/api/replans/${proposed.body.id}/apply`, {});
    expect(applied.status, applied.text).toBe(200);
    const [moved] = await t.db
      .select()
      .from(games)
      .where(eq(games.id, ids[0] as string));
    expect(moved?.timeslotId).toBe(move?.to?.timeslot_id);
  });
});

describe('a swap, applied twice at once', () => {
  it('applies once (the other answers 409) and writes games that trade slots', async () => {
    const own = await buildTimeslotSeason(t);
    const ownTeams = await buildTeams(own.client, own.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
    const ownSlots = await createSlots(own, [slotRow(own, DAY), slotRow(own, LATER)]);
    const blank = await own.client.post<{ id: string }>('/api/schedules/blank', {
      season_id: own.seasonId,
      division_id: own.divisions[0].id,
      name: 'Games',
    });
    const ids: string[] = [];
    for (const [home, visitor, at] of [
      [0, 1, 0],
      [2, 3, 1],
    ] as const) {
      const made = await own.client.post<GamesChanged>('/api/games', {
        schedule_id: blank.body.id,
        home_id: ownTeams[home]?.id,
        visitor_id: ownTeams[visitor]?.id,
        timeslot_id: ownSlots[at]?.id,
      });
      ids.push(made.body.games[0]?.id as string);
    }
    const at = (i: number) => ({ ...place(ownSlots[i] as Timeslot) });
    const game = {
      division: null,
      home: { tbd: true as const },
      visitor: null,
      bracket: null,
      round: null,
      date: null,
      time: null,
      venue: null,
    };
    const [row] = await t.db
      .insert(replans)
      .values({
        organizationId: own.organizationId,
        seasonId: own.seasonId,
        date: DAY,
        cause: 'closed',
        cancelledTimeslotIds: [],
        result: {
          moves: [
            {
              game_id: ids[0],
              schedule_id: blank.body.id,
              game,
              from: at(0),
              to: at(1),
              cancelled: true,
              reason: null,
            },
            {
              game_id: ids[1],
              schedule_id: blank.body.id,
              game,
              from: at(1),
              to: at(0),
              cancelled: false,
              reason: null,
            },
          ],
        },
      })
      .returning();
    const answers = await fireTogether([
      () => own.client.post(`/api/replans/${row?.id}/apply`, {}),
      () => own.client.post(`/api/replans/${row?.id}/apply`, {}),
    ]);
    expect(statuses(answers)).toBe('200 409');
    const swapped = await t.db.select().from(games).where(inArray(games.id, ids));
    const slotOf = (id: string | undefined) => swapped.find((g) => g.id === id)?.timeslotId;
    expect([slotOf(ids[0]), slotOf(ids[1])]).toEqual([ownSlots[1]?.id, ownSlots[0]?.id]);
    const changes = await own.client.get<SeasonChanges>(`/api/seasons/${own.seasonId}/changes`);
    const hawks = changes.body.teams.find((team) => team.team === 'Hawks');
    expect(hawks?.changes.every((c) => c.cause === 'closed')).toBe(true);
    const undone = await own.client.post<Replan>(`/api/replans/${row?.id}/undo`, {});
    expect(undone.status, undone.text).toBe(200);
    const back = await t.db.select().from(games).where(inArray(games.id, ids));
    expect(back.find((g) => g.id === ids[0])?.timeslotId).toBe(ownSlots[0]?.id);
  });
});
