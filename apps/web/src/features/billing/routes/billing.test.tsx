import { type BillingStatus, plansFor } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FREE: BillingStatus = {
  organization_id: '00000000-0000-4000-8000-00000000a001',
  plan: 'free',
  upgraded: false,
  plan_source: null,
  subscription_status: null,
  is_owner: true,
  owner: { name: 'Olive Owner', email: 'olive@example.com' },
  has_billing_account: false,
  billing_enabled: true,
};

function serve(
  billing: BillingStatus | (() => BillingStatus),
  extra: Record<string, () => { status: number; body?: unknown }> = {},
) {
  return mockFetch({
    ...sessionHandlers(),
    'GET /api/plans': json(200, { plans: plansFor('en'), billing_enabled: true }),
    'GET /api/billing': () => ({ status: 200, body: typeof billing === 'function' ? billing() : billing }),
    ...extra,
  });
}

describe('billing page', () => {
  it('shows the plan cards with monthly and yearly prices, the popular badge and features', async () => {
    serve(FREE);
    renderApp('/billing');
    const allStar = await screen.findByRole('region', { name: 'All-Star' });
    expect(allStar.textContent).toContain('$24.99');
    expect(allStar.textContent).toContain('billed yearly at $299.88');
    expect(allStar.textContent).toContain('Most popular');
    expect(allStar.textContent).toContain('Unlimited teams');
    expect(screen.getByRole('region', { name: 'Custom' }).querySelector('a')?.getAttribute('href')).toMatch(
      /^mailto:/,
    );
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
  });

  it('shows a notification and resets the button when checkout fails', async () => {
    const { requests } = serve(FREE, {
      'POST /api/stripe/checkout/all_star_yearly': json(502, {
        errors: {
          base: ['The payment provider could not be reached; nothing was charged. Try again in a moment.'],
        },
      }),
    });
    renderApp('/billing');
    const button = await screen.findByRole('button', { name: 'Upgrade to All-Star' });
    fireEvent.click(button);
    expect(await screen.findByText('Checkout could not start')).toBeTruthy();
    expect(screen.getByText(/could not be reached; nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect((screen.getByRole('button', { name: 'Upgrade to Pro' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/api/stripe/checkout/all_star_yearly'),
    ).toBe(true);
  });

  it('tells a non-owner who pays, and disables the upgrade buttons', async () => {
    serve({ ...FREE, is_owner: false });
    renderApp('/billing');
    expect(
      await screen.findByText(
        'The account owner pays for this organisation: ask Olive Owner (olive@example.com) to upgrade.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upgrade to Pro' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says billing is not set up when the server has no Stripe', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/plans': json(200, { plans: plansFor('en'), billing_enabled: false }),
      'GET /api/billing': json(200, { ...FREE, billing_enabled: false }),
    });
    renderApp('/billing');
    expect(await screen.findByText('Billing is not set up on this server')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upgrade to Elite' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('back from checkout, confirms the payment until the webhook has upgraded, then thanks', async () => {
    let asked = 0;
    serve(() => {
      asked += 1;
      return asked < 2
        ? FREE
        : {
            ...FREE,
            plan: 'all_star_yearly',
            upgraded: true,
            plan_source: 'stripe',
            has_billing_account: true,
          };
    });
    renderApp('/billing?checkout=success&session_id=cs_test_1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Thank you for upgrading!', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/on the All-Star plan/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });
});

describe('league management page', () => {
  it('lists the features and links to the configured sign-up page', async () => {
    mockFetch({
      ...sessionHandlers(),
      'GET /api/config': json(200, {
        map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
        league_management_url: 'https://league-management.test/sign-up',
        map_attribution: 'Test tiles',
        has_geocoder: false,
      }),
    });
    renderApp('/league-management');
    for (const feature of [
      'Registration',
      'Invoicing',
      'Team management',
      'Player and parent communications',
      'Ticketing',
    ]) {
      expect(await screen.findByText(feature)).toBeTruthy();
    }
    const signUp = await screen.findByRole('link', { name: /Sign up for the league-management portal/ });
    await waitFor(() => expect(signUp.getAttribute('href')).toBe('https://league-management.test/sign-up'));
  });
});
