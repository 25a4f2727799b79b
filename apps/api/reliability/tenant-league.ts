import type { ImportJob, Team } from '@app/contracts';
import { invitations } from '@app/db';
import { eq } from 'drizzle-orm';
import { addMember, buildUser } from '../test/factories.ts';
import { waitForImport } from '../test/import-fixtures.ts';
import { buildPerson } from '../test/league-builders.ts';
import { buildScheduleSeason, createSchedule, waitForFinish } from '../test/schedule-fixtures.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';

/** One id of each kind of record a tenant holds, keyed by the plural a route's path starts with. */
export type TenantIds = Record<string, string>;

/**
 * SportsEngine set up (its routes exist and answer) but reaching nothing, and no organisation connected: its
 * routes then answer 422 "not connected" before any call to the platform, instead of 503 "not set up", so the
 * walks hold them to "never 5xx" like every other route (docs/sportsengine.md#importing).
 */
export const UNCONNECTED_SPORTSENGINE = {
  clientId: 'reliability-client',
  clientSecret: 'reliability-secret',
  authUrl: 'http://127.0.0.1:9/auth',
  graphqlUrl: 'http://127.0.0.1:9/graphql',
  restUrl: 'http://127.0.0.1:9/rest',
  tokenKey: Buffer.alloc(32, 7),
};

export interface TenantLeague {
  client: TestClient;
  ids: TenantIds;
  /** Strings only this tenant's records hold: an answer to anyone else that contains one is a leak. */
  secrets: string[];
  /** What the tenant's league looks like to its owner, to compare before and after an attack. */
  snapshot: () => Promise<string>;
}

/**
 * A tenant with one record of every kind the API serves: league, season, divisions, teams with a coach, a home
 * venue and a time constraint, venue with surfaces, timeslots, a finished schedule with games, a calendar
 * feed, a second member, a pending invitation, a scoring system, a conference, a point adjustment and the
 * public site's settings. Names carry `tag` so leaks are easy to spot.
 */
export async function buildTenantLeague(t: TestApp, tag: string): Promise<TenantLeague> {
  const season = await buildScheduleSeason(t);
  const { client } = season;
  const scheduleId = await createSchedule(season, { name: `${tag} schedule` });
  await waitForFinish(client, scheduleId);
  const [team] = season.teams as Team[];
  if (!team) throw new Error('buildTenantLeague: no team');
  const person = await buildPerson(client, {
    season_id: season.seasonId,
    first: `${tag}Coach`,
    is_coach: true,
  });
  const withCoach = await client.post<Team>(`/api/teams/${team.id}/people`, {
    person_id: person.id,
    role: 'coach',
  });
  await client.post(`/api/teams/${team.id}/venues`, { venue_id: season.venueId });
  const withConstraint = await client.post<Team>(`/api/teams/${team.id}/time_constraints`, {
    constraint: { style: 'weekly', type: 0, weekdays: [0] },
  });
  const member = await buildUser(t);
  await addMember(t, { organizationId: season.organizationId, user: member.user, role: 3 });
  const users = await client.get<{ users: { id: string; role: number }[] }>(
    `/api/organizations/${season.organizationId}/users`,
  );
  await client.post(`/api/organizations/${season.organizationId}/users`, {
    email: `${tag}-invitee@example.com`,
  });
  const [invitation] = await t.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.organizationId, season.organizationId));
  const detail = await client.get<{ games: { id: string }[] }>(`/api/schedules/${scheduleId}`);
  const feed = await client.post<{ url: string }>(`/api/schedules/${scheduleId}/feeds`, {});
  const imported = await client.post<ImportJob>(`/api/seasons/${season.seasonId}/imports`, {
    kind: 'people',
    csv: `first,last\n${tag}Imported,Person\n`,
  });
  await waitForImport(client, imported.body.id);
  // The standings' own records (docs/standings.md): a scoring system, a conference and an adjustment.
  const scoring = await client.get<{ id: string }>(`/api/seasons/${season.seasonId}/scoring_system`);
  const conference = await client.post<{ id: string }>('/api/conferences', {
    season_id: season.seasonId,
    name: `${tag} conference`,
    team_ids: [team.id],
  });
  const adjustment = await client.post<{ id: string }>(`/api/seasons/${season.seasonId}/adjustments`, {
    team_id: team.id,
    points: -2,
    reason: `${tag} deduction`,
  });
  // The public site's settings (docs/public-site.md), written on their first read, with the league's page.
  const webpage = await client.get<{ id: string; public_league_page: { slug: string } | null }>(
    '/api/public_webpage',
  );
  const ids: TenantIds = {
    organizations: season.organizationId,
    organization_users: users.body.users.find((u) => u.role === 3)?.id ?? '',
    invitations: invitation?.id ?? '',
    leagues: season.leagueId,
    seasons: season.seasonId,
    divisions: season.divisions[0].id,
    teams: team.id,
    team_people: withCoach.body.coaches?.[0]?.id ?? '',
    time_constraints: withConstraint.body.time_constraints?.[0]?.id ?? '',
    people: person.id,
    venues: season.venueId,
    surfaces: season.surfaceIds[0],
    timeslots: season.slots[0]?.id ?? '',
    schedules: scheduleId,
    games: detail.body.games[0]?.id ?? '',
    feeds: feed.body.url?.split('/').pop() ?? '',
    imports: imported.body.id,
    scoring_systems: scoring.body.id,
    conferences: conference.body.id,
    adjustments: adjustment.body.id,
    public_webpages: webpage.body.id,
    public_league_pages: webpage.body.public_league_page?.slug ?? '',
  };
  const missing = Object.entries(ids).filter(([, id]) => !id);
  if (missing.length > 0) throw new Error(`buildTenantLeague: no ${missing.map(([k]) => k).join(', ')}`);
  const snapshot = async () => {
    const parts = await Promise.all(
      [
        `/api/leagues/${season.leagueId}/export`,
        `/api/seasons/${season.seasonId}/games`,
        `/api/seasons/${season.seasonId}/timeslots`,
        `/api/seasons/${season.seasonId}/standings`,
        `/api/organizations/${season.organizationId}/users`,
        `/api/organizations/${season.organizationId}`,
        '/api/public_webpage',
      ].map(async (url) => (await client.get(url)).text),
    );
    return parts.join('\n');
  };
  return {
    client,
    ids,
    secrets: [tag, ...Object.values(ids).filter((id) => id.length >= 24)],
    snapshot,
  };
}
