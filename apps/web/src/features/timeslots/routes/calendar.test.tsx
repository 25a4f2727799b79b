import type { SeasonVenue } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const SEASON_ID = '00000000-0000-4000-8000-00000000c001';

function buildSeason(venues: SeasonVenue[]) {
  return {
    id: SEASON_ID,
    name: 'Spring 2026',
    league_id: '00000000-0000-4000-8000-00000000b001',
    se_id: null,
    se_imported: false,
    divisions: [],
    people: [],
    venues,
    counts: {
      divisions: 0,
      teams: 0,
      people: 0,
      venues: venues.length,
      surfaces: 0,
      timeslots: 0,
      schedules: 0,
      tournaments: 0,
    },
  };
}

function sessionHandlers() {
  const user = buildUser();
  return {
    'GET /api/users/self': json(200, user),
    'GET /api/leagues': json(200, { ...buildLeagueInfo(user), current_season_id: SEASON_ID }),
    'GET /api/csrf': json(200, { token: 't' }),
    'GET /api/config': json(200, {
      map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
      map_attribution: 'x',
      has_geocoder: false,
    }),
    [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, { timezone: 'America/Chicago', timeslots: [] }),
  };
}

describe('calendar page', () => {
  it('says the season has no venues and sends the user to make one, returning to the calendar', async () => {
    mockFetch({ ...sessionHandlers(), [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason([])) });
    const { router } = renderApp('/calendar');
    // The calendar's code loads lazily, which takes more than waitFor's default second on a busy machine.
    await waitFor(
      () => expect(currentUrl(router)).toBe(`/venues/new?return=${encodeURIComponent('/calendar')}`),
      { timeout: 4000 },
    );
    expect(
      await screen.findByText('This season has no venues yet. Create a venue before adding timeslots.'),
    ).toBeTruthy();
  });

  it('asks for a venue first, then a surface, before slots can be placed', async () => {
    const venueId = '00000000-0000-4000-8000-0000000a0001';
    const otherId = '00000000-0000-4000-8000-0000000a0002';
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(
        200,
        buildSeason([
          { id: venueId, name: 'North Field', surfaces: [] },
          { id: otherId, name: 'Lake Park', surfaces: [] },
        ]),
      ),
    });
    renderApp('/calendar');
    expect(await screen.findByText('select a venue first', {}, { timeout: 4000 })).toBeTruthy();
    // The template's venue field comes before the filter of the same name.
    const [templateVenue] = screen.getAllByLabelText('Venue');
    if (!templateVenue) throw new Error('venue field missing');
    fireEvent.click(templateVenue);
    fireEvent.click(await screen.findByRole('option', { name: 'North Field' }));
    expect(await screen.findByText('select a surface first')).toBeTruthy();
    expect(screen.queryByText('select a venue first')).toBeNull();
  });
});
