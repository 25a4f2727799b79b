import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Sign in' });
}

describe('sign-in page', () => {
  it('enables the button only once the email has an @ and the password 7 characters', async () => {
    mockFetch({ 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) });
    renderApp('/sign-in');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(submitButton().disabled).toBe(true);
    type('Email', 'coach');
    type('Password', 'longenough');
    expect(submitButton().disabled).toBe(true);
    type('Email', 'coach@');
    expect(submitButton().disabled).toBe(false);
    type('Password', 'six666');
    expect(submitButton().disabled).toBe(true);
    type('Password', 'seven77');
    expect(submitButton().disabled).toBe(false);
  });

  it('prefills the email from the query', async () => {
    mockFetch({ 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) });
    renderApp('/sign-in?email=coach%40example.com');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('coach@example.com');
  });

  it('clears the password and toasts on wrong credentials', async () => {
    mockFetch({
      'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }),
      'GET /api/csrf': json(200, { token: 'csrf-1' }),
      'POST /api/session': json(401, { errors: { base: ['Wrong email or password'] } }),
    });
    renderApp('/sign-in');
    await screen.findByRole('button', { name: 'Sign in' });
    type('Email', 'coach@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    expect(submitButton().disabled).toBe(true);
  });

  it('signs in with the CSRF token and returns to the requested page', async () => {
    const user = buildUser();
    let isSignedIn = false;
    const { requests } = mockFetch({
      'GET /api/users/self': () =>
        isSignedIn
          ? { status: 200, body: user }
          : { status: 401, body: { errors: { base: ['Not signed in'] } } },
      'GET /api/csrf': json(200, { token: 'csrf-1' }),
      'POST /api/session': () => {
        isSignedIn = true;
        return { status: 200, body: { id: user.id, email: user.email } };
      },
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
    });
    const { router } = renderApp('/sign-in?return=%2Faccount');
    await screen.findByRole('button', { name: 'Sign in' });
    type('Email', 'Coach@Example.com ');
    type('Password', 'correct-horse');
    fireEvent.click(submitButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/account'));
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/session');
    expect(post?.headers['x-csrf-token']).toBe('csrf-1');
    expect(post?.body).toEqual({ email: 'Coach@Example.com', password: 'correct-horse' });
  });
});
