import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Answer = () => { status: number; body?: unknown };

async function requestLink(answer: Answer) {
  mockFetch({
    'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }),
    'GET /api/csrf': json(200, { token: 't' }),
    'POST /api/users/password/forgot': answer,
  });
  renderApp('/password');
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'coach@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password page', () => {
  it('says "check your email" once the server has taken the request', async () => {
    await requestLink(json(200, { ok: true }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
  });

  it('keeps the form and says to wait when rate limited', async () => {
    await requestLink(json(429, { errors: { base: ['Rate limit exceeded, retry in 1 minute'] } }));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(screen.queryByText('Check your email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('keeps the form and shows an error when the server cannot be reached', async () => {
    await requestLink(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Could not send the reset link')).toBeTruthy();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});
