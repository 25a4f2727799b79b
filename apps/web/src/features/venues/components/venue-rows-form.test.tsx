import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { SEASON_ID } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildVenue, VENUE_ID, venueSessionHandlers } from '../test/venue-fixtures.ts';
import { VENUE_SAVE_DELAY_MS } from './venue-save-delay.ts';

const surfaceNames = () => screen.getAllByLabelText(/surface \d+ name$/) as HTMLInputElement[];

describe('new venues form', () => {
  it('starts each venue with two surfaces and keeps the first row', async () => {
    mockFetch(venueSessionHandlers());
    renderApp('/venues/new');
    await screen.findByLabelText(/^Venue name/);
    expect(surfaceNames().map((input) => input.value)).toEqual(['Field 1', 'Field 2']);
    expect(screen.queryByRole('button', { name: 'Remove venue 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another venue' }));
    expect(screen.getAllByLabelText(/^Venue name/)).toHaveLength(2);
    expect(surfaceNames()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove venue 2' }));
    expect(screen.getAllByLabelText(/^Venue name/)).toHaveLength(1);
  });

  it('refuses a venue without a named surface and saves nothing', async () => {
    const { requests } = mockFetch(venueSessionHandlers());
    renderApp('/venues/new');
    fireEvent.change(await screen.findByLabelText(/^Venue name/), { target: { value: 'North Field' } });
    for (const input of surfaceNames()) fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give at least one surface a name')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('never deletes the last surface of a venue', async () => {
    mockFetch(venueSessionHandlers());
    renderApp('/venues/new');
    await screen.findByLabelText(/^Venue name/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete surface Field 1' }));
    expect(surfaceNames()).toHaveLength(1);
    const last = screen.getByRole('button', { name: 'Delete surface Field 2' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
  });

  it('saves the named rows with their named surfaces and opens the venue 700 ms later', async () => {
    const { requests } = mockFetch({
      ...venueSessionHandlers(),
      'POST /api/venues': () => {
        savedAt = performance.now();
        return { status: 201, body: { venues: [buildVenue()] } };
      },
      [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
    });
    let savedAt = 0;
    const { router } = renderApp('/venues/new');
    let openedAt = 0;
    router.subscribe((state) => {
      if (openedAt === 0 && state.location.pathname === `/venues/${VENUE_ID}`) openedAt = performance.now();
    });
    fireEvent.change(await screen.findByLabelText(/^Venue name/), { target: { value: 'North Field' } });
    fireEvent.change(surfaceNames()[1] as HTMLInputElement, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '39.8' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-89.65' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another venue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as {
      season_id: string;
      venues: { name: string; surfaces: { name: string }[]; address: { latitude: number } }[];
    };
    expect(body.season_id).toBe(SEASON_ID);
    expect(body.venues).toHaveLength(1);
    expect(body.venues[0]?.surfaces.map((s) => s.name)).toEqual(['Field 1']);
    expect(body.venues[0]?.address.latitude).toBe(39.8);
    expect(await screen.findByText('Venues created: 1')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(`/venues/${VENUE_ID}`), { timeout: 3000 });
    // Measured rather than polled at a moment, so a slow machine cannot make it fail: the page moved on no
    // sooner than the delay after the save's answer.
    expect(openedAt - savedAt).toBeGreaterThanOrEqual(VENUE_SAVE_DELAY_MS - 5);
  });

  it('fills the address and coordinates from the geocoder when the server has one', async () => {
    mockFetch({
      ...venueSessionHandlers({ hasGeocoder: true }),
      'GET /api/geocode': json(200, [
        {
          label: '100 Main St, Springfield',
          line_1: '100 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          country: 'USA',
          latitude: 39.8,
          longitude: -89.65,
        },
      ]),
    });
    renderApp('/venues/new');
    fireEvent.change(await screen.findByLabelText('Find the address of Venue 1'), {
      target: { value: '100 main' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    fireEvent.click(await screen.findByText('100 Main St, Springfield'));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Springfield');
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('39.8');
  });
  it('without a geocoder, takes a typed address and sets coordinates by clicking the map', async () => {
    const { requests } = mockFetch(venueSessionHandlers());
    renderApp('/venues/new');
    await screen.findByLabelText(/^Venue name/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set on map' })).toBeTruthy());
    expect(screen.queryByLabelText(/^Find the address/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Look up' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '100 Main St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set on map' }));
    const map = await screen.findByRole('region', { name: 'Map of Venue 1' }, { timeout: 4000 });
    const container = map.querySelector('.leaflet-container');
    if (!(container instanceof HTMLElement)) throw new Error('map container missing');
    fireEvent.click(container, { clientX: 0, clientY: 0 });
    await waitFor(() => expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).not.toBe(''));
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).not.toBe('');
    expect(requests.some((r) => r.path.startsWith('/api/geocode'))).toBe(false);
  });
});
