import type { ExportJob, Feed, GamesChanged, ScheduleDetail, ShareLink } from '@app/contracts';
import { games, organizations, replans, surfaces, teams, timeslots, venues } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForExport } from '../../../test/export-fixtures.ts';
import { TEST_PLAN } from '../../../test/factories.ts';
import { buildTeams } from '../../../test/league-builders.ts';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { waitForFinish } from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSlots, slotRow } from '../../../test/timeslot-fixtures.ts';
import type { DeclaredRoute } from '../../http/access.ts';
import { isHiddenPosition } from './hidden-games.ts';

/*
 * docs/free-tier.md: masked data never leaves the server. A free organisation with a generated schedule and a
 * hand-made one, a share link of each kind, a feed, export jobs and a published public site; then every GET
 * route the organisation can reach is called, and no answer may put a hidden game's real start, teams, slot,
 * venue or surface beside its id, nor name the teams playing in the slot it occupies.
 */

let t: TestApp;
let league: PublicLeague;
let generatedId: string;
const answers: { url: string; status: number; text: string }[] = [];

interface HiddenGame {
  id: string;
  homeId: string | null;
  visitorId: string | null;
  timeslotId: string;
  start: string;
  venue: string;
  surface: string;
  teamNames: string[];
}
let hidden: HiddenGame[] = [];

const ok = <T>(res: { status: number; body: T; text: string }, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
};

/** The routes left out of the walk, and why. */
const NOT_WALKED: Record<string, string> = {
  '/api/health': 'no organisation data',
  '/api/ready': 'no organisation data',
  '/api/csrf': 'no organisation data',
  '/api/openapi.json': 'no organisation data',
  '/api/user/confirmation': 'a mailed token, no games',
  '/api/invitations/:id': 'a mailed token, no games',
  '/api/geocode': 'an outside service, no games',
  '/api/imports/:id': 'no import was made',
  '/api/auth/sportsengine': 'a redirect to SportsEngine’s sign-in page, no data',
  '/api/activities/:id': 'a SportsEngine activity: counts and the ids of what it made, no games',
  '/api/sportsengine/sites': "SportsEngine's own records (ids and names), no games of ours",
  '/api/sportsengine/sites/:id/leagues': "SportsEngine's own records, no games of ours",
  '/api/sportsengine/leagues/:id/seasons': "SportsEngine's own records, no games of ours",
  '/api/sportsengine/seasons/:id/subseasons': "SportsEngine's own records, no games of ours",
  '/api/sportsengine/sites_beta': "SportsEngine's own records, no games of ours",
  '/api/sportsengine/sites/:id/seasons_beta': "SportsEngine's own records, no games of ours",
  '/api/webpage_by_domain': 'the site by custom domain; the same reads as by id',
  '/api/upload/sign': 'no games',
  '/uploads/:organization_id/:file': 'images',
};

beforeAll(async () => {
  t = await createTestApp();
  league = await buildPublicLeague(t, { publish: true });
  const { client, seasonId } = league;
  // A generated schedule beside the hand-made one: four teams of Under 12 over eight Saturdays.
  await buildTeams(client, league.divisions[1].id, ['Bears', 'Foxes', 'Lynx', 'Moles']);
  await createSlots(
    league,
    ['04-04', '04-11', '04-18', '04-25', '05-02', '05-09', '05-16', '05-23'].map((d) =>
      slotRow(league, `2026-${d}`, { surface_id: league.surfaceIds[1] }),
    ),
  );
  const res = await client.post<{ id: string }>('/api/schedules', {
    season_id: seasonId,
    division_id: league.divisions[1].id,
    name: 'Generated',
    config: { count: 1, schedule_start: '2026-04-01', schedule_end: '2026-05-31' },
  });
  generatedId = ok(res, 'schedule').id;
  await waitForFinish(client, generatedId);
  // Made while paid (share links are a paid feature); they keep answering after the downgrade.
  ok(await client.post<ShareLink>('/api/share_links', { kind: 'schedule', target_id: generatedId }), 'link');
  ok(
    await client.post<ShareLink>('/api/share_links', { kind: 'team', target_id: league.hawks.id }),
    'team link',
  );
  ok(await client.post<Feed>(`/api/schedules/${generatedId}/feeds`, {}), 'feed');
  // Every placed game moved out of its slot and back, so the season's changes list holds each of them.
  const placedGames = await t.db
    .select({ id: games.id, timeslotId: games.timeslotId })
    .from(games)
    .where(eq(games.organizationId, league.organizationId));
  for (const game of placedGames.filter((g) => g.timeslotId !== null)) {
    await t.db.update(games).set({ timeslotId: null }).where(eq(games.id, game.id));
    await t.db.update(games).set({ timeslotId: game.timeslotId }).where(eq(games.id, game.id));
  }
  await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, league.organizationId));

  const rows = await t.db
    .select({
      id: games.id,
      position: games.position,
      homeId: games.homeId,
      visitorId: games.visitorId,
      timeslotId: games.timeslotId,
      start: timeslots.start,
      venue: venues.name,
      surface: surfaces.name,
    })
    .from(games)
    .innerJoin(timeslots, eq(timeslots.id, games.timeslotId))
    .innerJoin(venues, eq(venues.id, timeslots.venueId))
    .innerJoin(surfaces, eq(surfaces.id, timeslots.surfaceId))
    .where(eq(games.organizationId, league.organizationId));
  const names = new Map(
    (await t.db.select({ id: teams.id, name: teams.name }).from(teams)).map((r) => [r.id, r.name]),
  );
  hidden = rows
    .filter((row) => isHiddenPosition(row.position))
    .map((row) => ({
      ...row,
      timeslotId: row.timeslotId as string,
      start: row.start.toISOString(),
      teamNames: [row.homeId, row.visitorId].flatMap((id) =>
        id && names.get(id) ? [names.get(id) as string] : [],
      ),
    }));

  // A re-plan whose moves name every placed game where it is (as proposeReplan stores them).
  const place = (row: (typeof rows)[number]) => ({
    timeslot_id: row.timeslotId as string,
    start: row.start.toISOString(),
    finish: row.start.toISOString(),
    date: row.start.toISOString().slice(0, 10),
    time: row.start.toISOString().slice(11, 16),
    venue: row.venue,
    surface: row.surface,
  });
  const [replan] = await t.db
    .insert(replans)
    .values({
      organizationId: league.organizationId,
      seasonId,
      date: '2026-04-04',
      result: {
        moves: rows.map((row) => ({
          game_id: row.id,
          schedule_id: generatedId,
          game: {
            division: null,
            home: { team: names.get(row.homeId ?? '') ?? '?' },
            visitor: { team: names.get(row.visitorId ?? '') ?? '?' },
            bracket: null,
            round: null,
            date: null,
            time: null,
            venue: null,
          },
          from: place(row),
          to: place(row),
          cancelled: true,
          reason: null,
        })),
      },
    })
    .returning();

  // Export jobs made on the free plan: every games format, and the league document.
  const jobs: ExportJob[] = [];
  for (const format of ['main', 'rest', 'teamsnap', 'leagueapps']) {
    jobs.push(
      ok(
        await client.post<ExportJob>(`/api/seasons/${seasonId}/exports`, { schedule_id: null, format }),
        `export ${format}`,
      ),
    );
  }
  jobs.push(ok(await client.post<ExportJob>(`/api/leagues/${league.leagueId}/exports`, {}), 'league export'));
  for (const job of jobs) await waitForExport(client, job.id);

  const links = ok(await client.get<{ share_links: ShareLink[] }>('/api/share_links'), 'links').share_links;
  const feedUrls = ok(await client.post<Feed>(`/api/schedules/${generatedId}/feeds`, {}), 'feed');
  const detail = ok(await client.get<ScheduleDetail>(`/api/schedules/${generatedId}`), 'detail');
  const people = ok(
    await client.get<{ people: { id: string }[] }>(`/api/seasons/${seasonId}/people`),
    'people',
  );

  const ids: Record<string, string[]> = {
    seasons: [seasonId],
    schedules: [generatedId, league.scheduleId],
    divisions: league.divisions.map((d) => d.id),
    teams: [...names.keys()],
    venues: [league.venueId],
    leagues: [league.leagueId],
    organizations: [league.organizationId],
    switch_organization: [league.organizationId],
    people: people.people.map((p) => p.id),
    exports: jobs.map((j) => j.id),
    public_divisions: [seasonId],
    public_scores: [seasonId],
    public_standings: [seasonId],
    public_teams: [league.hawks.id, league.owls.id],
    public_calendars: [seasonId],
    public_league_pages: [league.leagueId],
    replans: [replan?.id as string],
  };
  const routes = (t.app.routeAccess as readonly DeclaredRoute[]).filter(
    (r) => r.method === 'GET' && !(r.url in NOT_WALKED),
  );
  const urls: string[] = [];
  for (const route of routes) {
    const u = route.url;
    if (u === '/api/feeds/:file') {
      urls.push(new URL(feedUrls.url).pathname);
    } else if (u.startsWith('/api/embed/:token')) {
      for (const link of links) urls.push(u.replace(':token', link.token));
    } else if (u === '/api/public_league_pages/:org_slug/:league_slug') {
      urls.push(`/api/public_league_pages/${league.webpage.slug}/${league.page.slug}`);
    } else if (u === '/api/switch_locale/:locale') {
      urls.push('/api/switch_locale/en');
    } else if (u.includes(':id')) {
      const key = u.split('/')[2] ?? '';
      const values = ids[key];
      if (!values) throw new Error(`no ids for ${u}: add them to the walk`);
      for (const id of values) urls.push(u.replace(':id', id));
    } else urls.push(u);
  }
  const expanded = urls.flatMap((url) => {
    if (url.endsWith('/export')) {
      return ['main', 'rest', 'teamsnap', 'sportsengine', `team&team_id=${league.hawks.id}`].map(
        (f) => `${url}?format=${f}`,
      );
    }
    if (url.endsWith('/search')) return [`${url}?q=o`, `${url}?q=Hawks`];
    if (url === '/api/conferences') return [`${url}?season_id=${seasonId}`];
    if (url.endsWith('/timeslots')) return [url, `${url}?start_date=2026-04-01&end_date=2026-06-01`];
    if (url.startsWith('/api/public_calendars/')) return [url, `${url}?team_id=${league.hawks.id}`];
    return [url];
  });
  for (const url of expanded) {
    const res = await client.get(url);
    answers.push({ url, status: res.status, text: res.text });
  }
  expect(detail.games.length).toBeGreaterThan(3);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Every object of a JSON value, nested ones included. */
function objectsOf(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, out);
  else if (value && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objectsOf(item, out);
  }
  return out;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

describe('a free organisation’s hidden games never leave the server', () => {
  it('has hidden games placed in both schedules, and the walk reached the routes', () => {
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const reached = answers.filter((a) => a.status === 200).map((a) => a.url);
    for (const path of ['/api/seasons/', '/api/schedules/', '/api/embed/', '/api/public_', '/api/feeds/']) {
      expect(reached.some((url) => url.startsWith(path))).toBe(true);
    }
    const failed = answers.filter((a) => a.status >= 500);
    expect(failed).toEqual([]);
  });

  it('puts no hidden game’s start, teams, slot, venue or surface beside its id', () => {
    const leaks: string[] = [];
    for (const answer of answers) {
      const json = parse(answer.text);
      if (json === undefined) {
        // Text answers (CSV, iCalendar) carry no game as an object: a hidden game's id must not appear at all.
        for (const game of hidden) if (answer.text.includes(game.id)) leaks.push(`${answer.url}: ${game.id}`);
        continue;
      }
      for (const object of objectsOf(json)) {
        const values = JSON.stringify(
          Object.values(object).filter((v) => typeof v !== 'object' || v === null),
        );
        for (const game of hidden) {
          if (object.id === game.id || Object.values(object).includes(game.id)) {
            for (const secret of [
              game.timeslotId,
              game.start,
              game.homeId,
              game.visitorId,
              ...game.teamNames,
            ]) {
              if (secret && values.includes(secret)) leaks.push(`${answer.url}: ${game.id} with ${secret}`);
            }
          }
          if (object.id === game.timeslotId) {
            for (const secret of [game.homeId, game.visitorId, game.id, ...game.teamNames]) {
              if (secret && values.includes(secret))
                leaks.push(`${answer.url}: slot ${game.timeslotId} with ${secret}`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers the hidden games in place, marked hidden, in the schedule and the master list', async () => {
    const detail = (await league.client.get<ScheduleDetail>(`/api/schedules/${generatedId}`)).body;
    const ids = new Set(hidden.map((g) => g.id));
    const masked = detail.games.filter((g) => ids.has(g.id));
    expect(masked.length).toBeGreaterThan(0);
    for (const game of masked) {
      expect(game).toMatchObject({
        hidden: true,
        blurred: true,
        home_id: null,
        visitor_id: null,
        timeslot_id: null,
      });
    }
    expect(detail.games.filter((g) => !g.hidden).every((g) => g.home_id !== null)).toBe(true);
    // Counts stay right: a hidden game is still scheduled.
    expect(detail.scheduled_count).toBe(
      detail.games.filter((g) => g.hidden || g.timeslot_id !== null).length,
    );
  });

  it('answers a paid organisation unchanged', async () => {
    await t.db
      .update(organizations)
      .set({ plan: TEST_PLAN })
      .where(eq(organizations.id, league.organizationId));
    try {
      const detail = (await league.client.get<ScheduleDetail>(`/api/schedules/${generatedId}`)).body;
      expect(detail.games.every((g) => !g.hidden && !g.blurred)).toBe(true);
      const byId = new Map(detail.games.map((g) => [g.id, g]));
      for (const game of hidden) {
        expect(byId.get(game.id)?.timeslot_id ?? game.timeslotId).toBe(game.timeslotId);
      }
      const changed = await league.client.post<GamesChanged>('/api/games/unschedule', {
        ids: [hidden[0]?.id],
      });
      expect(changed.status).toBe(200);
    } finally {
      await t.db
        .update(organizations)
        .set({ plan: 'free' })
        .where(eq(organizations.id, league.organizationId));
    }
  });
});

describe('re-plans and changes of a free organisation', () => {
  it('leave its hidden games out, and show the others', () => {
    const reached = answers.filter(
      (a) => a.url.startsWith('/api/replans/') || a.url.endsWith('/changes') || a.url.endsWith('/replans'),
    );
    expect(reached.map((a) => a.status).every((status) => status === 200)).toBe(true);
    expect(reached.some((a) => a.url.startsWith('/api/replans/'))).toBe(true);
    expect(reached.some((a) => a.url.endsWith('/changes'))).toBe(true);
    for (const answer of reached) for (const game of hidden) expect(answer.text).not.toContain(game.id);
    const changes = reached.find((a) => a.url.endsWith('/changes'));
    expect((parse(changes?.text ?? '') as { teams: unknown[] }).teams.length).toBeGreaterThan(0);
    const replan = reached.find((a) => a.url.startsWith('/api/replans/'));
    expect((parse(replan?.text ?? '') as { moves: unknown[] }).moves.length).toBeGreaterThan(0);
  });
});
