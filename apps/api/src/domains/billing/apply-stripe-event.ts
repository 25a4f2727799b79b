import { FREE_PLAN, isCheckoutPlan, type StripeEventOutcome } from '@app/contracts';
import { type Database, type OrganizationRow, organizations, stripeEvents } from '@app/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';

// Subscription statuses that give the plan, and those that take it away; the rest (incomplete, past_due,
// paused) are recorded and leave the plan as it is while Stripe retries (docs/billing.md#webhooks).
const PAYING = new Set(['active', 'trialing']);
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What an event asks of an organisation, read from its payload before anything is locked. */
interface Target {
  organizationId: string | null;
  customerId: string | null;
}

type Change = Partial<typeof organizations.$inferInsert>;

/** The organisation an event names: its id from our metadata, else the one holding its Stripe customer. */
async function lockOrganization(tx: Database, target: Target): Promise<OrganizationRow | null> {
  if (target.organizationId && UUID.test(target.organizationId)) {
    const [row] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, target.organizationId))
      .for('update');
    if (row) return row;
  }
  if (target.customerId) {
    const [row] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.stripeCustomerId, target.customerId))
      .for('update');
    if (row) return row;
  }
  return null;
}

/** The catalogue slug a Stripe price buys, from the STRIPE_PRICE_* settings; undefined for another price. */
const slugOfPrice = (prices: Record<string, string>, priceId: string | null): string | undefined =>
  Object.entries(prices).find(([, id]) => id === priceId)?.[0];

/** What a subscription event does to `org`, or only its outcome when it changes nothing. */
function subscriptionChange(
  org: OrganizationRow,
  subscription: Stripe.Subscription,
  eventAt: Date,
  prices: Record<string, string>,
): { outcome: StripeEventOutcome; change?: Change } {
  if (org.stripeEventAt && eventAt < org.stripeEventAt) return { outcome: 'stale' };
  const status = subscription.status;
  // Another subscription ending (an old one, after the owner subscribed again) leaves the current one alone.
  if (org.stripeSubscriptionId && org.stripeSubscriptionId !== subscription.id && !PAYING.has(status)) {
    return { outcome: 'ignored' };
  }
  const base: Change = {
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
    stripeSubscriptionStatus: status,
    stripeEventAt: eventAt,
  };
  if (PAYING.has(status)) {
    const slug = slugOfPrice(prices, subscription.items?.data?.[0]?.price?.id ?? null);
    if (!slug) return { outcome: 'unmatched' };
    return {
      outcome: 'applied',
      change: { ...base, plan: slug, planSource: 'stripe', planUpdatedAt: new Date() },
    };
  }
  if (ENDED.has(status)) {
    return {
      outcome: 'applied',
      change: { ...base, plan: FREE_PLAN, planSource: 'stripe', planUpdatedAt: new Date() },
    };
  }
  return { outcome: 'applied', change: base };
}

/** What a completed Checkout Session does to `org`: ties the customer and, once paid, gives the plan. */
function checkoutChange(
  org: OrganizationRow,
  session: Stripe.Checkout.Session,
  eventAt: Date,
): { outcome: StripeEventOutcome; change?: Change } {
  const customer = idOf(session.customer);
  // The customer is tied whatever the order, so the billing portal opens even after a late delivery.
  const link: Change = org.stripeCustomerId || !customer ? {} : { stripeCustomerId: customer };
  const linkOnly = (outcome: StripeEventOutcome) =>
    Object.keys(link).length > 0 ? { outcome, change: link } : { outcome };
  if (session.mode !== 'subscription') return { outcome: 'ignored' };
  if (org.stripeEventAt && eventAt < org.stripeEventAt) return linkOnly('stale');
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return linkOnly('ignored');
  }
  const slug = session.metadata?.plan_slug;
  if (!slug || !isCheckoutPlan(slug)) return linkOnly('unmatched');
  return {
    outcome: 'applied',
    change: {
      ...link,
      stripeCustomerId: customer ?? org.stripeCustomerId,
      stripeSubscriptionId: idOf(session.subscription) ?? org.stripeSubscriptionId,
      stripeSubscriptionStatus:
        idOf(session.subscription) === org.stripeSubscriptionId
          ? (org.stripeSubscriptionStatus ?? 'active')
          : 'active',
      stripeEventAt: eventAt,
      plan: slug,
      planSource: 'stripe',
      planUpdatedAt: new Date(),
    },
  };
}

/**
 * Applies one verified Stripe event in one transaction (docs/billing.md#webhooks): the organisation it names is
 * locked, the event is stored in `stripe_events` with its outcome (a second delivery of the same id finds it
 * there, answers `duplicate` and changes nothing), and only then is the organisation changed. A subscription
 * event older than the last one applied (`stripe_event_at`) is stored as `stale` and not applied, so events
 * delivered out of order end in the state of the newest.
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  prices: Record<string, string>,
): Promise<StripeEventOutcome> {
  const eventAt = new Date(event.created * 1000);
  const object = event.data.object as unknown as Record<string, unknown>;
  let target: Target = { organizationId: null, customerId: null };
  if (event.type === 'checkout.session.completed') {
    const session = object as unknown as Stripe.Checkout.Session;
    target = {
      organizationId: session.client_reference_id ?? session.metadata?.organization_id ?? null,
      customerId: idOf(session.customer),
    };
  } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = object as unknown as Stripe.Subscription;
    target = {
      organizationId: subscription.metadata?.organization_id ?? null,
      customerId: idOf(subscription.customer),
    };
  }
  const handled = target.organizationId !== null || target.customerId !== null;

  return db.transaction(async (tx) => {
    const org = handled ? await lockOrganization(tx, target) : null;
    let result: { outcome: StripeEventOutcome; change?: Change };
    if (!handled) result = { outcome: 'ignored' };
    else if (!org) result = { outcome: 'unmatched' };
    else if (event.type === 'checkout.session.completed')
      result = checkoutChange(org, object as unknown as Stripe.Checkout.Session, eventAt);
    else result = subscriptionChange(org, object as unknown as Stripe.Subscription, eventAt, prices);

    const stored = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        stripeCreatedAt: eventAt,
        organizationId: org?.id ?? null,
        outcome: result.outcome,
        payload: event,
      })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (stored.length === 0) return 'duplicate';
    if (org && result.change)
      await tx.update(organizations).set(result.change).where(eq(organizations.id, org.id));
    return result.outcome;
  });
}
