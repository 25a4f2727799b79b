import type { Team, Venue } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildTeam, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildTeamSeason, TEAM_ID } from '../test/team-fixtures.ts';

const FIELD_ID = '00000000-0000-4000-8000-0000000a0001';
const PARK_ID = '00000000-0000-4000-8000-0000000a0002';

function venue(id: string, name: string, hasAddress: boolean): Venue {
  return {
    id,
    season_id: SEASON_ID,
    name,
    shortcode: null,
    longcode: null,
    notes: null,
    priority: 0,
    is_neutral: false,
    force_neutral: false,
    color: null,
    has_address: hasAddress,
    address: {
      formatted: '',
      line_1: null,
      line_2: null,
      city: null,
      state: null,
      zip: null,
      country: null,
      latitude: hasAddress ? 41.88 : null,
      longitude: hasAddress ? -87.63 : null,
      link: null,
      phone_primary: null,
      phone_secondary: null,
      email_primary: null,
      email_secondary: null,
    },
    surfaces: [],
    home_teams: [],
    distances: [],
  };
}

function setup(homeVenues: Venue[], putAnswer?: ReturnType<typeof json>, overrides: Partial<Team> = {}) {
  const team = buildTeam({ home_venues: homeVenues.map(({ id, name }) => ({ id, name })), ...overrides });
  const handlers: Parameters<typeof mockFetch>[0] = {
    ...sessionHandlers(),
    [`GET /api/teams/${TEAM_ID}`]: json(200, team),
    [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    [`PUT /api/teams/${TEAM_ID}/travel_constraint`]: putAnswer ?? json(200, team),
  };
  for (const v of homeVenues) handlers[`GET /api/venues/${v.id}`] = json(200, v);
  const mock = mockFetch(handlers);
  const view = renderApp(`/teams/${TEAM_ID}`);
  return { ...mock, ...view };
}

async function travelSection() {
  const heading = await screen.findByRole('heading', { name: 'Travel constraints' });
  const section = heading.closest('.mantine-Paper-root');
  if (!(section instanceof HTMLElement)) throw new Error('travel section not found');
  return section;
}

describe('travel constraints', () => {
  afterEach(() => window.localStorage.clear());

  it('asks for a home venue when the team has none', async () => {
    setup([]);
    const section = await travelSection();
    expect(
      within(section).getByText('Add a home venue with a valid address to set travel limits.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('spinbutton')).toBeNull();
  });

  it('warns with links to the venues without a valid address and hides the limits', async () => {
    const { router } = setup([venue(FIELD_ID, 'North Field', false), venue(PARK_ID, 'Lake Park', false)]);
    const section = await travelSection();
    expect(
      await within(section).findByText(
        'Travel limits need a home venue with a valid address. These venues have none:',
      ),
    ).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'North Field' });
    expect(link.getAttribute('href')).toBe(`/venues/${FIELD_ID}/edit?return=/teams/${TEAM_ID}`);
    expect(within(section).getByRole('link', { name: 'Lake Park' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Save travel limits' })).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(currentUrl(router)).toBe(`/venues/${FIELD_ID}/edit?return=/teams/${TEAM_ID}`));
  });

  it('offers the eight limits once one home venue has an address, still listing the others', async () => {
    setup([venue(FIELD_ID, 'North Field', true), venue(PARK_ID, 'Lake Park', false)]);
    const section = await travelSection();
    await within(section).findByRole('button', { name: 'Save travel limits' });
    expect(within(section).getAllByRole('textbox')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: 'Lake Park' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'North Field' })).toBeNull();
  });

  it('sends distances in miles when typed in kilometres, and 0 for limits left off', async () => {
    const { requests } = setup([venue(FIELD_ID, 'North Field', true)]);
    const section = await travelSection();
    await within(section).findByRole('button', { name: 'Save travel limits' });
    fireEvent.click(within(section).getByText('km'));
    fireEvent.change(within(section).getByLabelText('Weekday distance from home (km)'), {
      target: { value: '16.09' },
    });
    fireEvent.change(within(section).getByLabelText('Weekend time from home (minutes)'), {
      target: { value: '45' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save travel limits' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      applyAll: false,
      constraint: {
        max_distance_weekday_home: 10,
        max_distance_weekend_home: 0,
        max_distance_weekday_last: 0,
        max_distance_weekend_last: 0,
        max_time_weekday_home: 0,
        max_time_weekend_home: 45,
        max_time_weekday_last: 0,
        max_time_weekend_last: 0,
      },
    });
  });
  it('refuses a negative limit with the shared schema and sends nothing', async () => {
    const { requests } = setup([venue(FIELD_ID, 'North Field', true)]);
    const section = await travelSection();
    await within(section).findByRole('button', { name: 'Save travel limits' });
    const input = within(section).getByLabelText('Weekday time from home (minutes)');
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save travel limits' }));
    expect(await within(section).findByText('Enter 0 or more (0 removes the limit)')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '30' } });
    expect(within(section).queryByText('Enter 0 or more (0 removes the limit)')).toBeNull();
  });

  it("shows the server's refusals: a bad limit on its input, a missing address as a warning", async () => {
    setup(
      [venue(FIELD_ID, 'North Field', true)],
      json(422, {
        errors: {
          'constraint.max_time_weekend_last': ['must be at most 100000'],
          home_venues: ['need a home venue with a valid address for travel constraints'],
        },
      }),
    );
    const section = await travelSection();
    await within(section).findByRole('button', { name: 'Save travel limits' });
    fireEvent.click(within(section).getByRole('button', { name: 'Save travel limits' }));
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(
      within(section).getAllByText('Add a home venue with a valid address to set travel limits.'),
    ).toHaveLength(1);
    const input = within(section).getByLabelText('Weekend time from the last game (minutes)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('warns at the top of the page, naming the venue, when a home venue without coordinates meets a travel limit', async () => {
    const limits = {
      id: '00000000-0000-4000-8000-0000000b0001',
      team_id: TEAM_ID,
      max_distance_weekday_home: 10,
      max_distance_weekend_home: 0,
      max_distance_weekday_last: 0,
      max_distance_weekend_last: 0,
      max_time_weekday_home: 0,
      max_time_weekend_home: 0,
      max_time_weekday_last: 0,
      max_time_weekend_last: 0,
    };
    setup([venue(FIELD_ID, 'North Field', true), venue(PARK_ID, 'Lake Park', false)], undefined, {
      travel_constraints: [limits],
    });
    const warning = await screen.findByTestId('travel-warning');
    expect(warning.textContent).toContain(
      'Travel limits cannot be measured from a home venue without coordinates',
    );
    const link = within(warning).getByRole('link', { name: 'Lake Park' });
    expect(link.getAttribute('href')).toBe(`/venues/${PARK_ID}/edit?return=/teams/${TEAM_ID}`);
    expect(within(warning).queryByText('North Field')).toBeNull();
    // Named once: the travel section does not list it a second time under the page's warning.
    const section = await travelSection();
    await within(section).findByLabelText('Weekend time from the last game (minutes)');
    expect(within(section).queryByRole('link', { name: 'Lake Park' })).toBeNull();
  });

  it('gives no such warning to a team without travel limits', async () => {
    setup([venue(PARK_ID, 'Lake Park', false)]);
    await travelSection();
    await screen.findByRole('link', { name: 'Lake Park' });
    expect(screen.queryByTestId('travel-warning')).toBeNull();
  });
});
