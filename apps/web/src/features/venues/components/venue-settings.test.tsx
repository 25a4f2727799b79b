import type { VenueCreateRowInput } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildVenue, SURFACE_IDS, VENUE_ID, venueSessionHandlers } from '../test/venue-fixtures.ts';

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('venue settings in the venue form', () => {
  it('opens on a venue with settings, shows them, and saves every change', async () => {
    const venue = buildVenue({
      shortcode: 'NF',
      color: '#1E88E5',
      is_neutral: true,
      address: { ...buildVenue().address, phone_secondary: '555-0199' },
      surfaces: buildVenue().surfaces.map((s, i) => (i === 0 ? { ...s, notes: 'Lights until 10 pm' } : s)),
    });
    const { requests } = mockFetch({
      ...venueSessionHandlers(),
      [`GET /api/venues/${VENUE_ID}`]: json(200, venue),
      [`PATCH /api/venues/${VENUE_ID}`]: json(200, venue),
    });
    renderApp(`/venues/${VENUE_ID}/edit`);
    await screen.findByDisplayValue('North Field');
    expect(
      screen.getByRole('button', { name: 'Venue settings of North Field' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(checkbox('Neutral venue').checked).toBe(true);
    expect(checkbox('Always neutral').checked).toBe(false);
    expect(input('Abbreviation').value).toBe('NF');
    expect(input('Second phone').value).toBe('555-0199');
    expect(input('Surface 1 notes').value).toBe('Lights until 10 pm');
    expect(
      screen.getByRole('button', { name: 'More settings of surface Field 2' }).getAttribute('aria-expanded'),
    ).toBe('false');

    fireEvent.click(checkbox('Neutral venue'));
    fireEvent.click(checkbox('Always neutral'));
    fireEvent.change(input('Custom code'), { target: { value: 'NORTH01' } });
    fireEvent.change(input('Colour'), { target: { value: '' } });
    fireEvent.change(input('Email'), { target: { value: 'desk@north.example' } });
    fireEvent.change(input('Second email'), { target: { value: 'grounds@north.example' } });
    await choose('Surface 2 priority', '+3');
    fireEvent.click(screen.getByRole('button', { name: 'More settings of surface Field 2' }));
    fireEvent.change(input('Surface 2 custom code'), { target: { value: 'F2' } });
    fireEvent.change(input('Surface 2 notes'), { target: { value: 'Muddy in April' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const body = requests.find((r) => r.method === 'PATCH')?.body as VenueCreateRowInput;
    expect(body).toMatchObject({
      shortcode: 'NF',
      longcode: 'NORTH01',
      color: null,
      is_neutral: false,
      force_neutral: true,
      address: {
        phone_primary: '555-0100',
        phone_secondary: '555-0199',
        email_primary: 'desk@north.example',
        email_secondary: 'grounds@north.example',
      },
      surfaces: [
        { id: SURFACE_IDS[0], notes: 'Lights until 10 pm', priority: 0, longcode: null },
        { id: SURFACE_IDS[1], notes: 'Muddy in April', priority: 3, longcode: 'F2' },
      ],
    });
  });

  it('starts folded on a new venue and sends the settings chosen', async () => {
    const { requests } = mockFetch({
      ...venueSessionHandlers(),
      'POST /api/venues': json(201, { venues: [buildVenue()] }),
      [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
    });
    renderApp('/venues/new');
    fireEvent.change(await screen.findByLabelText(/^Venue name/), { target: { value: 'Lake Park' } });
    const toggle = screen.getByRole('button', { name: 'Venue settings of Lake Park' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Neutral venue' }));
    fireEvent.change(input('Abbreviation'), { target: { value: 'LP' } });
    fireEvent.change(input('Colour'), { target: { value: '#2e7d32' } });
    await choose('Surface 1 priority', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as { venues: VenueCreateRowInput[] };
    expect(body.venues[0]).toMatchObject({
      name: 'Lake Park',
      shortcode: 'LP',
      color: '#2E7D32',
      is_neutral: true,
      force_neutral: false,
      surfaces: [
        { name: 'Field 1', priority: -1 },
        { name: 'Field 2', priority: 0 },
      ],
    });
  });

  it('opens the settings to show a refused setting by its field', async () => {
    const { requests } = mockFetch(venueSessionHandlers());
    renderApp('/venues/new');
    fireEvent.change(await screen.findByLabelText(/^Venue name/), { target: { value: 'Lake Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Venue settings of Lake Park' }));
    fireEvent.change(input('Custom code'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Venue settings of Lake Park' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must contain only letters and digits')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Venue settings of Lake Park' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
