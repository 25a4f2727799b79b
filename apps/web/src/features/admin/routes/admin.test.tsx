import type { AdminOrganizationRow, AdminSummary, AdminUser } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const admin = buildUser({ email: 'root@example.com', first: 'Ria', last: 'Root', site_admin: true });

const tara: AdminUser = {
  id: '00000000-0000-4000-8000-00000000d001',
  created_at: '2026-01-02T10:00:00.000Z',
  first: 'Tara',
  last: 'Target',
  email: 'tara@example.com',
  timezone: 'Asia/Tokyo',
  site_admin: false,
};

const club: AdminOrganizationRow = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'Harbour FC',
  plan: 'free',
  plan_source: null,
  plan_updated_at: null,
  created_at: '2026-01-02T10:00:00.000Z',
  owner_email: 'tara@example.com',
  member_count: 3,
  league_count: 2,
};

function summary(users: AdminUser[], total = users.length): AdminSummary {
  return {
    users: { items: users, total, page: 1, per_page: 25 },
    organizations: { items: [club], total: 1, page: 1, per_page: 25 },
    recent_actions: [],
  };
}

const shell = (user = admin) => ({
  'GET /api/users/self': json(200, user),
  'GET /api/leagues': json(200, buildLeagueInfo(user)),
  'GET /api/csrf': json(200, { token: 't' }),
});

describe('/admin', () => {
  it('sends a user who is no site admin to /', async () => {
    const { requests } = mockFetch(shell(buildUser()));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists users, searches them after typing pauses, and logs in as one after a confirmation', async () => {
    const { requests } = mockFetch({
      ...shell(),
      'GET /api/admin/summary': json(
        200,
        summary(
          [
            tara,
            { ...tara, id: tara.id.replace('d001', 'd002'), email: 'x@example.com' },
            { ...tara, id: tara.id.replace('d001', 'd003'), email: 'root@example.com', site_admin: true },
          ],
          40,
        ),
      ),
      'GET /api/admin/summary?q=tara': json(200, summary([tara])),
      'POST /api/admin/impersonate': json(200, {
        ...buildUser({ email: tara.email }),
        impersonator: { id: admin.id, email: admin.email },
      }),
    });
    const { router } = renderApp('/admin');
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(within(users).getByText('40 matches')).toBeTruthy();
    expect(within(users).getAllByText('Asia/Tokyo')).toHaveLength(3);
    // Nobody may impersonate a site admin, so their row offers no Login.
    expect(within(users).getByText('root@example.com')).toBeTruthy();
    expect(within(users).queryByRole('button', { name: 'Log in as root@example.com' })).toBeNull();

    fireEvent.change(within(users).getByLabelText('Search users'), { target: { value: ' tara ' } });
    await waitFor(() => expect(within(users).getByText('1 match')).toBeTruthy());
    expect(requests.filter((r) => r.path.startsWith('/api/admin/summary?')).map((r) => r.path)).toEqual([
      '/api/admin/summary?q=tara',
    ]);

    fireEvent.click(within(users).getByRole('button', { name: 'Log in as tara@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You will see the app as tara@example.com sees it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/admin/impersonate')?.body).toEqual({
      email: 'tara@example.com',
    });
  });

  it("sets an organisation's plan by hand after a confirmation and says so", async () => {
    const { requests } = mockFetch({
      ...shell(),
      'GET /api/admin/summary': json(200, summary([tara])),
      [`PATCH /api/admin/organizations/${club.id}`]: json(200, {
        ...club,
        plan: 'elite_yearly',
        plan_source: 'admin',
      }),
    });
    renderApp('/admin');
    const organizations = await screen.findByRole('region', { name: 'Organizations' });
    fireEvent.click(within(organizations).getByRole('combobox', { name: 'Plan of Harbour FC' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Elite (elite_yearly)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Harbour FC goes from Free to Elite \(elite_yearly\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set plan' }));
    expect(await screen.findByText('Harbour FC is now on Elite (elite_yearly).')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ plan: 'elite_yearly' });
  });
});

describe('the impersonation banner', () => {
  it('names the account and the admin, and returns to /admin', async () => {
    const impersonated = buildUser({
      email: 'tara@example.com',
      first: 'Tara',
      last: 'Target',
      impersonator: { id: admin.id, email: admin.email },
    });
    const handlers = {
      ...shell(impersonated),
      'DELETE /api/admin/impersonate': json(200, admin),
      'GET /api/admin/summary': json(200, summary([tara])),
    };
    const { requests } = mockFetch(handlers);
    const { router } = renderApp('/account');
    const banner = await screen.findByText(
      "You (root@example.com) are signed in to Tara Target's account (tara@example.com).",
    );
    // From now on the session is the admin's again.
    handlers['GET /api/users/self'] = json(200, admin);
    fireEvent.click(
      within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Return to admin',
      }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/admin'));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/admin/impersonate')).toBe(true);
    expect(await screen.findByRole('region', { name: 'Users' })).toBeTruthy();
  });

  it('does not show for the account owner, and the account menu offers Admin to site admins only', async () => {
    mockFetch(shell());
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByText(/are signed in to/)).toBeNull();
  });
});
