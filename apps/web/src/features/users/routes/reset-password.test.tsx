import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const signedOut = json(401, { errors: { base: ['Not signed in'] } });

async function submitNewPassword() {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'correct-horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('reset password page', () => {
  it('shows the done message first and goes to sign-in 2 s later', async () => {
    const { requests } = mockFetch({
      'GET /api/users/self': signedOut,
      'GET /api/csrf': json(200, { token: 't' }),
      'POST /api/users/password/reset': json(200, { ok: true }),
    });
    const { router } = renderApp('/password/reset?token=tok');
    await submitNewPassword();
    expect(await screen.findByText('Password updated. Please sign in with your new password.')).toBeTruthy();
    const shownAt = Date.now();
    expect(currentUrl(router)).toBe('/password/reset?token=tok');
    expect(screen.queryByRole('button', { name: 'Update password' })).toBeNull();
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'), { timeout: 4000 });
    // The 2 s run from the moment the message appeared, which the wait above sees up to a few polls late on a
    // busy machine: well over a second is what tells a delayed redirect from an immediate one.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'tok',
      password: 'correct-horse',
    });
  });

  it('says why the reset failed, in words', async () => {
    mockFetch({
      'GET /api/users/self': signedOut,
      'GET /api/csrf': json(200, { token: 't' }),
      'POST /api/users/password/reset': json(422, { errors: { token: ['is invalid or has expired'] } }),
    });
    const { router } = renderApp('/password/reset?token=old');
    await submitNewPassword();
    expect(await screen.findByText('Unable to update password')).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/password/reset?token=old');
  });
});
