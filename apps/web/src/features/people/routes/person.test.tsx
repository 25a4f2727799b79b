import type { Person } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const PERSON_ID = '00000000-0000-4000-8000-000000001001';

const person: Person = {
  id: PERSON_ID,
  season_id: SEASON_ID,
  first: 'Casey',
  last: 'Smith',
  name: 'Casey Smith',
  is_coach: true,
  is_player: false,
  is_staff: false,
  is_umpire: false,
  phone_primary: '555-0100',
  phone_secondary: null,
  email_primary: null,
  email_secondary: null,
  teams: [{ id: '00000000-0000-4000-8000-00000000e001', name: 'Red Hawks', role: 'coach' }],
};

function handlers() {
  return {
    ...sessionHandlers(),
    [`GET /api/people/${PERSON_ID}`]: json(200, person),
  };
}

describe('people screens', () => {
  it('shows roles, contacts with "None" for empty ones, and teams', async () => {
    mockFetch(handlers());
    renderApp(`/people/${PERSON_ID}`);
    expect(await screen.findByRole('heading', { name: 'Casey Smith' })).toBeTruthy();
    expect(screen.getAllByText('Coach').length).toBeGreaterThan(0);
    expect(screen.getByText('555-0100')).toBeTruthy();
    expect(screen.getAllByText('None')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Red Hawks' })).toBeTruthy();
  });

  it('creates a person in the current season and opens their page', async () => {
    const { requests } = mockFetch({ ...handlers(), 'POST /api/people': json(201, person) });
    const { router } = renderApp('/people/new');
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'Casey' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Smith' } });
    fireEvent.click(screen.getByLabelText('Coach'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/people/${PERSON_ID}`));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      season_id: SEASON_ID,
      first: 'Casey',
      last: 'Smith',
      is_coach: true,
    });
  });

  it('requires first and last name and cancels to the dashboard', async () => {
    const { requests } = mockFetch(handlers());
    const { router } = renderApp('/people/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('edits a person with PATCH from /people/{id}/edit', async () => {
    const { requests } = mockFetch({ ...handlers(), [`PATCH /api/people/${PERSON_ID}`]: json(200, person) });
    const { router } = renderApp(`/people/${PERSON_ID}/edit`);
    fireEvent.change(await screen.findByLabelText('Second phone'), { target: { value: '555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/people/${PERSON_ID}`));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ phone_secondary: '555-0199' });
  });
  it('shows the ticked roles and can untick one, sending the flags as shown', async () => {
    const { requests } = mockFetch({ ...handlers(), [`PATCH /api/people/${PERSON_ID}`]: json(200, person) });
    renderApp(`/people/${PERSON_ID}/edit`);
    const coach = (await screen.findByLabelText('Coach')) as HTMLInputElement;
    const player = screen.getByLabelText('Player') as HTMLInputElement;
    expect(coach.checked).toBe(true);
    expect(player.checked).toBe(false);
    fireEvent.click(coach);
    fireEvent.click(player);
    expect(coach.checked).toBe(false);
    expect(player.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      is_coach: false,
      is_player: true,
      is_staff: false,
      is_umpire: false,
    });
  });

  it('edits in a dialog from the person page and stays there', async () => {
    const renamed = { ...person, first: 'Cass', name: 'Cass Smith' };
    const { requests } = mockFetch({
      ...handlers(),
      [`PATCH /api/people/${PERSON_ID}`]: json(200, renamed),
    });
    const { router } = renderApp(`/people/${PERSON_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Casey Smith' });
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Cass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Cass Smith' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ first: 'Cass', last: 'Smith' });
    expect(currentUrl(router)).toBe(`/people/${PERSON_ID}`);
  });

  it('shows the server field errors next to the inputs', async () => {
    mockFetch({
      ...handlers(),
      'POST /api/people': json(400, { errors: { email_primary: ['is not a valid email'] } }),
    });
    renderApp('/people/new');
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'Casey' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('deletes a person after naming the team entries that go, then goes to the dashboard', async () => {
    const { requests } = mockFetch({
      ...handlers(),
      [`GET /api/people/${PERSON_ID}/dependents`]: json(200, { team_people: 3, teams: 2 }),
      [`DELETE /api/people/${PERSON_ID}`]: json(200, { ok: true }),
    });
    const { router } = renderApp(`/people/${PERSON_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Casey Smith?' });
    expect(
      within(dialog).getByText('3 coach, staff and player entries on 2 teams (the teams stay)'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/people/${PERSON_ID}`,
    ]);
  });

  it('says when a count fails and deletes nothing', async () => {
    const { requests } = mockFetch({
      ...handlers(),
      [`GET /api/people/${PERSON_ID}/dependents`]: json(404, { errors: { base: ['not found'] } }),
    });
    renderApp(`/people/${PERSON_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the person')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
