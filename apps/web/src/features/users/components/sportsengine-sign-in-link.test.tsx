import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SIGNED_OUT = { 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) };
const CONTINUE = 'Continue with SportsEngine';

afterEach(() => vi.restoreAllMocks());

describe('Continue with SportsEngine', () => {
  it('on /sign-in links to the server’s SportsEngine start with the return path', async () => {
    mockFetch({ ...SIGNED_OUT, 'GET /api/auth/providers': json(200, { sportsengine: true }) });
    renderApp('/sign-in?return=%2Fschedules%3Fpage%3D2');
    const link = await screen.findByRole('link', { name: CONTINUE });
    expect(link.getAttribute('href')).toBe('/api/auth/sportsengine?return=%2Fschedules%3Fpage%3D2');
    // The email form's button keeps its own, unambiguous name.
    expect(screen.getAllByRole('button', { name: /Sign in/ })).toHaveLength(1);
  });

  it('on /sign-up returns to the setup wizard by default, as an email sign-up does', async () => {
    mockFetch({ ...SIGNED_OUT, 'GET /api/auth/providers': json(200, { sportsengine: true }) });
    renderApp('/sign-up');
    const link = await screen.findByRole('link', { name: CONTINUE });
    expect(link.getAttribute('href')).toBe('/api/auth/sportsengine?return=%2Fwizard');
    expect(screen.getAllByRole('button', { name: /Sign up/ })).toHaveLength(1);
  });

  it('is hidden when the server does not offer SportsEngine', async () => {
    const { requests } = mockFetch({
      ...SIGNED_OUT,
      'GET /api/auth/providers': json(200, { sportsengine: false }),
    });
    renderApp('/sign-in');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/auth/providers')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: CONTINUE })).toBeNull();
  });

  it('is hidden in Japanese even when the server offers it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    mockFetch({
      ...SIGNED_OUT,
      'GET /api/auth/providers': json(200, { sportsengine: true }),
    });
    renderApp('/sign-up');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(await screen.findByRole('button', { name: /登録/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: /SportsEngine/ })).toBeNull();
  });
});
