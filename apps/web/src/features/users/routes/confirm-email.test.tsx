import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

describe('confirm email page', () => {
  it('reloads the signed-in user before going home, so the confirmation banner goes', async () => {
    let isConfirmed = false;
    const currentUser = () =>
      isConfirmed
        ? buildUser({ email: 'new@example.com' })
        : buildUser({ email: 'old@example.com', unconfirmed_email: 'new@example.com' });
    mockFetch({
      'GET /api/users/self': () => ({ status: 200, body: currentUser() }),
      'GET /api/leagues': () => ({ status: 200, body: buildLeagueInfo(currentUser()) }),
      'GET /api/user/confirmation': () => {
        isConfirmed = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const { router } = renderApp('/');
    expect(
      await screen.findByText(/Your new email new@example.com is waiting for confirmation/),
    ).toBeTruthy();
    await router.navigate('/confirm?confirmation_token=tok');
    expect(await screen.findByText('Account verified')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Coach' })).toBeTruthy();
    expect(screen.queryByText(/is waiting for confirmation/)).toBeNull();
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
  });

  it('says the link is invalid in words, without the server field name', async () => {
    mockFetch({
      'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }),
      'GET /api/user/confirmation': json(422, {
        errors: { confirmation_token: ['is invalid or has expired'] },
      }),
    });
    renderApp('/confirm?confirmation_token=used');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link is invalid or has expired.');
  });
});
