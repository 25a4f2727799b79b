import type { Operation, SchemaNode } from './openapi-operations.ts';
import { sampleValue } from './sample-value.ts';
import type { TenantIds } from './tenant-league.ts';

/** The kind of record a path or body field names: `/api/teams/{id}` → teams, `home_id` → teams. */
function kindOf(operation: Operation, field: string): string {
  const byField: Record<string, string> = {
    league_id: 'leagues',
    season_id: 'seasons',
    division_id: 'divisions',
    team_id: 'teams',
    home_id: 'teams',
    visitor_id: 'teams',
    person_id: 'people',
    venue_id: 'venues',
    surface_id: 'surfaces',
    timeslot_id: 'timeslots',
    schedule_id: 'schedules',
    game_id: 'games',
    team_person_id: 'team_people',
    team_ids: 'teams',
    divisions: 'divisions',
  };
  if (byField[field]) return byField[field];
  const first = operation.path.split('/')[2] ?? '';
  const aliases: Record<string, string> = {
    switch_organization: 'organizations',
    accept_invitation: 'invitations',
    embed: 'schedules',
  };
  return aliases[first] ?? first;
}

// Bodies whose rules span fields beyond what a schema sample gives (a constraint needs a weekday and a time).
const WEEKLY = { style: 'weekly', type: 0, weekdays: [1] };
const VENUE = { name: 'Raider Park', surfaces: [{ name: 'Field 1' }] };
const BODIES: Record<string, (ids: TenantIds) => unknown> = {
  'POST /api/teams/{id}/time_constraints': () => ({ constraint: WEEKLY }),
  'PATCH /api/time_constraints/{id}': () => WEEKLY,
  'POST /api/seasons/{id}/csv/{kind}': () => ({ csv: 'name\nRaider Division\n' }),
  'POST /api/seasons/{id}/imports': () => ({ kind: 'divisions', csv: 'name\nRaider Division\n' }),
  'POST /api/venues': (ids) => ({ season_id: ids.seasons, venues: [VENUE] }),
  'PATCH /api/venues/{id}': () => VENUE,
  // The wizard's division target names the season, its division, a venue and a surface by id.
  'POST /api/wizard': (ids) => ({
    sport_id: 5,
    target: { kind: 'division', season_id: ids.seasons, division_id: ids.divisions },
    venues: [{ key: 'v', id: ids.venues, name: 'Raider Park', surfaces: [], home_team_keys: [ids.teams] }],
    timeslots: [
      {
        venue_key: 'v',
        surface_key: ids.surfaces,
        start: '2026-09-05T14:00:00Z',
        finish: '2026-09-05T15:00:00Z',
      },
    ],
  }),
};

/**
 * The URL and body of one call of `operation` on a tenant's records: path parameters, query and body ids are
 * that tenant's ids of the kind each names; the rest is a schema sample (sample-value.ts).
 */
export function fillOperation(
  operation: Operation,
  ids: TenantIds,
  schemas: Record<string, SchemaNode>,
): { url: string; body: unknown } {
  const idFor = (field: string) => ids[kindOf(operation, field)] ?? ids.seasons ?? '';
  let url = operation.path;
  for (const param of operation.pathParams) {
    const value =
      param === 'locale'
        ? 'en'
        : param === 'kind'
          ? 'divisions'
          : param === 'file'
            ? ids.feeds
            : idFor(param);
    url = url.replace(`{${param}}`, value ?? '');
  }
  const query = operation.query
    .map(
      (q) =>
        `${q.name}=${encodeURIComponent(q.name === 'team_id' ? (ids.teams ?? '') : String(sampleValue(q.schema, schemas, idFor, q.name)))}`,
    )
    .join('&');
  const body =
    BODIES[`${operation.method} ${operation.path}`]?.(ids) ??
    (operation.body ? sampleValue(operation.body, schemas, idFor) : undefined);
  return { url: query ? `${url}?${query}` : url, body };
}
