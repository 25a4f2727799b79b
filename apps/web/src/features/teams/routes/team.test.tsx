import type { Person } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildSeason, buildTeam, SEASON_ID, sessionHandlers, TEAM_ID } from '../test/team-fixtures.ts';

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
    const season = buildSeason({ people: [COACH, PLAYER].map(({ id, name }) => ({ id, name })) });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, season),
      [`GET /api/people/${COACH.id}`]: json(200, COACH),
      [`GET /api/people/${PLAYER.id}`]: json(200, PLAYER),
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
    expect(await screen.findByRole('link', { name: 'Casey Smith' })).toBeTruthy();
  });

  it('creates a person inline, flagged for the role, and adds them to the team', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason()),
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
    const organization = { id: user.current_organization_id, name: 'Riverside', role: 3 as const };
    mockFetch({
      ...sessionHandlers(),
      'GET /api/leagues': json(200, {
        ...buildLeagueInfo(user, { organizations: [organization], current_organization: organization }),
        current_season_id: SEASON_ID,
      }),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Red Hawks' })).toBeTruthy();
    expect(screen.getByText('No coaches yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add coach' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add constraint' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
