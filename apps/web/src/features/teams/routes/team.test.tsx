import type { Person } from '@app/contracts';
import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildLeagueInfo,
  buildTeam,
  buildUser,
  PAID_PLAN,
  SEASON_ID,
  sessionHandlers,
  sportsengineConnectedHandlers,
} from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildTeamSeason, DIVISION_ID, TEAM_ID } from '../test/team-fixtures.ts';

function person(id: string, first: string, flags: Partial<Person>): Person {
  return {
    id,
    season_id: SEASON_ID,
    first,
    last: 'Smith',
    name: `${first} Smith`,
    is_coach: false,
    is_player: false,
    is_staff: false,
    is_umpire: false,
    phone_primary: null,
    phone_secondary: null,
    email_primary: null,
    email_secondary: null,
    teams: [],
    ...flags,
  };
}

const COACH = person('00000000-0000-4000-8000-000000001001', 'Casey', { is_coach: true });
const PLAYER = person('00000000-0000-4000-8000-000000001002', 'Pat', { is_player: true });
const NEW_COACH = person('00000000-0000-4000-8000-000000001003', 'Robin', { is_coach: true });

describe('team page', () => {
  it("toasts 'could not load team' and goes to the dashboard when the team cannot be loaded", async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(404, { errors: { base: ['not found'] } }),
    });
    const { router } = renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByText('could not load team')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('offers only people flagged for the role and adds the one clicked', async () => {
    const season = buildTeamSeason({
      people: [COACH, PLAYER].map(({ id, name, is_player, is_coach, is_staff, is_umpire }) => ({
        id,
        name,
        is_player,
        is_coach,
        is_staff,
        is_umpire,
      })),
    });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, season),
      [`POST /api/teams/${TEAM_ID}/people`]: json(
        200,
        buildTeam({
          coaches: [{ id: '00000000-0000-4000-8000-000000002001', role: 'coach', person: COACH }],
        }),
      ),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add coach' }));
    const dialog = await screen.findByRole('dialog');
    const casey = await within(dialog).findByRole('button', { name: 'Add Casey Smith' });
    expect(within(dialog).queryByRole('button', { name: 'Add Pat Smith' })).toBeNull();
    fireEvent.click(casey);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ person_id: COACH.id, role: 'coach' });
    // The season page carries the role flags: the picker needs no request per person.
    expect(requests.filter((r) => r.path.startsWith('/api/people/'))).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Casey Smith' })).toBeTruthy();
  });

  it('creates a person inline, flagged for the role, and adds them to the team', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      'POST /api/people': json(201, NEW_COACH),
      [`POST /api/teams/${TEAM_ID}/people`]: json(200, buildTeam()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add coach' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create person' });
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Robin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Smith' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [create, add] = requests.filter((r) => r.method === 'POST');
    expect(create?.body).toMatchObject({
      season_id: SEASON_ID,
      first: 'Robin',
      last: 'Smith',
      is_coach: true,
    });
    expect(add?.body).toEqual({ person_id: NEW_COACH.id, role: 'coach' });
  });

  it('shows the team read-only to the user role', async () => {
    const user = buildUser();
    const organization = {
      id: user.current_organization_id,
      name: 'Riverside',
      role: ROLES.user,
      ...PAID_PLAN,
    };
    mockFetch({
      ...sessionHandlers(),
      'GET /api/leagues': json(200, {
        ...buildLeagueInfo(user, { organizations: [organization], current_organization: organization }),
        current_season_id: SEASON_ID,
      }),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam({ color: '#8E24AA' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Red Hawks' })).toBeTruthy();
    // The colour the setup wizard gave the team.
    expect(screen.getByLabelText('Team colour #8E24AA')).toBeTruthy();
    expect(screen.getByText('No coaches yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add coach' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add constraint' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View games' })).toBeTruthy();
  });
  it('shows the empty states, View games, Edit and the external id', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByText('No coaches yet.')).toBeTruthy();
    expect(screen.getByText('No staff yet.')).toBeTruthy();
    expect(screen.getByText('No players yet.')).toBeTruthy();
    expect(screen.getByText('No home venues yet.')).toBeTruthy();
    expect(screen.getByText('No date or time constraints.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/teams/${TEAM_ID}/edit`);
    expect(screen.getByRole('link', { name: 'View games' }).getAttribute('href')).toBe(
      `/list?team_id=${TEAM_ID}`,
    );
    expect(screen.getByText('External ID: None')).toBeTruthy();
  });

  it('deletes the team after naming what goes with it, then opens its division', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam({ se_id: 'SE-42' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      [`GET /api/teams/${TEAM_ID}/dependents`]: json(200, {
        games: 12,
        team_people: 1,
        home_venues: 0,
        time_constraints: 2,
        calendar_feeds: 0,
      }),
      [`DELETE /api/teams/${TEAM_ID}`]: json(200, { ok: true }),
      [`GET /api/divisions/${DIVISION_ID}`]: json(404, { errors: { base: ['not found'] } }),
    });
    const { router } = renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByText('External ID: SE-42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Red Hawks?' });
    expect(within(dialog).getByText('12 games it plays in (their timeslots become free)')).toBeTruthy();
    expect(within(dialog).getByText('1 coach, staff or player entry (the person stays)')).toBeTruthy();
    expect(
      within(dialog).getByText('2 date/time constraints, its own and other teams’ that name it'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/home venue/)).toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/divisions/${DIVISION_ID}`));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/teams/${TEAM_ID}`,
    ]);
    expect(await screen.findByText('Deleted Red Hawks')).toBeTruthy();
    expect(screen.queryByText('could not load team')).toBeNull();
  });

  it('hides the external id when the organisation is not connected to SportsEngine', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine': json(200, {
        configured: true,
        connected: false,
        connected_at: null,
        connected_by: null,
        se_organization_id: null,
      }),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam({ se_id: 'SE-42' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByText('No coaches yet.')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/sportsengine')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/External ID/)).toBeNull();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      [`GET /api/teams/${TEAM_ID}/dependents`]: json(200, {
        games: 0,
        team_people: 0,
        home_venues: 0,
        time_constraints: 0,
        calendar_feeds: 0,
      }),
    });
    const { router } = renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Red Hawks?' });
    expect(within(dialog).getByText('Nothing else goes with it. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(currentUrl(router)).toBe(`/teams/${TEAM_ID}`);
  });

  it('removes a coach from the team', async () => {
    const entry = { id: '00000000-0000-4000-8000-000000002001', role: 'coach' as const, person: COACH };
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam({ coaches: [entry] })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      [`DELETE /api/teams/${TEAM_ID}/people/${entry.id}`]: json(200, buildTeam()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Casey Smith' }));
    expect(await screen.findByText('No coaches yet.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('adds a home venue by clicking it and removes one', async () => {
    const north = { id: '00000000-0000-4000-8000-0000000a0001', name: 'North Field' };
    const lake = { id: '00000000-0000-4000-8000-0000000a0002', name: 'Lake Park' };
    const withNorth = buildTeam({ home_venues: [north] });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, withNorth),
      [`GET /api/seasons/${SEASON_ID}`]: json(
        200,
        buildTeamSeason({ venues: [north, lake].map((v) => ({ ...v, surfaces: [] })) }),
      ),
      [`POST /api/teams/${TEAM_ID}/venues`]: json(200, buildTeam({ home_venues: [north, lake] })),
      [`DELETE /api/teams/${TEAM_ID}/venues/${north.id}`]: json(200, buildTeam({ home_venues: [lake] })),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add home venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a home venue' });
    expect(within(dialog).queryByRole('button', { name: 'Add North Field' })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Lake Park' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ venue_id: lake.id });
    expect(await screen.findByRole('link', { name: 'Lake Park' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove North Field' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'North Field' })).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('offers to create a venue, coming back here, when the season has none to add', async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add home venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a home venue' });
    const link = await within(dialog).findByRole('link', { name: 'Create a venue' });
    expect(link.getAttribute('href')).toBe(`/venues/new?return=/teams/${TEAM_ID}`);
  });
});

describe('team edit page', () => {
  it('saves the fields with PATCH, keeping the external ids, and honours return', async () => {
    const team = buildTeam({ se_id: 'SE-1', se_mapping_code: 'MAP' });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, team),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      [`PATCH /api/teams/${TEAM_ID}`]: json(200, { ...team, name: 'Red Hawks A' }),
    });
    const { router } = renderApp(`/teams/${TEAM_ID}/edit?return=/divisions/${DIVISION_ID}`);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Red Hawks A' } });
    fireEvent.change(screen.getByLabelText('Abbreviation'), { target: { value: 'RHA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/divisions/${DIVISION_ID}`));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      name: 'Red Hawks A',
      division_id: DIVISION_ID,
      shortcode: 'RHA',
      se_id: 'SE-1',
      se_mapping_code: 'MAP',
    });
  });

  it('requires a name and cancels back to the team page', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    });
    const { router } = renderApp(`/teams/${TEAM_ID}/edit`);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/teams/${TEAM_ID}`));
  });
});
