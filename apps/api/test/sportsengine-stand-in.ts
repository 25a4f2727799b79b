import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SportsengineEnv } from '../src/env.ts';

/**
 * A local stand-in for SportsEngine (docs/sportsengine.md#tests), one HTTP server speaking the three APIs the
 * client calls, each under its own base path so the client is configured exactly as for the real hosts:
 *
 * - `/auth`: OAuth 2. `GET /oauth/authorize` (authorization code with PKCE S256) shows an Allow page whose
 *   button redirects to `redirect_uri?code=…&state=…`; `POST /oauth/token` (form-encoded, client id and secret
 *   by Basic auth or in the body) grants `authorization_code` and `refresh_token` (refresh tokens rotate: the old
 *   one stops working); `GET /oauth/me` answers the token's user.
 * - `/graphql`: the Season Management GraphQL API. POST `{query, variables, operationName}` with a Bearer token:
 *   `organizations`, `seasons`, `teams`, `events` with `page`/`perPage` and `pageInformation`, and the mutations
 *   `createEvent`, `updateEvent`, `deleteEvent`. Operations are told apart by the document's operation name
 *   and root field (the client sends real GraphQL documents); a query the stand-in does not know answers an
 *   `errors[]` as a GraphQL server does.
 * - `/rest`: the Sport Management REST API: `GET /sites`, `/leagues?site_id=`, `/seasons?league_id=`,
 *   `/subseasons?season_id=`, `/divisions?subseason_id=`, `/teams?subseason_id=`, `/games?subseason_id=`,
 *   and `POST /games`, `PUT /games/{id}`, `DELETE /games/{id}`; lists are paged (`page`, `per_page`) with
 *   `metadata.pagination`.
 *
 * Every API call needs a live access token (401 otherwise), and a per-minute rate limit answers 429 with
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (epoch seconds) when exceeded.
 * `failNext` makes the next matching calls fail (401, 429, 500, a dropped connection, a GraphQL error).
 *
 * The seed is one organisation ("site") with 3 leagues, 12 teams with coaches and 200 events, deterministic.
 */

export interface StandInUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface StandInTeam {
  id: string;
  name: string;
  seasonId: string;
  divisionId: string;
  mappingCode: string;
  coach: { id: string; firstName: string; lastName: string; email: string; phone: string };
}

export interface StandInEvent {
  id: string;
  seasonId: string;
  subseasonId: string;
  type: 'game' | 'practice';
  name: string;
  start: string;
  end: string;
  location: { name: string; address: string | null } | null;
  status: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

export interface StandInSeason {
  id: string;
  leagueId: string;
  name: string;
  subseasons: { id: string; name: string }[];
  divisions: { id: string; name: string; mappingCode: string }[];
}

export interface Failure {
  /** Which calls: a path prefix under the API (`/graphql`, `/rest/games`, `/auth/oauth/token`) or a GraphQL operation name. */
  match: string;
  kind: 'unauthorized' | 'rate-limited' | 'server-error' | 'drop' | 'graphql-error';
  /** How many matching calls fail; 1 unless said. */
  times?: number;
  /** For `rate-limited`: seconds until the reset header's time. */
  resetSeconds?: number;
  /** Lets this many matching calls through before failing. */
  after?: number;
}

export interface SportsengineStandIn {
  url: string;
  /** The settings the app takes (its `env.sportsengine`), pointing at this stand-in. */
  settings: SportsengineEnv;
  clientId: string;
  clientSecret: string;
  users: StandInUser[];
  site: { id: string; name: string };
  leagues: { id: string; name: string }[];
  seasons: StandInSeason[];
  teams: StandInTeam[];
  events: Map<string, StandInEvent>;
  /** Every call answered: method, path (with the GraphQL operation after a #) and status. */
  requests: { method: string; path: string; status: number }[];
  /** A code for `user` as the Allow button would grant it, for tests without a browser. */
  authorize: (input: { redirectUri: string; codeChallenge: string; userId?: string }) => string;
  /** Makes the next matching calls fail. */
  failNext: (failure: Failure) => void;
  /** Makes every access token issued so far expire now (the next call answers 401). */
  expireAccessTokens: () => void;
  /** Access tokens live this long (default 3,600 s); set before a token is issued. */
  setTokenLifetime: (seconds: number) => void;
  /** Calls per minute per token before 429 (default 10,000). */
  setRateLimit: (perMinute: number) => void;
  close: () => Promise<void>;
}

const CLIENT_ID = 'stand-in-client';
const CLIENT_SECRET = 'stand-in-secret';

interface Token {
  userId: string;
  expiresAt: number;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The seed: deterministic names, teams and 200 events. */
function seed() {
  const site = { id: '7001', name: 'Northside Sports Association' };
  const leagues = [
    { id: '7101', name: 'Northside Youth Baseball' },
    { id: '7102', name: 'Metro Soccer Club' },
    { id: '7103', name: 'Lakeshore Basketball' },
  ];
  const seasons: StandInSeason[] = [
    {
      id: '7201',
      leagueId: '7101',
      name: 'Spring 2027',
      subseasons: [
        { id: '7301', name: 'Regular Season' },
        { id: '7302', name: 'Playoffs' },
      ],
      divisions: [
        { id: '7401', name: '10U', mappingCode: 'BB10U' },
        { id: '7402', name: '12U', mappingCode: 'BB12U' },
      ],
    },
    {
      id: '7202',
      leagueId: '7102',
      name: 'Fall 2027',
      subseasons: [{ id: '7303', name: 'Fall League' }],
      divisions: [{ id: '7403', name: 'U9 Boys', mappingCode: 'SOCU9B' }],
    },
    {
      id: '7203',
      leagueId: '7103',
      name: 'Winter 2027',
      subseasons: [{ id: '7304', name: 'Winter League' }],
      divisions: [{ id: '7404', name: 'Open', mappingCode: 'BKOPEN' }],
    },
  ];
  const teamNames: Record<string, string[]> = {
    '7401': ['Cardinals', 'Blue Jays'],
    '7402': ['Mariners', 'Orioles'],
    '7403': ['Strikers', 'Rovers', 'United', 'Rangers'],
    '7404': ['Hoopsters', 'Shooters', 'Rebounders', 'Dunkers'],
  };
  const coachNames = [
    ['Maria', 'Gonzalez'],
    ['James', 'Okafor'],
    ['Linda', 'Nguyen'],
    ['Robert', 'Schmidt'],
    ['Aiko', 'Tanaka'],
    ['David', 'Cohen'],
    ['Priya', 'Patel'],
    ['Michael', "O'Brien"],
    ['Sofia', 'Rossi'],
    ['Kwame', 'Mensah'],
    ['Emily', 'Carter'],
    ['Lucas', 'Silva'],
  ];
  const teams: StandInTeam[] = [];
  let n = 0;
  for (const season of seasons) {
    for (const division of season.divisions) {
      for (const [i, name] of (teamNames[division.id] ?? []).entries()) {
        const [first = 'Pat', last = 'Lee'] = coachNames[n] ?? [];
        teams.push({
          id: String(7501 + n),
          name: `${division.name} ${name}`,
          seasonId: season.id,
          divisionId: division.id,
          mappingCode: `${division.mappingCode}-${i + 1}`,
          coach: {
            id: String(7601 + n),
            firstName: first,
            lastName: last,
            email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\W/g, '')}@example.org`,
            phone: `(312) 555-01${pad(n + 10)}`,
          },
        });
        n += 1;
      }
    }
  }
  const locations: Record<string, { name: string; address: string }[]> = {
    '7201': [
      { name: 'Northside Park Field 1', address: '1200 W Lawrence Ave, Chicago, IL 60640' },
      { name: 'Northside Park Field 2', address: '1200 W Lawrence Ave, Chicago, IL 60640' },
    ],
    '7202': [{ name: 'Metro Soccer Complex', address: '4500 N Pulaski Rd, Chicago, IL 60630' }],
    '7203': [{ name: 'Lakeshore Community Gym', address: '300 E Randolph St, Chicago, IL 60601' }],
  };
  // Season start (a Saturday), its weeks, and the first kick-off (UTC; 14:00 UTC is 09:00 in Chicago in summer).
  const starts: Record<string, string> = { '7201': '2027-04-03', '7202': '2027-09-04', '7203': '2027-01-09' };
  const events = new Map<string, StandInEvent>();
  let eventNumber = 0;
  const add = (event: Omit<StandInEvent, 'id'>) => {
    const id = String(80001 + eventNumber);
    eventNumber += 1;
    events.set(id, { id, ...event });
  };
  // Games week by week, season by season, until 190 games; then 10 practices.
  for (let week = 0; eventNumber < 190; week += 1) {
    for (const season of seasons) {
      const start = new Date(`${starts[season.id]}T14:00:00Z`).getTime() + week * 7 * 86_400_000;
      let slot = 0;
      for (const division of season.divisions) {
        const inDivision = teams.filter((t) => t.divisionId === division.id);
        const pairs: [StandInTeam, StandInTeam][] = [];
        if (inDivision.length === 2) pairs.push([inDivision[0], inDivision[1]] as [StandInTeam, StandInTeam]);
        else {
          // A 4-team round robin: three rounds, rotating.
          const round = week % 3;
          const [a, b, c, d] = inDivision as [StandInTeam, StandInTeam, StandInTeam, StandInTeam];
          const rounds: [StandInTeam, StandInTeam][][] = [
            [
              [a, b],
              [c, d],
            ],
            [
              [a, c],
              [b, d],
            ],
            [
              [a, d],
              [b, c],
            ],
          ];
          pairs.push(...(rounds[round] ?? []));
        }
        for (const [i, [home, away]] of pairs.entries()) {
          if (eventNumber >= 190) break;
          const [homeTeam, awayTeam] = week % 2 === 0 ? [home, away] : [away, home];
          const place = locations[season.id]?.[slot % (locations[season.id]?.length ?? 1)] ?? null;
          const at = start + Math.floor(slot / (locations[season.id]?.length ?? 1)) * 2 * 3_600_000;
          slot += 1;
          const played = week < 3;
          const subseason = season.subseasons[week >= 12 && season.subseasons.length > 1 ? 1 : 0];
          add({
            seasonId: season.id,
            subseasonId: subseason?.id ?? '',
            type: 'game',
            name: `${homeTeam.name} vs ${awayTeam.name}`,
            start: new Date(at).toISOString(),
            end: new Date(at + 90 * 60_000).toISOString(),
            location: place,
            status: played ? 'completed' : 'scheduled',
            homeTeamId: homeTeam.id,
            awayTeamId: awayTeam.id,
            homeScore: played ? (week + i * 3) % 7 : null,
            awayScore: played ? (week * 2 + i) % 5 : null,
          });
        }
      }
    }
  }
  for (let i = 0; i < 10; i += 1) {
    const team = teams[i % teams.length] as StandInTeam;
    const season = seasons.find((s) => s.id === team.seasonId) as StandInSeason;
    const at = new Date(`${starts[season.id]}T23:00:00Z`).getTime() + (i + 1) * 86_400_000 * 3;
    add({
      seasonId: season.id,
      subseasonId: season.subseasons[0]?.id ?? '',
      type: 'practice',
      name: `${team.name} practice`,
      start: new Date(at).toISOString(),
      end: new Date(at + 60 * 60_000).toISOString(),
      location: locations[season.id]?.[0] ?? null,
      status: 'scheduled',
      homeTeamId: team.id,
      awayTeamId: null,
      homeScore: null,
      awayScore: null,
    });
  }
  return { site, leagues, seasons, teams, events };
}

function page<T>(items: T[], pageNumber: number, perPage: number) {
  // Pages hold 50 at most, whatever the caller asks, so a season takes several calls.
  const size = Math.max(1, Math.min(perPage, 50));
  const pages = Math.max(1, Math.ceil(items.length / size));
  const number = Math.max(1, pageNumber);
  return {
    slice: items.slice((number - 1) * size, number * size),
    pages,
    count: items.length,
    page: number,
    perPage: size,
  };
}

export async function startSportsengineStandIn(): Promise<SportsengineStandIn> {
  const data = seed();
  const users: StandInUser[] = [
    {
      id: 'u-1001',
      email: 'organiser@example.org',
      emailVerified: true,
      firstName: 'Olivia',
      lastName: 'Organiser',
    },
    {
      id: 'u-1002',
      email: 'unverified@example.org',
      emailVerified: false,
      firstName: 'Uma',
      lastName: 'Unverified',
    },
  ];
  const codes = new Map<
    string,
    { userId: string; redirectUri: string; codeChallenge: string; expiresAt: number }
  >();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, string>();
  const failures: (Failure & { left: number; skip: number })[] = [];
  const requests: SportsengineStandIn['requests'] = [];
  const calls = new Map<string, number[]>();
  let tokenLifetime = 3_600;
  let lastEventId = 90_000;
  const newEventId = () => {
    lastEventId += 1;
    return String(lastEventId);
  };
  let rateLimit = 10_000;

  const issue = (userId: string) => {
    const access = `at_${randomBytes(16).toString('hex')}`;
    const refresh = `rt_${randomBytes(16).toString('hex')}`;
    accessTokens.set(access, { userId, expiresAt: Date.now() + tokenLifetime * 1000 });
    refreshTokens.set(refresh, userId);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: tokenLifetime,
      scope: 'read write',
    };
  };
  const authorize: SportsengineStandIn['authorize'] = ({ redirectUri, codeChallenge, userId }) => {
    const code = `c_${randomBytes(12).toString('hex')}`;
    codes.set(code, {
      userId: userId ?? 'u-1001',
      redirectUri,
      codeChallenge,
      expiresAt: Date.now() + 600_000,
    });
    return code;
  };

  /** The failure planned for this call, if any (and uses it up). */
  const takeFailure = (keys: string[]): Failure | undefined => {
    const index = failures.findIndex((f) => keys.some((key) => key.startsWith(f.match)));
    const failure = failures[index];
    if (!failure) return undefined;
    if (failure.skip > 0) {
      failure.skip -= 1;
      return undefined;
    }
    failure.left -= 1;
    if (failure.left <= 0) failures.splice(index, 1);
    return failure;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error) => {
      sendJson(res, 500, { error: String(error) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<undefined> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const body = req.method === 'GET' ? '' : await readBody(req);
    let operation = '';
    let graphqlBody: { query?: string; variables?: Record<string, unknown>; operationName?: string } = {};
    if (path === '/graphql') {
      try {
        graphqlBody = JSON.parse(body);
      } catch {
        sendJson(res, 400, { errors: [{ message: 'Body is not JSON' }] });
        return;
      }
      operation =
        graphqlBody.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(graphqlBody.query ?? '')?.[1] ?? '';
    }
    const label = operation ? `${path}#${operation}` : path;
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}): undefined => {
      requests.push({ method: req.method ?? 'GET', path: label, status });
      sendJson(res, status, payload, headers);
    };

    const failure = takeFailure([label, operation].filter(Boolean));
    if (failure) {
      if (failure.kind === 'drop') {
        requests.push({ method: req.method ?? 'GET', path: label, status: 0 });
        req.socket.destroy();
        return;
      }
      if (failure.kind === 'unauthorized')
        return answer(401, { error: 'invalid_token', error_description: 'The access token expired' });
      if (failure.kind === 'server-error') return answer(500, { error: 'Internal Server Error' });
      if (failure.kind === 'rate-limited') {
        const reset = Math.ceil(Date.now() / 1000) + (failure.resetSeconds ?? 1);
        return answer(
          429,
          { error: 'Too Many Requests' },
          {
            'x-ratelimit-limit': String(rateLimit),
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(reset),
          },
        );
      }
      if (failure.kind === 'graphql-error') {
        return answer(200, {
          data: null,
          errors: [{ message: 'Internal error: the request could not be completed', path: [operation] }],
        });
      }
    }

    // OAuth 2.
    if (path === '/auth/oauth/authorize' && req.method === 'GET') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== CLIENT_ID || !redirectUri) {
        return answer(400, { error: 'invalid_request' });
      }
      if (
        url.searchParams.get('code_challenge_method') !== 'S256' ||
        !url.searchParams.get('code_challenge')
      ) {
        return answer(400, { error: 'invalid_request', error_description: 'PKCE S256 is required' });
      }
      const code = authorize({
        redirectUri,
        codeChallenge: url.searchParams.get('code_challenge') ?? '',
        userId: url.searchParams.get('login_hint') === 'unverified@example.org' ? 'u-1002' : 'u-1001',
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      requests.push({ method: 'GET', path: label, status: 200 });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>SportsEngine: allow access</title></head><body style="font-family:sans-serif;max-width:28rem;margin:4rem auto"><h1>SportsEngine</h1><p>Fixture wants to read and update your organisation's leagues, teams and events.</p><p><a id="allow" href="${back.toString().replace(/&/g, '&amp;')}" style="display:inline-block;padding:.6rem 1.2rem;background:#00a1e1;color:#fff;border-radius:4px;text-decoration:none">Allow</a></p></body></html>`,
      );
      return;
    }
    if (path === '/auth/oauth/token' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':')
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return answer(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !code ||
          code.expiresAt < Date.now() ||
          code.redirectUri !== form.get('redirect_uri') ||
          code.codeChallenge !== challenge
        ) {
          return answer(400, {
            error: 'invalid_grant',
            error_description: 'The code is invalid, expired or was issued to another client',
          });
        }
        return answer(200, issue(code.userId));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const userId = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!userId)
          return answer(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
        refreshTokens.delete(form.get('refresh_token') ?? '');
        return answer(200, issue(userId));
      }
      return answer(400, { error: 'unsupported_grant_type' });
    }

    // Every API call below needs a live token.
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const token = accessTokens.get(bearer);
    if (!token || token.expiresAt <= Date.now()) {
      return answer(
        401,
        path === '/graphql' ? { errors: [{ message: 'Unauthorized' }] } : { error: 'invalid_token' },
      );
    }
    const now = Date.now();
    const recent = (calls.get(bearer) ?? []).filter((t) => t > now - 60_000);
    recent.push(now);
    calls.set(bearer, recent);
    const rateHeaders = {
      'x-ratelimit-limit': String(rateLimit),
      'x-ratelimit-remaining': String(Math.max(0, rateLimit - recent.length)),
      'x-ratelimit-reset': String(Math.ceil(((recent[0] ?? now) + 60_000) / 1000)),
    };
    if (recent.length > rateLimit) return answer(429, { error: 'Too Many Requests' }, rateHeaders);

    if (path === '/auth/oauth/me') {
      const user = users.find((u) => u.id === token.userId);
      return answer(200, {
        id: user?.id,
        email: user?.email,
        email_verified: user?.emailVerified,
        first_name: user?.firstName,
        last_name: user?.lastName,
      });
    }
    if (path === '/graphql') return graphql(operation, graphqlBody, answer, rateHeaders);
    if (path.startsWith('/rest/'))
      return rest(
        req.method ?? 'GET',
        path.slice('/rest'.length),
        url.searchParams,
        body,
        answer,
        rateHeaders,
      );
    return answer(404, { error: 'Not Found' });
  }

  const eventToGraphql = (e: StandInEvent) => ({
    id: e.id,
    organizationId: data.site.id,
    name: e.name,
    type: e.type,
    start: e.start,
    end: e.end,
    location: e.location,
    status: e.status,
    eventTeams: [
      {
        homeTeam: true,
        score: e.homeScore,
        name: teamName(e.homeTeamId),
        team: e.homeTeamId ? { id: e.homeTeamId, name: teamName(e.homeTeamId) } : null,
      },
      ...(e.awayTeamId
        ? [
            {
              homeTeam: false,
              score: e.awayScore,
              name: teamName(e.awayTeamId),
              team: { id: e.awayTeamId, name: teamName(e.awayTeamId) },
            },
          ]
        : []),
    ],
  });
  const teamName = (id: string | null) => data.teams.find((t) => t.id === id)?.name ?? null;

  type Answer = (status: number, payload: unknown, headers?: Record<string, string>) => undefined;

  function graphql(
    operation: string,
    request: { query?: string; variables?: Record<string, unknown> },
    answer: Answer,
    headers: Record<string, string>,
  ): undefined {
    const v = request.variables ?? {};
    const query = request.query ?? '';
    const paged = <T>(field: string, items: T[]) => {
      const p = page(items, Number(v.page ?? 1), Number(v.perPage ?? 25));
      return answer(
        200,
        {
          data: {
            [field]: {
              pageInformation: { pages: p.pages, count: p.count, page: p.page, perPage: p.perPage },
              results: p.slice,
            },
          },
        },
        headers,
      );
    };
    const rootField = /{\s*(\w+)\s*\(/.exec(query)?.[1];
    if (!/^\s*(query|mutation)\s+\w+/.test(query) || !rootField) {
      return answer(
        200,
        { errors: [{ message: `Syntax Error: expected a named operation (${operation || 'none'})` }] },
        headers,
      );
    }
    const orgOk = v.organizationId === undefined || v.organizationId === data.site.id;
    switch (rootField) {
      case 'organizations':
        return paged('organizations', [{ id: data.site.id, name: data.site.name }]);
      case 'seasons':
        if (!orgOk)
          return answer(200, { data: null, errors: [{ message: 'Organization not found' }] }, headers);
        return paged(
          'seasons',
          data.seasons.map((s) => ({
            id: s.id,
            name: `${data.leagues.find((l) => l.id === s.leagueId)?.name} ${s.name}`,
          })),
        );
      case 'teams': {
        const season = data.seasons.find((s) => s.id === v.seasonId);
        if (!season) return answer(200, { data: null, errors: [{ message: 'Season not found' }] }, headers);
        return paged(
          'teams',
          data.teams
            .filter((t) => t.seasonId === season.id)
            .map((t) => ({
              id: t.id,
              name: t.name,
              division: {
                id: t.divisionId,
                name: season.divisions.find((d) => d.id === t.divisionId)?.name,
                code: season.divisions.find((d) => d.id === t.divisionId)?.mappingCode,
              },
              code: t.mappingCode,
              staff: [
                {
                  id: t.coach.id,
                  firstName: t.coach.firstName,
                  lastName: t.coach.lastName,
                  email: t.coach.email,
                  phone: t.coach.phone,
                  role: 'Head Coach',
                },
              ],
            })),
        );
      }
      case 'events': {
        const season = data.seasons.find((s) => s.id === v.seasonId);
        if (!season) return answer(200, { data: null, errors: [{ message: 'Season not found' }] }, headers);
        return paged(
          'events',
          [...data.events.values()].filter((e) => e.seasonId === season.id).map(eventToGraphql),
        );
      }
      case 'createEvent':
      case 'updateEvent': {
        const input = (v.input ?? {}) as Record<string, unknown>;
        const existing = rootField === 'updateEvent' ? data.events.get(String(v.id)) : undefined;
        if (rootField === 'updateEvent' && !existing)
          return answer(200, { data: null, errors: [{ message: `Event ${v.id} not found` }] }, headers);
        const season = data.seasons.find((s) => s.id === (input.seasonId ?? existing?.seasonId));
        if (!season) return answer(200, { data: null, errors: [{ message: 'Season not found' }] }, headers);
        const teams = (input.eventTeams ?? []) as {
          teamId: string;
          homeTeam: boolean;
          score?: number | null;
        }[];
        const home = teams.find((t) => t.homeTeam);
        const away = teams.find((t) => !t.homeTeam);
        for (const t of teams) {
          if (!data.teams.some((team) => team.id === t.teamId && team.seasonId === season.id)) {
            return answer(
              200,
              { data: null, errors: [{ message: `Team ${t.teamId} is not in this season` }] },
              headers,
            );
          }
        }
        const id = existing?.id ?? newEventId();
        data.events.set(id, {
          id,
          seasonId: season.id,
          subseasonId: existing?.subseasonId ?? season.subseasons[0]?.id ?? '',
          type: input.type === 'practice' ? 'practice' : 'game',
          name: String(input.name ?? ''),
          start: String(input.start),
          end: String(input.end),
          location: (input.location as StandInEvent['location']) ?? null,
          status: 'scheduled',
          homeTeamId: home?.teamId ?? null,
          awayTeamId: away?.teamId ?? null,
          homeScore: home?.score ?? null,
          awayScore: away?.score ?? null,
        });
        return answer(200, { data: { [rootField]: { event: { id } } } }, headers);
      }
      case 'deleteEvent': {
        const existed = data.events.delete(String(v.id));
        if (!existed)
          return answer(200, { data: null, errors: [{ message: `Event ${v.id} not found` }] }, headers);
        return answer(200, { data: { deleteEvent: { success: true } } }, headers);
      }
      default:
        return answer(
          200,
          { errors: [{ message: `Cannot query field "${rootField}" on type "Query".` }] },
          headers,
        );
    }
  }

  function rest(
    method: string,
    path: string,
    query: URLSearchParams,
    body: string,
    answer: Answer,
    headers: Record<string, string>,
  ): undefined {
    const list = <T>(items: T[]) => {
      const p = page(items, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 25));
      return answer(
        200,
        {
          result: p.slice,
          metadata: {
            pagination: { current_page: p.page, total_pages: p.pages, per_page: p.perPage, total: p.count },
          },
        },
        headers,
      );
    };
    const subseason = (id: string | null) => {
      for (const s of data.seasons) if (s.subseasons.some((sub) => sub.id === id)) return s;
      return undefined;
    };
    const eventToRest = (e: StandInEvent) => ({
      id: e.id,
      subseason_id: e.subseasonId,
      event_type: e.type,
      title: e.name,
      starts_at: e.start,
      ends_at: e.end,
      location: e.location,
      status: e.status,
      home_team_id: e.homeTeamId,
      away_team_id: e.awayTeamId,
      home_score: e.homeScore,
      away_score: e.awayScore,
    });
    if (method === 'GET') {
      if (path === '/sites') return list([{ id: data.site.id, name: data.site.name }]);
      if (path === '/leagues') return list(query.get('site_id') === data.site.id ? data.leagues : []);
      if (path === '/seasons')
        return list(
          data.seasons
            .filter((s) => s.leagueId === query.get('league_id'))
            .map((s) => ({ id: s.id, name: s.name, league_id: s.leagueId })),
        );
      if (path === '/subseasons')
        return list(data.seasons.find((s) => s.id === query.get('season_id'))?.subseasons ?? []);
      const season = subseason(query.get('subseason_id'));
      if (path === '/divisions' || path === '/teams' || path === '/games') {
        if (!season) return answer(404, { error: 'Subseason not found' }, headers);
        if (path === '/divisions')
          return list(season.divisions.map((d) => ({ id: d.id, name: d.name, mapping_code: d.mappingCode })));
        if (path === '/teams') {
          return list(
            data.teams
              .filter((t) => t.seasonId === season.id)
              .map((t) => ({
                id: t.id,
                name: t.name,
                division_id: t.divisionId,
                mapping_code: t.mappingCode,
                staff: [
                  {
                    id: t.coach.id,
                    first_name: t.coach.firstName,
                    last_name: t.coach.lastName,
                    email: t.coach.email,
                    phone: t.coach.phone,
                    title: 'Head Coach',
                  },
                ],
              })),
          );
        }
        return list(
          [...data.events.values()]
            .filter((e) => e.subseasonId === query.get('subseason_id'))
            .map(eventToRest),
        );
      }
      return answer(404, { error: 'Not Found' }, headers);
    }
    const gameId = /^\/games\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && gameId) {
      if (!data.events.delete(gameId)) return answer(404, { error: 'Game not found' }, headers);
      return answer(200, { result: { id: gameId, deleted: true } }, headers);
    }
    if ((method === 'POST' && path === '/games') || (method === 'PUT' && gameId)) {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body);
      } catch {
        return answer(400, { error: 'Body is not JSON' }, headers);
      }
      const existing = gameId ? data.events.get(gameId) : undefined;
      if (gameId && !existing) return answer(404, { error: 'Game not found' }, headers);
      const subseasonId = String(input.subseason_id ?? existing?.subseasonId ?? '');
      const season = subseason(subseasonId);
      if (!season) return answer(422, { error: 'subseason_id is not a subseason' }, headers);
      for (const key of ['home_team_id', 'away_team_id']) {
        const teamId = input[key];
        if (teamId != null && !data.teams.some((t) => t.id === teamId && t.seasonId === season.id)) {
          return answer(422, { error: `${key} ${teamId} is not a team of this subseason` }, headers);
        }
      }
      const id = existing?.id ?? newEventId();
      data.events.set(id, {
        id,
        seasonId: season.id,
        subseasonId,
        type: input.event_type === 'practice' ? 'practice' : 'game',
        name: String(input.title ?? ''),
        start: String(input.starts_at),
        end: String(input.ends_at),
        location: (input.location as StandInEvent['location']) ?? null,
        status: 'scheduled',
        homeTeamId: (input.home_team_id as string | null) ?? null,
        awayTeamId: (input.away_team_id as string | null) ?? null,
        homeScore: (input.home_score as number | null) ?? null,
        awayScore: (input.away_score as number | null) ?? null,
      });
      return answer(
        existing ? 200 : 201,
        { result: eventToRest(data.events.get(id) as StandInEvent) },
        headers,
      );
    }
    return answer(404, { error: 'Not Found' }, headers);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    settings: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authUrl: `${url}/auth`,
      graphqlUrl: `${url}/graphql`,
      restUrl: `${url}/rest`,
      tokenKey: createHash('sha256').update('stand-in token key').digest(),
    },
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    users,
    ...data,
    requests,
    authorize,
    failNext: (failure) => failures.push({ ...failure, left: failure.times ?? 1, skip: failure.after ?? 0 }),
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    setTokenLifetime: (seconds) => {
      tokenLifetime = seconds;
    },
    setRateLimit: (perMinute) => {
      rateLimit = perMinute;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
