import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildLeagueInfo,
  buildSportsengineStatus,
  buildUser,
  SEASON_ID,
  sessionHandlers,
  sportsengineConnectedHandlers,
} from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildTables, HAWKS_ID, U10_ID } from '../test/bulk-edit-fixtures.ts';

const TABLES_PATH = `GET /api/seasons/${SEASON_ID}/bulk_edit`;
const SAVE_PATH = `PUT /api/seasons/${SEASON_ID}/bulk_edit`;

describe('bulk edit', () => {
  it('leaves at once on cancel when nothing changed', async () => {
    mockFetch({ ...sessionHandlers(), [TABLES_PATH]: json(200, buildTables()) });
    const { router } = renderApp('/bulk-edit');
    await screen.findByLabelText('Division 1: Name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before discarding changes on cancel, and stays when told to keep editing', async () => {
    const { requests } = mockFetch({ ...sessionHandlers(), [TABLES_PATH]: json(200, buildTables()) });
    const { router } = renderApp('/bulk-edit');
    fireEvent.change(await screen.findByLabelText('Team 1: Name'), { target: { value: 'Red Hawks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl(router)).toBe('/bulk-edit');
    expect((screen.getByLabelText('Team 1: Name') as HTMLInputElement).value).toBe('Red Hawks');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves every table in one request and returns to the dashboard', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      [TABLES_PATH]: json(200, buildTables()),
      [SAVE_PATH]: json(200, { ok: true }),
    });
    const { router } = renderApp('/bulk-edit');
    fireEvent.change(await screen.findByLabelText('Division 1: Mapping code'), { target: { value: 'M10' } });
    fireEvent.change(screen.getByLabelText('Surface 1: Abbreviation'), { target: { value: 'F1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    const saves = requests.filter((r) => r.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      season_id: SEASON_ID,
      divisions: [
        { id: U10_ID, se_id: 'SE-10', se_mapping_code: 'M10', teams: [{ id: HAWKS_ID, name: 'Hawks' }] },
        { name: 'U12' },
      ],
      venues: [{ name: 'North Park', surfaces: [{ name: 'Field 1', shortcode: 'F1' }] }],
    });
    expect(await screen.findByText('Saved the changes')).toBeTruthy();
  });

  it('shows the server’s field errors next to the cells and stays', async () => {
    mockFetch({
      ...sessionHandlers(),
      [TABLES_PATH]: json(200, buildTables()),
      [SAVE_PATH]: json(422, { errors: { 'divisions.1.teams.1.name': ['has already been taken'] } }),
    });
    const { router } = renderApp('/bulk-edit');
    fireEvent.change(await screen.findByLabelText('Team 3: Name'), { target: { value: 'Owls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    const cell = screen.getByLabelText('Team 3: Name');
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Already in use')).toBeTruthy();
    expect(currentUrl(router)).toBe('/bulk-edit');
  });

  it('checks the cells with the shared schema before sending', async () => {
    const { requests } = mockFetch({ ...sessionHandlers(), [TABLES_PATH]: json(200, buildTables()) });
    renderApp('/bulk-edit');
    fireEvent.change(await screen.findByLabelText('Venue 1: Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByLabelText('Venue 1: Name').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the SportsEngine id and mapping code columns only when connected, and never in Japanese', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(buildSportsengineStatus({ connected: false })),
      [TABLES_PATH]: json(200, buildTables()),
    });
    renderApp('/bulk-edit');
    expect(await screen.findByLabelText('Division 1: Abbreviation')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/sportsengine')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByLabelText('Division 1: Mapping code')).toBeNull();
    expect(screen.queryByLabelText('Division 1: Platform ID')).toBeNull();
  });

  it('hides the SportsEngine columns in Japanese even when connected', async () => {
    const user = buildUser({ locale: 'ja' });
    const { requests } = mockFetch({
      ...sessionHandlers(buildLeagueInfo(user, { current_season_id: SEASON_ID })),
      ...sportsengineConnectedHandlers(),
      [TABLES_PATH]: json(200, buildTables()),
    });
    renderApp('/bulk-edit');
    expect((await screen.findAllByLabelText(/略称/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/sportsengine')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByLabelText(/Platform ID|プラットフォーム/)).toBeNull();
    expect(screen.queryByLabelText(/Mapping code|マッピング/)).toBeNull();
  });
});
