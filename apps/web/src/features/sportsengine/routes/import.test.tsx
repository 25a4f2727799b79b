import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { ACTIVITY_ID, buildActivity } from '../test/activity-fixtures.ts';

const list = (...names: [string, string][]) =>
  json(200, { items: names.map(([id, name]) => ({ id, name })) });

async function choose(label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(box);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;

describe('/sportsengine/import', () => {
  it('walks site, league, season and subseason, then starts the import and follows the activity', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/sites': list(['s1', 'Lakeside Soccer Club']),
      'GET /api/sportsengine/sites/s1/leagues': list(['l1', 'Recreational']),
      'GET /api/sportsengine/leagues/l1/seasons': list(['se1', 'Spring 2027']),
      'GET /api/sportsengine/seasons/se1/subseasons': list(['sub1', 'Regular season'], ['sub2', 'Playoffs']),
      'POST /api/sportsengine/import': json(202, { activity: { id: ACTIVITY_ID } }),
      [`GET /api/activities/${ACTIVITY_ID}`]: json(200, buildActivity({ kind: 'import' })),
    });
    const { router } = renderApp('/sportsengine/import');
    expect(await screen.findByRole('heading', { name: 'Import from SportsEngine' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'League' })).toBeNull();
    await choose('Site', 'Lakeside Soccer Club');
    await choose('League', 'Recreational');
    await choose('Season', 'Spring 2027');
    // Two subseasons: one must be chosen before Import is enabled.
    await screen.findByRole('combobox', { name: 'Subseason' });
    expect(importButton().disabled).toBe(true);
    await choose('Subseason', 'Playoffs');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Practices' }));
    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    await waitFor(() => expect(currentUrl(router)).toBe(`/activity/${ACTIVITY_ID}`));
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/sportsengine/import');
    expect(sent?.body).toEqual({
      site_id: 's1',
      league_id: 'l1',
      season_id: 'se1',
      subseason_id: 'sub2',
      include_games: true,
      include_practices: false,
      include_coaches: true,
    });
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
  });

  it('hides the subseason select when the season has one, and sends none', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/sites': list(['s1', 'Club']),
      'GET /api/sportsengine/sites/s1/leagues': list(['l1', 'League']),
      'GET /api/sportsengine/leagues/l1/seasons': list(['se1', 'Fall']),
      'GET /api/sportsengine/seasons/se1/subseasons': list(['sub1', 'Fall']),
      'POST /api/sportsengine/import': json(422, { errors: { base: ['the plan is full'] } }),
    });
    renderApp('/sportsengine/import');
    await choose('Site', 'Club');
    await choose('League', 'League');
    await choose('Season', 'Fall');
    await waitFor(() => expect(importButton().disabled).toBe(false));
    expect(screen.queryByRole('combobox', { name: 'Subseason' })).toBeNull();
    fireEvent.click(importButton());
    expect(await screen.findByText('Could not import league')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/sportsengine/import');
    expect(sent?.body).not.toHaveProperty('subseason_id');
  });

  it('asks to reconnect, with a link to /sportsengine, when the sites cannot be read', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/sites': json(502, { errors: { sportsengine: ['refused the token'] } }),
    });
    renderApp('/sportsengine/import');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please reconnect your account');
    expect(screen.getByRole('link', { name: 'Go to SportsEngine to reconnect' }).getAttribute('href')).toBe(
      '/sportsengine',
    );
  });
});

describe('/sportsengine/import as a member who is not the owner', () => {
  it('says only the owner imports, without asking to reconnect', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/sites': json(403, { errors: { base: ['You are not allowed to do that'] } }),
    });
    renderApp('/sportsengine/import');
    expect(await screen.findByText('Only the owner can import from SportsEngine')).toBeTruthy();
    expect(screen.queryByText(/Please reconnect/)).toBeNull();
  });
});

describe('/sportsengine/import-beta', () => {
  it('keeps Import disabled until a season is chosen, then starts the beta import', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine/sites_beta': list(['org1', 'Lakeside Soccer Club']),
      'GET /api/sportsengine/sites/org1/seasons_beta': list(['gs1', 'Spring 2027']),
      'POST /api/sportsengine/import/org1/gs1': json(202, { activity: { id: ACTIVITY_ID } }),
    });
    const { router } = renderApp('/sportsengine/import-beta');
    expect(await screen.findByRole('heading', { name: /Season Management/ })).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    await choose('Site', 'Lakeside Soccer Club');
    expect(importButton().disabled).toBe(true);
    await choose('Season', 'Spring 2027');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Coaches' }));
    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    await waitFor(() => expect(currentUrl(router)).toBe(`/activity/${ACTIVITY_ID}`));
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/sportsengine/import/org1/gs1');
    expect(sent?.body).toEqual({ include_games: true, include_practices: true, include_coaches: false });
  });

  it('shows an empty state when the connection reaches no site', async () => {
    mockFetch({ ...sessionHandlers(), 'GET /api/sportsengine/sites_beta': list() });
    renderApp('/sportsengine/import-beta');
    expect(await screen.findByPlaceholderText('None found on SportsEngine')).toBeTruthy();
  });
});
