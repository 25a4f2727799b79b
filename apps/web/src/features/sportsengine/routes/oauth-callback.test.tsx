import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { buildSportsengineStatus, buildUser, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const SUPPORT_TEXT =
  'Something went wrong. Please try again and share the following message with support if the issue persists:';

function callbackPosts(requests: RecordedRequest[]) {
  return requests.filter((r) => r.method === 'POST' && r.path === '/api/oauth/sportsengine');
}

describe('OAuth callback page', () => {
  it('finishes a connect once, then says so and opens the hub', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/sportsengine': json(200, buildSportsengineStatus()),
      'POST /api/oauth/sportsengine': json(200, {
        purpose: 'connect',
        status: buildSportsengineStatus(),
        return_to: null,
        created: false,
      }),
    });
    const { router } = renderApp('/oauth/callback?code=c-123&state=s-456');
    await waitFor(() => expect(currentUrl(router)).toBe('/sportsengine'));
    expect(await screen.findByText('Connected to SportsEngine')).toBeTruthy();
    const posts = callbackPosts(requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ body: { code: 'c-123', state: 's-456' } });
    expect(posts[0]?.body).toMatchObject({ timezone: expect.any(String) });
  });

  it('posts the code only once under strict mode', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'POST /api/oauth/sportsengine': json(200, {
        purpose: 'sign_in',
        status: null,
        return_to: '/billing',
        created: false,
      }),
    });
    const { router } = renderApp('/oauth/callback?code=c-1&state=s-1', { strict: true });
    await waitFor(() => expect(currentUrl(router)).toBe('/billing'));
    expect(callbackPosts(requests)).toHaveLength(1);
  });

  it('after a sign-in, reloads the session and goes where the sign-in started', async () => {
    let signedIn = false;
    const user = buildUser();
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/users/self': () =>
        signedIn ? { status: 200, body: user } : { status: 401, body: { errors: { base: ['x'] } } },
      'POST /api/oauth/sportsengine': () => {
        signedIn = true;
        return {
          status: 200,
          body: { purpose: 'sign_in', status: null, return_to: '/account', created: false },
        };
      },
    });
    const { router } = renderApp('/oauth/callback?code=c-9&state=s-9');
    await waitFor(() => expect(currentUrl(router)).toBe('/account'));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/users/self').length).toBeGreaterThan(1);
  });

  it('sends a new account made by signing up to the setup wizard, and an unsafe return to /', async () => {
    mockFetch({
      ...sessionHandlers(),
      'POST /api/oauth/sportsengine': json(200, {
        purpose: 'sign_in',
        status: null,
        return_to: null,
        created: true,
      }),
    });
    const first = renderApp('/oauth/callback?code=c-2&state=s-2');
    await waitFor(() => expect(currentUrl(first.router)).toBe('/wizard'));
    first.unmount();

    mockFetch({
      ...sessionHandlers(),
      'POST /api/oauth/sportsengine': json(200, {
        purpose: 'sign_in',
        status: null,
        return_to: '//evil.test/x',
        created: false,
      }),
    });
    const second = renderApp('/oauth/callback?code=c-3&state=s-3');
    await waitFor(() => expect(currentUrl(second.router)).toBe('/'));
  });

  it('shows the support message with the server’s error and a way back', async () => {
    mockFetch({
      ...sessionHandlers(),
      'POST /api/oauth/sportsengine': json(502, {
        errors: { sportsengine: ['could not exchange the code (invalid_grant)'] },
      }),
    });
    renderApp('/oauth/callback?code=used&state=s-1');
    expect(await screen.findByText(SUPPORT_TEXT)).toBeTruthy();
    expect(screen.getByText(/invalid_grant/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to SportsEngine' }).getAttribute('href')).toBe(
      '/sportsengine',
    );
  });

  it('says nothing happened when access was denied on SportsEngine, without posting', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'GET /api/users/self': json(401, {
        errors: { base: ['You need to sign in or sign up before continuing'] },
      }),
    });
    renderApp('/oauth/callback?error=access_denied&state=s-1');
    expect(await screen.findByText('SportsEngine access was not granted')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(callbackPosts(requests)).toHaveLength(0);
  });

  it('shows the support message when the code is missing or SportsEngine sent another error', async () => {
    const { requests } = mockFetch(sessionHandlers());
    const first = renderApp('/oauth/callback?state=s-1');
    expect(await screen.findByText(SUPPORT_TEXT)).toBeTruthy();
    expect(screen.getByText('SportsEngine did not send back a code.')).toBeTruthy();
    first.unmount();
    renderApp('/oauth/callback?error=server_error&error_description=Try+later');
    expect(await screen.findByText('server_error: Try later')).toBeTruthy();
    expect(callbackPosts(requests)).toHaveLength(0);
  });
});
