import type { BillingStatus, Organization, PlansResponse, StripeRedirect, User } from '@app/contracts';
import { organizations, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp } from '../../../test/billing-fixtures.ts';
import { addMember, buildSignedInUser, buildUser, signIn } from '../../../test/factories.ts';
import type { StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let stand: StripeStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, stand, close } = await createBillingTestApp());
});
afterAll(async () => {
  await close();
});

type Errors = { errors: Record<string, string[]> };

describe('GET /api/plans', () => {
  it('answers the catalogue in the asked language, signed out, with billing enabled', async () => {
    const en = await t.client().get<PlansResponse>('/api/plans?locale=en');
    expect(en.status).toBe(200);
    expect(en.body.billing_enabled).toBe(true);
    expect(en.body.plans.map((p) => [p.slug, p.price, p.annual_price, p.popular])).toEqual([
      ['pro_yearly', 19.99, 239.88, false],
      ['all_star_yearly', 24.99, 299.88, true],
      ['elite_yearly', 49.99, 599.88, false],
      ['custom', null, null, false],
    ]);
    const ja = await t.client().get<PlansResponse>('/api/plans?locale=ja');
    expect(ja.body.plans.map((p) => [p.slug, p.price, p.currency])).toEqual([
      ['jp_pro_yearly', 2980, 'JPY'],
      ['jp_all_star_yearly', 4980, 'JPY'],
      ['jp_custom', null, 'JPY'],
    ]);
    const bad = await t.client().get<Errors>('/api/plans?locale=fr');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['locale']);
  });
});

describe('checkout through the Stripe stand-in', () => {
  it('sends the owner to Checkout, and the paid session upgrades the organisation by webhook', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const res = await owner.client.post<StripeRedirect>('/api/stripe/checkout/all_star_yearly');
    expect(res.status).toBe(200);
    const sessionId = res.body.url.split('/').at(-1) ?? '';
    const session = stand.checkoutSessions.get(sessionId);
    expect(res.body.url).toBe(`${stand.url}/c/pay/${sessionId}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      price: 'price_all_star_yearly',
      client_reference_id: owner.organizationId,
      customer: null,
      customer_email: owner.email,
      metadata: { organization_id: owner.organizationId, plan_slug: 'all_star_yearly' },
      success_url: 'http://app.test/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing?checkout=cancelled',
    });

    const before = await owner.client.get<BillingStatus>('/api/billing');
    expect(before.body).toMatchObject({
      plan: 'free',
      upgraded: false,
      is_owner: true,
      has_billing_account: false,
    });

    const successUrl = await stand.pay(sessionId);
    expect(successUrl).toBe(`http://app.test/billing?checkout=success&session_id=${sessionId}`);
    expect(stand.deliveries.map((d) => [d.event.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
    ]);

    const after = await owner.client.get<BillingStatus>('/api/billing');
    expect(after.body).toMatchObject({
      plan: 'all_star_yearly',
      upgraded: true,
      plan_source: 'stripe',
      subscription_status: 'active',
      has_billing_account: true,
    });
    const self = await owner.client.get<User>('/api/users/self');
    expect(self.body.upgraded).toBe(true);
    const orgs = await owner.client.get<{ organizations: Organization[] }>('/api/organizations');
    expect(orgs.body.organizations[0]).toMatchObject({ plan: 'all_star_yearly', upgraded: true });

    // Already upgraded: a second checkout is refused; the portal opens for the customer Checkout made.
    const again = await owner.client.post<Errors>('/api/stripe/checkout/elite_yearly');
    expect(again.status).toBe(409);
    expect(again.body.errors.plan?.[0]).toMatch(/already on a paid plan/);
    const portal = await owner.client.post<StripeRedirect>('/api/stripe/billing');
    expect(portal.status).toBe(200);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, owner.organizationId));
    expect(stand.portalSessions.at(-1)).toMatchObject({
      customer: row?.stripeCustomerId,
      return_url: 'http://app.test/billing',
      url: portal.body.url,
    });
  });

  it('reuses the organisation’s Stripe customer on a new checkout', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    await t.db
      .update(organizations)
      .set({ stripeCustomerId: 'cus_returning' })
      .where(eq(organizations.id, owner.organizationId));
    const res = await owner.client.post<StripeRedirect>('/api/stripe/checkout/jp_pro_yearly');
    expect(res.status).toBe(200);
    const session = stand.checkoutSessions.get(res.body.url.split('/').at(-1) ?? '');
    expect(session).toMatchObject({
      customer: 'cus_returning',
      customer_email: null,
      price: 'price_jp_pro_yearly',
    });
  });

  it('lets only the owner pay, naming who does', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const admin = await buildUser(t, { plan: 'free' });
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    await t.db
      .update(users)
      .set({ currentOrganizationId: owner.organizationId })
      .where(eq(users.id, admin.user.id));
    const client = await signIn(t, admin);
    const checkout = await client.post<Errors>('/api/stripe/checkout/pro_yearly');
    expect(checkout.status).toBe(403);
    expect(checkout.body.errors.base?.[0]).toContain(`Only the account owner pays for this organisation`);
    expect(checkout.body.errors.base?.[0]).toContain(owner.email);
    const portal = await client.post<Errors>('/api/stripe/billing');
    expect(portal.status).toBe(403);
    const status = await client.get<BillingStatus>('/api/billing');
    expect(status.body).toMatchObject({ is_owner: false, owner: { email: owner.email } });
    expect(stand.checkoutSessions.size).toBeGreaterThan(0);
    const signedOut = await t.client().post('/api/stripe/checkout/pro_yearly');
    expect(signedOut.status).toBe(401);
  });

  it('answers 404 for an unknown plan, 422 for a custom one, 409 for a portal without a customer', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const sessions = stand.checkoutSessions.size;
    expect((await owner.client.post('/api/stripe/checkout/platinum_yearly')).status).toBe(404);
    const custom = await owner.client.post<Errors>('/api/stripe/checkout/custom');
    expect(custom.status).toBe(422);
    expect(custom.body.errors.plan_slug?.[0]).toMatch(/contact us/);
    expect(stand.checkoutSessions.size).toBe(sessions);
    const portal = await owner.client.post<Errors>('/api/stripe/billing');
    expect(portal.status).toBe(409);
    expect(portal.body.errors.base?.[0]).toMatch(/no billing account/);
  });

  it('answers a refusal from Stripe with a clear 502, no internals', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    // A price id Stripe does not know: the stand-in answers Stripe's 400 "No such price".
    const prices = t.env.stripe?.prices;
    if (!prices) throw new Error('stripe not configured');
    const saved = prices.elite_yearly;
    prices.elite_yearly = 'price_deleted';
    try {
      const res = await owner.client.post<Errors>('/api/stripe/checkout/elite_yearly');
      expect(res.status).toBe(502);
      expect(res.body.errors.base).toEqual([
        'The payment provider refused the request; nothing was charged. Try again later or contact support.',
      ]);
      expect(res.text).not.toContain('price_deleted');
    } finally {
      if (saved) prices.elite_yearly = saved;
    }
    expect(stand.requests.at(-1)).toMatchObject({ path: '/v1/checkout/sessions', status: 400 });
  });
});

describe('without Stripe configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('still lists plans, says billing is off, and answers 503 to checkout and webhooks', async () => {
    const plans = await bare.client().get<PlansResponse>('/api/plans');
    expect(plans.body.billing_enabled).toBe(false);
    expect(plans.body.plans[0]?.slug).toBe('pro_yearly');
    const owner = await buildSignedInUser(bare, { plan: 'free' });
    const checkout = await owner.client.post<Errors>('/api/stripe/checkout/pro_yearly');
    expect(checkout.status).toBe(503);
    expect(checkout.body.errors.base?.[0]).toBe(
      'Billing is not set up on this server; ask the site administrator to set your plan',
    );
    const status = await owner.client.get<BillingStatus>('/api/billing');
    expect(status.body.billing_enabled).toBe(false);
    const webhook = await bare.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(503);
  });
});
