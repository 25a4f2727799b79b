import { fireEvent, screen, waitFor } from '@testing-library/react';
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

function signedInAs(overrides: Parameters<typeof buildUser>[0] = {}) {
  return sessionHandlers(buildLeagueInfo(buildUser(overrides), { current_season_id: SEASON_ID }));
}

describe('SportsEngine hub', () => {
  it('offers the import and export screens of both products, delete, reconnect and exit when connected', async () => {
    mockFetch({ ...sessionHandlers(), ...sportsengineConnectedHandlers() });
    renderApp('/sportsengine');
    expect(await screen.findByText('Connected to SportsEngine by Olive Owner')).toBeTruthy();
    const links: [string, string][] = [
      ['Import from Season Management', '/sportsengine/import-beta'],
      ['Export to Season Management', '/sportsengine/export?type=season'],
      ['Import from Sport Management', '/sportsengine/import'],
      ['Export to Sport Management', '/sportsengine/export'],
      ['Delete games', '/sportsengine/delete'],
      ['Reconnect', '/sportsengine/connect'],
      ['Exit', '/'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('leads to /sportsengine/connect when the organisation is not connected', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(buildSportsengineStatus({ connected: false, connected_by: null })),
    });
    const { router } = renderApp('/sportsengine');
    expect(await screen.findByText('Not connected to SportsEngine')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import from Sport Management' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Connect to SportsEngine' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sportsengine/connect'));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('says the link is not set up when the server has no SportsEngine settings', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(buildSportsengineStatus({ configured: false, connected: false })),
    });
    renderApp('/sportsengine');
    expect(await screen.findByText('SportsEngine is not set up on this server')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Delete games' })).toBeNull();
  });

  it('tells someone who is not the owner that only the owner can use it', async () => {
    mockFetch({ ...signedInAs({ org_owner: false }), ...sportsengineConnectedHandlers() });
    renderApp('/sportsengine');
    expect(await screen.findByText("Only the organisation's owner can do this")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import from Sport Management' })).toBeNull();
  });

  it('is not offered in Japanese', async () => {
    mockFetch({ ...signedInAs({ locale: 'ja' }), ...sportsengineConnectedHandlers() });
    renderApp('/sportsengine');
    expect(await screen.findByText('SportsEngine連携は日本語では提供していません')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /シーズン管理からインポート/ })).toBeNull();
  });

  it('shows the error with a retry when the status cannot be loaded', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine': json(500, { errors: { base: ['Something went wrong'] } }),
    });
    renderApp('/sportsengine');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Delete games' })).toBeNull();
  });
});

describe('account menu', () => {
  const config = (enabled: boolean) =>
    json(200, {
      map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
      league_management_url: 'https://league-management.test/sign-up',
      map_attribution: 'Test tiles',
      has_geocoder: false,
      sportsengine_enabled: enabled,
    });

  async function openMenu() {
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Billing' });
  }

  it('has a SportsEngine entry for the owner when the server has SportsEngine', async () => {
    mockFetch({ ...sessionHandlers(), ...sportsengineConnectedHandlers(), 'GET /api/config': config(true) });
    renderApp('/account');
    await openMenu();
    const entry = await screen.findByRole('menuitem', { name: 'SportsEngine' });
    expect(entry.getAttribute('href')).toBe('/sportsengine');
  });

  it.each([
    {
      who: 'an owner when the server has no SportsEngine',
      handlers: sessionHandlers(),
      enabled: false,
      japanese: false,
    },
    {
      who: 'someone who is not the owner',
      handlers: signedInAs({ org_owner: false }),
      enabled: true,
      japanese: false,
    },
    { who: 'an owner in Japanese', handlers: signedInAs({ locale: 'ja' }), enabled: true, japanese: true },
  ])('has no entry for $who', async ({ handlers, enabled, japanese }) => {
    const { requests } = mockFetch({ ...handlers, 'GET /api/config': config(enabled) });
    renderApp('/account');
    if (japanese) {
      fireEvent.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
      await screen.findByRole('menuitem', { name: 'お支払い' });
    } else await openMenu();
    // Only an owner outside Japanese asks for the server's settings at all.
    if (enabled) expect(requests.some((r) => r.path === '/api/config')).toBe(false);
    else await waitFor(() => expect(requests.some((r) => r.path === '/api/config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('menuitem', { name: 'SportsEngine' })).toBeNull();
  });
});
