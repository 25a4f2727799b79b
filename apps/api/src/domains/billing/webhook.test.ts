import type { StripeRedirect } from '@app/contracts';
import { organizations, stripeEvents } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp } from '../../../test/billing-fixtures.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import type { StandInSubscription, StripeStandIn } from '../../../test/stripe-stand-in.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let stand: StripeStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, stand, close } = await createBillingTestApp());
});
afterAll(async () => {
  await close();
});

const organization = async (id: string) => {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new Error('no organisation');
  return row;
};
const storedEvent = async (id: string) =>
  (await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];

/** An owner who paid for `plan` through the stand-in; answers their organisation id and subscription. */
async function paidOwner(
  plan = 'pro_yearly',
): Promise<{ organizationId: string; subscription: StandInSubscription }> {
  const owner = await buildSignedInUser(t, { plan: 'free' });
  const res = await owner.client.post<StripeRedirect>(`/api/stripe/checkout/${plan}`);
  const sessionId = res.body.url.split('/').at(-1) ?? '';
  await stand.pay(sessionId);
  const subscriptionId = stand.checkoutSessions.get(sessionId)?.subscription ?? '';
  const subscription = stand.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error('no subscription');
  return { organizationId: owner.organizationId, subscription };
}

/** A subscription of `organizationId` in `status`, as Stripe would send it. */
const subscriptionOf = (organizationId: string, status: string, price = 'price_elite_yearly') => ({
  id: 'sub_ordering',
  object: 'subscription',
  customer: `cus_${organizationId.slice(0, 8)}`,
  status,
  metadata: { organization_id: organizationId, plan_slug: 'elite_yearly' },
  items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: price } }] },
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing or forged signature with 400 and stores nothing', async () => {
    const { organizationId } = await paidOwner();
    const event = stand.buildEvent(
      'customer.subscription.deleted',
      subscriptionOf(organizationId, 'canceled'),
    );
    const missing = await stand.deliver(event, { signature: null });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body)).toEqual({ errors: { 'stripe-signature': ['is required'] } });
    const forged = await stand.deliver(event, {
      signature: stand.sign(event.payload, undefined, 'whsec_not_the_secret'),
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ errors: { 'stripe-signature': ['does not match the event'] } });
    // A signature of other bytes (the payload altered after signing) is refused too.
    const tampered = await stand.deliver(
      { ...event, payload: event.payload.replace('"canceled"', '"active"') },
      { signature: stand.sign(event.payload) },
    );
    expect(tampered.status).toBe(400);
    // A valid signature from long ago (a captured delivery replayed later) is outside the tolerance.
    const old = await stand.deliver(event, {
      signature: stand.sign(event.payload, Math.floor(Date.now() / 1000) - 3600),
    });
    expect(old.status).toBe(400);
    expect(await storedEvent(event.id)).toBeUndefined();
    expect(await organization(organizationId)).toMatchObject({ plan: 'pro_yearly' });
  });

  it('needs no CSRF token (the signature proves the sender) and keeps the raw body for it', async () => {
    const { organizationId } = await paidOwner();
    const event = stand.buildEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    // deliver() sends no cookie and no X-CSRF-Token, as Stripe does.
    const res = await stand.deliver(event);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'ignored' });
    expect(await storedEvent(event.id)).toMatchObject({
      type: 'invoice.paid',
      outcome: 'ignored',
      organizationId: null,
    });
    expect(await organization(organizationId)).toMatchObject({ plan: 'pro_yearly' });
  });

  it('applies a replayed event once: the second delivery answers 200 and changes nothing', async () => {
    const { organizationId, subscription } = await paidOwner();
    const cancel = stand.buildEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    const first = await stand.deliver(cancel);
    expect(JSON.parse(first.body)).toEqual({ received: true, outcome: 'applied' });
    expect(await organization(organizationId)).toMatchObject({
      plan: 'free',
      stripeSubscriptionStatus: 'canceled',
    });

    // An admin grants a plan by hand meanwhile; the replay must not take it away again.
    await t.db
      .update(organizations)
      .set({ plan: 'elite_yearly', planSource: 'admin' })
      .where(eq(organizations.id, organizationId));
    const replay = await stand.deliver(cancel);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'duplicate' });
    expect(await organization(organizationId)).toMatchObject({ plan: 'elite_yearly', planSource: 'admin' });
    const rows = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, cancel.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'applied',
      organizationId,
      type: 'customer.subscription.deleted',
    });
  });

  it('cancellation (deleted, or unpaid) takes the organisation back to free', async () => {
    const paid = await paidOwner('all_star_yearly');
    expect(await organization(paid.organizationId)).toMatchObject({
      plan: 'all_star_yearly',
      planSource: 'stripe',
    });
    const unpaid = await stand.setSubscriptionStatus(paid.subscription.id, 'unpaid');
    expect(JSON.parse(unpaid.body).outcome).toBe('applied');
    expect(await organization(paid.organizationId)).toMatchObject({
      plan: 'free',
      stripeSubscriptionStatus: 'unpaid',
    });

    const other = await paidOwner('elite_yearly');
    // past_due keeps the plan while Stripe retries the card.
    await stand.setSubscriptionStatus(other.subscription.id, 'past_due');
    expect(await organization(other.organizationId)).toMatchObject({
      plan: 'elite_yearly',
      stripeSubscriptionStatus: 'past_due',
    });
    const deleted = await stand.setSubscriptionStatus(other.subscription.id, 'canceled');
    expect(stand.deliveries.at(-1)?.event.type).toBe('customer.subscription.deleted');
    expect(JSON.parse(deleted.body).outcome).toBe('applied');
    expect(await organization(other.organizationId)).toMatchObject({
      plan: 'free',
      stripeSubscriptionStatus: 'canceled',
    });
  });

  it('out of order: a deletion delivered before the creation and update it follows wins', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const id = owner.organizationId;
    const created = stand.buildEvent(
      'customer.subscription.created',
      subscriptionOf(id, 'active'),
      1_800_000_000,
    );
    const updated = stand.buildEvent(
      'customer.subscription.updated',
      subscriptionOf(id, 'active'),
      1_800_000_100,
    );
    const deleted = stand.buildEvent(
      'customer.subscription.deleted',
      subscriptionOf(id, 'canceled'),
      1_800_000_200,
    );

    expect(JSON.parse((await stand.deliver(deleted)).body).outcome).toBe('applied');
    expect(JSON.parse((await stand.deliver(created)).body).outcome).toBe('stale');
    expect(JSON.parse((await stand.deliver(updated)).body).outcome).toBe('stale');
    expect(await organization(id)).toMatchObject({
      plan: 'free',
      stripeSubscriptionStatus: 'canceled',
      stripeEventAt: new Date(1_800_000_200_000),
    });
    expect(await storedEvent(created.id)).toMatchObject({ outcome: 'stale', organizationId: id });
  });

  it('out of order: an older update after a newer one is stored as stale and not applied', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const id = owner.organizationId;
    const older = stand.buildEvent(
      'customer.subscription.updated',
      subscriptionOf(id, 'canceled'),
      1_800_001_000,
    );
    const newer = stand.buildEvent(
      'customer.subscription.updated',
      subscriptionOf(id, 'active'),
      1_800_001_050,
    );
    expect(JSON.parse((await stand.deliver(newer)).body).outcome).toBe('applied');
    expect(await organization(id)).toMatchObject({ plan: 'elite_yearly', planSource: 'stripe' });
    expect(JSON.parse((await stand.deliver(older)).body).outcome).toBe('stale');
    expect(await organization(id)).toMatchObject({
      plan: 'elite_yearly',
      stripeSubscriptionStatus: 'active',
    });
  });

  it('stores an event for no known organisation or an unknown price as unmatched, changing nothing', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const stranger = stand.buildEvent('customer.subscription.updated', {
      ...subscriptionOf('not-a-uuid', 'active'),
      customer: 'cus_nobody',
    });
    expect(JSON.parse((await stand.deliver(stranger)).body).outcome).toBe('unmatched');
    const unknownPrice = stand.buildEvent(
      'customer.subscription.updated',
      subscriptionOf(owner.organizationId, 'active', 'price_from_another_product'),
    );
    expect(JSON.parse((await stand.deliver(unknownPrice)).body).outcome).toBe('unmatched');
    expect(await organization(owner.organizationId)).toMatchObject({ plan: 'free' });
  });
});
