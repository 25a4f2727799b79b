import type {
  LeagueInfo,
  LeagueSeasonIds,
  MasterList,
  ScheduleDetail,
  ScheduleList,
  ScoringSystem,
  TimeslotList,
} from '@app/contracts';
import {
  divisions,
  type people,
  schedules,
  seasons,
  surfaces,
  teamPeople,
  teams,
  timeConstraints,
  timeslots,
  venues,
  venueTeams,
} from '@app/db';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { zonedWallClock } from '../../lib/time-zone.ts';
import { createDemoLeague } from './create-demo-league.ts';
import { DEMO_TIMEZONE, DEMO_WEEKS, demoSaturdays, demoSeasonName } from './demo-league-document.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/demo', () => {
  it('creates the sample league: 3 divisions, 24 teams with coaches and players, 4 venues of 2 surfaces', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post<LeagueSeasonIds>('/api/demo', { structure_only: true });
    expect(res.status).toBe(201);
    const seasonId = res.body.season.id;
    const n = async (
      table: typeof divisions | typeof teams | typeof venues | typeof surfaces | typeof people,
    ) => (await t.db.select({ n: count() }).from(table).where(eq(table.seasonId, seasonId)))[0]?.n;
    expect(await n(divisions)).toBe(3);
    expect(await n(teams)).toBe(24);
    expect(await n(venues)).toBe(4);
    expect(await n(surfaces)).toBe(8);
    const teamIds = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.seasonId, seasonId))).map(
      (r) => r.id,
    );
    const roles = await t.db.select().from(teamPeople).where(inArray(teamPeople.teamId, teamIds));
    const coaches = roles.filter((r) => r.role === 'coach');
    expect(coaches).toHaveLength(24);
    expect(new Set(coaches.map((c) => c.personId)).size).toBe(23);
    expect(roles.filter((r) => r.role === 'player')).toHaveLength(24 * 9);
    const homes = await t.db.select().from(venueTeams).where(inArray(venueTeams.teamId, teamIds));
    expect(homes).toHaveLength(24);
    const constraints = await t.db
      .select()
      .from(timeConstraints)
      .where(inArray(timeConstraints.teamId, teamIds));
    expect(constraints.length).toBeGreaterThanOrEqual(3);
    const placed = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    expect(placed.every((v) => v.latitude !== null && v.city === 'Chicago')).toBe(true);
    // Soccer's scoring system with football's 3–0 forfeit score (docs/standings.md#the-league-document).
    const scoring = await owner.client.get<ScoringSystem>(`/api/seasons/${seasonId}/scoring_system`);
    expect(scoring.body).toMatchObject({
      win_points: 3,
      tie_points: 1,
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: true,
    });
  });

  it('with structure_only, leaves the season without timeslots or schedules', async () => {
    const owner = await buildSignedInUser(t);
    const { season } = (await owner.client.post<LeagueSeasonIds>('/api/demo', { structure_only: true })).body;
    const n = async (table: typeof timeslots | typeof schedules) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.seasonId, season.id)))[0]?.n;
    expect(await n(timeslots)).toBe(0);
    expect(await n(schedules)).toBe(0);
  });

  it('answers 400 naming structure_only when it is not a boolean', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post<{ errors: Record<string, string[]> }>('/api/demo', {
      structure_only: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.structure_only).toEqual(['must be true or false']);
  });

  it('is for owners and admins only', async () => {
    const owner = await buildLeagueOwner(t);
    const reader = await buildReader(t, owner);
    expect((await reader.post('/api/demo')).status).toBe(403);
  });
});

describe('POST /api/demo: a season to look at', () => {
  it('holds ten weekends of timeslots ahead, a finished 100% league per division and a U14 cup with its bracket', async () => {
    const owner = await buildSignedInUser(t);
    const started = Date.now();
    const res = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(res.status).toBe(201);
    // A few hundred milliseconds on this machine; the bound only catches a demo that became a long job.
    expect(Date.now() - started).toBeLessThan(15_000);
    const seasonId = res.body.season.id;

    const slots = (await owner.client.get<TimeslotList>(`/api/seasons/${seasonId}/timeslots`)).body;
    expect(slots.timezone).toBe(DEMO_TIMEZONE);
    // Four parks of two fields: four Saturday and two Sunday slots on each field, every weekend.
    expect(slots.timeslots).toHaveLength(DEMO_WEEKS * 8 * 6);
    const today = zonedWallClock(new Date(), DEMO_TIMEZONE).date;
    const localDates = slots.timeslots.map((s) => zonedWallClock(new Date(s.start), DEMO_TIMEZONE).date);
    expect(localDates.every((date) => date > today)).toBe(true);
    expect([...localDates].sort()[0]).toBe(demoSaturdays(today)[0]);

    const list = (await owner.client.get<ScheduleList>(`/api/seasons/${seasonId}/schedules`)).body.schedules;
    expect(
      list.map((s) => [s.name, s.kind, s.status, s.scheduled_count, s.unscheduled_count, s.success_rate]),
    ).toEqual([
      ['U10 Boys league', 'round', 'done', 28, 0, 100],
      ['U12 Girls league', 'round', 'done', 28, 0, 100],
      ['U14 Coed league', 'round', 'done', 28, 0, 100],
      ['U14 Cup', 'single', 'done', 7, 0, 100],
    ]);
    const cupSummary = list.find((s) => s.is_tournament);
    if (!cupSummary) throw new Error('the demo has a tournament');
    const cup = (await owner.client.get<ScheduleDetail>(`/api/schedules/${cupSummary.id}`)).body;
    // Eight teams: four quarter-finals, two semi-finals fed by them, a final fed by those.
    expect(cup.games.map((g) => g.round).sort()).toEqual([1, 1, 1, 1, 2, 2, 3]);
    const later = cup.games.filter((g) => g.round !== 1);
    expect(later.every((g) => g.home_from?.take === 'winner' && g.visitor_from?.take === 'winner')).toBe(
      true,
    );
    expect(cup.games.every((g) => g.timeslot_id !== null && g.bracket !== null)).toBe(true);
    const cupStarts = cup.timeslots.map((s) => s.start).sort();
    const leagueGames = (await owner.client.get<MasterList>(`/api/seasons/${seasonId}/games`)).body;
    const leagueStarts = leagueGames.games
      .filter((g) => g.schedule_id !== cup.id)
      .map((g) => leagueGames.timeslots.find((s) => s.id === g.timeslot_id)?.start ?? '')
      .sort();
    // The cup comes after the league weekends.
    expect((leagueStarts.at(-1) ?? '') < (cupStarts[0] ?? '')).toBe(true);

    // A second demo: numbered, with its own finished schedules.
    const second = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(second.status).toBe(201);
    const info = (await owner.client.get<LeagueInfo>('/api/leagues')).body;
    expect(info.leagues.map((l) => l.name)).toEqual([
      'Northside Youth Soccer (demo)',
      'Northside Youth Soccer (demo) (2)',
    ]);
    expect(info.current_season_id).toBe(second.body.season.id);
    const again = (await owner.client.get<ScheduleList>(`/api/seasons/${second.body.season.id}/schedules`))
      .body.schedules;
    expect(again.map((s) => [s.status, s.success_rate])).toEqual(Array(4).fill(['done', 100]));
  });

  it('dates the season from the day it is made: the first Saturday after it, named for its time of year', async () => {
    const built = await buildUser(t);
    // Saturday 6 March 2027, late evening in Chicago (already Sunday in UTC).
    const now = new Date('2027-03-07T04:30:00Z');
    const ids = await createDemoLeague({
      db: t.db,
      user: built.user,
      organizationId: built.organizationId,
      now,
    });
    const [season] = await t.db.select().from(seasons).where(eq(seasons.id, ids.season.id));
    expect(season?.name).toBe('Spring 2027');
    const starts = (
      await t.db
        .select({ start: timeslots.start })
        .from(timeslots)
        .where(eq(timeslots.seasonId, ids.season.id))
    ).map((s) => zonedWallClock(s.start, DEMO_TIMEZONE));
    const first = starts.reduce((a, b) => (`${a.date}${a.clock}` < `${b.date}${b.clock}` ? a : b));
    expect(first).toEqual({ date: '2027-03-13', clock: '09:00' });
    const dates = new Set(starts.map((s) => s.date));
    expect(dates.size).toBe(DEMO_WEEKS * 2);
    expect(dates.has('2027-05-16')).toBe(true); // the tenth Sunday
  });
});

describe('demoSaturdays and demoSeasonName', () => {
  it('start on the first Saturday after today, never today', () => {
    expect(demoSaturdays('2027-03-05')[0]).toBe('2027-03-06'); // a Friday
    expect(demoSaturdays('2027-03-06')[0]).toBe('2027-03-13'); // a Saturday
    expect(demoSaturdays('2027-03-07')[0]).toBe('2027-03-13'); // a Sunday
    expect(demoSaturdays('2026-12-31')).toHaveLength(DEMO_WEEKS);
    expect(demoSaturdays('2026-12-31').at(-1)).toBe('2027-03-06');
  });

  it('name the season for the month it starts in', () => {
    expect(
      ['2027-01-02', '2027-04-03', '2027-07-03', '2027-10-02', '2027-12-04'].map(demoSeasonName),
    ).toEqual(['Winter 2027', 'Spring 2027', 'Summer 2027', 'Fall 2027', 'Winter 2027']);
  });
});
