import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import {
  buildInfo,
  emptyDashboard,
  FALL_ID,
  LAKESIDE_ID,
  RIVERSIDE_ID,
} from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

describe('leagues page', () => {
  it('lists each league with its seasons, marks the current season and links the pages', async () => {
    mockFetch(sessionHandlers(buildInfo()));
    renderApp('/leagues');
    const riverside = await screen.findByRole('region', { name: 'Riverside' });
    expect(within(riverside).getByRole('link', { name: 'Riverside' }).getAttribute('href')).toBe(
      `/leagues/${RIVERSIDE_ID}`,
    );
    expect(within(riverside).getByRole('link', { name: 'Fall 2026' }).getAttribute('href')).toBe(
      `/seasons/${FALL_ID}`,
    );
    expect(within(riverside).getAllByText('Current')).toHaveLength(1);
    expect(within(riverside).getByRole('link', { name: 'Add season' }).getAttribute('href')).toBe(
      `/seasons/new?league_id=${RIVERSIDE_ID}`,
    );
    expect(screen.getByRole('region', { name: 'Lakeside' })).toBeTruthy();
  });

  it('deletes a league only after confirmation', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      [`DELETE /api/leagues/${LAKESIDE_ID}`]: json(200, { ok: true }),
    });
    renderApp('/leagues');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lakeside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lakeside?' });
    expect(within(dialog).getByText(/Its seasons \(1\) are deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lakeside' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete league' }));
    expect(await screen.findByText('Lakeside deleted')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/leagues/${LAKESIDE_ID}`,
    ]);
  });

  it('deletes a season only after confirmation', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      [`DELETE /api/seasons/${FALL_ID}`]: json(200, { ok: true }),
    });
    renderApp('/leagues');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Fall 2026' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Fall 2026?' })).getByRole('button', {
        name: 'Delete season',
      }),
    );
    expect(await screen.findByText('Fall 2026 deleted')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/seasons/${FALL_ID}`,
    ]);
  });

  it('renames a league inline with the shared schema, then saves the trimmed name', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      [`PATCH /api/leagues/${RIVERSIDE_ID}`]: json(200, {
        id: RIVERSIDE_ID,
        name: 'Riverside FC',
        se_id: null,
        se_imported: false,
        language: 'en',
        sport_id: 27,
        seasons: [],
      }),
    });
    renderApp('/leagues');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Riverside' }));
    const input = screen.getByLabelText('League name');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' Riverside FC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Riverside FC' });
    await waitFor(() => expect(screen.queryByLabelText('League name')).toBeNull());
  });

  it('opens a season: makes it current, then goes to the dashboard', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      ...emptyDashboard(FALL_ID),
      'PUT /api/current_season': json(200, buildInfo({ current_season_id: FALL_ID })),
    });
    const { router } = renderApp('/leagues');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Fall 2026' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      league_id: RIVERSIDE_ID,
      season_id: FALL_ID,
    });
  });

  it('shows an empty state with ways to start, and hides changes from the user role', async () => {
    mockFetch(sessionHandlers(buildInfo({ leagues: [], current_league_id: null, current_season_id: null })));
    const first = renderApp('/leagues');
    expect(await screen.findByText('No leagues yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New league' }).getAttribute('href')).toBe('/leagues/new');
    expect(screen.getByRole('link', { name: 'Import a league file' }).getAttribute('href')).toBe('/import');
    first.unmount();

    mockFetch(sessionHandlers(buildInfo({}, ROLES.user)));
    renderApp('/leagues');
    expect(await screen.findByRole('button', { name: 'Open Spring 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Download JSON/ })).toHaveLength(2);
  });
});
