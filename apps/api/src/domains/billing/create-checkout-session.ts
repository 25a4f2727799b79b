import { findPlan, isOwnerRole, isPaidPlan } from '@app/contracts';
import type { Database, OrganizationRow, UserRow } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { StripeEnv } from '../../env.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/http-error.ts';
import { loadOrganizationOwner } from './load-billing-status.ts';
import { billingNotConfigured, callStripe } from './stripe-failure.ts';

/** 403 for anyone but the owner, naming who pays (docs/billing.md#who-pays). */
export async function requireOwner(
  db: Database,
  access: { organization: OrganizationRow; role: number },
): Promise<void> {
  if (isOwnerRole(access.role)) return;
  const owner = await loadOrganizationOwner(db, access.organization.id);
  throw forbidden(
    owner
      ? `Only the account owner pays for this organisation: ask ${owner.name} (${owner.email})`
      : 'Only the account owner pays for this organisation',
  );
}

/**
 * Starts Stripe Checkout for one catalogue plan (docs/billing.md#checkout): a subscription-mode session with
 * the plan's configured price, tied to the organisation by `client_reference_id` and metadata (on the session
 * and on the subscription it creates), for the organisation's Stripe customer when it has one, else the owner's
 * email. The upgrade itself arrives by webhook; this only answers the page to send the browser to.
 */
export async function createCheckoutSession(
  db: Database,
  params: {
    stripe: Stripe | null;
    stripeEnv: StripeEnv | undefined;
    appUrl: string;
    log: FastifyBaseLogger;
    planSlug: string;
    organization: OrganizationRow;
    role: number;
    user: UserRow;
  },
): Promise<{ url: string }> {
  const plan = findPlan(params.planSlug);
  if (!plan) throw notFound();
  if (plan.custom) {
    throw unprocessable('plan_slug', 'is a custom plan: contact us to set it up');
  }
  await requireOwner(db, params);
  if (isPaidPlan(params.organization.plan)) {
    throw conflict('plan', 'The organisation is already on a paid plan: change it in the billing portal');
  }
  if (!params.stripe || !params.stripeEnv) throw billingNotConfigured();
  const price = params.stripeEnv.prices[plan.slug];
  if (!price) {
    throw new HttpError(503, {
      plan_slug: [`cannot be bought on this server: no Stripe price is set for ${plan.slug}`],
    });
  }
  const { stripe } = params;
  const metadata = { organization_id: params.organization.id, plan_slug: plan.slug };
  const session = await callStripe(params.log, 'checkout session', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: params.organization.id,
      metadata,
      subscription_data: { metadata },
      ...(params.organization.stripeCustomerId
        ? { customer: params.organization.stripeCustomerId }
        : { customer_email: params.user.email }),
      success_url: `${params.appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${params.appUrl}/billing?checkout=cancelled`,
    }),
  );
  if (!session.url) {
    params.log.error({ session: session.id }, 'Stripe checkout session has no url');
    throw new HttpError(502, {
      base: ['The payment provider gave no checkout page; try again in a moment.'],
    });
  }
  return { url: session.url };
}
