import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildVenue, VENUE_ID, venueSessionHandlers } from '../test/venue-fixtures.ts';

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
});
