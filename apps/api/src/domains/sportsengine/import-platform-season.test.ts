import { PlatformImportOptionsSchema } from '@app/contracts';
import {
  divisions,
  games,
  leagues,
  people,
  schedules,
  seasons,
  surfaces,
  teamPeople,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HttpError } from '../../http/http-error.ts';
import { importPlatformSeason, type PlatformImportInput } from './import-platform-season.ts';
import type { PlatformEvent, PlatformSeasonData, PlatformSeasonRef } from './platform-types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ref: PlatformSeasonRef = { model: 'sport', siteId: 's1', leagueId: 'l1', seasonId: 'se1' };

const event = (e: Partial<PlatformEvent> & Pick<PlatformEvent, 'id' | 'start' | 'end'>): PlatformEvent => ({
  type: 'game',
  name: 'Game',
  location: { name: 'North Park', address: '1 Park Rd' },
  status: 'scheduled',
  homeTeamId: 't1',
  awayTeamId: 't2',
  homeScore: null,
  awayScore: null,
  ...e,
});

/** A hand-made season: two divisions, five teams (one in no division), coaches, games, a practice. */
function seasonData(): PlatformSeasonData {
  const coach = { id: 'p1', first: 'Pat', last: 'Lee', email: 'pat@example.com', phone: null };
  return {
    league: { id: 'l1', name: 'Lakeside Soccer' },
    season: { id: 'se1', name: 'Spring 2027' },
    divisions: [
      { id: 'd1', name: 'U10', mappingCode: 'U10-M' },
      { id: 'd2', name: 'U12', mappingCode: null },
    ],
    teams: [
      { id: 't1', name: 'Hawks', divisionId: 'd1', mappingCode: 'HWK', coaches: [coach] },
      {
        id: 't2',
        name: 'Owls',
        divisionId: 'd1',
        mappingCode: null,
        coaches: [{ id: 'p2', first: 'Sam', last: 'Ito', email: null, phone: '555-0100' }],
      },
      { id: 't3', name: 'Bears', divisionId: 'd2', mappingCode: null, coaches: [coach] },
      { id: 't4', name: 'Wolves', divisionId: 'd2', mappingCode: null, coaches: [] },
      { id: 't5', name: 'Strays', divisionId: null, mappingCode: null, coaches: [] },
    ],
    events: [
      event({
        id: 'e1',
        start: '2027-04-03T09:00:00Z',
        end: '2027-04-03T10:00:00Z',
        homeScore: 2,
        awayScore: 1,
      }),
      // At the same place and time as e1: it needs a second surface.
      event({
        id: 'e2',
        start: '2027-04-03T09:30:00Z',
        end: '2027-04-03T10:30:00Z',
        homeTeamId: 't3',
        awayTeamId: 't4',
      }),
      event({
        id: 'e3',
        start: '2027-04-10T09:00:00Z',
        end: '2027-04-10T10:00:00Z',
        location: { name: 'Lake Field', address: null },
        homeTeamId: 't2',
        awayTeamId: 't1',
      }),
      event({ id: 'e4', start: '2027-04-17T09:00:00Z', end: '2027-04-17T10:00:00Z', location: null }),
      event({
        id: 'p1',
        type: 'practice',
        start: '2027-04-05T18:00:00Z',
        end: '2027-04-05T19:00:00Z',
        awayTeamId: null,
      }),
      // A team the season does not list: left out.
      event({ id: 'e5', start: '2027-04-24T09:00:00Z', end: '2027-04-24T10:00:00Z', awayTeamId: 'gone' }),
    ],
  };
}

async function runImport(
  owner: BuiltUser,
  data: PlatformSeasonData,
  options: Partial<PlatformImportInput['options']> = {},
) {
  return t.db.transaction((tx) =>
    importPlatformSeason(tx, {
      organizationId: owner.organizationId,
      locale: 'en',
      timezone: 'America/Chicago',
      ref,
      data,
      options: PlatformImportOptionsSchema.parse(options),
    }),
  );
}

describe('importPlatformSeason', () => {
  it('creates the league, season, divisions, teams, coaches, venues, schedules and games', async () => {
    const owner = await buildUser(t);
    const { leagueId, seasonId, result } = await runImport(owner, seasonData());
    expect(result).toMatchObject({
      divisions: 3,
      teams: 5,
      people: 2,
      venues: 2,
      games: 4,
      practices: 1,
      updated: 0,
      skipped: 1,
    });
    const [league] = await t.db.select().from(leagues).where(eq(leagues.id, leagueId));
    expect(league).toMatchObject({
      name: 'Lakeside Soccer',
      seId: 'l1',
      seImported: true,
      organizationId: owner.organizationId,
    });
    const [season] = await t.db.select().from(seasons).where(eq(seasons.id, seasonId));
    expect(season).toMatchObject({
      name: 'Spring 2027',
      seId: 'se1',
      seImported: true,
      seRef: ref,
      timezone: 'America/Chicago',
    });

    const divisionRows = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.position));
    expect(divisionRows.map((d) => [d.name, d.seId, d.seMappingCode])).toEqual([
      ['U10', 'd1', 'U10-M'],
      ['U12', 'd2', null],
      ['Spring 2027', 'se1', null],
    ]);
    const teamRows = await t.db
      .select()
      .from(teams)
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.position));
    expect(teamRows.map((r) => [r.name, r.seId, r.seMappingCode])).toEqual([
      ['Hawks', 't1', 'HWK'],
      ['Owls', 't2', null],
      ['Bears', 't3', null],
      ['Wolves', 't4', null],
      ['Strays', 't5', null],
    ]);
    const divisionOf = new Map(divisionRows.map((d) => [d.id, d.seId]));
    expect(teamRows.map((r) => divisionOf.get(r.divisionId))).toEqual(['d1', 'd1', 'd2', 'd2', 'se1']);

    const personRows = await t.db
      .select()
      .from(people)
      .where(eq(people.seasonId, seasonId))
      .orderBy(asc(people.first));
    expect(
      personRows.map((p) => [p.first, p.last, p.seId, p.isCoach, p.emailPrimary, p.phonePrimary]),
    ).toEqual([
      ['Pat', 'Lee', 'p1', true, 'pat@example.com', null],
      ['Sam', 'Ito', 'p2', true, null, '555-0100'],
    ]);
    const links = await t.db
      .select({ team: teams.seId, person: people.seId, role: teamPeople.role })
      .from(teamPeople)
      .innerJoin(teams, eq(teams.id, teamPeople.teamId))
      .innerJoin(people, eq(people.id, teamPeople.personId))
      .where(eq(teams.seasonId, seasonId));
    expect(links.map((l) => `${l.team}:${l.person}:${l.role}`).sort()).toEqual([
      't1:p1:coach',
      't2:p2:coach',
      't3:p1:coach',
    ]);

    const venueRows = await t.db
      .select()
      .from(venues)
      .where(eq(venues.seasonId, seasonId))
      .orderBy(asc(venues.position));
    expect(venueRows.map((v) => [v.name, v.seId, v.line1])).toEqual([
      ['North Park', 'North Park', '1 Park Rd'],
      ['Lake Field', 'Lake Field', null],
    ]);
    const surfaceRows = await t.db
      .select()
      .from(surfaces)
      .where(eq(surfaces.seasonId, seasonId))
      .orderBy(asc(surfaces.position));
    const park = venueRows[0]?.id;
    expect(surfaceRows.filter((s) => s.venueId === park).map((s) => s.name)).toEqual([
      'Surface 1',
      'Surface 2',
    ]);

    const scheduleRows = await t.db.select().from(schedules).where(eq(schedules.seasonId, seasonId));
    expect(scheduleRows.map((s) => [s.name, s.isPractice, s.seImported, s.status]).sort()).toEqual([
      ['U10 Games', false, true, 'done'],
      ['U10 Practices', true, true, 'done'],
      ['U12 Games', false, true, 'done'],
    ]);
    const gameRows = await t.db
      .select({ game: games, slot: timeslots })
      .from(games)
      .leftJoin(timeslots, eq(timeslots.id, games.timeslotId))
      .where(eq(games.organizationId, owner.organizationId));
    const bySe = new Map(gameRows.map((r) => [r.game.seId, r]));
    expect([...bySe.keys()].sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'p1']);
    const e1 = bySe.get('e1');
    expect(e1?.game).toMatchObject({
      homeScore: 2,
      visitorScore: 1,
      isPractice: false,
      timeslotId: expect.any(String),
    });
    expect(e1?.slot?.start.toISOString()).toBe('2027-04-03T09:00:00.000Z');
    expect(e1?.slot?.finish.toISOString()).toBe('2027-04-03T10:00:00.000Z');
    expect(bySe.get('e2')?.slot?.surfaceId).not.toBe(e1?.slot?.surfaceId);
    expect(bySe.get('e4')?.game).toMatchObject({
      timeslotId: null,
      unscheduledReason: 'SportsEngine gives no location for this event',
    });
    expect(bySe.get('p1')?.game).toMatchObject({
      isPractice: true,
      visitorId: null,
      countsInStandings: false,
    });
    expect(bySe.get('p1')?.slot).toMatchObject({ isPractice: true, isGame: false });
  });

  it('importing the same season again updates what changed and never duplicates', async () => {
    const owner = await buildUser(t);
    const first = await runImport(owner, seasonData());
    const again = await runImport(owner, seasonData());
    expect(again.leagueId).toBe(first.leagueId);
    expect(again.seasonId).toBe(first.seasonId);
    expect(again.result).toMatchObject({ created: 0, updated: 0, games: 4, practices: 1 });

    const changed = seasonData();
    const [hawks] = changed.teams;
    if (hawks) hawks.name = 'Red Hawks';
    const [e1] = changed.events;
    if (e1) {
      e1.homeScore = 3;
      e1.start = '2027-04-03T11:00:00Z';
      e1.end = '2027-04-03T12:00:00Z';
    }
    changed.events.push(
      event({
        id: 'e6',
        start: '2027-05-01T09:00:00Z',
        end: '2027-05-01T10:00:00Z',
        homeTeamId: 't4',
        awayTeamId: 't3',
      }),
    );
    const third = await runImport(owner, changed);
    expect(third.seasonId).toBe(first.seasonId);
    // The team's name, the game's score and its timeslot's times; the new game with its new timeslot.
    expect(third.result).toMatchObject({ updated: 3, created: 2, games: 5 });

    const seasonRows = await t.db.select().from(seasons).where(eq(seasons.leagueId, first.leagueId));
    expect(seasonRows).toHaveLength(1);
    expect(
      await t.db.select().from(leagues).where(eq(leagues.organizationId, owner.organizationId)),
    ).toHaveLength(1);
    const teamRows = await t.db.select().from(teams).where(eq(teams.seasonId, first.seasonId));
    expect(teamRows).toHaveLength(5);
    expect(teamRows.find((r) => r.seId === 't1')?.name).toBe('Red Hawks');
    const gameRows = await t.db
      .select({ game: games, slot: timeslots })
      .from(games)
      .leftJoin(timeslots, eq(timeslots.id, games.timeslotId))
      .where(eq(games.organizationId, owner.organizationId));
    expect(gameRows).toHaveLength(6);
    const moved = gameRows.find((r) => r.game.seId === 'e1');
    expect(moved?.game.homeScore).toBe(3);
    expect(moved?.slot?.start.toISOString()).toBe('2027-04-03T11:00:00.000Z');
    expect(await t.db.select().from(schedules).where(eq(schedules.seasonId, first.seasonId))).toHaveLength(3);
    expect(await t.db.select().from(people).where(eq(people.seasonId, first.seasonId))).toHaveLength(2);
    expect(await t.db.select().from(venues).where(eq(venues.seasonId, first.seasonId))).toHaveLength(2);
  });

  it('leaves out games, practices and coaches when not asked for', async () => {
    const owner = await buildUser(t);
    const { seasonId, result } = await runImport(owner, seasonData(), {
      include_games: false,
      include_practices: false,
      include_coaches: false,
    });
    expect(result).toMatchObject({ games: 0, practices: 0, people: 0, venues: 0, teams: 5 });
    expect(await t.db.select().from(people).where(eq(people.seasonId, seasonId))).toHaveLength(0);
    expect(await t.db.select().from(schedules).where(eq(schedules.seasonId, seasonId))).toHaveLength(0);
  });

  it('refuses a season past the free plan whole', async () => {
    const owner = await buildUser(t, { plan: 'free' });
    const data = seasonData();
    for (let i = 0; i < 10; i++) {
      data.teams.push({ id: `x${i}`, name: `Extra ${i}`, divisionId: 'd1', mappingCode: null, coaches: [] });
    }
    const error = await runImport(owner, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(402);
    expect(
      await t.db.select().from(leagues).where(eq(leagues.organizationId, owner.organizationId)),
    ).toHaveLength(0);
  });
});

describe('an imported season copied or exported', () => {
  it('carries no link that would send the copy to the same SportsEngine season', async () => {
    const owner = await buildSignedInUser(t);
    const { leagueId, seasonId } = await runImport(owner, seasonData());
    const copied = await owner.client.post<{ season: { id: string } }>('/api/seasons/copy', {
      name: 'Fall 2027',
      season_id: seasonId,
      copyTimeslots: true,
      copyPeople: true,
    });
    expect(copied.status).toBe(201);
    const [copy] = await t.db.select().from(seasons).where(eq(seasons.id, copied.body.season.id));
    expect(copy).toMatchObject({ seRef: null, seId: null, seImported: false });
    // A copy holds no schedules, so no game with an event id either.
    expect(
      await t.db.select().from(schedules).where(eq(schedules.seasonId, copied.body.season.id)),
    ).toHaveLength(0);

    const exported = await owner.client.get(`/api/leagues/${leagueId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('se_ref');
    // The games go out (the document holds every schedule) without their event ids.
    for (const eventId of ['e1', 'e2', 'e3', 'e4']) expect(exported.text).not.toContain(`"${eventId}"`);

    const imported = await owner.client.post<{ league: { id: string } }>(
      '/api/leagues/import',
      JSON.parse(exported.text),
    );
    expect(imported.status).toBe(201);
    const importedSeasons = await t.db
      .select()
      .from(seasons)
      .where(eq(seasons.leagueId, imported.body.league.id));
    expect(importedSeasons).toHaveLength(2);
    expect(importedSeasons.every((s) => s.seRef === null)).toBe(true);
    const reimported = await t.db
      .select({ seId: games.seId })
      .from(games)
      .innerJoin(schedules, eq(schedules.id, games.scheduleId))
      .innerJoin(seasons, eq(seasons.id, schedules.seasonId))
      .where(eq(seasons.leagueId, imported.body.league.id));
    expect(reimported.length).toBeGreaterThan(0);
    expect(reimported.every((g) => g.seId === null)).toBe(true);
  });
});
