import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const notSignedIn = { status: 401, body: { errors: { base: ['Not signed in'] } } };

function signUpButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Sign up' });
}

describe('sign-up page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('enables the button only for a valid email', async () => {
    mockFetch({ 'GET /api/users/self': () => notSignedIn });
    renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Sign up' });
    expect(signUpButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'coach@' } });
    expect(signUpButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'coach@example.com' } });
    expect(signUpButton().disabled).toBe(false);
  });

  it('creates the account with the browser time zone and language, then follows the return path', async () => {
    const user = buildUser({ has_password: false });
    let isSignedIn = false;
    const { requests } = mockFetch({
      'GET /api/users/self': () => (isSignedIn ? { status: 200, body: user } : notSignedIn),
      'GET /api/csrf': json(200, { token: 'csrf-token' }),
      'POST /api/users': () => {
        isSignedIn = true;
        return { status: 201, body: { id: user.id, email: user.email } };
      },
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
    });
    const { router } = renderApp('/sign-up?return=%2Forganization');
    await screen.findByRole('button', { name: 'Sign up' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Coach@Example.com' } });
    fireEvent.click(signUpButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/organization'));
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/users');
    expect(post?.headers['x-csrf-token']).toBe('csrf-token');
    expect(post?.body).toEqual({
      email: 'coach@example.com',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      timezone_offset: 0 - new Date().getTimezoneOffset(),
      locale: 'en',
    });
  });

  it('goes to the setup wizard after signing up without a return path, before the guard sends the user to /', async () => {
    const user = buildUser({ has_password: false });
    let isSignedIn = false;
    const { requests } = mockFetch({
      'GET /api/users/self': () => (isSignedIn ? { status: 200, body: user } : notSignedIn),
      'GET /api/csrf': json(200, { token: 'csrf-token' }),
      'POST /api/users': () => {
        isSignedIn = true;
        return { status: 201, body: { id: user.id, email: user.email } };
      },
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
    });
    const { router } = renderApp('/sign-up');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('button', { name: 'Sign up' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'coach@example.com' } });
    fireEvent.click(signUpButton());
    // The guest-only guard of /sign-up sends a signed-in user to /: the page must leave for the wizard before
    // the new user has loaded, so the first place after /sign-up is the wizard.
    await waitFor(() => expect(requests.some((r) => r.path === '/api/leagues')).toBe(true));
    expect(visited[0]).toBe('/wizard');
  });

  it('tells an already registered email to sign in, then opens sign-in with the email', async () => {
    mockFetch({
      'GET /api/users/self': () => notSignedIn,
      'GET /api/csrf': json(200, { token: 'csrf-token' }),
      'POST /api/users': json(409, { errors: { email: ['has already been taken'] } }),
    });
    const { router } = renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Sign up' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'taken@example.com' } });
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Something went wrong...')).toBeTruthy();
    expect(await screen.findByText(/already registered\. Please sign in on the next screen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in?email=taken%40example.com'));
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('taken@example.com');
  });

  it('sends the page the visitor came from, cut to 2000 characters', async () => {
    const referrer = `https://ads.example.com/?campaign=${'x'.repeat(2100)}`;
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    const { requests } = mockFetch({
      'GET /api/users/self': () => notSignedIn,
      'GET /api/csrf': json(200, { token: 'csrf-token' }),
      'POST /api/users': json(500, { errors: { base: ['Something went wrong'] } }),
    });
    renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Sign up' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'coach@example.com' } });
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Something went wrong on the server. Please try again.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/users');
    expect(post?.body).toMatchObject({ email: 'coach@example.com', referer: referrer.slice(0, 2000) });
  });
});
