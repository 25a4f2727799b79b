import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Renders the app at `path` and records every path it goes to (the activity page is another feature's). */
function renderRecording(path: string) {
  const view = renderApp(path);
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

const SPRING = '00000000-0000-4000-8000-00000000d001';
const ACTIVITY = '00000000-0000-4000-8000-00000000e001';
const SYNCED = {
  connected: true,
  schedules: [
    {
      id: SPRING,
      name: 'Spring games',
      season_id: '00000000-0000-4000-8000-00000000c001',
      season_name: 'Spring 2026',
      synced: 7,
      last_export_at: '2026-03-05T15:00:00.000Z',
    },
  ],
};

describe('SportsEngine delete page', () => {
  it('lists synced schedules and deletes their games after a confirmation', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/synced': json(200, SYNCED),
      [`POST /api/sportsengine/clear/${SPRING}`]: json(202, { activity: { id: ACTIVITY } }),
    });
    const { visited } = renderRecording('/sportsengine/delete');
    expect(await screen.findByText('7 games on SportsEngine', { exact: false })).toBeTruthy();
    expect(screen.getByText(/can take up to 15 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete 7 Games' }));
    // Nothing is deleted before the confirmation.
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(await screen.findByText('Delete the games of Spring games on SportsEngine?')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 7 Games' }));
    await waitFor(() => expect(visited).toContain(`/activity/${ACTIVITY}`));
    expect(
      requests.filter((r) => r.method === 'POST' && r.path === `/api/sportsengine/clear/${SPRING}`),
    ).toHaveLength(1);
  });

  it('offers Go to Schedules when nothing is synced', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/synced': json(200, { connected: true, schedules: [] }),
    });
    renderApp('/sportsengine/delete');
    expect(await screen.findByText('No schedule has games on SportsEngine.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Schedules' }).getAttribute('href')).toBe('/schedules');
  });

  it('shows the failure with a retry', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/synced': json(500, { errors: { base: ['boom'] } }),
    });
    renderApp('/sportsengine/delete');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
