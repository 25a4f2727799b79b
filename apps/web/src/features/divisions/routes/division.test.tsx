import { ROLES } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildLeagueInfo,
  buildSportsengineStatus,
  buildUser,
  PAID_PLAN,
  SEASON_ID,
  sessionHandlers,
  sportsengineConnectedHandlers,
} from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  ACROSS_ID,
  ACROSS_SEASON_DIVISION,
  buildDivision,
  buildDivisionsSeason,
  HAWKS_ID,
  OWLS_ID,
  U10_ID,
  U12_ID,
} from '../test/division-fixtures.ts';

describe('division page', () => {
  it('shows the details, links the teams and offers team creation; schedules are empty', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision({ se_id: 'EXT-9' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    expect(await screen.findByRole('heading', { name: 'U10' })).toBeTruthy();
    expect(screen.getByText('#1E88E5')).toBeTruthy();
    expect(screen.getByText('EXT-9')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hawks' }).getAttribute('href')).toBe(`/teams/${HAWKS_ID}`);
    expect(screen.getByRole('link', { name: 'Create team' }).getAttribute('href')).toBe(
      `/teams/new?division_id=${U10_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/divisions/${U10_ID}/edit`);
    expect(screen.getByText('No schedules yet.')).toBeTruthy();
    expect(screen.getByText('No tournaments yet.')).toBeTruthy();
  });

  it("opens the calendar's schedule or tournament wizard for this division", async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    const schedules = await screen.findByRole('region', { name: 'Schedules' });
    expect(within(schedules).getByRole('link', { name: 'Create schedule' }).getAttribute('href')).toBe(
      `/calendar?sd=${U10_ID}`,
    );
    const tournaments = screen.getByRole('region', { name: 'Tournaments' });
    expect(within(tournaments).getByRole('link', { name: 'Create tournament' }).getAttribute('href')).toBe(
      `/calendar?td=${U10_ID}`,
    );
  });

  it('offers a manager the setup wizard for this division', async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    const wizard = await screen.findByRole('link', { name: 'Schedule with the wizard' });
    expect(wizard.getAttribute('href')).toBe(`/wizard?division_id=${U10_ID}`);
  });

  it('offers the wizard neither to a user who may not manage nor for an across-division', async () => {
    const user = buildUser();
    const organization = {
      id: user.current_organization_id,
      name: 'Riverside',
      role: ROLES.user,
      ...PAID_PLAN,
    };
    mockFetch({
      ...sessionHandlers(
        buildLeagueInfo(user, {
          organizations: [organization],
          current_organization: organization,
          current_season_id: SEASON_ID,
        }),
      ),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    expect(await screen.findByRole('heading', { name: 'U10' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule with the wizard' })).toBeNull();
    cleanup();

    const season = buildDivisionsSeason();
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${ACROSS_ID}`]: json(
        200,
        buildDivision({
          id: ACROSS_ID,
          name: 'U10/U12',
          is_across: true,
          across_divisions: [U10_ID, U12_ID],
        }),
      ),
      [`GET /api/seasons/${SEASON_ID}`]: json(
        200,
        buildDivisionsSeason([...season.divisions, ACROSS_SEASON_DIVISION]),
      ),
    });
    renderApp(`/divisions/${ACROSS_ID}`);
    expect(await screen.findByRole('heading', { name: 'U10/U12' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule with the wizard' })).toBeNull();
  });

  it('says which divisions an across-division plays across and lists their teams', async () => {
    const season = buildDivisionsSeason();
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${ACROSS_ID}`]: json(
        200,
        buildDivision({
          id: ACROSS_ID,
          name: 'U10/U12',
          is_across: true,
          across_divisions: [U10_ID, U12_ID],
          teams: [],
        }),
      ),
      [`GET /api/seasons/${SEASON_ID}`]: json(
        200,
        buildDivisionsSeason([...season.divisions, ACROSS_SEASON_DIVISION]),
      ),
    });
    renderApp(`/divisions/${ACROSS_ID}`);
    expect(await screen.findByText('Plays across U10 and U12.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Owls' }).getAttribute('href')).toBe(`/teams/${OWLS_ID}`);
    expect(screen.queryByRole('link', { name: 'Create team' })).toBeNull();
  });

  it('deletes only after confirmation, then goes to the dashboard', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
      [`DELETE /api/divisions/${U10_ID}`]: json(200, { ok: true }),
    });
    const { router } = renderApp(`/divisions/${U10_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete U10?' });
    expect(within(dialog).getByText(/Its teams \(1\) are deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete division' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('hides the external id when the organisation is not connected to SportsEngine, or in Japanese', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(buildSportsengineStatus({ connected: false })),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision({ se_id: 'EXT-9' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    expect(await screen.findByRole('heading', { name: 'U10' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/sportsengine')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('External ID')).toBeNull();
    expect(screen.queryByText('EXT-9')).toBeNull();
    cleanup();

    const japanese = buildUser({ locale: 'ja' });
    mockFetch({
      ...sessionHandlers(buildLeagueInfo(japanese, { current_season_id: SEASON_ID })),
      ...sportsengineConnectedHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, buildDivision({ se_id: 'EXT-9' })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp(`/divisions/${U10_ID}`);
    expect(await screen.findByRole('heading', { name: 'U10' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('EXT-9')).toBeNull();
  });
});
