import type { Season } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildCounts, buildDashboard, buildSeason, sessionHandlers } from '../../../test/fixtures.ts';
import { buildInfo, emptyDashboard, FALL_ID, RIVERSIDE_ID } from '../../../test/league-fixtures.ts';
import { pagedList } from '../../../test/paged-list.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const DIVISION_ID = '00000000-0000-4000-8000-00000000d001';
const TEAM_ID = '00000000-0000-4000-8000-00000000e001';
const VENUE_ID = '00000000-0000-4000-8000-00000000f001';

function person(n: number) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, name: `Player ${n}`, is_player: true, is_coach: false, is_staff: false, is_umpire: false };
}

/** Fall 2026 with one division (U10: Hawks), 60 people and one venue. */
function fallSeason(): Season {
  return buildSeason({
    id: FALL_ID,
    name: 'Fall 2026',
    divisions: [
      {
        id: DIVISION_ID,
        name: 'U10',
        color: '#1E88E5',
        shortcode: null,
        is_across: false,
        across_divisions: [],
        teams: [{ id: TEAM_ID, name: 'Hawks' }],
      },
    ],
    people: Array.from({ length: 60 }, (_, i) => person(i + 1)),
    venues: [{ id: VENUE_ID, name: 'North Park', surfaces: [] }],
    counts: buildCounts({ divisions: 1, teams: 1, people: 60, venues: 1, surfaces: 2 }),
  });
}

/** The season's dashboard answer (name, league, counts) and its paged lists, as the page reads them. */
function seasonHandlers() {
  const season = fallSeason();
  return {
    [`GET /api/seasons/${FALL_ID}/dashboard`]: json(
      200,
      buildDashboard(season.counts, { id: FALL_ID, name: 'Fall 2026' }),
    ),
    [`GET /api/seasons/${FALL_ID}/divisions`]: pagedList(
      'divisions',
      season.divisions.map((d) => ({
        id: d.id,
        name: d.name,
        color: d.color,
        is_across: d.is_across,
        team_count: d.teams.length,
      })),
    ),
    [`GET /api/seasons/${FALL_ID}/teams`]: pagedList(
      'teams',
      season.divisions.flatMap((d) =>
        d.teams.map((team) => ({ ...team, division: { id: d.id, name: d.name, color: d.color } })),
      ),
    ),
    [`GET /api/seasons/${FALL_ID}/people`]: pagedList('people', season.people),
    [`GET /api/seasons/${FALL_ID}/venues`]: pagedList('venues', season.venues),
  };
}

describe('season page', () => {
  it('links divisions, teams, people and venues, and creates in this season, without the season answer', async () => {
    const { requests } = mockFetch({ ...sessionHandlers(buildInfo()), ...seasonHandlers() });
    renderApp(`/seasons/${FALL_ID}`);
    expect(await screen.findByRole('heading', { name: 'Fall 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riverside' }).getAttribute('href')).toBe(
      `/leagues/${RIVERSIDE_ID}`,
    );
    const divisions = within(screen.getByRole('region', { name: 'Divisions' }));
    expect((await divisions.findByRole('link', { name: 'U10' })).getAttribute('href')).toBe(
      `/divisions/${DIVISION_ID}`,
    );
    expect(divisions.getByText('· 1 team')).toBeTruthy();
    const teams = within(screen.getByRole('region', { name: 'Teams' }));
    expect((await teams.findByRole('link', { name: 'Hawks' })).getAttribute('href')).toBe(
      `/teams/${TEAM_ID}`,
    );
    expect(teams.getByText('· U10')).toBeTruthy();
    expect(divisions.getByRole('link', { name: 'Create division' }).getAttribute('href')).toBe(
      `/divisions/new?season_id=${FALL_ID}`,
    );
    const venues = within(screen.getByRole('region', { name: 'Venues' }));
    expect((await venues.findByRole('link', { name: 'North Park' })).getAttribute('href')).toBe(
      `/venues/${VENUE_ID}`,
    );
    // 60 people: the server's first page of 50 shows, the rest loads on "Load more".
    const people = within(screen.getByRole('region', { name: 'People' }));
    expect(await people.findAllByRole('link', { name: /^Player/ })).toHaveLength(50);
    expect(people.getByText('50 of 60')).toBeTruthy();
    fireEvent.click(people.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(people.getAllByRole('link', { name: /^Player/ })).toHaveLength(60));
    expect(people.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Every list came a page at a time: the whole season answer was never asked for.
    expect(requests.some((r) => r.path === `/api/seasons/${FALL_ID}`)).toBe(false);
  });

  it('filters people by name on the server and says when nothing matches', async () => {
    const { requests } = mockFetch({ ...sessionHandlers(buildInfo()), ...seasonHandlers() });
    renderApp(`/seasons/${FALL_ID}`);
    const people = within(await screen.findByRole('region', { name: 'People' }));
    await people.findAllByRole('link', { name: /^Player/ });
    fireEvent.change(people.getByRole('searchbox', { name: 'Filter people by name' }), {
      target: { value: 'player 42' },
    });
    await waitFor(() =>
      expect(people.getAllByRole('link', { name: /^Player/ }).map((a) => a.textContent)).toEqual([
        'Player 42',
      ]),
    );
    expect(requests.some((r) => r.path.endsWith('/people?limit=50&q=player+42'))).toBe(true);
    fireEvent.change(people.getByRole('searchbox', { name: 'Filter people by name' }), {
      target: { value: 'nobody' },
    });
    expect(await people.findByText('Nothing found')).toBeTruthy();
  });

  it('deletes the season after confirmation and goes to the dashboard', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      ...emptyDashboard(),
      ...seasonHandlers(),
      [`DELETE /api/seasons/${FALL_ID}`]: json(200, { ok: true }),
    });
    const { router } = renderApp(`/seasons/${FALL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Fall 2026?' })).getByRole('button', {
        name: 'Delete season',
      }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
