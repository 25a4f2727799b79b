import {
  divisions,
  people,
  surfaces,
  teamPeople,
  teams,
  timeslotDivisions,
  timeslots,
  venueDistances,
  venues,
} from '@app/db';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueOwner, buildReader, type LeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PEOPLE_HEADER = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';
const VENUES_HEADER = 'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority';

async function countIn(
  table: typeof teams | typeof people | typeof divisions | typeof venues,
  seasonId: string,
) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.seasonId, seasonId));
  return row?.n ?? 0;
}

async function seedStructure(owner: LeagueOwner): Promise<void> {
  const base = `/api/seasons/${owner.seasonId}`;
  const csv = (kind: string, text: string) => owner.client.post(`${base}/csv/${kind}`, { csv: text });
  expect(
    (await csv('divisions', 'name,shortcode,longcode,color\nU10 Boys,U10B,,\nU12 Girls,U12G,,#43a047\n'))
      .status,
  ).toBe(201);
  expect(
    (await csv('teams', 'name,division,shortcode,longcode\nHawks,u10 boys,,\nOwls,U12G,,\n')).status,
  ).toBe(201);
  expect(
    (
      await csv(
        'venues',
        `${VENUES_HEADER}\nNorth Park,3400 N Kedzie Ave,Chicago,IL,60618,US,41.9434,-87.7073,Field 1;Field 2,1\nLake Field,,Chicago,IL,,US,41.9,-87.65,Main,0\n`,
      )
    ).status,
  ).toBe(201);
}

describe('CSV imports', () => {
  it('imports divisions, teams by division name or abbreviation, and venues with surfaces and distances', async () => {
    const owner = await buildLeagueOwner(t);
    await seedStructure(owner);
    const divisionRows = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, owner.seasonId))
      .orderBy(asc(divisions.position));
    expect(divisionRows.map((d) => [d.name, d.shortcode, d.color, d.position])).toEqual([
      ['U10 Boys', 'U10B', '#1E88E5', 0],
      ['U12 Girls', 'U12G', '#43A047', 1],
    ]);
    const teamRows = await t.db
      .select()
      .from(teams)
      .where(eq(teams.seasonId, owner.seasonId))
      .orderBy(asc(teams.position));
    const divisionOf = new Map(divisionRows.map((d) => [d.id, d.name]));
    expect(teamRows.map((r) => [r.name, divisionOf.get(r.divisionId)])).toEqual([
      ['Hawks', 'U10 Boys'],
      ['Owls', 'U12 Girls'],
    ]);
    const venueRows = await t.db.select().from(venues).where(eq(venues.seasonId, owner.seasonId));
    expect(venueRows.map((v) => v.name).sort()).toEqual(['Lake Field', 'North Park']);
    const [surfaceCount] = await t.db
      .select({ n: count() })
      .from(surfaces)
      .where(eq(surfaces.seasonId, owner.seasonId));
    expect(surfaceCount?.n).toBe(3);
    const distances = await t.db.select().from(venueDistances);
    const ours = distances.filter((d) => venueRows.some((v) => v.id === d.fromVenueId));
    expect(ours).toHaveLength(2);
    expect(ours[0]?.miles).toBeGreaterThan(2);
  });

  it('imports people with team roles, setting the role flag', async () => {
    const owner = await buildLeagueOwner(t);
    await seedStructure(owner);
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/people`, {
      csv: `${PEOPLE_HEADER}\nPat,Lee,PAT@example.com,312-555-0142,no,no,no,no,hawks,coach\nSam,Ito,,,no,yes,no,no,,\n`,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ count: 2 });
    const rows = await t.db.select().from(people).where(eq(people.seasonId, owner.seasonId));
    const pat = rows.find((p) => p.first === 'Pat');
    expect(pat).toMatchObject({
      isCoach: true,
      emailPrimary: 'pat@example.com',
      phonePrimary: '312-555-0142',
    });
    const roles = await t.db
      .select()
      .from(teamPeople)
      .where(eq(teamPeople.personId, pat?.id ?? ''));
    expect(roles.map((r) => r.role)).toEqual(['coach']);
  });

  it('saves nothing from a large file with one bad row and names every bad row and field', async () => {
    const owner = await buildLeagueOwner(t);
    await seedStructure(owner);
    const lines = [PEOPLE_HEADER];
    for (let i = 0; i < 600; i += 1)
      lines.push(`First${i},Last${i},p${i}@example.com,,no,yes,no,no,Hawks,player`);
    lines[300] = 'Bad,Row,not-an-email,,no,yes,no,no,Hawks,player';
    lines[450] = 'Lost,Team,,,no,yes,no,no,Eagles,player';
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/people`, {
      csv: lines.join('\n'),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        'row 301.email': ['is not a valid email'],
        'row 451.team': ['is not a team of this season'],
      },
    });
    expect(await countIn(people, owner.seasonId)).toBe(0);
  });

  it('rejects an unknown division name in a teams file, saving none of its rows', async () => {
    const owner = await buildLeagueOwner(t);
    await seedStructure(owner);
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/teams`, {
      csv: 'name,division,shortcode,longcode\nFalcons,U10 Boys,,\nRavens,U14,,\n',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { 'row 3.division': ['is not a division of this season'] } });
    expect(await countIn(teams, owner.seasonId)).toBe(2);
  });

  it('answers 422 on file for a file with only a header, and 400 for an unknown kind', async () => {
    const owner = await buildLeagueOwner(t);
    const empty = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/teams`, {
      csv: 'name,division\n',
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { file: [expect.any(String)] } });
    const unknown = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/games`, { csv: 'x\n' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { kind: [expect.any(String)] } });
  });
});

describe('timeslot CSV', () => {
  const HEADER = 'venue,surface,date,start,finish,divisions,type';

  it('stores local times as instants in the season zone on both sides of a DST change', async () => {
    const owner = await buildLeagueOwner(t, { timezone: 'America/Chicago' });
    await seedStructure(owner);
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/timeslots`, {
      csv: `${HEADER}\nNorth Park,Field 1,2026-03-07,9:00,10:30,U10 Boys;u12 girls,\nnorth park,field 1,3/8/2026,9:00 AM,10:30 AM,,practice\nNorth Park,Field 1,2026-03-09,18:00,19:30,,both\n`,
    });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(timeslots).where(eq(timeslots.seasonId, owner.seasonId));
    const byStart = rows.sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(
      byStart.map((r) => [r.start.toISOString(), r.finish.toISOString(), r.isGame, r.isPractice]),
    ).toEqual([
      ['2026-03-07T15:00:00.000Z', '2026-03-07T16:30:00.000Z', true, false],
      ['2026-03-08T14:00:00.000Z', '2026-03-08T15:30:00.000Z', false, true],
      ['2026-03-09T23:00:00.000Z', '2026-03-10T00:30:00.000Z', true, true],
    ]);
    const links = await t.db
      .select({ n: count() })
      .from(timeslotDivisions)
      .where(eq(timeslotDivisions.timeslotId, byStart[0]?.id ?? ''));
    expect(links[0]?.n).toBe(2);
  });

  it('rejects overlaps with stored slots and within the file, and unknown names, saving nothing', async () => {
    const owner = await buildLeagueOwner(t, { timezone: 'America/Chicago' });
    await seedStructure(owner);
    const url = `/api/seasons/${owner.seasonId}/csv/timeslots`;
    expect(
      (await owner.client.post(url, { csv: `${HEADER}\nNorth Park,Field 1,2026-04-11,09:00,10:00,,\n` }))
        .status,
    ).toBe(201);
    const res = await owner.client.post(url, {
      csv: [
        HEADER,
        'North Park,Field 1,2026-04-11,09:30,10:30,,',
        'North Park,Field 2,2026-04-11,09:30,10:30,,',
        'North Park,Field 2,2026-04-11,10:00,11:00,,',
        'North Park,Field 2,2026-04-11,11:00,12:00,,',
        'North Park,Field 9,2026-04-11,11:00,12:00,,',
        'Nowhere,Field 1,2026-04-11,11:00,12:00,,',
        'North Park,Field 1,2026-04-12,11:00,12:00,U99,',
        'North Park,Field 1,2026-04-12,13:00,12:00,,',
      ].join('\n'),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        'row 2.start': ['overlaps another timeslot on this surface'],
        'row 3.start': ['overlaps another timeslot on this surface'],
        'row 4.start': ['overlaps another timeslot on this surface'],
        'row 6.surface': ['is not a surface of this venue'],
        'row 7.venue': ['is not a venue of this season'],
        'row 8.divisions': ['u99: is not a division of this season'],
        'row 9.finish': ['must be after the start'],
      },
    });
    const [stored] = await t.db
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, owner.seasonId));
    expect(stored?.n).toBe(1);
  });
});

describe('bulk creates', () => {
  it('creates rows sent as JSON and names a bad row by its index', async () => {
    const owner = await buildLeagueOwner(t);
    const base = `/api/seasons/${owner.seasonId}`;
    const made = await owner.client.post(`${base}/divisions/bulk`, {
      rows: [{ name: 'U8' }, { name: 'U9', color: '#00ff00' }],
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ count: 2 });
    const bad = await owner.client.post(`${base}/teams/bulk`, {
      rows: [
        { name: 'Hawks', division: 'U8' },
        { name: 'Owls', division: 'U7' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { 'rows.1.division': ['is not a division of this season'] } });
    expect(await countIn(teams, owner.seasonId)).toBe(0);
    const invalid = await owner.client.post(`${base}/venues/bulk`, {
      rows: [{ name: 'Park', surfaces: [] }],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: { 'rows.0.surfaces': [expect.any(String)] } });
    const venuesMade = await owner.client.post(`${base}/venues/bulk`, {
      rows: [{ name: 'Park', surfaces: ['A', 'B'] }],
    });
    expect(venuesMade.body).toEqual({ count: 1 });
    const peopleMade = await owner.client.post(`${base}/people/bulk`, { rows: [{ first: 'Ana' }] });
    expect(peopleMade.body).toEqual({ count: 1 });
  });

  it('answers 404 for another organisation’s season and 403 for a user-role member on every route', async () => {
    const owner = await buildLeagueOwner(t);
    const stranger = await buildLeagueOwner(t);
    const reader = await buildReader(t, owner);
    const base = `/api/seasons/${owner.seasonId}`;
    const calls: [string, unknown][] = [
      [`${base}/divisions/bulk`, { rows: [{ name: 'X' }] }],
      [`${base}/teams/bulk`, { rows: [{ name: 'X', division: 'X' }] }],
      [`${base}/venues/bulk`, { rows: [{ name: 'X', surfaces: ['A'] }] }],
      [`${base}/people/bulk`, { rows: [{ first: 'X' }] }],
      [`${base}/csv/divisions`, { csv: 'h\nX,,,\n' }],
      [`${base}/csv/timeslots`, { csv: 'h\nPark,A,2026-04-11,09:00,10:00,,\n' }],
    ];
    for (const [url, body] of calls) {
      expect((await stranger.client.post(url, body)).status, url).toBe(404);
      expect((await reader.post(url, body)).status, url).toBe(403);
    }
    expect(await countIn(divisions, owner.seasonId)).toBe(0);
  });

  it('rejects a venue row naming a surface twice', async () => {
    const owner = await buildLeagueOwner(t);
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/venues/bulk`, {
      rows: [{ name: 'Park', surfaces: ['Field 1', 'field 1'] }],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { 'rows.0.surfaces': ['names a surface twice'] } });
  });
});
