import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { buildInfo, RIVERSIDE_ID, SPRING_ID } from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const empty = buildInfo({ leagues: [], current_league_id: null, current_season_id: null });

describe('new league page', () => {
  it('checks both names with the shared schema before sending anything', async () => {
    const { requests } = mockFetch(sessionHandlers(empty));
    renderApp('/leagues/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /League name/ }), {
      target: { value: 'Riverside' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates the league with trimmed names and goes to the return path', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(empty),
      'POST /api/leagues': json(201, { league: { id: RIVERSIDE_ID }, season: { id: SPRING_ID } }),
    });
    const { router } = renderApp('/leagues/new?return=%2Fdivisions%2Fnew');
    fireEvent.change(await screen.findByRole('textbox', { name: /League name/ }), {
      target: { value: ' Riverside ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Season name/ }), {
      target: { value: 'Spring 2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/divisions/new'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Riverside',
      seasonName: 'Spring 2026',
    });
  });

  it('goes on to /setup without a return path, where the new season starts', async () => {
    mockFetch({
      ...sessionHandlers(empty),
      'POST /api/leagues': json(201, { league: { id: RIVERSIDE_ID }, season: { id: SPRING_ID } }),
    });
    const { router } = renderApp('/leagues/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /League name/ }), {
      target: { value: 'Riverside' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Season name/ }), { target: { value: 'Spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/setup'));
  });

  it("shows the server's field errors on the inputs", async () => {
    mockFetch({
      ...sessionHandlers(empty),
      'POST /api/leagues': json(422, { errors: { name: ['has already been taken'] } }),
    });
    const { router } = renderApp('/leagues/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /League name/ }), {
      target: { value: 'Riverside' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Season name/ }), { target: { value: 'Spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByText('Already in use')).toBeTruthy();
    expect(currentUrl(router)).toBe('/leagues/new');
  });
});
