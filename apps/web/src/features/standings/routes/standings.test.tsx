import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { buildInfo, FALL_ID, SPRING_ID } from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  ADJUSTMENT_ID,
  buildAdjustment,
  buildConference,
  buildRow,
  buildStandings,
  buildStandingsSeason,
  CONFERENCE_ID,
  FOXES_ID,
  HAWKS_ID,
  OWLS_ID,
  SCORING_ID,
  scoredRows,
} from '../test/standings-fixtures.ts';

function handlers(
  overrides: Record<string, (request: RecordedRequest) => { status: number; body?: unknown }> = {},
  role: (typeof ROLES)[keyof typeof ROLES] = ROLES.owner,
) {
  const info = buildInfo({}, role);
  return {
    'GET /api/users/self': json(200, info.user),
    'GET /api/leagues': json(200, info),
    'GET /api/csrf': json(200, { token: 't' }),
    [`GET /api/seasons/${SPRING_ID}/standings`]: json(200, buildStandings()),
    [`GET /api/seasons/${SPRING_ID}`]: json(200, buildStandingsSeason()),
    [`GET /api/seasons/${SPRING_ID}/adjustments`]: json(200, { adjustments: [buildAdjustment()] }),
    'GET /api/conferences': json(200, { conferences: [] }),
    ...overrides,
  };
}

const count = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('standings page', () => {
  it('ranks the league with every column and says which tiebreaker separated a row', async () => {
    mockFetch(handlers());
    renderApp('/standings');
    // The file's first render also loads the shell's and the page's code: on a busy machine that alone can
    // take the shared 5 s, so this one wait is longer.
    const table = await screen.findByRole('table', { name: 'League' }, { timeout: 15_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '#',
      'Team',
      'GP',
      'W',
      'L',
      'T',
      'Win %',
      'OT W',
      'OT L',
      'Home',
      'Away',
      'Pts',
      'SF',
      'SA',
      'Diff',
    ]);
    const owls = within(table).getByRole('rowheader', { name: /Owls/ }).closest('tr') as HTMLElement;
    expect(within(owls).getByText('Hawks ahead on head-to-head')).toBeTruthy();
    // The first rule ranks the table: Foxes below on points needs no note.
    const foxes = within(table).getByRole('rowheader', { name: /Foxes/ });
    expect(foxes.textContent).toBe('Foxes');
    expect(
      within(owls)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3', '2', '1', '0', '0.667', '0', '0', '1', '2', '6', '6', '3', '+3']);
    const hawks = within(table).getByRole('rowheader', { name: 'Hawks' });
    expect(hawks.textContent).toBe('Hawks');
    // Adjustments are listed under the table for everyone.
    const adjustments = await screen.findByRole('table', { name: 'Point adjustments' });
    expect(within(adjustments).getByText('Foxes')).toBeTruthy();
    expect(within(adjustments).getByText('-3')).toBeTruthy();
    expect(within(adjustments).getByText('Ineligible player')).toBeTruthy();
  });

  it('shows games behind when the table ranks by win percentage', async () => {
    const standings = buildStandings();
    standings.scoring_system.tiebreakers = ['win_pct', 'head_to_head'];
    mockFetch(handlers({ [`GET /api/seasons/${SPRING_ID}/standings`]: json(200, standings) }));
    renderApp('/standings');
    const table = await screen.findByRole('table', { name: 'League' });
    expect(within(table).getByRole('columnheader', { name: 'GB' })).toBeTruthy();
    const foxes = within(table).getByRole('rowheader', { name: /Foxes/ }).closest('tr') as HTMLElement;
    expect(within(foxes).getAllByRole('cell').at(-1)?.textContent).toBe('1.5');
  });

  it('ranks each division and each conference on their tabs, keeping the tab in the address', async () => {
    const rows = scoredRows();
    const standings = buildStandings({
      conferences: [{ id: CONFERENCE_ID, name: 'North', rows: rows.slice(0, 2) }],
    });
    mockFetch(handlers({ [`GET /api/seasons/${SPRING_ID}/standings`]: json(200, standings) }));
    const { router } = renderApp('/standings');
    fireEvent.click(await screen.findByRole('tab', { name: 'Division' }));
    expect(await screen.findByRole('table', { name: 'U10' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/standings?tab=divisions');
    fireEvent.click(screen.getByRole('tab', { name: 'Conference' }));
    const north = await screen.findByRole('table', { name: 'North' });
    expect(
      within(north)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hawks', 'OwlsHawks ahead on head-to-head']);
  });

  it('says so when no game is scored yet and links to the game table', async () => {
    const empty = [buildRow(), buildRow({ team_id: OWLS_ID, name: 'Owls' })];
    mockFetch(
      handlers({ [`GET /api/seasons/${SPRING_ID}/standings`]: json(200, buildStandings({}, empty)) }),
    );
    renderApp('/standings');
    expect(await screen.findByText('No scored games yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the game table' }).getAttribute('href')).toBe('/list');
  });

  it('picks another season of the league, the current one by default', async () => {
    const { requests } = mockFetch(
      handlers({
        [`GET /api/seasons/${FALL_ID}/standings`]: json(
          200,
          buildStandings({}, [buildRow({ name: 'Fall Hawks' })]),
        ),
        [`GET /api/seasons/${FALL_ID}`]: json(200, buildStandingsSeason()),
        [`GET /api/seasons/${FALL_ID}/adjustments`]: json(200, { adjustments: [] }),
      }),
    );
    const { router } = renderApp('/standings');
    const picker = (await screen.findByRole('combobox', { name: 'Show season' })) as HTMLSelectElement;
    expect(picker.value).toBe(SPRING_ID);
    await screen.findByRole('rowheader', { name: 'Hawks' });
    fireEvent.change(picker, { target: { value: FALL_ID } });
    expect(await screen.findByRole('rowheader', { name: 'Fall Hawks' })).toBeTruthy();
    expect(currentUrl(router)).toBe(`/standings?season=${FALL_ID}`);
    expect(count(requests, 'GET', `/api/seasons/${FALL_ID}/standings`)).toBe(1);
  });

  it('downloads the shown table as CSV, quoted by the engine', async () => {
    mockFetch(handlers());
    const blobs: Blob[] = [];
    // jsdom has no object URLs: a stand-in URL class records the file instead (unstubbed after each test).
    class RecordingUrl extends URL {
      static override createObjectURL(blob: Blob) {
        blobs.push(blob);
        return 'blob:standings';
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal('URL', RecordingUrl);
    renderApp('/standings');
    await screen.findByRole('table', { name: 'League' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(blobs).toHaveLength(1);
    const text = await (blobs[0] as Blob).text();
    const lines = text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Team,Division,Games played,Wins,Losses,Ties,Win percentage,Overtime wins,Overtime losses,Games at home,Games away,Points,Scored,Conceded,Score difference,Tiebreaker',
    );
    expect(lines[2]).toBe('2,Owls,U10,3,2,1,0,0.667,0,0,1,2,6,6,3,3,Hawks ahead on head-to-head');
    expect(lines[3]).toBe('3,Foxes,U10,2,0,2,0,0.000,0,0,1,1,0,1,7,-6,Owls ahead on points');
  });

  it('saves the scoring system with the reordered tiebreakers and re-ranks the table', async () => {
    const { requests } = mockFetch(
      handlers({
        [`PATCH /api/scoring_systems/${SCORING_ID}`]: (request) => ({
          status: 200,
          body: { id: SCORING_ID, ...(request.body as object) },
        }),
      }),
    );
    renderApp('/standings');
    await screen.findByRole('table', { name: 'League' });
    const editor = screen.getByRole('region', { name: 'Scoring system' });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Tie' }), { target: { value: '1' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Move Head-to-head up' }));
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Add a rule' }), {
      target: { value: 'score_difference' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Points' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save scoring' }));
    await waitFor(() => expect(count(requests, 'PATCH', `/api/scoring_systems/${SCORING_ID}`)).toBe(1));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      win_points: 3,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 1,
      overtime_loss_points: 0,
      tiebreakers: ['head_to_head', 'score_difference'],
      forfeit_winner_score: 1,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: true,
    });
    await waitFor(() => expect(count(requests, 'GET', `/api/seasons/${SPRING_ID}/standings`)).toBe(2));
  });

  it('saves the forfeit score and whether forfeits count in head-to-head, refusing a loser above the winner', async () => {
    const { requests } = mockFetch(
      handlers({
        [`PATCH /api/scoring_systems/${SCORING_ID}`]: (request) => ({
          status: 200,
          body: { id: SCORING_ID, ...(request.body as object) },
        }),
      }),
    );
    renderApp('/standings');
    await screen.findByRole('table', { name: 'League' });
    const editor = screen.getByRole('region', { name: 'Scoring system' });
    const forfeits = within(editor).getByRole('group', { name: 'Forfeits' });
    const winner = within(forfeits).getByRole('textbox', { name: 'Score of the winner' });
    const loser = within(forfeits).getByRole('textbox', { name: 'Score of the side that forfeited' });
    const counts = within(forfeits).getByRole('checkbox', { name: 'Forfeits count in head-to-head' });
    expect((winner as HTMLInputElement).value).toBe('1');
    expect((counts as HTMLInputElement).checked).toBe(true);
    fireEvent.change(loser, { target: { value: '2' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save scoring' }));
    await waitFor(() => expect(loser.getAttribute('aria-invalid')).toBe('true'));
    expect(within(editor).getByText("Must not be more than the winner's score")).toBeTruthy();
    expect(count(requests, 'PATCH', `/api/scoring_systems/${SCORING_ID}`)).toBe(0);

    fireEvent.change(winner, { target: { value: '20' } });
    fireEvent.click(counts);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save scoring' }));
    await waitFor(() => expect(count(requests, 'PATCH', `/api/scoring_systems/${SCORING_ID}`)).toBe(1));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      forfeit_winner_score: 20,
      forfeit_loser_score: 2,
      forfeit_counts_in_head_to_head: false,
    });
    expect(loser.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows the server's field errors on their fields", async () => {
    mockFetch(
      handlers({
        [`PATCH /api/scoring_systems/${SCORING_ID}`]: json(422, {
          errors: {
            win_points: ['must be at most 100'],
            'tiebreakers.1': ['must be one of points'],
            forfeit_winner_score: ['must be at least forfeit_loser_score'],
          },
        }),
      }),
    );
    renderApp('/standings');
    await screen.findByRole('table', { name: 'League' });
    const editor = screen.getByRole('region', { name: 'Scoring system' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save scoring' }));
    const win = within(editor).getByRole('textbox', { name: 'Win' });
    await waitFor(() => expect(win.getAttribute('aria-invalid')).toBe('true'));
    expect(within(editor).getByText('must be at most 100')).toBeTruthy();
    expect(within(editor).getByText('must be at least forfeit_loser_score')).toBeTruthy();
    expect(within(editor).getByRole('alert').textContent).toBe('must be one of points');
  });

  it('adds, edits and deletes (after confirming) a point adjustment', async () => {
    const { requests } = mockFetch(
      handlers({
        [`POST /api/seasons/${SPRING_ID}/adjustments`]: json(
          201,
          buildAdjustment({ id: '00000000-0000-4000-8000-00000000f202' }),
        ),
        [`PATCH /api/adjustments/${ADJUSTMENT_ID}`]: json(200, buildAdjustment({ points: -2 })),
        [`DELETE /api/adjustments/${ADJUSTMENT_ID}`]: json(204),
      }),
    );
    renderApp('/standings');
    await screen.findByRole('table', { name: 'League' });
    fireEvent.click(screen.getByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New point adjustment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number')).toBeTruthy();
    expect(within(dialog).getByText('Say why')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Team' }), { target: { value: OWLS_ID } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Points' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Forfeit award ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(count(requests, 'POST', `/api/seasons/${SPRING_ID}/adjustments`)).toBe(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      team_id: OWLS_ID,
      points: 2,
      reason: 'Forfeit award',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit the adjustment of Foxes' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit point adjustment' });
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Points' }), { target: { value: '-2' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(count(requests, 'PATCH', `/api/adjustments/${ADJUSTMENT_ID}`)).toBe(1));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      team_id: FOXES_ID,
      points: -2,
      reason: 'Ineligible player',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete the adjustment of Foxes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this adjustment?' });
    expect(within(confirm).getByText(/Foxes loses its adjustment of -3 points/)).toBeTruthy();
    expect(count(requests, 'DELETE', `/api/adjustments/${ADJUSTMENT_ID}`)).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(count(requests, 'DELETE', `/api/adjustments/${ADJUSTMENT_ID}`)).toBe(1));
  });

  it('creates a conference with a name and at least one team, and deletes one after confirming', async () => {
    const { requests } = mockFetch(
      handlers({
        'GET /api/conferences': json(200, { conferences: [buildConference()] }),
        'POST /api/conferences': json(
          201,
          buildConference({ id: '00000000-0000-4000-8000-00000000f102', name: 'South' }),
        ),
        [`DELETE /api/conferences/${CONFERENCE_ID}`]: json(204),
      }),
    );
    renderApp('/standings?tab=conferences');
    const section = await screen.findByRole('region', { name: 'Conferences' });
    expect(await within(section).findByText('Hawks, Owls')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/conferences?season_id=${SPRING_ID}`)).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'New conference' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conference' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one team')).toBeTruthy();
    expect(count(requests, 'POST', '/api/conferences')).toBe(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Foxes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hawks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(count(requests, 'POST', '/api/conferences')).toBe(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      season_id: SPRING_ID,
      name: 'South',
      team_ids: [FOXES_ID, HAWKS_ID],
    });
    // The table re-ranks with the new conference.
    await waitFor(() => expect(count(requests, 'GET', `/api/seasons/${SPRING_ID}/standings`)).toBe(2));

    fireEvent.click(within(section).getByRole('button', { name: 'Delete North' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conference?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(count(requests, 'DELETE', `/api/conferences/${CONFERENCE_ID}`)).toBe(1));
  });

  it('shows a user the tables without any editor', async () => {
    const { requests } = mockFetch(handlers({}, ROLES.user));
    renderApp('/standings?tab=conferences');
    expect(await screen.findByText('This season has no conferences.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Scoring system' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add adjustment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Conferences' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Point adjustments' })).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/conferences'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shares the standings: makes the link on demand, copies it as a link and an embed code, revokes it', async () => {
    const link = {
      id: '00000000-0000-4000-8000-0000000000aa',
      kind: 'standings',
      target_id: SPRING_ID,
      target_name: 'Lakeside – Spring',
      token: 'A'.repeat(43),
      url: `https://league.example/embed/${'A'.repeat(43)}`,
      calendar_url: null,
      created_at: '2026-11-26T00:00:00.000Z',
      rotated_at: null,
    };
    const { requests } = mockFetch(
      handlers({
        'GET /api/share_links': json(200, { share_links: [] }),
        'POST /api/share_links': json(201, link),
        [`DELETE /api/share_links/${link.id}`]: json(200, { ok: true }),
      }),
    );
    renderApp('/standings');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /^Share Standings/ });
    expect(requests.find((r) => r.path.startsWith('/api/share_links?'))?.path).toBe(
      `/api/share_links?target_id=${SPRING_ID}`,
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Make a share link' }));
    expect(((await within(dialog).findByLabelText('Share link')) as HTMLInputElement).value).toBe(link.url);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'standings',
      target_id: SPRING_ID,
    });
    const code = within(dialog).getByLabelText('Embed code') as HTMLTextAreaElement;
    expect(code.value).toContain(`<iframe src="${link.url}"`);
    // Standings have no calendar.
    expect(within(dialog).queryByLabelText('Calendar subscription (iCalendar)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the share link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(count(requests, 'DELETE', `/api/share_links/${link.id}`)).toBe(1));
    expect(await within(dialog).findByRole('button', { name: 'Make a share link' })).toBeTruthy();
  });

  it('shows a free organisation the paid-feature notice with an Upgrade button instead of making a link', async () => {
    const paid = buildInfo();
    const free = { ...paid.current_organization, plan: 'free', upgraded: false };
    const { requests } = mockFetch({
      ...handlers({ 'GET /api/share_links': json(200, { share_links: [] }) }),
      'GET /api/leagues': json(200, { ...paid, organizations: [free], current_organization: free }),
    });
    renderApp('/standings');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /^Share Standings/ });
    expect(
      await within(dialog).findByText('Share links are a paid feature. Upgrade to share this schedule.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(within(dialog).queryByRole('button', { name: 'Make a share link' })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('is reloaded by anything that reloads the season, such as a saved score', () => {
    const season = queryKeys.season(SPRING_ID);
    expect(queryKeys.seasonStandings(SPRING_ID).slice(0, season.length)).toEqual([...season]);
  });
});
