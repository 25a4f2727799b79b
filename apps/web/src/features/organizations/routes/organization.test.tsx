import type { OrganizationUser, Role } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const me = buildUser({ first: 'Alex', last: 'Admin', email: 'alex@example.com', org_owner: false });
const orgId = me.current_organization_id;

function member(overrides: Partial<OrganizationUser>): OrganizationUser {
  return {
    id: '00000000-0000-4000-8000-000000000b01',
    user_id: '00000000-0000-4000-8000-000000000c01',
    email: 'owner@example.com',
    first: 'Olive',
    last: 'Owner',
    role: 1,
    status: 'active',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const users: OrganizationUser[] = [
  member({}),
  member({
    id: '00000000-0000-4000-8000-000000000b02',
    user_id: me.id,
    email: me.email,
    first: 'Alex',
    last: 'Admin',
    role: 2,
  }),
  member({
    id: '00000000-0000-4000-8000-000000000b03',
    user_id: null,
    email: 'invitee@example.com',
    first: '',
    last: '',
    role: 2,
    status: 'invited',
  }),
];

function handlersFor(role: Role) {
  const organization = { id: orgId, name: 'Riverside Youth League', role };
  return {
    'GET /api/users/self': json(200, me),
    'GET /api/leagues': json(
      200,
      buildLeagueInfo(me, { organizations: [organization], current_organization: organization }),
    ),
    [`GET /api/organizations/${orgId}`]: json(200, { id: orgId, name: 'Riverside Youth League' }),
    [`GET /api/organizations/${orgId}/users`]: json(200, { users }),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}

describe('organization page', () => {
  it('lists members and invitations with their status, read-only for the user role', async () => {
    mockFetch(handlersFor(3));
    renderApp('/organization');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Olive Owner')).toBeTruthy();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByText('Only owners and admins can change the organization.')).toBeTruthy();
  });

  it('never offers to remove the owner, and offers cancel for invitations', async () => {
    mockFetch(handlersFor(2));
    renderApp('/organization');
    const table = await screen.findByRole('table');
    const ownerRow = within(table).getByText('Olive Owner').closest('tr');
    expect(ownerRow && within(ownerRow).queryByRole('button')).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'Cancel invitation' })).toBeTruthy();
  });

  it('invites a new user as admin from the Add user dialog', async () => {
    const { requests } = mockFetch({
      ...handlersFor(1),
      [`POST /api/organizations/${orgId}/users`]: json(201, { id: '00000000-0000-4000-8000-000000000b09' }),
    });
    renderApp('/organization');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'New.Coach@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.coach@example.com')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ email: 'new.coach@example.com', role: 2 });
  });

  it('tells an admin who removed themselves and sends them to the dashboard', async () => {
    mockFetch({
      ...handlersFor(2),
      'DELETE /api/organization_users/00000000-0000-4000-8000-000000000b02': json(204),
    });
    const { router } = renderApp('/organization');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Alex Admin from this organization?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('You have been removed from the organization. Redirecting...'),
    ).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'), { timeout: 4000 });
  });
});
