import type { SeasonVenue } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildCounts, buildSeason, buildSlot, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
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
      league_management_url: 'https://league-management.test/sign-up',
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

  it("opens on the season's first schedule start and offers its schedules in the sidebar filter", async () => {
    const venueId = '00000000-0000-4000-8000-0000000a0001';
    const surfaceId = '00000000-0000-4000-8000-0000000b0001';
    const venue = { id: venueId, name: 'North Field', surfaces: [{ id: surfaceId, name: 'Field 1' }] };
    const slot = buildSlot({
      id: '00000000-0000-4000-8000-0000000c0001',
      season_id: SEASON_ID,
      venue_id: venueId,
      surface_id: surfaceId,
      start: '2027-01-09T15:00:00.000Z',
      finish: '2027-01-09T16:30:00.000Z',
    });
    const division = '00000000-0000-4000-8000-0000000d0001';
    mockFetch({
      ...calendarHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, seasonWithVenues([venue])),
      // The first slot is in January; the schedules start in April and March: March wins.
      [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, {
        timezone: 'America/Chicago',
        timeslots: [slot],
      }),
      [`GET /api/seasons/${SEASON_ID}/games`]: json(200, {
        season_id: SEASON_ID,
        games: [],
        teams: [],
        timeslots: [],
        schedules: [
          {
            id: '00000000-0000-4000-8000-0000000e0001',
            name: 'Spring league',
            kind: 'round',
            is_tournament: false,
            is_practice: false,
            division_id: division,
            schedule_start: '2027-04-03',
            schedule_end: '2027-06-05',
          },
          {
            id: '00000000-0000-4000-8000-0000000e0002',
            name: 'Early cup',
            kind: 'single',
            is_tournament: true,
            is_practice: false,
            division_id: division,
            schedule_start: '2027-03-13',
            schedule_end: '2027-03-27',
          },
        ],
      }),
    });
    renderApp('/calendar');
    expect(await screen.findByText('March 2027', {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Schedules' }));
    expect(await screen.findByRole('option', { name: 'Spring league' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Early cup' })).toBeTruthy();
  });
});
