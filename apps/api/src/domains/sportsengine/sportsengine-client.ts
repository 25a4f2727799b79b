import type { PlatformEntity } from '@app/contracts';
import type { SportsengineEnv } from '../../env.ts';
import { PlatformError } from './platform-error.ts';
import type {
  OutgoingEvent,
  PlatformDivision,
  PlatformEvent,
  PlatformSeasonData,
  PlatformSeasonRef,
  PlatformTeam,
  SportsengineClient,
} from './platform-types.ts';

/**
 * The one module that knows SportsEngine's REST paths and GraphQL documents (docs/sportsengine.md#the-client):
 * a change on their side is a change here. It maps both models to platform-types.ts and handles the failures
 * every call can meet: a 401 refreshes the token once and retries, a 429 waits for the reset header's time
 * (a few times, never more than a minute each), and anything else that goes wrong throws PlatformError with a
 * sentence a user can read.
 */

/** Where the client gets its access token; `refresh` is called with the token a 401 refused. */
export interface TokenSource {
  current: () => Promise<string>;
  refresh: (refused: string) => Promise<string>;
}

/** Their largest page, so a season of hundreds of events is a handful of calls. */
const PER_PAGE = 100;
/** How many 429s in a row one call waits out, and the longest single wait. */
const MAX_RATE_WAITS = 4;
const MAX_RATE_WAIT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until a 429's window resets: `X-RateLimit-Reset` (epoch seconds) or `Retry-After` (seconds). */
export function rateLimitWait(headers: Headers, now = Date.now()): number {
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) {
    // A small number is a count of seconds, a large one an epoch time.
    const ms = reset > 1e9 ? reset * 1000 - now : reset * 1000;
    return Math.max(250, ms);
  }
  const retryAfter = Number(headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  return 1_000;
}

function describe(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, error_description: detail, message } = body as Record<string, unknown>;
    const text = [error, detail, message].filter((part) => typeof part === 'string').join(': ');
    if (text) return text;
  }
  return 'no reason given';
}

interface Sent {
  status: number;
  body: unknown;
}

// GraphQL documents (Season Management). Lists take `page` and `perPage` and answer `pageInformation`.
const PAGE_INFO = 'pageInformation { pages count page perPage }';
const ORGANIZATIONS = `query Organizations($page: Int, $perPage: Int) {
  organizations(page: $page, perPage: $perPage) { ${PAGE_INFO} results { id name } }
}`;
const SEASONS = `query Seasons($organizationId: ID!, $page: Int, $perPage: Int) {
  seasons(organizationId: $organizationId, page: $page, perPage: $perPage) { ${PAGE_INFO} results { id name } }
}`;
const TEAMS = `query Teams($organizationId: ID!, $seasonId: ID!, $page: Int, $perPage: Int) {
  teams(organizationId: $organizationId, seasonId: $seasonId, page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    results { id name code division { id name code } staff { id firstName lastName email phone role } }
  }
}`;
const EVENTS = `query Events($organizationId: ID!, $seasonId: ID!, $page: Int, $perPage: Int) {
  events(organizationId: $organizationId, seasonId: $seasonId, page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    results {
      id organizationId name type start end status
      location { name address }
      eventTeams { score homeTeam name team { id name } }
    }
  }
}`;
const CREATE_EVENT = `mutation CreateEvent($input: EventInput!) {
  createEvent(input: $input) { event { id } }
}`;
const UPDATE_EVENT = `mutation UpdateEvent($id: ID!, $input: EventInput!) {
  updateEvent(id: $id, input: $input) { event { id } }
}`;
// Not in their published guide; found by introspection (docs/sportsengine.md#the-client).
const DELETE_EVENT = `mutation DeleteEvent($id: ID!) {
  deleteEvent(id: $id) { success }
}`;

interface GraphqlPage<T> {
  pageInformation: { pages: number; count: number; page: number; perPage: number };
  results: T[];
}

interface GraphqlTeam {
  id: string;
  name: string;
  code: string | null;
  division: { id: string; name: string; code: string | null } | null;
  staff: {
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    role: string;
  }[];
}

interface GraphqlEvent {
  id: string;
  name: string;
  type: string;
  start: string;
  end: string;
  status: string;
  location: { name: string; address: string | null } | null;
  eventTeams: { score: number | null; homeTeam: boolean; team: { id: string } | null }[];
}

interface RestTeam {
  id: string;
  name: string;
  division_id: string | null;
  mapping_code: string | null;
  staff?: {
    id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    title: string;
  }[];
}

interface RestGame {
  id: string;
  event_type: string;
  title: string;
  starts_at: string;
  ends_at: string;
  status: string;
  location: { name: string; address: string | null } | null;
  home_team_id: string | null;
  away_team_id: string | null;
  home_score: number | null;
  away_score: number | null;
}

const isCoach = (role: string) => /coach/i.test(role);

export function createSportsengineClient(env: SportsengineEnv, tokens: TokenSource): SportsengineClient {
  /** One call with the failures of every call handled; 404 is answered to the caller when `allow404`. */
  async function send(url: string, init: RequestInit = {}, allow404 = false): Promise<Sent> {
    let token = await tokens.current();
    let refreshed = false;
    let waits = 0;
    for (;;) {
      let response: Response;
      try {
        response = await fetch(url, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError' ? 'no answer in 30 s' : (error as Error).message;
        throw new PlatformError(`SportsEngine could not be reached (${reason})`);
      }
      if (response.status === 401) {
        await response.body?.cancel();
        if (refreshed) {
          throw new PlatformError(
            'SportsEngine refused the connection; reconnect it on the SportsEngine page',
          );
        }
        refreshed = true;
        token = await tokens.refresh(token);
        continue;
      }
      if (response.status === 429) {
        await response.body?.cancel();
        const wait = rateLimitWait(response.headers);
        if (waits >= MAX_RATE_WAITS || wait > MAX_RATE_WAIT_MS) {
          throw new PlatformError(
            'SportsEngine is limiting how fast we may call it; try again in a few minutes',
          );
        }
        waits += 1;
        await sleep(wait);
        continue;
      }
      let body: unknown = null;
      const text = await response.text();
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        throw new PlatformError(`SportsEngine answered ${response.status} with something that is not JSON`);
      }
      if (response.status === 404 && allow404) return { status: 404, body };
      if (response.status >= 500)
        throw new PlatformError(`SportsEngine had an error (status ${response.status})`);
      if (response.status >= 400) {
        throw new PlatformError(`SportsEngine refused the request (${response.status}: ${describe(body)})`);
      }
      return { status: response.status, body };
    }
  }

  // Sport Management REST.
  const restUrl = (path: string, query: Record<string, string | number>) => {
    const url = new URL(`${env.restUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url.toString();
  };
  async function restList<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await send(restUrl(path, { ...query, page, per_page: PER_PAGE }));
      const { result, metadata } = body as {
        result: T[];
        metadata?: { pagination?: { total_pages?: number } };
      };
      if (!Array.isArray(result)) throw new PlatformError(`SportsEngine's ${path} answer has no result list`);
      items.push(...result);
      if (page >= (metadata?.pagination?.total_pages ?? 1)) return items;
    }
  }
  const entities = (items: { id: string | number; name: string }[]): PlatformEntity[] =>
    items.map((item) => ({ id: String(item.id), name: item.name }));

  // Season Management GraphQL.
  async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    const { body } = await send(env.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    });
    const { data, errors } = (body ?? {}) as { data?: T; errors?: { message: string }[] };
    if (errors && errors.length > 0) {
      throw new PlatformError(
        `SportsEngine refused the request (${errors.map((e) => e.message).join('; ')})`,
      );
    }
    if (!data) throw new PlatformError('SportsEngine answered without data');
    return data;
  }
  async function graphqlList<T>(
    query: string,
    field: string,
    variables: Record<string, unknown> = {},
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const data = await graphql<Record<string, GraphqlPage<T>>>(query, {
        ...variables,
        page,
        perPage: PER_PAGE,
      });
      const list = data[field];
      if (!list) throw new PlatformError(`SportsEngine's answer has no ${field}`);
      items.push(...list.results);
      if (page >= list.pageInformation.pages) return items;
    }
  }

  /** The subseasons a Sport Management reference covers: the one named, else every one of the season. */
  async function subseasonIds(ref: PlatformSeasonRef): Promise<string[]> {
    if (ref.subseasonId) return [ref.subseasonId];
    const subseasons = await restList<{ id: string }>('/subseasons', { season_id: ref.seasonId });
    return subseasons.map((s) => String(s.id));
  }

  async function sportSeasonData(ref: PlatformSeasonRef): Promise<PlatformSeasonData> {
    const leagues = entities(await restList('/leagues', { site_id: ref.siteId }));
    const league = leagues.find((l) => l.id === ref.leagueId);
    const seasons = entities(await restList('/seasons', { league_id: ref.leagueId ?? '' }));
    const season = seasons.find((s) => s.id === ref.seasonId);
    if (!league || !season) throw new PlatformError('SportsEngine no longer has this league or season');
    const divisions = new Map<string, PlatformDivision>();
    const teams = new Map<string, PlatformTeam>();
    const events: PlatformEvent[] = [];
    for (const subseasonId of await subseasonIds(ref)) {
      for (const d of await restList<{ id: string; name: string; mapping_code: string | null }>(
        '/divisions',
        {
          subseason_id: subseasonId,
        },
      )) {
        divisions.set(String(d.id), { id: String(d.id), name: d.name, mappingCode: d.mapping_code ?? null });
      }
      for (const t of await restList<RestTeam>('/teams', { subseason_id: subseasonId })) {
        teams.set(String(t.id), {
          id: String(t.id),
          name: t.name,
          divisionId: t.division_id ? String(t.division_id) : null,
          mappingCode: t.mapping_code ?? null,
          coaches: (t.staff ?? [])
            .filter((s) => isCoach(s.title))
            .map((s) => ({
              id: String(s.id),
              first: s.first_name,
              last: s.last_name,
              email: s.email,
              phone: s.phone,
            })),
        });
      }
      for (const g of await restList<RestGame>('/games', { subseason_id: subseasonId })) {
        events.push({
          id: String(g.id),
          type: g.event_type === 'practice' ? 'practice' : 'game',
          name: g.title,
          start: g.starts_at,
          end: g.ends_at,
          location: g.location,
          status: g.status,
          homeTeamId: g.home_team_id ? String(g.home_team_id) : null,
          awayTeamId: g.away_team_id ? String(g.away_team_id) : null,
          homeScore: g.home_score,
          awayScore: g.away_score,
        });
      }
    }
    return { league, season, divisions: [...divisions.values()], teams: [...teams.values()], events };
  }

  async function seasonModelData(ref: PlatformSeasonRef): Promise<PlatformSeasonData> {
    const sites = entities(await graphqlList<{ id: string; name: string }>(ORGANIZATIONS, 'organizations'));
    const site = sites.find((s) => s.id === ref.siteId);
    const seasons = entities(
      await graphqlList<{ id: string; name: string }>(SEASONS, 'seasons', { organizationId: ref.siteId }),
    );
    const season = seasons.find((s) => s.id === ref.seasonId);
    if (!site || !season) throw new PlatformError('SportsEngine no longer has this organisation or season');
    const variables = { organizationId: ref.siteId, seasonId: ref.seasonId };
    const divisions = new Map<string, PlatformDivision>();
    const teams: PlatformTeam[] = [];
    for (const t of await graphqlList<GraphqlTeam>(TEAMS, 'teams', variables)) {
      if (t.division) {
        divisions.set(t.division.id, {
          id: t.division.id,
          name: t.division.name,
          mappingCode: t.division.code,
        });
      }
      teams.push({
        id: t.id,
        name: t.name,
        divisionId: t.division?.id ?? null,
        mappingCode: t.code,
        coaches: t.staff
          .filter((s) => isCoach(s.role))
          .map((s) => ({ id: s.id, first: s.firstName, last: s.lastName, email: s.email, phone: s.phone })),
      });
    }
    const events = (await graphqlList<GraphqlEvent>(EVENTS, 'events', variables)).map((e): PlatformEvent => {
      const home = e.eventTeams.find((t) => t.homeTeam);
      const away = e.eventTeams.find((t) => !t.homeTeam);
      return {
        id: e.id,
        type: e.type === 'practice' ? 'practice' : 'game',
        name: e.name,
        start: e.start,
        end: e.end,
        location: e.location,
        status: e.status,
        homeTeamId: home?.team?.id ?? null,
        awayTeamId: away?.team?.id ?? null,
        homeScore: home?.score ?? null,
        awayScore: away?.score ?? null,
      };
    });
    // Season Management has no league above a season: the organisation stands in for it.
    return { league: site, season, divisions: [...divisions.values()], teams, events };
  }

  return {
    sites: async () => entities(await restList('/sites')),
    leagues: async (siteId) => entities(await restList('/leagues', { site_id: siteId })),
    seasons: async (leagueId) => entities(await restList('/seasons', { league_id: leagueId })),
    subseasons: async (seasonId) => entities(await restList('/subseasons', { season_id: seasonId })),
    sitesBeta: async () => entities(await graphqlList(ORGANIZATIONS, 'organizations')),
    seasonsBeta: async (siteId) =>
      entities(await graphqlList(SEASONS, 'seasons', { organizationId: siteId })),
    seasonData: (ref) => (ref.model === 'sport' ? sportSeasonData(ref) : seasonModelData(ref)),
    teamIds: async (ref) => {
      if (ref.model === 'season') {
        const teams = await graphqlList<{ id: string }>(TEAMS, 'teams', {
          organizationId: ref.siteId,
          seasonId: ref.seasonId,
        });
        return new Set(teams.map((t) => t.id));
      }
      const ids = new Set<string>();
      for (const subseasonId of await subseasonIds(ref)) {
        for (const t of await restList<{ id: string }>('/teams', { subseason_id: subseasonId }))
          ids.add(String(t.id));
      }
      return ids;
    },
    saveEvent: async (ref, event) => saveEvent(ref, event),
    deleteEvent: async (ref, eventId) => {
      if (ref.model === 'sport') {
        await send(`${env.restUrl}/games/${encodeURIComponent(eventId)}`, { method: 'DELETE' }, true);
        return;
      }
      try {
        await graphql(DELETE_EVENT, { id: eventId });
      } catch (error) {
        // An event already gone counts as deleted.
        if (!(error instanceof PlatformError && /not found/i.test(error.message))) throw error;
      }
    },
  };

  async function saveEvent(
    ref: PlatformSeasonRef,
    event: OutgoingEvent,
  ): Promise<{ id: string; created: boolean }> {
    if (ref.model === 'sport') {
      const subseasonId = ref.subseasonId ?? (await subseasonIds(ref))[0];
      const body = JSON.stringify({
        subseason_id: subseasonId,
        event_type: event.type,
        title: event.name,
        starts_at: event.start,
        ends_at: event.end,
        location: event.location,
        home_team_id: event.homeTeamId,
        away_team_id: event.awayTeamId,
        home_score: event.homeScore,
        away_score: event.awayScore,
      });
      const headers = { 'content-type': 'application/json' };
      if (event.id) {
        const updated = await send(
          `${env.restUrl}/games/${encodeURIComponent(event.id)}`,
          { method: 'PUT', headers, body },
          true,
        );
        // Deleted on the platform since: send it again as a new game.
        if (updated.status !== 404) return { id: event.id, created: false };
      }
      const { body: created } = await send(`${env.restUrl}/games`, { method: 'POST', headers, body });
      const id = (created as { result?: { id?: string | number } })?.result?.id;
      if (id === undefined) throw new PlatformError('SportsEngine did not answer the new game’s id');
      return { id: String(id), created: true };
    }
    const input = {
      organizationId: ref.siteId,
      seasonId: ref.seasonId,
      name: event.name,
      type: event.type,
      start: event.start,
      end: event.end,
      location: event.location,
      eventTeams: [
        { teamId: event.homeTeamId, homeTeam: true, score: event.homeScore },
        ...(event.awayTeamId ? [{ teamId: event.awayTeamId, homeTeam: false, score: event.awayScore }] : []),
      ],
    };
    if (event.id) {
      try {
        await graphql(UPDATE_EVENT, { id: event.id, input });
        return { id: event.id, created: false };
      } catch (error) {
        if (!(error instanceof PlatformError && /not found/i.test(error.message))) throw error;
      }
    }
    const data = await graphql<{ createEvent: { event: { id: string } } }>(CREATE_EVENT, { input });
    return { id: data.createEvent.event.id, created: true };
  }
}
