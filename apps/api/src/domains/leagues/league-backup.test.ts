import { readFileSync } from 'node:fs';
import type { LeagueDocument, LeagueImported, LeagueInfo, LeagueSeasonIds } from '@app/contracts';
import { divisions, games, leagues, schedules, teams, users } from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import {
  ABOVE_LEAGUES,
  canonicalRows,
  LEAGUE_TABLES,
  labelIds,
  leagueRows,
  NOT_LEAGUE_DATA,
  publicTables,
} from '../../../test/league-tables.ts';
import { waitForFinish } from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// docs/leagues.md, "The league document": the JSON export is a backup of the whole league, and importing it
// into another organisation reproduces every table of it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type SignedIn = Awaited<ReturnType<typeof buildSignedInUser>>;

/** A signed-in user of a new organisation whose account has this time zone. */
async function buildUserIn(timezone: string): Promise<SignedIn> {
  const built = await buildSignedInUser(t);
  await t.db.update(users).set({ timezone }).where(eq(users.id, built.user.id));
  return built;
}

const SATURDAYS = ['04-04', '04-11', '04-18', '04-25', '05-02', '05-09', '05-16', '05-23'];
const PARKS = ['Horner Park', 'Welles Park', 'Winnemac Park', 'River Park'];

/** The demo league with everything a season can hold: an across-division, timeslots, two run schedules, scores. */
async function buildRichLeague(owner: SignedIn): Promise<LeagueSeasonIds> {
  const demo = await owner.client.post<LeagueSeasonIds>('/api/demo');
  expect(demo.status).toBe(201);
  const seasonId = demo.body.season.id;
  const divisionRows = await t.db
    .select()
    .from(divisions)
    .where(eq(divisions.seasonId, seasonId))
    .orderBy(asc(divisions.position));
  const [boys, girls] = divisionRows;
  if (!boys || !girls) throw new Error('the demo has divisions');
  // A team colour, as the setup wizard gives (docs/wizard.md#finish): the backup must carry it.
  await t.db.update(teams).set({ color: '#8E24AA' }).where(eq(teams.divisionId, boys.id));
  await t.db.insert(divisions).values({
    organizationId: owner.organizationId,
    seasonId,
    name: 'U10/U12 Cup',
    color: '#8E24AA',
    isAcross: true,
    acrossFirstId: boys.id,
    acrossSecondId: girls.id,
    position: 7,
  });

  const slots = ['venue,surface,date,start,finish,divisions,type'];
  for (const day of SATURDAYS) {
    for (const park of PARKS) {
      slots.push(`${park},Field 1,2026-${day},09:00,10:30,,`);
      slots.push(`${park},Field 2,2026-${day},09:00,10:30,${boys.name};${girls.name},game`);
      slots.push(`${park},Field 2,2026-${day},11:00,12:00,,practice`);
    }
  }
  slots.push('Horner Park,Field 1,2026-05-30,13:00,15:00,,reserved');
  const imported = await owner.client.post(`/api/seasons/${seasonId}/csv/timeslots`, {
    csv: slots.join('\n'),
  });
  expect(imported.status).toBe(201);

  const girlsTeams = await t.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.divisionId, girls.id))
    .orderBy(asc(teams.position));
  const run = async (body: Record<string, unknown>) => {
    const res = await owner.client.post<{ id: string }>('/api/schedules', { season_id: seasonId, ...body });
    expect(res.status).toBe(201);
    expect((await waitForFinish(owner.client, res.body.id, 60_000)).status).toBe('done');
    return res.body.id;
  };
  await run({
    division_id: boys.id,
    name: 'Boys spring',
    // Two rounds at one game a day over eight Saturdays: some games stay unscheduled, with their reasons.
    config: { count: 2, schedule_start: '2026-04-01', schedule_end: '2026-05-31', max_games_day: 1 },
  });
  const cupId = await run({
    division_id: girls.id,
    name: 'Girls cup',
    config: {
      style: 'single',
      schedule_start: '2026-04-01',
      schedule_end: '2026-05-31',
      seeding: girlsTeams.map((team) => team.id).reverse(),
    },
  });
  // A first-round score moves its winner on: the later game then names a team and keeps its source link.
  const [opener] = await t.db
    .select()
    .from(games)
    .where(and(eq(games.scheduleId, cupId), isNotNull(games.homeId), isNotNull(games.visitorId)))
    .orderBy(asc(games.position))
    .limit(1);
  if (!opener) throw new Error('the cup has a first round');
  const scored = await owner.client.post('/api/games/scores', {
    games: [{ id: opener.id, home_score: 3, visitor_score: 1, overtime: true }],
  });
  expect(scored.status).toBe(200);
  return demo.body;
}

describe('the league JSON export as a backup', () => {
  it('reproduces every table of a league in another organisation, ids new and everything else equal', async () => {
    const owner = await buildSignedInUser(t);
    const built = await buildRichLeague(owner);
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${built.league.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.version).toBe(2);

    const other = await buildUserIn('Asia/Tokyo');
    const imported = await other.client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.league.name).toBe('Northside Youth Soccer (demo)');

    const source = await leagueRows(t, built.league.id);
    const copy = await leagueRows(t, imported.body.league.id);
    // The league is rich: every table has rows, bracket games have sources and one has its score.
    for (const table of LEAGUE_TABLES) expect(source[table].length, table).toBeGreaterThan(0);
    expect(source.games.some((g) => g.home_from !== null && g.home_id !== null)).toBe(true);
    expect(source.games.some((g) => g.home_score === 3 && g.overtime === true)).toBe(true);
    expect(source.teams.some((team) => team.color === '#8E24AA')).toBe(true);
    expect(source.games.some((g) => g.timeslot_id === null && g.unscheduled_reason_detail !== null)).toBe(
      true,
    );
    expect(source.schedules.some((s) => (s.config as { seeding: string[] }).seeding.length > 1)).toBe(true);

    const sourceLabels = labelIds(source);
    const copyLabels = labelIds(copy);
    for (const table of LEAGUE_TABLES) {
      expect(canonicalRows(copy[table], copyLabels), table).toEqual(
        canonicalRows(source[table], sourceLabels),
      );
    }
    // Every id is new: none of the copy's records shares one with the source.
    const copyIds = new Set(LEAGUE_TABLES.flatMap((table) => copy[table].map((r) => r.id)).filter(Boolean));
    expect(
      LEAGUE_TABLES.flatMap((table) => source[table].map((r) => r.id)).filter((id) => copyIds.has(id)),
    ).toEqual([]);
    // The season keeps its own time zone, not the importer's.
    expect(copy.seasons.map((s) => s.timezone)).toEqual(source.seasons.map((s) => s.timezone));
  });

  it('knows every table: each is compared above, left out on purpose, or above leagues', async () => {
    const known = [...LEAGUE_TABLES, ...NOT_LEAGUE_DATA, ...ABOVE_LEAGUES].sort();
    expect((await publicTables(t)).sort()).toEqual(known);
  });

  it('refuses a document naming an unknown timeslot by the game’s path, and saves nothing', async () => {
    const owner = await buildSignedInUser(t);
    const built = await buildRichLeague(owner);
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${built.league.id}/export`);
    const document = structuredClone(exported.body);
    const schedule = document.seasons[0]?.schedules[0];
    const game = schedule?.games[3];
    if (!game) throw new Error('the document has games');
    game.timeslot = 'ts999999';
    const other = await buildSignedInUser(t);
    const res = await other.client.post('/api/leagues/import', document);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { 'seasons.0.schedules.0.games.3.timeslot': ['is not a timeslot of this season'] },
    });
    expect(await t.db.select().from(leagues).where(eq(leagues.organizationId, other.organizationId))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(schedules).where(eq(schedules.organizationId, other.organizationId)),
    ).toEqual([]);
  });

  it('numbers a re-import whose name the organisation has, or takes the name asked for', async () => {
    const owner = await buildSignedInUser(t);
    const built = await buildRichLeague(owner);
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${built.league.id}/export`);
    const again = await owner.client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(again.body.league.name).toBe('Northside Youth Soccer (demo) (2)');
    const third = await owner.client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(third.body.league.name).toBe('Northside Youth Soccer (demo) (3)');
    const named = await owner.client.post<LeagueImported>(
      `/api/leagues/import?name=${encodeURIComponent('Northside archive')}`,
      exported.body,
    );
    expect(named.status).toBe(201);
    expect(named.body.league.name).toBe('Northside archive');
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.leagues.map((l) => l.name)).toEqual([
      'Northside Youth Soccer (demo)',
      'Northside Youth Soccer (demo) (2)',
      'Northside Youth Soccer (demo) (3)',
      'Northside archive',
    ]);
  });
});

describe('a version 1 league file (the format before timeslots and schedules)', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../../../test/fixtures/league-document-v1.json', import.meta.url), 'utf8'),
  ) as LeagueDocument;

  it('still imports: the structure as it was, the importer’s time zone, distances from coordinates', async () => {
    expect(fixture.version).toBe(1);
    const owner = await buildUserIn('Asia/Tokyo');
    const imported = await owner.client.post<LeagueImported>('/api/leagues/import', fixture);
    expect(imported.status).toBe(201);
    const rows = await leagueRows(t, imported.body.league.id);
    expect(rows.seasons.map((s) => s.timezone)).toEqual(['Asia/Tokyo']);
    expect(rows.venue_distances).toHaveLength(12);
    expect(rows.timeslots).toEqual([]);
    expect(rows.schedules).toEqual([]);

    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${imported.body.league.id}/export`);
    expect(exported.body.version).toBe(2);
    const structure = exported.body.seasons.map(
      ({
        timezone: _z,
        distances: _d,
        timeslots: _t,
        schedules: _s,
        conferences: _c,
        adjustments: _a,
        ...season
      }) => ({
        ...season,
        divisions: season.divisions.map(({ position: _p, ...d }) => d),
        // Version 1 files have no team colours: they import as none.
        teams: season.teams.map(({ position: _p, color, ...team }) => {
          expect(color).toBeNull();
          return team;
        }),
        venues: season.venues.map(({ position: _p, ...v }) => ({
          ...v,
          surfaces: v.surfaces.map(({ position: _q, ...s }) => s),
        })),
      }),
    );
    expect(structure).toEqual(fixture.seasons);
  });
});
