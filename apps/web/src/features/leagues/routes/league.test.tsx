import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import {
  buildInfo,
  emptyDashboard,
  FALL_ID,
  RIVERSIDE_ID,
  SPRING_ID,
} from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

describe('league page', () => {
  it("lists the league's seasons as links and offers a new season", async () => {
    mockFetch({
      ...sessionHandlers(buildInfo()),
      [`GET /api/leagues/${RIVERSIDE_ID}`]: json(200, {
        id: RIVERSIDE_ID,
        name: 'Riverside',
        se_id: null,
        se_imported: false,
        language: 'en',
        sport_id: 27,
        seasons: [
          { id: SPRING_ID, name: 'Spring 2026' },
          { id: FALL_ID, name: 'Fall 2026' },
        ],
      }),
    });
    renderApp(`/leagues/${RIVERSIDE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Riverside' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fall 2026' }).getAttribute('href')).toBe(`/seasons/${FALL_ID}`);
    expect(screen.getByRole('link', { name: 'New season' }).getAttribute('href')).toBe(
      `/seasons/new?league_id=${RIVERSIDE_ID}`,
    );
  });

  it('says so and goes to the dashboard when the league cannot be loaded', async () => {
    const { requests } = mockFetch({ ...sessionHandlers(buildInfo()), ...emptyDashboard() });
    const { router } = renderApp('/leagues/00000000-0000-4000-8000-0000000000ff');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByText('could not load league')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/leagues').length).toBeGreaterThanOrEqual(2),
    );
  });
});
