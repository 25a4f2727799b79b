import type { Database, OrganizationRow } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { conflict } from '../../http/http-error.ts';
import { requireOwner } from './create-checkout-session.ts';
import { billingNotConfigured, callStripe } from './stripe-failure.ts';

/**
 * Opens Stripe's Billing Portal for the organisation's customer (docs/billing.md#billing-portal), where the owner
 * changes the card, sees invoices or cancels; a cancellation comes back by webhook. 409 without a customer (a
 * free organisation, or a plan a site admin set).
 */
export async function createPortalSession(
  db: Database,
  params: {
    stripe: Stripe | null;
    appUrl: string;
    log: FastifyBaseLogger;
    organization: OrganizationRow;
    role: number;
  },
): Promise<{ url: string }> {
  await requireOwner(db, params);
  const customer = params.organization.stripeCustomerId;
  if (!customer) {
    throw conflict('base', 'This organisation has no billing account yet: upgrade first');
  }
  if (!params.stripe) throw billingNotConfigured();
  const { stripe } = params;
  const session = await callStripe(params.log, 'billing portal session', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${params.appUrl}/billing` }),
  );
  return { url: session.url };
}
