import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import {
  buildInfo,
  emptyDashboard,
  FALL_ID,
  LAKESIDE_ID,
  RIVERSIDE_ID,
  SUMMER_ID,
} from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

// jsdom matches no media query, so the shell renders the narrow-screen picker atop the navigation.
function picker() {
  return within(screen.getByRole('group', { name: 'Current league and season' }));
}

describe('current league and season picker', () => {
  it('shows the current league and its seasons', async () => {
    mockFetch(sessionHandlers(buildInfo()));
    renderApp('/leagues');
    await screen.findByRole('group', { name: 'Current league and season' });
    const league = picker().getByRole('combobox', { name: 'League' }) as HTMLSelectElement;
    const season = picker().getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(league.selectedOptions[0]?.textContent).toBe('Riverside');
    expect([...season.options].map((option) => option.textContent)).toEqual(['Spring 2026', 'Fall 2026']);
  });

  it('switching season makes it current with PUT current_season, reloads and goes to the dashboard', async () => {
    // The server remembers the switch, so league information read afterwards names the new season.
    let info = buildInfo();
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      'GET /api/leagues': () => ({ status: 200, body: info }),
      ...emptyDashboard(FALL_ID),
      'PUT /api/current_season': () => {
        info = buildInfo({ current_season_id: FALL_ID });
        return { status: 200, body: info };
      },
    });
    const { router } = renderApp('/leagues');
    await screen.findByRole('group', { name: 'Current league and season' });
    fireEvent.change(picker().getByRole('combobox', { name: 'Season' }), { target: { value: FALL_ID } });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    const put = requests.filter((r) => r.method === 'PUT');
    expect(put.map((r) => r.body)).toEqual([{ league_id: RIVERSIDE_ID, season_id: FALL_ID }]);
    expect(put[0]?.headers['x-csrf-token']).toBe('t');
    // Everything reloads: league information is asked for again after the switch.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/leagues').length).toBeGreaterThanOrEqual(2),
    );
    expect(
      (picker().getByRole('combobox', { name: 'Season' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Fall 2026');
  });

  it("switching league selects that league's first season", async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      ...emptyDashboard(SUMMER_ID),
      'PUT /api/current_season': json(
        200,
        buildInfo({ current_league_id: LAKESIDE_ID, current_season_id: SUMMER_ID }),
      ),
    });
    renderApp('/leagues');
    await screen.findByRole('group', { name: 'Current league and season' });
    fireEvent.change(picker().getByRole('combobox', { name: 'League' }), { target: { value: LAKESIDE_ID } });
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      league_id: LAKESIDE_ID,
      season_id: SUMMER_ID,
    });
  });

  it('is hidden while the organisation has no league', async () => {
    mockFetch(sessionHandlers(buildInfo({ leagues: [], current_league_id: null, current_season_id: null })));
    renderApp('/leagues');
    expect(await screen.findByText('No leagues yet')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Current league and season' })).toBeNull();
  });
});
