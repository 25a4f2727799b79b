import type { Division, ErrorResponse, LeagueDocument, ShareLink, Team } from '@app/contracts';
import { divisions, games, leagues, organizations, schedules, seasons, teams, venues } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildDivision, buildLeague, buildTeams } from '../../../test/league-builders.ts';
import { fireTogether, statuses } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { wizardDraft } from '../../../test/wizard-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Refusal = ErrorResponse & { limit: { resource: string; max: number; upgrade_url: string } };

/** A signed-in owner of a free organisation with a league and its season (both current). */
async function freeOwner(plan = 'free') {
  const owner = await buildSignedInUser(t, { plan });
  const ids = await buildLeague(owner.client);
  return { ...owner, leagueId: ids.league.id, seasonId: ids.season.id };
}

/** The 402 of a limit: the sentence under `field`, and the limit beside it. */
function expectRefused(
  res: { status: number; body: unknown; text: string },
  message: string,
  field = 'base',
) {
  expect(res.status, res.text).toBe(402);
  const body = res.body as Refusal;
  expect(body.errors[field]).toEqual([message]);
  expect(body.limit.upgrade_url).toBe('/billing');
  return body.limit;
}

const rows = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}` }));

async function countWhere(
  table: typeof divisions | typeof teams | typeof venues | typeof seasons,
  where: ReturnType<typeof eq>,
) {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function bulkDivisions(client: TestClient, seasonId: string, n: number) {
  const res = await client.post(`/api/seasons/${seasonId}/divisions/bulk`, { rows: rows(n, 'Division') });
  expect(res.status, res.text).toBe(201);
}

describe('free tier creation limits', () => {
  it('divisions: the 10th of a season is made, the 11th is 402 with the message and nothing saved', async () => {
    const owner = await freeOwner();
    await bulkDivisions(owner.client, owner.seasonId, 9);
    await buildDivision(owner.client, { season_id: owner.seasonId, name: 'Tenth' });
    const res = await owner.client.post('/api/divisions', { season_id: owner.seasonId, name: 'Eleventh' });
    const limit = expectRefused(
      res,
      'Free accounts can have up to 10 divisions in a season. Upgrade to add more.',
    );
    expect(limit).toEqual({ resource: 'divisions', max: 10, upgrade_url: '/billing' });
    expect(await countWhere(divisions, eq(divisions.seasonId, owner.seasonId))).toBe(10);
  });

  it('divisions: a bulk create or CSV import past the limit is refused whole, naming how many it would make', async () => {
    const owner = await freeOwner();
    await bulkDivisions(owner.client, owner.seasonId, 8);
    const bulk = await owner.client.post(`/api/seasons/${owner.seasonId}/divisions/bulk`, {
      rows: rows(3, 'More'),
    });
    expectRefused(
      bulk,
      'Free accounts can have up to 10 divisions in a season. Upgrade to add more. This would make 11.',
    );
    const csv = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/divisions`, {
      csv: 'name\nA\nB\nC\nD\n',
    });
    expect(csv.status, csv.text).toBe(402);
    expect(JSON.stringify(csv.body)).toContain('This would make 12.');
    expect(await countWhere(divisions, eq(divisions.seasonId, owner.seasonId))).toBe(8);
  });

  it('teams: 10 in a division, the 11th refused; a form of 11 rows refused whole', async () => {
    const owner = await freeOwner();
    const division = await buildDivision(owner.client, { season_id: owner.seasonId });
    const eleven = await owner.client.post('/api/teams', {
      teams: rows(11, 'Team').map((row) => ({ ...row, division_id: division.id })),
    });
    expectRefused(
      eleven,
      'Free accounts can have up to 10 teams in a division. Upgrade to add more. This would make 11.',
    );
    expect(await countWhere(teams, eq(teams.divisionId, division.id))).toBe(0);
    await buildTeams(
      owner.client,
      division.id,
      rows(10, 'Team').map((r) => r.name),
    );
    const res = await owner.client.post('/api/teams', {
      teams: [{ name: 'Late', division_id: division.id }],
    });
    expectRefused(res, 'Free accounts can have up to 10 teams in a division. Upgrade to add more.');
    const csv = await owner.client.post(`/api/seasons/${owner.seasonId}/teams/bulk`, {
      rows: [{ name: 'Csv', division: division.name }],
    });
    expect(csv.status, csv.text).toBe(402);
    expect(await countWhere(teams, eq(teams.divisionId, division.id))).toBe(10);
  });

  it('venues: 10 in a season, the 11th refused', async () => {
    const owner = await freeOwner();
    const ten = await owner.client.post('/api/venues', {
      season_id: owner.seasonId,
      venues: rows(10, 'Park').map((row) => ({ ...row, surfaces: [{ name: 'Field 1' }] })),
    });
    expect(ten.status, ten.text).toBe(201);
    const res = await owner.client.post('/api/venues', {
      season_id: owner.seasonId,
      venues: [{ name: 'Park 11', surfaces: [{ name: 'Field 1' }] }],
    });
    expectRefused(res, 'Free accounts can have up to 10 venues in a season. Upgrade to add more.');
    const bulk = await owner.client.post(`/api/seasons/${owner.seasonId}/venues/bulk`, {
      rows: [{ name: 'Park 12', surfaces: ['Field 1'] }],
    });
    expect(bulk.status, bulk.text).toBe(402);
    expect(await countWhere(venues, eq(venues.seasonId, owner.seasonId))).toBe(10);
  });

  it('leagues: 10 in an organisation, the 11th refused (and the wizard and league import with it)', async () => {
    const owner = await freeOwner();
    await t.db
      .insert(leagues)
      .values(Array.from({ length: 8 }, (_, i) => ({ organizationId: owner.organizationId, name: `L${i}` })));
    await buildLeague(owner.client, { name: 'Tenth' });
    const res = await owner.client.post('/api/leagues', { name: 'Eleventh', seasonName: 'S' });
    expectRefused(res, 'Free accounts can have up to 10 leagues in an organization. Upgrade to add more.');
    const wizard = await owner.client.post('/api/wizard', wizardDraft({ schedules: false, weeks: 1 }));
    expect(wizard.status, wizard.text).toBe(402);
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${owner.leagueId}/export`);
    expect(exported.status).toBe(200);
    const imported = await owner.client.post('/api/leagues/import', exported.body);
    expect(imported.status, imported.text).toBe(402);
    const [row] = await t.db
      .select({ n: count() })
      .from(leagues)
      .where(eq(leagues.organizationId, owner.organizationId));
    expect(row?.n).toBe(10);
  });

  it('seasons: 10 in a league; the 11th, by create or copy, refused', async () => {
    const owner = await freeOwner();
    for (let i = 2; i <= 10; i += 1) {
      const res = await owner.client.post('/api/seasons', { league_id: owner.leagueId, name: `Season ${i}` });
      expect(res.status, res.text).toBe(201);
    }
    const res = await owner.client.post('/api/seasons', { league_id: owner.leagueId, name: 'Season 11' });
    expectRefused(res, 'Free accounts can have up to 10 seasons in a league. Upgrade to add more.');
    const copy = await owner.client.post('/api/seasons/copy', { season_id: owner.seasonId, name: 'Copy' });
    expect(copy.status, copy.text).toBe(402);
    expect(await countWhere(seasons, eq(seasons.leagueId, owner.leagueId))).toBe(10);
  });

  it('a season copy or league import carrying more than the free limits is refused whole', async () => {
    const owner = await freeOwner('all_star_yearly');
    await bulkDivisions(owner.client, owner.seasonId, 11);
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${owner.leagueId}/export`);
    await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, owner.organizationId));
    const copy = await owner.client.post('/api/seasons/copy', { season_id: owner.seasonId, name: 'Copy' });
    expectRefused(
      copy,
      'Free accounts can have up to 10 divisions in a season. Upgrade to add more. This would make 11.',
    );
    const imported = await owner.client.post('/api/leagues/import', exported.body);
    expect(imported.status, imported.text).toBe(402);
    expect(await countWhere(seasons, eq(seasons.leagueId, owner.leagueId))).toBe(1);
    const [row] = await t.db
      .select({ n: count() })
      .from(leagues)
      .where(eq(leagues.organizationId, owner.organizationId));
    expect(row?.n).toBe(1);
  });

  it('the wizard is refused whole when a division would hold more than 10 teams', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const res = await owner.client.post(
      '/api/wizard',
      wizardDraft({ teams: 11, schedules: false, weeks: 1 }),
    );
    expect(res.status, res.text).toBe(402);
    expect((res.body as Refusal).limit.resource).toBe('teams');
    const [row] = await t.db
      .select({ n: count() })
      .from(leagues)
      .where(eq(leagues.organizationId, owner.organizationId));
    expect(row?.n).toBe(0);
  });

  it('schedules and games by hand: 10 in a season and 10 in a schedule', async () => {
    const owner = await freeOwner();
    const division = await buildDivision(owner.client, { season_id: owner.seasonId });
    const [home, visitor] = (await buildTeams(owner.client, division.id, ['Hawks', 'Owls'])) as [Team, Team];
    const blank = { season_id: owner.seasonId, division_id: division.id };
    const ids: string[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const res = await owner.client.post<{ id: string }>('/api/schedules/blank', {
        ...blank,
        name: `S${i}`,
      });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const res = await owner.client.post('/api/schedules/blank', { ...blank, name: 'S11' });
    expectRefused(
      res,
      'Free accounts can have up to 10 schedules and tournaments in a season. Upgrade to add more.',
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(schedules)
      .where(eq(schedules.seasonId, owner.seasonId));
    expect(row?.n).toBe(10);
    const game = { schedule_id: ids[0], home_id: home.id, visitor_id: visitor.id };
    for (let i = 0; i < 10; i += 1) {
      const made = await owner.client.post('/api/games', game);
      expect(made.status, made.text).toBe(201);
    }
    const eleventh = await owner.client.post('/api/games', game);
    expectRefused(
      eleventh,
      'Free accounts can have up to 10 games added by hand in a schedule. Upgrade to add more.',
    );
    const [made] = await t.db
      .select({ n: count() })
      .from(games)
      .where(eq(games.scheduleId, ids[0] ?? ''));
    expect(made?.n).toBe(10);
  });

  it('exports: 10 a month, downloads and export jobs together; the 11th refused', async () => {
    const owner = await freeOwner();
    for (let i = 0; i < 9; i += 1) {
      const res = await owner.client.get(`/api/seasons/${owner.seasonId}/export`);
      expect(res.status, res.text).toBe(200);
    }
    const job = await owner.client.post(`/api/seasons/${owner.seasonId}/exports`, {});
    expect(job.status, job.text).toBe(202);
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/exports`, {});
    expectRefused(res, 'Free accounts can have up to 10 exports a month. Upgrade to add more.');
    const download = await owner.client.get(`/api/leagues/${owner.leagueId}/export`);
    expect(download.status).toBe(402);
  });

  it('parallel creates at 9 make 10, never more', async () => {
    const owner = await freeOwner();
    await bulkDivisions(owner.client, owner.seasonId, 9);
    const answers = await fireTogether(
      Array.from(
        { length: 4 },
        (_, i) => () => owner.client.post('/api/divisions', { season_id: owner.seasonId, name: `Race ${i}` }),
      ),
    );
    expect(statuses(answers)).toBe('201 402 402 402');
    expect(await countWhere(divisions, eq(divisions.seasonId, owner.seasonId))).toBe(10);
  });

  it('paid plans are unlimited, but for Pro\u2019s 50 teams in a division', async () => {
    const allStar = await freeOwner('all_star_yearly');
    await bulkDivisions(allStar.client, allStar.seasonId, 12);
    const many = await buildDivision(allStar.client, { season_id: allStar.seasonId, name: 'Big' });
    await buildTeams(
      allStar.client,
      many.id,
      rows(60, 'Team').map((r) => r.name),
    );
    const pro = await freeOwner('pro_yearly');
    const division: Division = await buildDivision(pro.client, { season_id: pro.seasonId });
    await buildTeams(
      pro.client,
      division.id,
      rows(50, 'Team').map((r) => r.name),
    );
    const res = await pro.client.post('/api/teams', {
      teams: [{ name: 'Team 51', division_id: division.id }],
    });
    expectRefused(res, 'Pro plans can have up to 50 teams in a division. Upgrade to add more.');
    expect(await countWhere(teams, eq(teams.divisionId, division.id))).toBe(50);
  });
});

describe('share links are paid', () => {
  it('a free organisation is refused a link and a new token; a link made while paid keeps working', async () => {
    const owner = await freeOwner('all_star_yearly');
    const division = await buildDivision(owner.client, { season_id: owner.seasonId });
    const [team] = await buildTeams(owner.client, division.id, ['Hawks']);
    const made = await owner.client.post<ShareLink>('/api/share_links', {
      kind: 'team',
      target_id: team?.id,
    });
    expect(made.status, made.text).toBe(201);
    await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, owner.organizationId));
    const refused = await owner.client.post('/api/share_links', {
      kind: 'standings',
      target_id: owner.seasonId,
    });
    const limit = expectRefused(refused, 'Share links are a paid feature. Upgrade to share this schedule.');
    expect(limit).toEqual({ resource: 'share_links', max: 0, upgrade_url: '/billing' });
    const rotate = await owner.client.post(`/api/share_links/${made.body.id}/rotate`, {});
    expect(rotate.status, rotate.text).toBe(402);
    const token = made.body.url.split('/embed/')[1];
    const embed = await t.client().get(`/api/embed/${token}`);
    expect(embed.status, embed.text).toBe(200);
  });
});
