import type { SeasonVenue } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildCounts, buildSeason, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

/** The season with the venues given (and nothing else). */
function seasonWithVenues(venues: SeasonVenue[]) {
  return buildSeason({ venues, counts: buildCounts({ venues: venues.length }) });
}

/** The session, the map configuration and the season's (empty) slots. */
function calendarHandlers() {
  return {
    ...sessionHandlers(),
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
    mockFetch({ ...calendarHandlers(), [`GET /api/seasons/${SEASON_ID}`]: json(200, seasonWithVenues([])) });
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
      ...calendarHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(
        200,
        seasonWithVenues([
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
