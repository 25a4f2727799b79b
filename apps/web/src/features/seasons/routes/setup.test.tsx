import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { buildCounts, buildDashboard, buildSeason, sessionHandlers } from '../../../test/fixtures.ts';
import { buildInfo, SPRING_ID } from '../../../test/league-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const season = buildSeason({ counts: buildCounts({ divisions: 2, teams: 8 }) });

/** The dashboard answer the page reads, named as the server would name the season now. */
function dashboardOf(name: () => string) {
  return () => ({
    status: 200,
    body: buildDashboard(season.counts, { id: SPRING_ID, name: name() }),
  });
}

describe('setup page', () => {
  it('shows the current names and progress, and leads on to venues', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      [`GET /api/seasons/${SPRING_ID}/dashboard`]: dashboardOf(() => 'Spring 2026'),
    });
    renderApp('/setup');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Set up your season' })).toBeTruthy();
    expect(main.getByText('Spring 2026')).toBeTruthy();
    expect(main.getByText('Riverside')).toBeTruthy();
    expect(screen.getByText('(2 so far)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add divisions' }).getAttribute('href')).toBe(
      '/divisions/new?return=%2Fsetup',
    );
    expect(screen.getByRole('link', { name: 'Next: venues' }).getAttribute('href')).toBe('/venues/new');
    // Names and counts only: the whole season answer (every record's name) is not needed.
    expect(requests.some((r) => r.path === `/api/seasons/${SPRING_ID}`)).toBe(false);
  });

  it('renames the season in place', async () => {
    let name = 'Spring 2026';
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      [`GET /api/seasons/${SPRING_ID}/dashboard`]: dashboardOf(() => name),
      [`PATCH /api/seasons/${SPRING_ID}`]: () => {
        name = 'Spring 2027';
        return { status: 200, body: { ...season, name } };
      },
    });
    renderApp('/setup');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring 2026' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Season name' }), {
      target: { value: 'Spring 2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('main')).findByText('Spring 2027')).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Spring 2027' }),
    );
  });
});
