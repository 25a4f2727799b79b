import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = buildUser();

async function settingsForm(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Account settings' });
  const form = heading.parentElement?.querySelector('form');
  if (!form) throw new Error('no account settings form');
  return form;
}

describe('account page', () => {
  it('marks the missing fields and says what a save needs, without calling the server', async () => {
    const { requests } = mockFetch(sessionHandlers(buildLeagueInfo(user)));
    renderApp('/account');
    const form = await settingsForm();
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter your first and last name, a valid email and a time zone.'),
    ).toBeTruthy();
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows an email taken by another account in words, on the input and in the toast', async () => {
    mockFetch({
      ...sessionHandlers(buildLeagueInfo(user)),
      'PATCH /api/users/self': json(409, { errors: { email: ['has already been taken'] } }),
    });
    renderApp('/account');
    const form = await settingsForm();
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'taken@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email: Already in use')).toBeTruthy();
    expect(within(form).getByText('Already in use')).toBeTruthy();
    expect(screen.queryByText(/has already been taken/)).toBeNull();
  });

  it('says the current password is incorrect in words', async () => {
    mockFetch({
      ...sessionHandlers(buildLeagueInfo(user)),
      'PATCH /api/users/self/password': json(422, { errors: { current_password: ['is incorrect'] } }),
    });
    renderApp('/account');
    fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password: Incorrect')).toBeTruthy();
    expect(screen.getByText('Incorrect')).toBeTruthy();
  });
});
