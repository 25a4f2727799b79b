import {
  activities,
  divisions,
  games,
  leagues,
  people,
  schedules,
  seasons,
  teamPeople,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import {
  connectOrganization,
  createSportsengineTestApp,
  waitForActivity,
} from '../../../test/sportsengine-fixtures.ts';
import type { SportsengineStandIn } from '../../../test/sportsengine-stand-in.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { databaseClientOf } from '../../jobs/database-client.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { ACTIVITY_QUEUE, ActivityRunner } from './jobs/activity-runner.ts';

// Imports end to end (docs/sportsengine.md#importing): the routes over HTTP, the activity run by the app's own
// runner, the client talking to the local stand-in of SportsEngine, and the rows it leaves in the database.

let t: TestApp;
let standIn: SportsengineStandIn;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, standIn, close } = await createSportsengineTestApp());
});
afterAll(async () => {
  await close();
});

type Owner = Awaited<ReturnType<typeof buildSignedInUser>>;

async function connectedOwner(options: { plan?: string } = {}): Promise<Owner> {
  const owner = await buildSignedInUser(t, options);
  await connectOrganization(t, standIn, { organizationId: owner.organizationId, userId: owner.user.id });
  return owner;
}

async function startSportImport(owner: Owner, body: Record<string, unknown>): Promise<string> {
  const res = await owner.client.post<{ activity: { id: string } }>('/api/sportsengine/import', body);
  expect(res.status, res.text).toBe(202);
  return res.body.activity.id;
}

const REGULAR = { site_id: '7001', league_id: '7101', season_id: '7201', subseason_id: '7301' };

const eventsOf = (filter: (e: { subseasonId: string; seasonId: string; type: string }) => boolean) =>
  [...standIn.events.values()].filter(filter);

async function orgLeagues(organizationId: string) {
  return t.db.select().from(leagues).where(eq(leagues.organizationId, organizationId));
}

describe('the platform listings', () => {
  it('walk site, league, season and subseason, and the beta sites and seasons', async () => {
    const owner = await connectedOwner();
    const sites = await owner.client.get<{ items: { id: string; name: string }[] }>(
      '/api/sportsengine/sites',
    );
    expect(sites.status).toBe(200);
    expect(sites.body.items).toEqual([{ id: '7001', name: 'Northside Sports Association' }]);
    const leagueList = await owner.client.get<{ items: { name: string }[] }>(
      '/api/sportsengine/sites/7001/leagues',
    );
    expect(leagueList.body.items.map((l) => l.name)).toEqual([
      'Northside Youth Baseball',
      'Metro Soccer Club',
      'Lakeshore Basketball',
    ]);
    const seasonList = await owner.client.get<{ items: { id: string }[] }>(
      '/api/sportsengine/leagues/7101/seasons',
    );
    expect(seasonList.body.items.map((s) => s.id)).toEqual(['7201']);
    const subs = await owner.client.get<{ items: { name: string }[] }>(
      '/api/sportsengine/seasons/7201/subseasons',
    );
    expect(subs.body.items.map((s) => s.name)).toEqual(['Regular Season', 'Playoffs']);
    const beta = await owner.client.get<{ items: { id: string }[] }>('/api/sportsengine/sites_beta');
    expect(beta.status).toBe(200);
    expect(beta.body.items.map((s) => s.id)).toContain('7001');
    const betaSeasons = await owner.client.get<{ items: { id: string }[] }>(
      '/api/sportsengine/sites/7001/seasons_beta',
    );
    expect(betaSeasons.body.items.map((s) => s.id)).toEqual(expect.arrayContaining(['7201', '7202', '7203']));
  });

  it('answer 502 with what went wrong when SportsEngine fails', async () => {
    const owner = await connectedOwner();
    standIn.failNext({ match: '/rest/sites', kind: 'drop' });
    const res = await owner.client.get<{ errors: Record<string, string[]> }>('/api/sportsengine/sites');
    expect(res.status).toBe(502);
    expect(res.body.errors.sportsengine?.[0]).toBeTruthy();
  });
});

describe('importing a Sport Management season', () => {
  it('needs a subseason when the season has several (422 naming subseason_id), and one of its own', async () => {
    const owner = await connectedOwner();
    const { subseason_id: _, ...noSubseason } = REGULAR;
    const missing = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/sportsengine/import',
      noSubseason,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.subseason_id?.[0]).toMatch(/required/);
    const foreign = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/sportsengine/import',
      {
        ...REGULAR,
        subseason_id: '7303',
      },
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('subseason_id');
    expect(
      await t.db.select().from(activities).where(eq(activities.organizationId, owner.organizationId)),
    ).toHaveLength(0);
  });

  it('creates the league, season, divisions, teams, coaches, venues, games and practices, then updates them on a second import', async () => {
    const owner = await connectedOwner();
    const first = await waitForActivity(owner.client, await startSportImport(owner, REGULAR));
    expect(first).toMatchObject({ status: 'succeeded', finished: true, error: false, progress: 3, total: 3 });
    const wantedGames = eventsOf((e) => e.subseasonId === '7301' && e.type === 'game');
    const wantedPractices = eventsOf((e) => e.subseasonId === '7301' && e.type === 'practice');
    expect(wantedGames.length).toBeGreaterThan(20);
    expect(wantedPractices.length).toBeGreaterThan(0);
    expect(first.result).toMatchObject({
      divisions: 2,
      teams: 4,
      people: 4,
      venues: 2,
      games: wantedGames.length,
      practices: wantedPractices.length,
      updated: 0,
      skipped: 0,
    });

    const [league] = await orgLeagues(owner.organizationId);
    expect(league).toMatchObject({
      id: first.league_id,
      name: 'Northside Youth Baseball',
      seId: '7101',
      seImported: true,
    });
    const [season] = await t.db
      .select()
      .from(seasons)
      .where(eq(seasons.id, first.season_id as string));
    expect(season).toMatchObject({
      name: 'Spring 2027 – Regular Season',
      seId: '7301',
      seImported: true,
      seRef: { model: 'sport', siteId: '7001', leagueId: '7101', seasonId: '7201', subseasonId: '7301' },
    });
    const seasonId = season?.id as string;
    const divisionRows = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.position));
    expect(divisionRows.map((d) => [d.name, d.seId, d.seMappingCode])).toEqual([
      ['10U', '7401', 'BB10U'],
      ['12U', '7402', 'BB12U'],
    ]);
    const platformTeams = standIn.teams.filter((team) => team.seasonId === '7201');
    const teamRows = await t.db.select().from(teams).where(eq(teams.seasonId, seasonId));
    expect(teamRows.map((r) => [r.seId, r.name, r.seMappingCode]).sort()).toEqual(
      platformTeams.map((p) => [p.id, p.name, p.mappingCode]).sort(),
    );
    const coachRows = await t.db
      .select({ person: people, team: teams.seId, role: teamPeople.role })
      .from(teamPeople)
      .innerJoin(people, eq(people.id, teamPeople.personId))
      .innerJoin(teams, eq(teams.id, teamPeople.teamId))
      .where(eq(teams.seasonId, seasonId));
    expect(
      coachRows
        .map((r) => [
          r.team,
          r.person.seId,
          r.person.first,
          r.person.last,
          r.person.emailPrimary,
          r.person.phonePrimary,
          r.person.isCoach,
          r.role,
        ])
        .sort(),
    ).toEqual(
      platformTeams
        .map((p) => [
          p.id,
          p.coach.id,
          p.coach.firstName,
          p.coach.lastName,
          p.coach.email,
          p.coach.phone,
          true,
          'coach',
        ])
        .sort(),
    );
    const venueRows = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    expect(venueRows.map((v) => [v.name, v.seId, v.line1]).sort()).toEqual([
      ['Northside Park Field 1', 'Northside Park Field 1', '1200 W Lawrence Ave, Chicago, IL 60640'],
      ['Northside Park Field 2', 'Northside Park Field 2', '1200 W Lawrence Ave, Chicago, IL 60640'],
    ]);
    const scheduleRows = await t.db.select().from(schedules).where(eq(schedules.seasonId, seasonId));
    expect(scheduleRows.every((s) => s.seImported)).toBe(true);
    expect(scheduleRows.map((s) => s.name).sort()).toEqual(
      expect.arrayContaining(['10U Games', '12U Games']),
    );

    const teamOf = new Map(teamRows.map((r) => [r.id, r.seId]));
    const venueOf = new Map(venueRows.map((v) => [v.id, v.name]));
    const gameRows = await t.db
      .select({ game: games, slot: timeslots })
      .from(games)
      .innerJoin(schedules, eq(schedules.id, games.scheduleId))
      .leftJoin(timeslots, eq(timeslots.id, games.timeslotId))
      .where(eq(schedules.seasonId, seasonId));
    expect(gameRows).toHaveLength(wantedGames.length + wantedPractices.length);
    const bySe = new Map(gameRows.map((r) => [r.game.seId, r]));
    for (const event of [...wantedGames, ...wantedPractices]) {
      const row = bySe.get(event.id);
      expect(row, event.id).toBeDefined();
      expect(teamOf.get(row?.game.homeId ?? '')).toBe(event.homeTeamId);
      expect(row?.game.visitorId ? teamOf.get(row.game.visitorId) : null).toBe(event.awayTeamId);
      expect(row?.game.homeScore).toBe(event.homeScore);
      expect(row?.game.visitorScore).toBe(event.awayScore);
      expect(row?.game.isPractice).toBe(event.type === 'practice');
      expect(row?.slot?.start.toISOString()).toBe(new Date(event.start).toISOString());
      expect(row?.slot?.finish.toISOString()).toBe(new Date(event.end).toISOString());
      expect(venueOf.get(row?.slot?.venueId ?? '')).toBe(event.location?.name);
    }

    // SportsEngine changes a team's name, a score and a start; the second import updates, never duplicates.
    const renamed = platformTeams[0];
    const played = wantedGames[0];
    if (!renamed || !played) throw new Error('seed');
    const oldName = renamed.name;
    const oldEvent = { ...played };
    renamed.name = `${oldName} Renamed`;
    played.homeScore = 9;
    played.start = new Date(new Date(played.start).getTime() + 30 * 60_000).toISOString();
    played.end = new Date(new Date(played.end).getTime() + 30 * 60_000).toISOString();
    try {
      const second = await waitForActivity(owner.client, await startSportImport(owner, REGULAR));
      expect(second).toMatchObject({
        status: 'succeeded',
        league_id: first.league_id,
        season_id: first.season_id,
      });
      expect(second.result).toMatchObject({ created: 0, games: wantedGames.length });
      expect(second.result.updated).toBeGreaterThanOrEqual(3);
    } finally {
      renamed.name = oldName;
      Object.assign(played, oldEvent);
    }
    expect(await orgLeagues(owner.organizationId)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(seasons)
        .where(eq(seasons.leagueId, first.league_id as string)),
    ).toHaveLength(1);
    const teamsAfter = await t.db.select().from(teams).where(eq(teams.seasonId, seasonId));
    expect(teamsAfter).toHaveLength(4);
    expect(teamsAfter.find((r) => r.seId === renamed.id)?.name).toBe(`${oldName} Renamed`);
    const gamesAfter = await t.db
      .select({ game: games, slot: timeslots })
      .from(games)
      .innerJoin(schedules, eq(schedules.id, games.scheduleId))
      .leftJoin(timeslots, eq(timeslots.id, games.timeslotId))
      .where(eq(schedules.seasonId, seasonId));
    expect(gamesAfter).toHaveLength(gameRows.length);
    const moved = gamesAfter.find((r) => r.game.seId === played.id);
    expect(moved?.game.homeScore).toBe(9);
    expect(moved?.slot?.start.getTime()).toBe(new Date(oldEvent.start).getTime() + 30 * 60_000);
    expect(await t.db.select().from(people).where(eq(people.seasonId, seasonId))).toHaveLength(4);
  });

  it('fails with the spec message and creates nothing when the connection drops mid-import', async () => {
    const owner = await connectedOwner();
    // The divisions and teams come through; the games' first page never answers.
    standIn.failNext({ match: '/rest/games', kind: 'drop' });
    const done = await waitForActivity(owner.client, await startSportImport(owner, REGULAR));
    expect(done).toMatchObject({ status: 'failed', error: true, finished: false });
    expect(done.message).toMatch(/^Could not import league: /);
    expect(await orgLeagues(owner.organizationId)).toHaveLength(0);
  });

  it('refuses an import past the free plan whole, with the 402 message', async () => {
    const owner = await connectedOwner({ plan: 'free' });
    await t.db
      .insert(leagues)
      .values(
        Array.from({ length: 10 }, (_, i) => ({ organizationId: owner.organizationId, name: `League ${i}` })),
      );
    const done = await waitForActivity(owner.client, await startSportImport(owner, REGULAR));
    expect(done.status).toBe('failed');
    expect(done.message).toMatch(/^Could not import league: .*10 leagues/);
    const rows = await orgLeagues(owner.organizationId);
    expect(rows).toHaveLength(10);
    expect(rows.some((l) => l.seId !== null)).toBe(false);
  });

  it("is another organisation's to read: 404", async () => {
    const owner = await connectedOwner();
    const id = await startSportImport(owner, { ...REGULAR, include_games: false, include_practices: false });
    await waitForActivity(owner.client, id);
    const other = await buildSignedInUser(t);
    expect((await other.client.get(`/api/activities/${id}`)).status).toBe(404);
  });
});

describe('importing a Season Management (beta) season', () => {
  it('imports the season through GraphQL, the organisation standing for the league', async () => {
    const owner = await connectedOwner();
    const res = await owner.client.post<{ activity: { id: string } }>('/api/sportsengine/import/7001/7202', {
      include_coaches: false,
    });
    expect(res.status, res.text).toBe(202);
    const done = await waitForActivity(owner.client, res.body.activity.id);
    expect(done.status, done.message ?? '').toBe('succeeded');
    const wanted = eventsOf((e) => e.seasonId === '7202');
    expect(done.result).toMatchObject({
      teams: 4,
      people: 0,
      games: wanted.filter((e) => e.type === 'game').length,
      practices: wanted.filter((e) => e.type === 'practice').length,
    });
    const [league] = await orgLeagues(owner.organizationId);
    expect(league).toMatchObject({ name: 'Northside Sports Association', seId: '7001' });
    const [season] = await t.db
      .select()
      .from(seasons)
      .where(eq(seasons.id, done.season_id as string));
    expect(season).toMatchObject({
      // Season Management names a season with its programme: the name as listed by seasons_beta.
      name: 'Metro Soccer Club Fall 2027',
      seId: '7202',
      seRef: { model: 'season', siteId: '7001', seasonId: '7202' },
    });
    expect(
      await t.db
        .select()
        .from(people)
        .where(eq(people.seasonId, season?.id as string)),
    ).toHaveLength(0);
  });

  it('fails with "Could not import season" and creates nothing on a GraphQL error mid-import', async () => {
    const owner = await connectedOwner();
    standIn.failNext({ match: 'Events', kind: 'graphql-error' });
    const res = await owner.client.post<{ activity: { id: string } }>(
      '/api/sportsengine/import/7001/7202',
      {},
    );
    const done = await waitForActivity(owner.client, res.body.activity.id);
    expect(done.status).toBe('failed');
    expect(done.message).toMatch(/^Could not import season: /);
    expect(await orgLeagues(owner.organizationId)).toHaveLength(0);
  });
});

describe('an import left running by a stopped server', () => {
  it('runs again after a restart and saves once', async () => {
    // An API process that only queues (JOBS=off), as beside a worker; the worker starts later, as after a restart.
    const api = await createSportsengineTestApp({ env: { jobs: false } });
    try {
      const owner = await buildSignedInUser(api.t);
      await connectOrganization(api.t, api.standIn, {
        organizationId: owner.organizationId,
        userId: owner.user.id,
      });
      const res = await owner.client.post<{ activity: { id: string } }>('/api/sportsengine/import', {
        ...REGULAR,
        include_practices: false,
      });
      expect(res.status).toBe(202);
      const id = res.body.activity.id;
      // A worker took the job, claimed the row and vanished: its job is still active in pg-boss, the lease lapsed.
      await api.t.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() where name = ${ACTIVITY_QUEUE} and singleton_key = ${id}`,
      );
      await api.t.db
        .update(activities)
        .set({
          status: 'running',
          startedAt: new Date(Date.now() - 60_000),
          leaseUntil: new Date(Date.now() - 1_000),
          progress: 2,
        })
        .where(eq(activities.id, id));
      const queue = await JobQueue.open(databaseClientOf(api.t.db), {
        supervise: true,
        onError: () => undefined,
      });
      const runner = new ActivityRunner(api.t.db, api.standIn.settings, {
        onError: () => undefined,
        retryDelaySeconds: 1,
      });
      await runner.start(queue);
      try {
        const done = await waitForActivity(owner.client, id, 45_000);
        expect(done.status, done.message ?? '').toBe('succeeded');
        const rows = await api.t.db
          .select()
          .from(leagues)
          .where(eq(leagues.organizationId, owner.organizationId));
        expect(rows).toHaveLength(1);
        const seasonRows = await api.t.db
          .select()
          .from(seasons)
          .where(
            inArray(
              seasons.leagueId,
              rows.map((r) => r.id),
            ),
          );
        expect(seasonRows).toHaveLength(1);
        const gameCount = await api.t.db
          .select({ id: games.id })
          .from(games)
          .innerJoin(
            schedules,
            and(eq(schedules.id, games.scheduleId), eq(schedules.seasonId, seasonRows[0]?.id as string)),
          );
        expect(gameCount).toHaveLength(done.result.games ?? -1);
      } finally {
        await runner.close(1_000);
      }
    } finally {
      await api.close();
    }
  }, 90_000);
});
