import type { ExportableScheduleList } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { SEASON_ID } from '../../../test/fixtures.ts';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import { ExportMenu } from './export-menu.tsx';

const SCHEDULE = '00000000-0000-4000-8000-00000000d001';
const ACTIVITY = '00000000-0000-4000-8000-00000000e001';

function list(overrides: Partial<ExportableScheduleList['schedules'][number]> = {}, linked = true) {
  return {
    season_linked: linked,
    schedules: [
      {
        id: SCHEDULE,
        name: 'Spring games',
        is_practice: false,
        divisions: [],
        scheduled: 6,
        unscheduled: 0,
        synced: 0,
        created_at: '2026-03-01T15:00:00.000Z',
        last_export_at: null,
        available: true,
        unavailable_reason: null,
        missing_teams: [],
        ...overrides,
      },
    ],
  } satisfies ExportableScheduleList;
}

function renderMenu(scheduleId: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/schedules/:id',
        element: (
          <ExportMenu
            seasonId={SEASON_ID}
            scheduleId={scheduleId}
            teams={[]}
            printTargetId="p"
            onDayByDay={() => {}}
          />
        ),
      },
      { path: '/activity/:id', element: <p>activity page</p> },
    ],
    { initialEntries: [`/schedules/${SCHEDULE}`] },
  );
  renderInProviders(<RouterProvider router={router} />);
  return router;
}

describe('the export menu’s Sync to SportsEngine', () => {
  afterEach(cleanup);

  it('starts the export of a linked schedule and goes to its activity', async () => {
    const { requests } = mockFetch({
      'GET /api/csrf': json(200, { token: 't' }),
      'GET /api/sportsengine/schedules': json(200, list()),
      [`POST /api/sportsengine/export/${SCHEDULE}`]: json(202, { activity: { id: ACTIVITY } }),
    });
    const router = renderMenu(SCHEDULE);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sync to SportsEngine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/activity/${ACTIVITY}`));
    expect(
      requests.some((r) => r.method === 'POST' && r.path === `/api/sportsengine/export/${SCHEDULE}`),
    ).toBe(true);
  });

  it('is not there when the organisation is not connected, nor for the master list', async () => {
    const { requests } = mockFetch({
      'GET /api/sportsengine/schedules': json(
        200,
        list({ available: false, unavailable_reason: 'not_connected' }, false),
      ),
    });
    renderMenu(SCHEDULE);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path.startsWith('/api/sportsengine/schedules'))).toBe(true),
    );
    expect(await screen.findByRole('menuitem', { name: 'SportsEngine' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Sync to SportsEngine' })).toBeNull();
    cleanup();
    const master = mockFetch({});
    renderMenu(null);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'SportsEngine' })).toBeTruthy();
    expect(master.requests.some((r) => r.path.startsWith('/api/sportsengine'))).toBe(false);
  });
});
