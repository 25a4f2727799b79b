import type { ExportableSchedule, ExportableScheduleList } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Renders the app at `path` and records every path it goes to (the activity page is another feature's). */
function renderRecording(path: string) {
  const view = renderApp(path);
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

const SPRING = '00000000-0000-4000-8000-00000000d001';
const FALL = '00000000-0000-4000-8000-00000000d002';
const ACTIVITY = '00000000-0000-4000-8000-00000000e001';

function row(overrides: Partial<ExportableSchedule> = {}): ExportableSchedule {
  return {
    id: SPRING,
    name: 'Spring games',
    is_practice: false,
    divisions: [{ id: '00000000-0000-4000-8000-00000000f001', name: 'U10' }],
    scheduled: 12,
    unscheduled: 2,
    synced: 0,
    created_at: '2026-03-01T15:00:00.000Z',
    last_export_at: null,
    available: true,
    unavailable_reason: null,
    missing_teams: [],
    ...overrides,
  };
}

function serve(
  list: ExportableScheduleList,
  extra: Record<string, () => { status: number; body?: unknown }> = {},
) {
  return mockFetch({
    ...sessionHandlers(),
    'GET /api/sportsengine/schedules': json(200, list),
    ...extra,
  });
}

describe('SportsEngine export page', () => {
  it('lists the schedules with divisions, counts and dates, and EXPORT starts the activity', async () => {
    const { requests } = serve(
      {
        season_linked: true,
        schedules: [
          row(),
          row({
            id: FALL,
            name: 'Fall games',
            available: false,
            unavailable_reason: 'teams_missing',
            missing_teams: [{ id: '00000000-0000-4000-8000-00000000f009', name: 'Owls' }],
            last_export_at: '2026-03-05T15:00:00.000Z',
          }),
        ],
      },
      { [`POST /api/sportsengine/export/${SPRING}`]: json(202, { activity: { id: ACTIVITY } }) },
    );
    const { visited } = renderRecording('/sportsengine/export');
    const spring = await screen.findByTestId(`export-row-${SPRING}`);
    expect(within(spring).getByRole('link', { name: 'U10' }).getAttribute('href')).toBe(
      '/divisions/00000000-0000-4000-8000-00000000f001',
    );
    expect(spring.textContent).toContain('12');
    expect(spring.textContent).toContain('Never');
    const fall = screen.getByTestId(`export-row-${FALL}`);
    expect(within(fall).getByText('Not Available')).toBeTruthy();
    expect(fall.textContent).toContain('Teams missing on SportsEngine: Owls');
    expect(within(fall).queryByRole('button', { name: 'EXPORT' })).toBeNull();
    expect(screen.getByText(/all teams must exist on SportsEngine first/)).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/sportsengine/schedules?season_id=${SEASON_ID}`)).toBe(true);

    fireEvent.click(within(spring).getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(visited).toContain(`/activity/${ACTIVITY}`));
  });

  it('sends through Season Management with ?type=season', async () => {
    const { requests } = serve(
      { season_linked: true, schedules: [row()] },
      { [`POST /api/sportsengine/export_beta/${SPRING}`]: json(202, { activity: { id: ACTIVITY } }) },
    );
    const { visited } = renderRecording('/sportsengine/export?type=season');
    expect(await screen.findByText('Export to SportsEngine Season Management')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(visited).toContain(`/activity/${ACTIVITY}`));
    expect(requests.some((r) => r.method === 'POST' && r.path.includes('/export/'))).toBe(false);
  });

  it('offers Create Schedule when the season has none', async () => {
    serve({ season_linked: true, schedules: [] });
    renderApp('/sportsengine/export');
    expect(await screen.findByText('This season has no schedules to export.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Schedule' }).getAttribute('href')).toBe('/schedules/new');
  });

  it('shows a free organisation the upgrade message instead, without asking for the list', async () => {
    const organization = {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Riverside Youth League',
      role: 1 as const,
      plan: 'free',
      upgraded: false,
    };
    const info = buildLeagueInfo(buildUser(), {
      current_season_id: SEASON_ID,
      organizations: [organization],
      current_organization: organization,
    });
    const { requests } = mockFetch({ ...sessionHandlers(info) });
    renderApp('/sportsengine/export');
    expect(await screen.findByText('Please upgrade your account to export to SportsEngine!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(requests.some((r) => r.path.startsWith('/api/sportsengine'))).toBe(false);
  });

  it('says why a schedule cannot be sent when the organisation is not connected', async () => {
    serve({
      season_linked: false,
      schedules: [row({ available: false, unavailable_reason: 'not_connected' })],
    });
    renderApp('/sportsengine/export');
    expect(await screen.findByText('The organisation is not connected to SportsEngine.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'EXPORT' })).toBeNull();
  });
});
