import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const signedOut = { 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) };

function signedIn() {
  const user = buildUser();
  return { 'GET /api/users/self': json(200, user), 'GET /api/leagues': json(200, buildLeagueInfo(user)) };
}

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to sign-in with the page and its query as return', async () => {
    mockFetch(signedOut);
    const { router } = renderApp('/organization?tab=users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe('/organization?tab=users');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user away from sign-in and sign-up to the dashboard', async () => {
    mockFetch(signedIn());
    const { router } = renderApp('/sign-up');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByText('Welcome, Casey Coach')).toBeTruthy();
  });

  it('honours a safe return path when a signed-in user lands on sign-in, and ignores another site', async () => {
    mockFetch(signedIn());
    const safe = renderApp('/sign-in?return=%2Faccount');
    await waitFor(() => expect(currentUrl(safe.router)).toBe('/account'));
    safe.unmount();
    const hostile = renderApp('/sign-in?return=%2F%2Fevil.example%2F');
    await waitFor(() => expect(currentUrl(hostile.router)).toBe('/'));
  });

  it('redirects an unknown path to the dashboard', async () => {
    mockFetch(signedIn());
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByText('Riverside Youth League')).toBeTruthy();
  });

  it('lets a signed-out visitor open the password reset request page', async () => {
    mockFetch(signedOut);
    const { router } = renderApp('/password');
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/password');
  });
});
