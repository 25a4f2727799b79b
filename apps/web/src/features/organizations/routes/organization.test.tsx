import { type OrganizationUser, ROLES, type Role } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, PAID_PLAN } from '../../../test/fixtures.ts';
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
    role: ROLES.owner,
    status: 'active',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const owner = member({});
const invitee = member({
  id: '00000000-0000-4000-8000-000000000b03',
  user_id: null,
  email: 'invitee@example.com',
  first: '',
  last: '',
  role: ROLES.admin,
  status: 'invited',
});

/** The caller's own membership, in the role the league information gives them. */
function self(role: Role): OrganizationUser {
  return member({
    id: '00000000-0000-4000-8000-000000000b02',
    user_id: me.id,
    email: me.email,
    first: 'Alex',
    last: 'Admin',
    role,
  });
}

/** Answers as the server does for `role`: any member reads the organisation and lists the users. */
function handlersFor(role: Role) {
  const organization = { id: orgId, name: 'Riverside Youth League', role, ...PAID_PLAN };
  return {
    'GET /api/users/self': json(200, me),
    'GET /api/leagues': json(
      200,
      buildLeagueInfo(me, { organizations: [organization], current_organization: organization }),
    ),
    [`GET /api/organizations/${orgId}`]: json(200, organization),
    [`GET /api/organizations/${orgId}/users`]: json(200, {
      users: role === ROLES.owner ? [self(ROLES.owner), invitee] : [owner, self(role), invitee],
    }),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}

describe('organization page', () => {
  it('shows a user (role 3) every member and invitation read-only', async () => {
    const { requests } = mockFetch(handlersFor(ROLES.user));
    renderApp('/organization');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Riverside Youth League' })).toBeTruthy();
    expect(within(table).getByText('Olive Owner')).toBeTruthy();
    const selfRow = within(table).getByText('Alex Admin').closest('tr');
    expect(selfRow && within(selfRow).getByText('User')).toBeTruthy();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('Only owners and admins can change the organization.')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/organizations/${orgId}`)).toBe(false);
  });

  it.each([ROLES.owner, ROLES.admin])(
    'gives role %i Edit, Add user, Remove and Cancel invitation',
    async (role) => {
      mockFetch(handlersFor(role));
      renderApp('/organization');
      const table = await screen.findByRole('table');
      expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
      expect(within(table).getByRole('button', { name: 'Cancel invitation' })).toBeTruthy();
      expect(screen.queryByText('Only owners and admins can change the organization.')).toBeNull();
      // The owner's row never offers Remove: an admin can remove themselves, the owner nobody on the list.
      expect(within(table).queryAllByRole('button', { name: 'Remove' })).toHaveLength(
        role === ROLES.admin ? 1 : 0,
      );
      const ownerName = role === ROLES.owner ? 'Alex Admin' : 'Olive Owner';
      const ownerRow = within(table).getByText(ownerName).closest('tr');
      expect(ownerRow && within(ownerRow).queryByRole('button')).toBeNull();
    },
  );

  it('invites a new user as admin from the Add user dialog', async () => {
    const { requests } = mockFetch({
      ...handlersFor(ROLES.owner),
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
      ...handlersFor(ROLES.admin),
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

describe('organization page errors', () => {
  it('shows a taken invitation email translated, on the input and in the toast', async () => {
    mockFetch({
      ...handlersFor(ROLES.owner),
      [`POST /api/organizations/${orgId}/users`]: json(409, {
        errors: { email: ['is already a member of this organization'] },
      }),
    });
    renderApp('/organization');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'olive@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email: Already a member of this organization')).toBeTruthy();
    expect(within(dialog).getByText('Already a member of this organization')).toBeTruthy();
    expect(screen.queryByText(/is already a member of this organization/)).toBeNull();
  });

  it('shows a failed removal in words, not the server text', async () => {
    mockFetch({
      ...handlersFor(ROLES.admin),
      'DELETE /api/organization_users/00000000-0000-4000-8000-000000000b02': json(422, {
        errors: { base: ['The owner cannot be removed'] },
      }),
    });
    renderApp('/organization');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not remove the user')).toBeTruthy();
    expect(screen.getByText('The owner cannot be removed.')).toBeTruthy();
  });

  it('explains a cancelled invitation that no longer exists', async () => {
    mockFetch({
      ...handlersFor(ROLES.admin),
      'DELETE /api/invitations/00000000-0000-4000-8000-000000000b03': json(404, {
        errors: { base: ['Not found'] },
      }),
    });
    renderApp('/organization');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel invitation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Not found. It may have been deleted.')).toBeTruthy();
  });
});
