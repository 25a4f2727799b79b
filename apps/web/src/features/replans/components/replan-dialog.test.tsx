import { ROLES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildLeagueInfo,
  buildSeason,
  buildUser,
  SEASON_ID,
  sessionHandlers,
} from '../../../test/fixtures.ts';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import { buildReplan, REPLAN_ID, SURFACE_ID, VENUE_ID } from '../test/build-replan.ts';
import { ReplanButton } from './replan-dialog.tsx';

const season = buildSeason({
  venues: [{ id: VENUE_ID, name: 'North Park', surfaces: [{ id: SURFACE_ID, name: 'Field 1' }] }],
});

function handlers(extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    ...sessionHandlers(),
    [`GET /api/seasons/${SEASON_ID}`]: json(200, season),
    [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, { timezone: 'Asia/Tokyo', timeslots: [] }),
    ...extra,
  };
}

async function openDialog() {
  renderInProviders(<ReplanButton seasonId={SEASON_ID} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Rain-out / closure' }));
  return screen.findByRole('dialog', { name: 'Rain-out or closure' });
}

beforeEach(() => {
  // Only the clock is fixed (23:30 UTC is already the next day in Tokyo); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-06T23:30:00Z'));
});

afterEach(() => {
  cleanup();
  notifications.clean();
  resetCsrfToken();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the rain-out dialog', () => {
  it('proposes for today in the season zone, shows the counts and the change list, applies, then undoes', async () => {
    const { requests } = mockFetch(
      handlers({
        [`POST /api/seasons/${SEASON_ID}/replans`]: json(201, buildReplan()),
        [`POST /api/replans/${REPLAN_ID}/apply`]: json(200, buildReplan({ status: 'applied' })),
        [`POST /api/replans/${REPLAN_ID}/undo`]: json(200, buildReplan({ status: 'undone' })),
      }),
    );
    const dialog = await openDialog();
    const date = (await within(dialog).findByLabelText(/^Date/)) as HTMLInputElement;
    expect(date.value).toBe('2026-03-07');
    fireEvent.change(within(dialog).getByLabelText('Note for the teams'), {
      target: { value: 'Fields flooded' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));

    const proposal = await screen.findByRole('dialog', { name: 'Proposed changes' });
    expect(requests.find((r) => r.path.endsWith('/replans') && r.method === 'POST')?.body).toEqual({
      date: '2026-03-07',
      venue_id: null,
      surface_id: null,
      from: null,
      to: null,
      cause: 'rain',
      note: 'Fields flooded',
    });
    expect(within(proposal).getByText('Rained out: 2026-03-07')).toBeTruthy();
    expect(within(proposal).getByText('Cancelled games').previousElementSibling?.textContent).toBe('2');
    expect(within(proposal).getByText('Teams affected').previousElementSibling?.textContent).toBe('6');
    const rows = within(proposal).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'U12 Hawks v Owls2026-03-07 09:00 · North Park – Field 12026-03-14 09:00 · North Park – Field 1Cancelled',
      'U12 Bears v Foxes2026-03-14 09:00 · North Park – Field 12026-03-14 11:00 · North Park – Field 2Moved to make room',
      'U12 Lions v Tigers2026-03-07 11:00 · North Park – Field 1unscheduledUnplacedU12 Lions v Tigers: no free slot keeps every rule (3 free slots checked)',
    ]);

    fireEvent.click(within(proposal).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Re-plan applied')).toBeTruthy();
    expect(screen.getByText('2 games moved, 1 unplaced')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Re-plan undone: the games are back and the slots open again'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/seasons/${SEASON_ID}/replans`,
      `/api/replans/${REPLAN_ID}/apply`,
      `/api/replans/${REPLAN_ID}/undo`,
    ]);
  });

  it('names the field of a mistake before asking the server', async () => {
    const { requests } = mockFetch(handlers());
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '14:00' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await within(dialog).findByText('Give a date, a venue or a surface')).toBeTruthy();
    expect(within(dialog).getByText('Must be after the start')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's message when the schedule changed since the proposal, and proposes again", async () => {
    const message = 'The schedule changed since this proposal; propose again';
    const { requests } = mockFetch(
      handlers({
        [`POST /api/seasons/${SEASON_ID}/replans`]: json(201, buildReplan()),
        [`POST /api/replans/${REPLAN_ID}/apply`]: json(409, { errors: { base: [message] } }),
      }),
    );
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Propose' }));
    const proposal = await screen.findByRole('dialog', { name: 'Proposed changes' });
    fireEvent.click(within(proposal).getByRole('button', { name: 'Apply' }));
    const form = await screen.findByRole('dialog', { name: 'Rain-out or closure' });
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect(((await within(form).findByLabelText(/^Date/)) as HTMLInputElement).value).toBe('2026-03-07');
    fireEvent.click(within(form).getByRole('button', { name: 'Propose' }));
    await screen.findByRole('dialog', { name: 'Proposed changes' });
    expect(requests.filter((r) => r.path.endsWith('/replans'))).toHaveLength(2);
  });

  it('discards a proposal', async () => {
    const { requests } = mockFetch(
      handlers({
        [`POST /api/seasons/${SEASON_ID}/replans`]: json(201, buildReplan()),
        [`POST /api/replans/${REPLAN_ID}/discard`]: json(200, buildReplan({ status: 'discarded' })),
      }),
    );
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Propose' }));
    const proposal = await screen.findByRole('dialog', { name: 'Proposed changes' });
    fireEvent.click(within(proposal).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Proposal discarded')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/replans/${REPLAN_ID}/discard`)).toBe(true);
  });

  it('is not offered to a user who only reads', async () => {
    const info = buildLeagueInfo(buildUser(), { current_season_id: SEASON_ID });
    const reader = { ...info.current_organization, role: ROLES.user };
    const { requests } = mockFetch(
      sessionHandlers({ ...info, current_organization: reader, organizations: [reader] }),
    );
    renderInProviders(<ReplanButton seasonId={SEASON_ID} />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/leagues')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Rain-out / closure' })).toBeNull();
  });
});
