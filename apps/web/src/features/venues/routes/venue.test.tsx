import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildTeam, SEASON_ID } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  buildVenue,
  buildVenueSeason,
  HAWKS_ID,
  JAYS_ID,
  VENUE_ID,
  venueSessionHandlers,
} from '../test/venue-fixtures.ts';

describe('venue page', () => {
  it("toasts 'could not load venue' and goes to the dashboard when the venue cannot be loaded", async () => {
    mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(404, { errors: { base: ['not found'] } }),
    });
    const { router } = renderApp(`/venues/${VENUE_ID}`);
    expect(await screen.findByText('could not load venue')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('shows the address with its map link, details, home teams and distances in miles and km', async () => {
    mockFetch({ ...venueSessionHandlers(), [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()) });
    renderApp(`/venues/${VENUE_ID}`);
    expect(await screen.findByRole('heading', { name: 'North Field' })).toBeTruthy();
    expect(screen.getByText('100 Main St, Springfield, IL 62701, USA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in map' }).getAttribute('href')).toContain(
      'openstreetmap.org',
    );
    expect(screen.getByText('555-0100')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('Gate code 1234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Red Hawks' })).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Lake Park' }).closest('tr');
    if (!row) throw new Error('distance row missing');
    expect(within(row).getByText('3.1')).toBeTruthy();
    expect(within(row).getByText('5.0')).toBeTruthy();
  });

  it('shows the map only after a second', async () => {
    mockFetch({ ...venueSessionHandlers(), [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()) });
    renderApp(`/venues/${VENUE_ID}`);
    await screen.findByRole('heading', { name: 'North Field' });
    expect(screen.queryByRole('region', { name: 'Map of North Field' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Map of North Field' }, { timeout: 4000 })).toBeTruthy();
  });
  it('says when no team plays at home here and when there are no distances to show', async () => {
    mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue({ home_teams: [], distances: [] })),
    });
    renderApp(`/venues/${VENUE_ID}`);
    expect(await screen.findByText('No team has this venue as home.')).toBeTruthy();
    expect(screen.getByText('No other venue of this season has a valid address.')).toBeTruthy();
  });

  it('explains that distances need this venue to have an address, and shows no map without one', async () => {
    const venue = buildVenue({ distances: [], has_address: false });
    mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(200, {
        ...venue,
        address: { ...venue.address, formatted: '', link: null, latitude: null, longitude: null },
      }),
    });
    renderApp(`/venues/${VENUE_ID}`);
    expect(await screen.findByText('Distances appear once this venue has a valid address.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in map' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('region', { name: 'Map of North Field' })).toBeNull();
  });

  it('makes a team play at home here, or stops it, from the home teams dialog', async () => {
    const { requests } = mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildVenueSeason()),
      [`POST /api/teams/${JAYS_ID}/venues`]: json(200, buildTeam({ id: JAYS_ID, name: 'Blue Jays' })),
      [`DELETE /api/teams/${HAWKS_ID}/venues/${VENUE_ID}`]: json(
        200,
        buildTeam({ id: HAWKS_ID, name: 'Red Hawks' }),
      ),
    });
    renderApp(`/venues/${VENUE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Home teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Home teams' });
    const hawks = (await within(dialog).findByLabelText('Red Hawks (U10)')) as HTMLInputElement;
    const jays = within(dialog).getByLabelText('Blue Jays (U10)') as HTMLInputElement;
    expect(hawks.checked).toBe(true);
    expect(jays.checked).toBe(false);
    fireEvent.click(jays);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ venue_id: VENUE_ID });
    await waitFor(() => expect(jays.disabled).toBe(false));
    fireEvent.click(hawks);
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('deletes the venue after naming its slots and the games left unscheduled, then goes home', async () => {
    const { requests } = mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
      [`GET /api/venues/${VENUE_ID}/dependents`]: json(200, {
        surfaces: 2,
        timeslots: 40,
        games: 1,
        home_teams: 1,
      }),
      [`DELETE /api/venues/${VENUE_ID}`]: json(200, { ok: true }),
    });
    const { router } = renderApp(`/venues/${VENUE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete North Field?' });
    expect(within(dialog).getByText('2 surfaces')).toBeTruthy();
    expect(within(dialog).getByText('40 timeslots on its surfaces')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '1 game placed there loses its timeslot (it stays in its schedule, unscheduled)',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('its home venue link to 1 team (the team stays)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete venue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/venues/${VENUE_ID}`,
    ]);
  });
});
