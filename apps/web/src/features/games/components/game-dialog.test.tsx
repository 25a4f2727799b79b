import type { Game, GamesChanged, SeasonDivision } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildSeason, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import { buildGameRow } from '../test/game-row.ts';
import { GameDialog } from './game-dialog.tsx';

// The season answer's ids are uuids; the row's game points at them.
const [U10, HAWKS, OWLS, GAME, SCHEDULE] = ['d001', 'e001', 'e002', 'f001', 'a001'].map(
  (n) => `00000000-0000-4000-8000-00000000${n}`,
);
const ids = {
  id: GAME,
  schedule_id: SCHEDULE,
  division_id: U10,
  home_id: HAWKS,
  visitor_id: OWLS,
} as Partial<Game>;
const storedGame = (fields: Partial<Game> = {}): Game => ({
  ...buildGameRow(GAME as string).game,
  ...ids,
  ...fields,
});
const division: SeasonDivision = {
  id: U10 as string,
  name: 'U10',
  color: '#1E88E5',
  shortcode: null,
  is_across: false,
  across_divisions: [],
  teams: [
    { id: HAWKS as string, name: 'Hawks' },
    { id: OWLS as string, name: 'Owls' },
  ],
};

function mockSeason(patched: (body: unknown) => Game) {
  return mockFetch({
    ...sessionHandlers(),
    [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason({ divisions: [division] })),
    [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, { timezone: 'UTC', timeslots: [] }),
    [`PATCH /api/games/${GAME}`]: (request) => ({
      status: 200,
      body: { games: [patched(request.body)], deleted_ids: [] } satisfies GamesChanged,
    }),
  });
}

function renderDialog(fields: Partial<Game>, onSaved = vi.fn()) {
  const row = buildGameRow(GAME as string, { ...ids, home_score: 2, visitor_score: 1, ...fields });
  renderInProviders(
    <GameDialog
      opened
      seasonId={SEASON_ID}
      schedules={[
        { id: SCHEDULE as string, name: 'U10 league', division_id: U10 as string, is_practice: false },
      ]}
      game={row}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );
  return row;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game dialog: counts in standings', () => {
  it('marks a game as an exhibition and back, sending only that change', async () => {
    const { requests } = mockSeason((body) => storedGame(body as Partial<Game>));
    const onSaved = vi.fn();
    renderDialog({}, onSaved);
    const counts = await screen.findByRole('checkbox', { name: /Counts in standings/ });
    expect((counts as HTMLInputElement).checked).toBe(true);
    fireEvent.click(counts);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const patch = requests.find((r) => r.method === 'PATCH');
    // The game stays where it is: no place is sent, only the teams and the flag.
    expect(patch?.body).toEqual({
      home_id: HAWKS,
      visitor_id: OWLS,
      counts_in_standings: false,
      override: false,
    });
  });

  it('shows an exhibition unticked, and sends no flag when it is left alone', async () => {
    const { requests } = mockSeason(() => storedGame({ counts_in_standings: false }));
    const onSaved = vi.fn();
    renderDialog({ counts_in_standings: false }, onSaved);
    const counts = await screen.findByRole('checkbox', { name: /Counts in standings/ });
    expect((counts as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.find((r) => r.method === 'PATCH')?.body).not.toHaveProperty('counts_in_standings');
  });

  it('offers no choice for a practice or a game of an elimination bracket, which never count', async () => {
    mockSeason(() => storedGame());
    renderDialog({ is_practice: true, visitor_id: null });
    await screen.findByRole('checkbox', { name: /Leave unscheduled/ });
    expect(screen.queryByRole('checkbox', { name: /Counts in standings/ })).toBeNull();
    cleanup();
    renderDialog({ bracket: 'winners', round: 1 });
    await screen.findByRole('checkbox', { name: /Leave unscheduled/ });
    expect(screen.queryByRole('checkbox', { name: /Counts in standings/ })).toBeNull();
  });
});
