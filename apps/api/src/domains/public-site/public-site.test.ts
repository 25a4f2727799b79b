import {
  type ErrorResponse,
  type PublicDivisions,
  PublicDivisionsSchema,
  type PublicLeaguePage,
  type PublicLeagueSite,
  PublicLeagueSiteSchema,
  type PublicScores,
  PublicScoresSchema,
  type PublicTeam,
  PublicTeamSchema,
  type PublicWebpage,
  type ShareLink,
  type Standings,
  StandingsSchema,
  type WebpageByDomain,
} from '@app/contracts';
import { teams } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { saveScores } from '../../../test/standings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => t.client();
const errorsOf = (body: unknown) => (body as ErrorResponse).errors;

async function settings(league: PublicLeague): Promise<PublicWebpage> {
  const res = await league.client.get<PublicWebpage>('/api/public_webpage');
  expect(res.status).toBe(200);
  return res.body;
}

async function change(league: PublicLeague, body: Record<string, unknown>): Promise<PublicWebpage> {
  const res = await league.client.patch<PublicWebpage>(`/api/public_webpages/${league.webpage.id}`, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function togglePublished(league: PublicLeague): Promise<PublicLeaguePage> {
  const res = await league.client.post<PublicLeaguePage>(
    `/api/public_league_pages/${league.page.slug}/toggle_published`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Every anonymous read of the league's site, by route, with the address that reads it. */
function publicReads(league: PublicLeague): Record<string, string> {
  return {
    '/api/webpage_by_domain': `/api/webpage_by_domain?url=${league.webpage.slug}`,
    '/api/public_league_pages/:org_slug/:league_slug': `/api/public_league_pages/${league.webpage.slug}/${league.page.slug}`,
    '/api/public_league_pages/:id': `/api/public_league_pages/${league.leagueId}`,
    '/api/public_divisions/:id': `/api/public_divisions/${league.seasonId}`,
    '/api/public_scores/:id': `/api/public_scores/${league.seasonId}`,
    '/api/public_standings/:id': `/api/public_standings/${league.seasonId}`,
    '/api/public_teams/:id': `/api/public_teams/${league.hawks.id}`,
    '/api/public_calendars/:id': `/api/public_calendars/${league.seasonId}?team_id=${league.hawks.id}`,
  };
}

/**
 * Every anonymous read of the league's share links (docs/share-links.md), by route and kind, with the address
 * that reads it: a link of the schedule, of Hawks (the team with the roster) and of the standings.
 */
async function shareReads(league: PublicLeague): Promise<Record<string, string>> {
  const token = async (kind: ShareLink['kind'], target_id: string) => {
    const res = await league.client.post<ShareLink>('/api/share_links', { kind, target_id });
    expect([200, 201]).toContain(res.status);
    return res.body.token;
  };
  const schedule = await token('schedule', league.scheduleId);
  const team = await token('team', league.hawks.id);
  const standings = await token('standings', league.seasonId);
  return {
    '/api/embed/:token (schedule)': `/api/embed/${schedule}`,
    '/api/embed/:token (team)': `/api/embed/${team}`,
    '/api/embed/:token (standings)': `/api/embed/${standings}`,
    '/api/embed/:token/calendar.ics (schedule)': `/api/embed/${schedule}/calendar.ics`,
    '/api/embed/:token/calendar.ics (team)': `/api/embed/${team}/calendar.ics`,
  };
}

describe('public site settings', () => {
  let league: PublicLeague;
  beforeAll(async () => {
    league = await buildPublicLeague(t);
  });

  it('are written with private defaults on the first read, with the current league’s page', async () => {
    const webpage = await settings(league);
    expect(webpage).toMatchObject({
      id: league.webpage.id,
      slug_claimed: false,
      logo_url: null,
      home_text: '',
      show_standings_page: true,
      show_teams_page: true,
      show_schedules_page: true,
      show_scores_page: true,
      show_rosters_page: false,
      roster_names: 'first_initial',
      public_league_page: {
        league_id: league.leagueId,
        slug: 'lakesideleague',
        name: 'Lakeside League',
        published: false,
        display: true,
        season_id: league.seasonId,
        seasons: [{ id: league.seasonId, name: 'Spring 2026' }],
      },
    });
    expect(webpage.slug).toMatch(/^[a-z0-9]+$/);
  });

  it('are for owners and admins: 403 for the role user, 401 signed out', async () => {
    const reader = await buildReader(t, league);
    expect((await reader.get('/api/public_webpage')).status).toBe(403);
    expect(
      (await reader.patch(`/api/public_webpages/${league.webpage.id}`, { show_rosters_page: true })).status,
    ).toBe(403);
    expect((await reader.post(`/api/public_league_pages/${league.page.slug}/toggle_published`)).status).toBe(
      403,
    );
    expect((await anonymous().get('/api/public_webpage')).status).toBe(401);
  });

  it('answer 404 for another organisation’s webpage id or league page slug', async () => {
    const other = await buildLeagueOwner(t, { leagueName: 'Other League' });
    const otherSettings = (await other.client.get<PublicWebpage>('/api/public_webpage')).body;
    const res = await league.client.patch(`/api/public_webpages/${otherSettings.id}`, {
      show_rosters_page: true,
    });
    expect(res.status).toBe(404);
    const page = await league.client.patch(
      `/api/public_league_pages/${otherSettings.public_league_page?.slug}`,
      {
        season_id: league.seasonId,
      },
    );
    expect(page.status).toBe(404);
  });

  it('refuse a slug that is not letters and digits, naming slug', async () => {
    const res = await league.client.patch(`/api/public_webpages/${league.webpage.id}`, { slug: 'my-club' });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).slug).toEqual(['must contain only letters and digits']);
  });

  it('let the slug change once, then refuse another with 422 slug; a slug taken elsewhere is 409', async () => {
    const other = await buildPublicLeague(t);
    const taken = await league.client.patch(`/api/public_webpages/${league.webpage.id}`, {
      slug: other.webpage.slug,
    });
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body).slug).toEqual(['is already taken']);

    const slug = `Club${Date.now()}`;
    const first = await change(league, { slug });
    expect(first).toMatchObject({ slug: slug.toLowerCase(), slug_claimed: true });
    expect(await change(league, { slug: slug.toLowerCase() })).toMatchObject({ slug: slug.toLowerCase() });
    const again = await league.client.patch(`/api/public_webpages/${league.webpage.id}`, {
      slug: `${slug}x`,
    });
    expect(again.status).toBe(422);
    expect(errorsOf(again.body).slug).toEqual(['can only be changed once']);
    expect((await settings(league)).slug).toBe(slug.toLowerCase());
  });

  it('save nothing of a request that is refused', async () => {
    const before = await settings(league);
    const res = await league.client.patch(`/api/public_webpages/${league.webpage.id}`, {
      show_scores_page: false,
      slug: 'anotherslug',
    });
    expect(res.status).toBe(422);
    expect((await settings(league)).show_scores_page).toBe(before.show_scores_page);
  });

  it('sanitise the home text: scripts, event attributes and javascript links go, links get rel', async () => {
    const webpage = await change(league, {
      home_text:
        '<h2>Welcome</h2><p onclick="steal()">Games on <strong>Saturdays</strong></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://club.example/rules" onmouseover="x()">rules</a>' +
        '<style>body{display:none}</style>',
    });
    expect(webpage.home_text).toBe(
      '<h2>Welcome</h2><p>Games on <strong>Saturdays</strong></p>' +
        '<a target="_blank" rel="noopener nofollow">bad</a> ' +
        '<a href="https://club.example/rules" target="_blank" rel="noopener nofollow">rules</a>',
    );
  });

  it('refuse a roster_names that is neither choice and a home text that is not text', async () => {
    const res = await league.client.patch(`/api/public_webpages/${league.webpage.id}`, {
      roster_names: 'initials',
      home_text: 5,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(errorsOf(res.body)).sort()).toEqual(['home_text', 'roster_names']);
  });
});

describe('league pages', () => {
  let league: PublicLeague;
  beforeAll(async () => {
    league = await buildPublicLeague(t);
  });

  it('refuse a season of another league (422 season_id) and no season (please select a season first)', async () => {
    const other = await buildLeagueOwner(t);
    const res = await league.client.patch(`/api/public_league_pages/${league.page.slug}`, {
      season_id: other.seasonId,
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body).season_id).toEqual(['is not a season of this league']);
    const none = await league.client.patch(`/api/public_league_pages/${league.page.slug}`, {
      season_id: null,
    });
    expect(none.status).toBe(422);
    expect(errorsOf(none.body).season_id).toEqual(['please select a season first']);
  });

  it('publish only with a season', async () => {
    const fresh = await buildLeagueOwner(t, { leagueName: 'Fresh' });
    const page = (await fresh.client.get<PublicWebpage>('/api/public_webpage')).body.public_league_page;
    expect(page?.season_id).toBeNull();
    const res = await fresh.client.post(`/api/public_league_pages/${page?.slug}/toggle_published`);
    expect(res.status).toBe(422);
    expect(errorsOf(res.body).season_id).toEqual(['please select a season first']);
  });

  it('change their slug and display flag, the new slug answering at once', async () => {
    const slug = `u10${Date.now()}`;
    const res = await league.client.patch<PublicLeaguePage>(`/api/public_league_pages/${league.page.slug}`, {
      slug,
      display: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug, display: false, season_id: league.seasonId });
    expect((await league.client.patch(`/api/public_league_pages/${league.page.slug}`, {})).status).toBe(404);
    league.page = res.body;
  });
});

describe('anonymous reads', () => {
  let league: PublicLeague;
  beforeAll(async () => {
    league = await buildPublicLeague(t);
  });

  it('answer 404 with nothing about the data while the page is unpublished', async () => {
    for (const url of Object.values(publicReads(league))) {
      const res = await anonymous().get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ errors: { base: ['Not found'] } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answer every read once published, and 404 again at once after unpublishing', async () => {
    expect((await togglePublished(league)).published).toBe(true);
    for (const url of Object.values(publicReads(league))) {
      expect((await anonymous().get(url)).status, url).toBe(200);
    }
    expect((await togglePublished(league)).published).toBe(false);
    for (const url of Object.values(publicReads(league))) {
      expect((await anonymous().get(url)).status, url).toBe(404);
    }
    await togglePublished(league);
  });

  it('cover every public-site route of the app', () => {
    const declared = t.app.routeAccess
      .filter((route) => route.method === 'GET' && route.access === 'public')
      .map((route) => route.url)
      .filter((url) => /^\/api\/(public_|webpage_by_domain)/.test(url));
    expect(declared.sort()).toEqual(Object.keys(publicReads(league)).sort());
  });

  it('walk every share-link route of the app in the privacy walk below', async () => {
    const declared = t.app.routeAccess
      .filter((route) => route.method === 'GET' && /^\/api\/embed\//.test(route.url))
      .map((route) => route.url);
    const walked = new Set(Object.keys(await shareReads(league)).map((key) => key.split(' ')[0]));
    expect(declared.sort()).toEqual([...walked].sort());
  });

  it('never answer an email, phone number or address of a person (every read, rosters on, full names)', async () => {
    await change(league, { show_rosters_page: true, roster_names: 'full' });
    const found: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, `${path}.${i}`);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (
            /e-?mail|phone|address|line_?\d|street|city|postal|zip|^(lat|lng|latitude|longitude)$/i.test(key)
          ) {
            found.push(`${path}.${key}`);
          }
          walk(item, `${path}.${key}`);
        }
      } else if (typeof value === 'string') {
        if (/[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}/i.test(value)) found.push(`${path}: ${value}`);
        // A run of 8+ digits and separators standing alone: not a part of an id, a calendar stamp or an
        // ISO date (the share links' rows carry `2026-04-04`).
        if (
          /(?<![\w-])\+?\(?\d[\d ().-]{6,}\d(?![\w-])/.test(value) &&
          !/^\d{4}-\d\d-\d\d(T|$)/.test(value)
        ) {
          found.push(`${path}: ${value}`);
        }
      }
    };
    for (const [route, url] of Object.entries({ ...publicReads(league), ...(await shareReads(league)) })) {
      const res = await anonymous().get(url);
      expect(res.status, url).toBe(200);
      // A calendar is walked line by line, but for its UIDs (`{game id}@{host}`), which are not addresses.
      const calendarLines = res.text.split('\r\n').filter((line) => !line.startsWith('UID:'));
      walk(res.body ?? calendarLines, route);
      expect(res.text, url).not.toMatch(/ada\.parent@example\.com|coach@example\.org|555-010-2030|777-1234/);
    }
    expect(found).toEqual([]);
    const team = await anonymous().get<PublicTeam>(`/api/public_teams/${league.hawks.id}`);
    expect(team.body.roster).toEqual([
      { name: 'Ada Lovelace', roles: ['player'] },
      { name: 'Grace Hopper', roles: ['coach'] },
    ]);
  });

  it('name a roster by first name and last initial unless full names are chosen', async () => {
    await change(league, { show_rosters_page: true, roster_names: 'first_initial' });
    const team = await anonymous().get<PublicTeam>(`/api/public_teams/${league.hawks.id}`);
    expect(team.body.roster?.map((entry) => entry.name)).toEqual(['Ada L.', 'Grace H.']);
  });

  it('answer the league site by the org and league slugs, never another organisation’s league', async () => {
    const other = await buildPublicLeague(t, { publish: true });
    const site = await anonymous().get<PublicLeagueSite>(
      `/api/public_league_pages/${league.webpage.slug}/${league.page.slug}`,
    );
    expect(site.status).toBe(200);
    expect(PublicLeagueSiteSchema.parse(site.body)).toEqual(site.body);
    expect(site.body).toMatchObject({
      organization: { slug: league.webpage.slug, logo_url: null },
      league: { id: league.leagueId, name: 'Lakeside League', slug: league.page.slug, language: 'en' },
      season: { id: league.seasonId, name: 'Spring 2026', timezone: 'America/New_York' },
      leagues: [{ name: 'Lakeside League', slug: league.page.slug }],
    });
    const crossed = await anonymous().get(
      `/api/public_league_pages/${league.webpage.slug}/${other.page.slug}x`,
    );
    expect(crossed.status).toBe(404);
    const otherOrg = await anonymous().get(
      `/api/public_league_pages/${other.webpage.slug}/${league.page.slug}`,
    );
    // Both leagues are named Lakeside League, so the slug exists in both organisations: each answers its own.
    expect((otherOrg.body as PublicLeagueSite).league.id).toBe(other.leagueId);
    expect((await anonymous().get(`/api/public_teams/${other.hawks.id}`)).status).toBe(200);
  });

  it('find a site by its slug, host name or URL, and say where to send the visitor', async () => {
    for (const url of [
      league.webpage.slug,
      `${league.webpage.slug.toUpperCase()}.example.org`,
      `https://${league.webpage.slug}.example.org/teams`,
    ]) {
      const res = await anonymous().get<WebpageByDomain>(
        `/api/webpage_by_domain?url=${encodeURIComponent(url)}`,
      );
      expect(res.status, url).toBe(200);
      expect(res.body).toEqual({
        id: league.webpage.id,
        slug: league.webpage.slug,
        redirectUrl: { slug: league.page.slug },
      });
    }
    expect((await anonymous().get('/api/webpage_by_domain?url=nosuchsite')).status).toBe(404);
    expect((await anonymous().get('/api/webpage_by_domain')).status).toBe(400);
  });

  it('answer divisions with teams and placed games in start order', async () => {
    const res = await anonymous().get<PublicDivisions>(`/api/public_divisions/${league.seasonId}`);
    expect(PublicDivisionsSchema.parse(res.body)).toEqual(res.body);
    const [u10, u12] = res.body.divisions;
    expect(u12).toMatchObject({ name: 'Under 12', teams: [], games: [] });
    expect(u10?.teams.map((team) => team.name)).toEqual(['Hawks', 'Owls']);
    expect(
      u10?.games.map((g) => [
        g.id,
        g.home,
        g.visitor,
        g.venue,
        g.surface,
        g.is_practice,
        g.home_score,
        g.visitor_score,
      ]),
    ).toEqual([
      [league.gameIds.scored, 'Hawks', 'Owls', 'Riverside Park', 'Field 1', false, 3, 1],
      [league.gameIds.unscored, 'Owls', 'Hawks', 'Riverside Park', 'Field 1', false, null, null],
      [league.gameIds.practice, 'Hawks', null, 'Riverside Park', 'Field 1', true, null, null],
    ]);
  });

  it('answer scores without practices, sorted by start, a missing score reading 0', async () => {
    const res = await anonymous().get<PublicScores>(`/api/public_scores/${league.seasonId}`);
    expect(PublicScoresSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.league_name).toBe('Lakeside League');
    expect(res.body.games.map((g) => [g.id, g.division, g.home_score, g.visitor_score, g.overtime])).toEqual([
      [league.gameIds.scored, 'Under 10', 3, 1, false],
      [league.gameIds.unscored, 'Under 10', 0, 0, false],
    ]);
  });

  it('answer a team page with its games newest first', async () => {
    const res = await anonymous().get<PublicTeam>(`/api/public_teams/${league.owls.id}`);
    expect(PublicTeamSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.team).toMatchObject({ name: 'Owls', division: 'Under 10' });
    expect(res.body.games.map((g) => g.id)).toEqual([league.gameIds.unscored, league.gameIds.scored]);
  });

  it('answer standings ranked as the signed-in page ranks them', async () => {
    const res = await anonymous().get<Standings>(`/api/public_standings/${league.seasonId}`);
    expect(StandingsSchema.parse(res.body)).toEqual(res.body);
    const signedIn = await league.client.get<Standings>(`/api/seasons/${league.seasonId}/standings`);
    expect(res.body).toEqual(signedIn.body);
    expect(res.body.league.rows.map((row) => [row.name, row.win])).toEqual([
      ['Hawks', 1],
      ['Owls', 0],
    ]);
  });

  it('answer a calendar of the season or of one team', async () => {
    const res = await anonymous().get(`/api/public_calendars/${league.seasonId}?team_id=${league.owls.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const other = await buildLeagueOwner(t);
    const foreign = await anonymous().get(
      `/api/public_calendars/${league.seasonId}?team_id=${other.seasonId}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('send a stored name that looks like markup back as plain JSON text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await t.db.update(teams).set({ name }).where(eq(teams.id, league.owls.id));
    const res = await anonymous().get<PublicTeam>(`/api/public_teams/${league.owls.id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.team.name).toBe(name);
    await t.db.update(teams).set({ name: 'Owls' }).where(eq(teams.id, league.owls.id));
  });
});

describe('section switches', () => {
  let league: PublicLeague;
  beforeAll(async () => {
    league = await buildPublicLeague(t, { publish: true });
  });

  it('hide a switched-off section: its read answers 404 and the site says it is off', async () => {
    await change(league, {
      show_standings_page: false,
      show_scores_page: false,
      show_teams_page: false,
      show_rosters_page: true,
    });
    for (const path of [
      `/api/public_standings/${league.seasonId}`,
      `/api/public_scores/${league.seasonId}`,
      `/api/public_teams/${league.hawks.id}`,
      `/api/public_calendars/${league.seasonId}?team_id=${league.hawks.id}`,
    ]) {
      expect((await anonymous().get(path)).status, path).toBe(404);
    }
    const site = await anonymous().get<PublicLeagueSite>(`/api/public_league_pages/${league.leagueId}`);
    expect(site.body.sections).toEqual({
      standings: false,
      schedules: true,
      scores: false,
      teams: false,
      rosters: false,
    });
    const divisions = await anonymous().get<PublicDivisions>(`/api/public_divisions/${league.seasonId}`);
    const games = divisions.body.divisions.flatMap((d) => d.games);
    expect(games).toHaveLength(3);
    expect(games.every((g) => g.home_score === null && g.visitor_score === null)).toBe(true);
    const calendar = await anonymous().get(`/api/public_calendars/${league.seasonId}`);
    expect(calendar.text).not.toContain('Score');
  });

  it('leave out the games when neither schedules nor scores are shown, and rosters with rosters off', async () => {
    await change(league, {
      show_schedules_page: false,
      show_scores_page: false,
      show_teams_page: true,
      show_rosters_page: false,
    });
    const divisions = await anonymous().get<PublicDivisions>(`/api/public_divisions/${league.seasonId}`);
    expect(divisions.body.divisions.flatMap((d) => d.games)).toEqual([]);
    const team = await anonymous().get<PublicTeam>(`/api/public_teams/${league.hawks.id}`);
    expect(team.body).toMatchObject({ roster: null, games: [] });
    expect((await anonymous().get(`/api/public_calendars/${league.seasonId}`)).status).toBe(404);
  });
});

describe('caching', () => {
  let league: PublicLeague;
  beforeAll(async () => {
    league = await buildPublicLeague(t, { publish: true });
  });

  it('answers an ETag with a short max-age, 304 to If-None-Match, a new ETag after a change', async () => {
    const url = `/api/public_divisions/${league.seasonId}`;
    const first = await anonymous().get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=15, must-revalidate');

    const again = await anonymous().request('GET', url, undefined, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    await saveScores(league.client, [{ id: league.gameIds.unscored, home_score: 2, visitor_score: 2 }]);
    const changed = await anonymous().request('GET', url, undefined, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 to a revalidation once the page is unpublished', async () => {
    const url = `/api/public_teams/${league.hawks.id}`;
    const etag = (await anonymous().get(url)).headers.etag as string;
    await togglePublished(league);
    const res = await anonymous().request('GET', url, undefined, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI document', () => {
  it('serves every public-site route, the settings PATCH as JSON and as a multipart form', async () => {
    const res = await t.client().get<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>('/api/openapi.json');
    const { paths } = res.body;
    for (const [path, method] of [
      ['/api/public_webpage', 'get'],
      ['/api/public_webpages/{id}', 'patch'],
      ['/api/public_league_pages/{slug}', 'patch'],
      ['/api/public_league_pages/{slug}/toggle_published', 'post'],
      ['/api/webpage_by_domain', 'get'],
      ['/api/public_league_pages/{org_slug}/{league_slug}', 'get'],
      ['/api/public_league_pages/{id}', 'get'],
      ['/api/public_divisions/{id}', 'get'],
      ['/api/public_scores/{id}', 'get'],
      ['/api/public_standings/{id}', 'get'],
      ['/api/public_teams/{id}', 'get'],
      ['/api/public_calendars/{id}', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const content = paths['/api/public_webpages/{id}']?.patch?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
  });
});
