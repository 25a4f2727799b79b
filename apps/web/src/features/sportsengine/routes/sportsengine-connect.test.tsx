import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildSportsengineStatus,
  sessionHandlers,
  sportsengineConnectedHandlers,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOT_CONNECTED = buildSportsengineStatus({
  connected: false,
  connected_at: null,
  connected_by: null,
  se_organization_id: null,
});
const AUTHORIZE_URL = 'http://127.0.0.1:4555/oauth/authorize?client_id=fixture&state=s1';

describe('SportsEngine connect page', () => {
  it('explains connecting, warns against a staff member’s own account and starts connecting', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(NOT_CONNECTED),
      'POST /api/sportsengine/connect': json(200, { url: AUTHORIZE_URL }),
    });
    renderApp('/sportsengine/connect');
    expect(await screen.findByText("Connect the organisation's administrator account")).toBeTruthy();
    expect(screen.getByText(/Do not connect a staff member's own SportsEngine account/)).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect' });
    fireEvent.click(connect);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/sportsengine/connect')).toBe(true),
    );
    // Stays busy while the browser leaves for SportsEngine, so a second press cannot start another.
    await waitFor(() => expect(connect.hasAttribute('data-loading')).toBe(true));
  });

  it('says why connecting could not start', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(NOT_CONNECTED),
      'POST /api/sportsengine/connect': json(403, { errors: { base: ['You are not allowed to do that'] } }),
    });
    renderApp('/sportsengine/connect');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Could not start connecting to SportsEngine')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Connect' }).hasAttribute('data-loading')).toBe(false),
    );
  });

  it('shows who connected and when; reconnecting needs a second press', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      'POST /api/sportsengine/connect': json(200, { url: AUTHORIZE_URL }),
    });
    renderApp('/sportsengine/connect');
    expect(await screen.findByText(/^Connected by Olive Owner on .*2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('Reconnect replaces the current connection')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/sportsengine/connect')).toBe(false);
    // Cancel disarms it; nothing was sent.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Reconnect replaces the current connection')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reconnect now' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && r.path === '/api/sportsengine/connect'),
      ).toHaveLength(1),
    );
  });

  it('disconnects only after confirmation', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(),
      'DELETE /api/sportsengine': json(200, NOT_CONNECTED),
    });
    renderApp('/sportsengine/connect');
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect from SportsEngine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect from SportsEngine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected from SportsEngine')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE' && r.path === '/api/sportsengine')).toHaveLength(1);
    // The page now offers connecting again.
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('says the link is not set up on this server', async () => {
    mockFetch({
      ...sessionHandlers(),
      ...sportsengineConnectedHandlers(buildSportsengineStatus({ configured: false, connected: false })),
    });
    renderApp('/sportsengine/connect');
    expect(await screen.findByText('SportsEngine is not set up on this server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });
});
