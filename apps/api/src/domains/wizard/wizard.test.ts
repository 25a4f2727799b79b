import type { ErrorResponse, LeagueInfo, User, WizardResult, WizardSubmitInput } from '@app/contracts';
import {
  divisions,
  leagues,
  organizations,
  schedules,
  scoringSystems,
  seasons,
  surfaces,
  teams,
  timeslots,
  users,
  venues,
  venueTeams,
} from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { fireTogether, statuses, tally } from '../../../test/race.ts';
import { waitForFinish } from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { wizardAccount, wizardDraft } from '../../../test/wizard-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (client: TestClient, body: WizardSubmitInput) =>
  client.post<WizardResult & ErrorResponse>('/api/wizard', body);

async function rowCount(table: typeof leagues | typeof organizations | typeof users | typeof timeslots) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Every row count the wizard writes to, to prove a refused draft left nothing. */
async function totals() {
  return {
    users: await rowCount(users),
    organizations: await rowCount(organizations),
    leagues: await rowCount(leagues),
    timeslots: await rowCount(timeslots),
  };
}

describe('POST /api/wizard signed out', () => {
  let client: TestClient;
  let email: string;
  let result: WizardResult;
  beforeAll(async () => {
    client = t.client();
    email = uniqueEmail('wizard');
    const res = await post(client, { ...wizardDraft(), account: wizardAccount(email) });
    expect(res.status, res.text).toBe(201);
    result = res.body;
  });

  it('creates the account with the chosen names and password and signs it in', async () => {
    expect(client.cookies.has('sid')).toBe(true);
    const self = await client.get<User>('/api/users/self');
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      email,
      first: 'Wendy',
      last: 'Wizard',
      has_password: true,
      locale: 'en',
      timezone: 'America/Chicago',
      org_owner: true,
    });
    expect(t.mailer.sent.some((m) => m.to === email)).toBe(true);
    const again = await signIn(t, { email, password: 'seven77' });
    expect((await again.get<User>('/api/users/self')).body.email).toBe(email);
  });

  it('makes the new league and season current, with the sport and the organisation name', async () => {
    const info = await client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_organization.name).toBe('Springfield Youth Soccer');
    expect(info.body.current_league_id).toBe(result.league.id);
    expect(info.body.current_season_id).toBe(result.season.id);
    expect(info.body.leagues).toEqual([
      {
        id: result.league.id,
        name: 'Wizard League',
        sport_id: 5,
        seasons: [{ id: result.season.id, name: 'Spring 2026' }],
      },
    ]);
    const [season] = await t.db.select().from(seasons).where(eq(seasons.id, result.season.id));
    expect(season?.timezone).toBe('America/Chicago');
  });

  it('writes divisions, teams, venues with address and surfaces, home venues, slots and the scoring system', async () => {
    const seasonId = result.season.id;
    const divisionRows = await t.db.select().from(divisions).where(eq(divisions.seasonId, seasonId));
    expect(divisionRows.map((d) => d.name).sort()).toEqual(['Division A', 'Division B']);
    expect(divisionRows.every((d) => /^#[0-9A-Fa-f]{6}$/.test(d.color))).toBe(true);
    const teamRows = await t.db.select().from(teams).where(eq(teams.seasonId, seasonId));
    expect(teamRows).toHaveLength(8);
    expect(teamRows.find((r) => r.name === 'Team 1A')).toMatchObject({ shortcode: '1A', color: '#1E88E5' });
    const [venue] = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    expect(venue).toMatchObject({ name: 'Park 1', line1: '1 Main St', city: 'Springfield' });
    expect(await t.db.select().from(surfaces).where(eq(surfaces.seasonId, seasonId))).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(venueTeams)
        .where(eq(venueTeams.venueId, venue?.id ?? '')),
    ).toHaveLength(8);
    expect(await t.db.select().from(timeslots).where(eq(timeslots.seasonId, seasonId))).toHaveLength(24);
    const [scoring] = await t.db.select().from(scoringSystems).where(eq(scoringSystems.seasonId, seasonId));
    expect(scoring).toMatchObject({
      winPoints: 3,
      lossPoints: 0,
      tiePoints: 1,
      tiebreakers: ['points', 'score_difference', 'score_for', 'head_to_head'],
    });
  });

  it('queues one schedule per entry, and the runner finishes them', async () => {
    expect(result.schedules).toHaveLength(2);
    for (const schedule of result.schedules) {
      const finished = await waitForFinish(client, schedule.id);
      expect(finished).toMatchObject({ status: 'done', success_rate: 100 });
    }
    const rows = await t.db.select().from(schedules).where(eq(schedules.seasonId, result.season.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['Division A schedule', 'Division B schedule']);
  });

  it('answers 409 on account.email for a registered email, with nothing created', async () => {
    const before = await totals();
    const res = await post(t.client(), { ...wizardDraft(), account: wizardAccount(email) });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ 'account.email': [expect.stringContaining('already been taken')] });
    expect(await totals()).toEqual(before);
  });

  it('answers 409 to the second of two visitors finishing with one email at once', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const same = uniqueEmail('race');
      const draft = { ...wizardDraft({ schedules: false, weeks: 1 }), account: wizardAccount(same) };
      const answers = await fireTogether([() => post(t.client(), draft), () => post(t.client(), draft)]);
      outcomes.push(statuses(answers));
      // Whichever lost, at the email check or at the unique index, is told which field to fix.
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(Object.keys(answer.body.errors)).toEqual(['account.email']);
      }
      expect(await t.db.select().from(users).where(eq(users.email, same))).toHaveLength(1);
    }
    expect(tally(outcomes)).toEqual({ '201 409': 4 });
  });

  it('needs the account when signed out', async () => {
    const res = await post(t.client(), wizardDraft());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['account']);
  });

  it('refuses a password of 6 characters', async () => {
    const res = await post(t.client(), {
      ...wizardDraft(),
      account: { ...wizardAccount(uniqueEmail()), password: 'six666' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors['account.password']).toEqual(['must be longer than 6 characters']);
  });
});

describe('POST /api/wizard signed in', () => {
  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let result: WizardResult;
  beforeAll(async () => {
    owner = await buildSignedInUser(t);
    const res = await post(owner.client, wizardDraft({ schedules: false }));
    expect(res.status, res.text).toBe(201);
    result = res.body;
  });

  it('creates the league in the current organisation and makes it current', async () => {
    const [league] = await t.db.select().from(leagues).where(eq(leagues.id, result.league.id));
    expect(league).toMatchObject({ organizationId: owner.organizationId, sportId: 5 });
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_season_id).toBe(result.season.id);
    expect(result.schedules).toEqual([]);
  });

  it('refuses an account when signed in', async () => {
    const res = await post(owner.client, { ...wizardDraft(), account: wizardAccount(uniqueEmail()) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ account: ['must be left out when signed in'] });
  });

  it('refuses a plain member (403) and creates nothing', async () => {
    const member = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: member.user, role: 3 });
    const client = await signIn(t, member);
    await t.db
      .update(users)
      .set({ currentOrganizationId: owner.organizationId })
      .where(eq(users.id, member.user.id));
    const before = await totals();
    const res = await post(client, wizardDraft());
    expect(res.status).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it('lists every bad key of a draft, each under its field, and creates nothing', async () => {
    const draft = wizardDraft();
    const [first, second] = draft.divisions ?? [];
    if (!first?.teams[0] || !second?.teams[0]) throw new Error('fixture');
    second.teams[0].key = first.teams[0].key;
    const [venue] = draft.venues ?? [];
    if (!venue) throw new Error('fixture');
    venue.home_team_keys = ['d0t1', 'nobody'];
    const slots = draft.timeslots ?? [];
    const [slot0, slot1, slot2] = slots;
    if (!slot0 || !slot1 || !slot2) throw new Error('fixture');
    slot1.surface_key = 'no-such-surface';
    slot2.venue_key = 'no-such-venue';
    slots.push({ ...slot0, division_keys: ['d9'] });
    draft.schedules = [
      { division_key: 'd7', config: { count: 1, schedule_start: '2026-04-01', schedule_end: '2026-06-30' } },
    ];
    const before = await totals();
    const res = await post(owner.client, draft);
    expect(res.status).toBe(400);
    const last = slots.length - 1;
    expect(res.body.errors).toEqual({
      'divisions.1.teams.0.key': ['is used by another team of the draft'],
      'venues.0.home_team_keys.1': ['names no team of the draft'],
      'timeslots.1.surface_key': ['names no surface of this venue'],
      'timeslots.2.venue_key': ['names no venue of the draft'],
      [`timeslots.${last}.division_keys.0`]: ['names no division of the draft'],
      'timeslots.0.start': ['overlaps another timeslot on the same surface'],
      [`timeslots.${last}.start`]: ['overlaps another timeslot on the same surface'],
      'schedules.0.division_key': ['names no division of the draft'],
    });
    expect(await totals()).toEqual(before);
  });

  it('creates nothing, not even the account, when a write fails mid-way', async () => {
    // A trigger makes the timeslot insert fail after the user, organisation, league and teams are written.
    await t.db.execute(sql`create function wizard_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(sql`create trigger wizard_test_fail before insert on timeslots
      for each statement execute function wizard_test_fail()`);
    try {
      const before = await totals();
      const email = uniqueEmail('halfway');
      const res = await post(t.client(), { ...wizardDraft(), account: wizardAccount(email) });
      expect(res.status).toBe(500);
      expect(await totals()).toEqual(before);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      const signedIn = await post(owner.client, wizardDraft());
      expect(signedIn.status).toBe(500);
      expect(await totals()).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger wizard_test_fail on timeslots`);
      await t.db.execute(sql`drop function wizard_test_fail()`);
    }
  });

  it('adds a new season to an existing league', async () => {
    const res = await post(owner.client, {
      ...wizardDraft({ schedules: false }),
      sport_id: 1,
      target: { kind: 'season', league_id: result.league.id, season_name: 'Fall 2026' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.league.id).toBe(result.league.id);
    expect(res.body.season.id).not.toBe(result.season.id);
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_season_id).toBe(res.body.season.id);
    const [scoring] = await t.db
      .select()
      .from(scoringSystems)
      .where(eq(scoringSystems.seasonId, res.body.season.id));
    expect(scoring).toMatchObject({ overtimeLossPoints: 1 });
  });

  it('adds venues, slots, home venues and a schedule to an existing division', async () => {
    const seasonId = result.season.id;
    const [division] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(divisions.position);
    const divisionTeams = await t.db
      .select()
      .from(teams)
      .where(eq(teams.divisionId, division?.id ?? ''));
    const [venue] = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    const [surface] = await t.db
      .select()
      .from(surfaces)
      .where(eq(surfaces.venueId, venue?.id ?? ''));
    if (!division || !venue || !surface || !divisionTeams[0]) throw new Error('fixture');
    const slotsBefore = await t.db
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, seasonId));
    const draft: WizardSubmitInput = {
      sport_id: 5,
      target: { kind: 'division', season_id: seasonId, division_id: division.id },
      venues: [
        { key: 'old', id: venue.id, name: venue.name, surfaces: [], home_team_keys: [divisionTeams[0].id] },
        {
          key: 'new',
          name: 'North Park',
          surfaces: [{ key: 'n1', name: 'North 1' }],
          home_team_keys: [divisionTeams[1]?.id ?? ''],
        },
      ],
      timeslots: [
        // A new Saturday on the stored surface, and the first Saturday on the new one.
        {
          venue_key: 'old',
          surface_key: surface.id,
          start: '2026-05-30T14:00:00Z',
          finish: '2026-05-30T15:30:00Z',
          division_keys: [division.id],
        },
        {
          venue_key: 'new',
          surface_key: 'n1',
          start: '2026-04-04T14:00:00Z',
          finish: '2026-04-04T15:30:00Z',
        },
      ],
      schedules: [
        {
          division_key: division.id,
          config: { count: 1, schedule_start: '2026-04-01', schedule_end: '2026-06-30' },
        },
      ],
    };
    const res = await post(owner.client, draft);
    expect(res.status, res.text).toBe(201);
    expect(res.body.season.id).toBe(seasonId);
    expect(res.body.schedules).toEqual([{ id: expect.any(String), division_id: division.id }]);
    const slotsAfter = await t.db
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, seasonId));
    expect((slotsAfter[0]?.n ?? 0) - (slotsBefore[0]?.n ?? 0)).toBe(2);
    expect(await t.db.select().from(venues).where(eq(venues.seasonId, seasonId))).toHaveLength(2);
    const finished = await waitForFinish(owner.client, res.body.schedules[0]?.id ?? '');
    expect(finished.status).toBe('done');

    // A slot over a stored one on the same surface is refused, naming it.
    const overlap = await post(owner.client, {
      ...draft,
      venues: [{ key: 'old', id: venue.id, name: venue.name, surfaces: [] }],
      timeslots: [{ ...draft.timeslots?.[0], venue_key: 'old', surface_key: surface.id } as never],
      schedules: [],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual({
      'timeslots.0.start': ['overlaps another timeslot on the same surface'],
    });

    // New divisions do not go into an existing division's draft.
    const withDivisions = await post(owner.client, { ...draft, divisions: wizardDraft().divisions });
    expect(withDivisions.status).toBe(400);
    expect(withDivisions.body.errors.divisions).toEqual([
      'must be empty when the draft goes into an existing division',
    ]);
  });
});

describe("POST /api/wizard naming another organisation's records", () => {
  it('answers 404 naming the field and creates nothing', async () => {
    const other = await buildSignedInUser(t);
    const theirs = await post(other.client, wizardDraft({ schedules: false }));
    expect(theirs.status).toBe(201);
    const seasonId = theirs.body.season.id;
    const [division] = await t.db.select().from(divisions).where(eq(divisions.seasonId, seasonId));
    const [venue] = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    if (!division || !venue) throw new Error('fixture');

    const me = await buildSignedInUser(t);
    const mine = await post(me.client, wizardDraft({ schedules: false }));
    const [myDivision] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, mine.body.season.id));
    if (!myDivision) throw new Error('fixture');
    const before = await totals();
    const base = wizardDraft({ schedules: false });
    const cases: [WizardSubmitInput, string][] = [
      [
        { ...base, target: { kind: 'season', league_id: theirs.body.league.id, season_name: 'X' } },
        'target.league_id',
      ],
      [
        {
          ...base,
          divisions: [],
          target: { kind: 'division', season_id: seasonId, division_id: division.id },
        },
        'target.season_id',
      ],
      [
        {
          ...base,
          divisions: [],
          target: { kind: 'division', season_id: mine.body.season.id, division_id: division.id },
        },
        'target.division_id',
      ],
      [
        {
          ...base,
          divisions: [],
          timeslots: [],
          venues: [{ key: 'v', id: venue.id, name: 'Theirs', surfaces: [] }],
          target: { kind: 'division', season_id: mine.body.season.id, division_id: myDivision.id },
        },
        'venues.0.id',
      ],
    ];
    for (const [draft, field] of cases) {
      const res = await post(me.client, draft);
      expect(res.status, field).toBe(404);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await totals()).toEqual(before);
  });
});
