import type { Capacity, SeasonDivision } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildSeason, buildSlot, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { buildInfo } from '../../../test/league-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const division = (id: string, name: string, teams: string[], across: string[] = []): SeasonDivision => ({
  id: `00000000-0000-4000-8000-00000000d${id}`,
  name,
  color: '#1E88E5',
  shortcode: null,
  is_across: across.length > 0,
  across_divisions: across,
  teams: teams.map((team, i) => ({ id: `00000000-0000-4000-8000-0000000${id}e${i}`, name: team })),
});
const u10 = division('001', 'U10', ['Comets', 'Rockets', 'Falcons', 'Hornets']);
const u12 = division('002', 'U12', ['Blaze', 'Storm']);
const mixed = division('003', 'U10 v U12', [], [u10.id, u12.id]);

/** The server's check: 28 needed, 32 open slots in the dates, all at a park where only two teams host. */
const capacity: Capacity = {
  teams: 6,
  teams_per_division: [4, 2],
  weeks: 4,
  needed: 24,
  items: 8,
  eligible: 32,
  usable: 32,
  not_home_venue: 0,
  team_rules: 0,
  available: 8,
  shortfall: 16,
  extra_per_week: 4,
  weekend_weeks: null,
};

function handlers() {
  return {
    ...sessionHandlers(buildInfo()),
    [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason({ divisions: [u10, u12, mixed] })),
    [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, {
      timezone: 'America/Chicago',
      timeslots: [
        buildSlot({
          id: '00000000-0000-4000-8000-0000000000a1',
          season_id: SEASON_ID,
          venue_id: '00000000-0000-4000-8000-0000000000a2',
          surface_id: '00000000-0000-4000-8000-0000000000a3',
          start: '2026-03-07T15:00:00.000Z',
          finish: '2026-03-07T16:30:00.000Z',
        }),
      ],
    }),
    'POST /api/schedules/capacity': json(200, capacity),
  };
}

describe('/schedules/new with an across-division', () => {
  it('counts the two source divisions’ teams on the card, in the wizard and in the check', async () => {
    const { requests } = mockFetch(handlers());
    renderApp('/schedules/new');
    const card = await screen.findByRole('button', { name: /U10 v U12/ });
    // Its own teams are none: the card reads its sources' six, not "not enough teams".
    expect(within(card).getByText('6 teams')).toBeTruthy();
    expect(within(card).getByText('Comets, Rockets, Falcons, Hornets, Blaze, Storm')).toBeTruthy();
    expect(within(card).queryByText('Not enough teams')).toBeNull();
    fireEvent.click(card);
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByDisplayValue('U10 v U12 (6 teams)')).toBeTruthy();
    expect(screen.queryByText('Please add at least 2 teams to this division')).toBeNull();
    fireEvent.click(next);
    // The server's check, with the config the wizard would send, warns before the run.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not enough timeslots')).toBeTruthy();
    expect(screen.getByText('Needed: 24 timeslots. Available: 8 over 4 weeks.')).toBeTruthy();
    const asked = requests.find((r) => r.method === 'POST' && r.path === '/api/schedules/capacity');
    expect(asked?.body).toMatchObject({ season_id: SEASON_ID, division_id: mixed.id });
  });
});
