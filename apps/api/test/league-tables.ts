import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * Every table that holds a league's records, with the rows of one league: what a league JSON export must
 * carry whole (docs/leagues.md, "The league document"). Each query reaches its rows through the league's
 * seasons, so the names are the tables and the rows are the database's own (snake_case, jsonb as objects).
 */
const LEAGUE_TABLE_QUERIES = {
  leagues: (l: string) => sql`select * from leagues where id = ${l}`,
  seasons: (l: string) => sql`select * from seasons where league_id = ${l}`,
  divisions: (l: string) => inSeasons('divisions', l),
  teams: (l: string) => inSeasons('teams', l),
  people: (l: string) => inSeasons('people', l),
  venues: (l: string) => inSeasons('venues', l),
  surfaces: (l: string) => inSeasons('surfaces', l),
  timeslots: (l: string) => inSeasons('timeslots', l),
  schedules: (l: string) => inSeasons('schedules', l),
  team_people: (l: string) => ofTeams('team_people', l),
  venue_teams: (l: string) => ofTeams('venue_teams', l),
  time_constraints: (l: string) => ofTeams('time_constraints', l),
  travel_constraints: (l: string) => ofTeams('travel_constraints', l),
  venue_distances: (l: string) =>
    sql`select * from venue_distances where from_venue_id in (select id from venues where ${seasonsOf(l, 'season_id')})`,
  timeslot_divisions: (l: string) =>
    sql`select * from timeslot_divisions where timeslot_id in (select id from timeslots where ${seasonsOf(l, 'season_id')})`,
  games: (l: string) =>
    sql`select * from games where schedule_id in (select id from schedules where ${seasonsOf(l, 'season_id')})`,
  scoring_systems: (l: string) => inSeasons('scoring_systems', l),
  conferences: (l: string) => inSeasons('conferences', l),
  conference_teams: (l: string) =>
    sql`select * from conference_teams where conference_id in (select id from conferences where ${seasonsOf(l, 'season_id')})`,
  standings_adjustments: (l: string) => inSeasons('standings_adjustments', l),
} as const;

export type LeagueTable = keyof typeof LEAGUE_TABLE_QUERIES;
export const LEAGUE_TABLES = Object.keys(LEAGUE_TABLE_QUERIES) as LeagueTable[];

/**
 * Tables that hang off a league but are not league data, so an export leaves them out: who is looking at
 * which season, the job rows of imports and exports, and calendar feeds, whose token is a secret URL of the
 * organisation it was made in, and the league's public page, whose slug and publishing belong to the
 * organisation's public site (docs/public-site.md), and share links (docs/share-links.md).
 */
export const NOT_LEAGUE_DATA = [
  'current_selections',
  'imports',
  'exports',
  'calendar_feeds',
  'public_league_pages',
  // Share links are public addresses with secret tokens: a copy of the league must not answer the old ones.
  'share_links',
  // SportsEngine activities are a job log, like imports and exports.
  'activities',
  // A season's history of re-plans, applied fixes and game moves (docs/replans.md): a copy starts without it.
  'replans',
  'fix_applications',
  'game_changes',
] as const;

/** Tables of accounts and organisations: above any league. */
export const ABOVE_LEAGUES = [
  'users',
  'sessions',
  'user_tokens',
  'organizations',
  'memberships',
  'invitations',
  'public_webpages',
  'stripe_events',
  'impersonation_actions',
  // A free organisation's exports a month (docs/free-tier-limits.md).
  'monthly_exports',
  // An organisation's SportsEngine connection and the accounts that sign in with it (docs/sportsengine.md).
  'sportsengine_connections',
  'sportsengine_identities',
] as const;

function seasonsOf(leagueId: string, column: string) {
  return sql`${sql.identifier(column)} in (select id from seasons where league_id = ${leagueId})`;
}

function inSeasons(table: string, leagueId: string) {
  return sql`select * from ${sql.identifier(table)} where ${seasonsOf(leagueId, 'season_id')}`;
}

function ofTeams(table: string, leagueId: string) {
  return sql`select * from ${sql.identifier(table)} where team_id in (select id from teams where ${seasonsOf(leagueId, 'season_id')})`;
}

export type Row = Record<string, unknown>;

/** The rows of every league table for one league. */
export async function leagueRows(t: TestApp, leagueId: string): Promise<Record<LeagueTable, Row[]>> {
  const out = {} as Record<LeagueTable, Row[]>;
  for (const table of LEAGUE_TABLES) {
    const result = (await t.db.execute(LEAGUE_TABLE_QUERIES[table](leagueId))) as { rows: Row[] };
    out[table] = result.rows;
  }
  return out;
}

/** The app's tables in the public schema (migrations' own bookkeeping left out). */
export async function publicTables(t: TestApp): Promise<string[]> {
  const result = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { table_name: string }[] };
  return result.rows.map((r) => r.table_name).filter((n) => !n.startsWith('__'));
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * A readable label for every record id of a league, from what the records are rather than their ids
 * (`team:U10B Hawks`, `slot:surface:venue:Horner Park/Field 1@2026-04-04T14:00:00.000Z`), so the rows of a
 * league and of its imported copy can be compared with ids replaced by labels.
 */
export function labelIds(rows: Record<LeagueTable, Row[]>): Map<string, string> {
  const labels = new Map<string, string>();
  const label = (id: unknown, text: string) => labels.set(String(id), text);
  for (const r of rows.leagues) label(r.id, 'league');
  for (const r of rows.seasons) label(r.id, `season:${r.name}`);
  for (const r of rows.divisions) label(r.id, `division:${r.name}`);
  for (const r of rows.teams) label(r.id, `team:${r.name}`);
  for (const r of rows.people) label(r.id, `person:${r.first}|${r.last}|${r.email_primary}`);
  for (const r of rows.venues) label(r.id, `venue:${r.name}`);
  for (const r of rows.surfaces) label(r.id, `surface:${labels.get(String(r.venue_id))}/${r.name}`);
  for (const r of rows.timeslots) label(r.id, `slot:${labels.get(String(r.surface_id))}@${iso(r.start)}`);
  for (const r of rows.schedules) label(r.id, `schedule:${r.name}`);
  for (const r of rows.games) label(r.id, `game:${labels.get(String(r.schedule_id))}#${r.position}`);
  for (const r of rows.conferences) label(r.id, `conference:${labels.get(String(r.season_id))}/${r.name}`);
  return labels;
}

/** Columns that say when or where a row was written, or what it was derived into, not what it holds. */
const STAMPS = new Set([
  'id',
  'organization_id',
  'created_at',
  'updated_at',
  'started_at',
  'finished_at',
  'lease_until',
  // A run's diagnosis, a game's calendar SEQUENCE and when changes were last published are derived or history,
  // which a copy of the league starts without (docs/diagnosis.md, docs/replans.md).
  'diagnosis',
  'sequence',
  'changes_published_at',
]);

function canonical(value: unknown, labels: Map<string, string>): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return labels.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => canonical(v, labels));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Row)
        .filter(([key]) => !STAMPS.has(key))
        .map(([key, v]) => [key, canonical(v, labels)]),
    );
  }
  return value;
}

/** A table's rows with ids replaced by labels and write stamps dropped, in a fixed order. */
export function canonicalRows(rows: readonly Row[], labels: Map<string, string>): unknown[] {
  return rows
    .map((row) => canonical(row, labels))
    .sort((a, b) => {
      const x = JSON.stringify(a);
      const y = JSON.stringify(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
}
