import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { buildInfo, SPRING_ID } from '../../../test/league-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildChanges, buildReplan, REPLAN_ID } from '../test/build-replan.ts';

type Handler = (request: RecordedRequest) => { status: number; body?: unknown };

function handlers(
  overrides: Record<string, Handler> = {},
  role: (typeof ROLES)[keyof typeof ROLES] = ROLES.owner,
) {
  const info = buildInfo({}, role);
  const { moves: _moves, ...applied } = buildReplan({ status: 'applied', note: 'Fields flooded' });
  const { moves: _older, ...undone } = buildReplan({
    id: '00000000-0000-4000-8000-00000000e102',
    status: 'undone',
    cause: 'closed',
    date: null,
    venue: 'North Park',
  });
  return {
    'GET /api/users/self': json(200, info.user),
    'GET /api/leagues': json(200, info),
    'GET /api/csrf': json(200, { token: 't' }),
    [`GET /api/seasons/${SPRING_ID}/changes`]: json(200, buildChanges()),
    [`GET /api/seasons/${SPRING_ID}/replans`]: json(200, { replans: [applied, undone] }),
    ...overrides,
  };
}

describe('the changes page', () => {
  it("lists each team's changes since the last publish with why, and the season's re-plans", async () => {
    mockFetch(handlers());
    renderApp('/changes');
    const hawks = await screen.findByRole('region', { name: 'Hawks' }, { timeout: 15_000 });
    expect(within(hawks).getByText('Hawks · U12')).toBeTruthy();
    expect(hawks.textContent).toContain(
      'U12 Hawks v Owls: 2026-03-07 09:00 · North Park – Field 1 → 2026-03-14 09:00 · North Park – Field 1',
    );
    expect(within(hawks).getByText('Rained out: Fields flooded')).toBeTruthy();
    expect(screen.getByText(/^Last published /)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Re-plans' });
    expect(await within(history).findByText('Rained out: 2026-03-07')).toBeTruthy();
    expect(within(history).getByText('Field closed: North Park')).toBeTruthy();
    // Undo only on the latest applied re-plan.
    expect(within(history).getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
  });

  it('marks the changes as published after a confirmation, then says there are none since', async () => {
    const { requests } = mockFetch(
      handlers({
        [`POST /api/seasons/${SPRING_ID}/changes/publish`]: json(
          200,
          buildChanges({ published_at: '2026-03-08T12:00:00.000Z', teams: [] }),
        ),
      }),
    );
    renderApp('/changes');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as published' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the changes as published?' });
    expect(within(dialog).getByText(/The 1 change listed is taken as told to the teams/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as published' }));
    expect(await screen.findByText(/^No changes since .*\.$/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/changes/publish'))).toHaveLength(
      1,
    );
  });

  it('undoes the latest applied re-plan, and shows the server message when games moved since', async () => {
    const message = 'Games of this re-plan moved since; it can no longer be undone';
    const { requests } = mockFetch(
      handlers({ [`POST /api/replans/${REPLAN_ID}/undo`]: json(409, { errors: { base: [message] } }) }),
    );
    renderApp('/changes');
    const history = await screen.findByRole('region', { name: 'Re-plans' }, { timeout: 15_000 });
    fireEvent.click(await within(history).findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(requests.filter((r) => r.path === `/api/replans/${REPLAN_ID}/undo`)).toHaveLength(1);
  });

  it('shows the empty state and no publish button to a user who only reads', async () => {
    mockFetch(
      handlers(
        {
          [`GET /api/seasons/${SPRING_ID}/changes`]: json(
            200,
            buildChanges({ published_at: null, teams: [] }),
          ),
          [`GET /api/seasons/${SPRING_ID}/replans`]: json(200, { replans: [] }),
        },
        ROLES.user,
      ),
    );
    renderApp('/changes');
    expect(await screen.findByText('No changes yet.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('No rain-outs or closures yet this season.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as published' })).toBeNull());
  });
});
