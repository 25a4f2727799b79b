import { z } from 'zod';

/** POST /api/stripe/checkout/{plan_slug}: the catalogue slug to buy (docs/billing.md#checkout). */
export const CheckoutParamsSchema = z.object({
  plan_slug: z.string().trim().min(1, 'is required').max(100, 'is too long'),
});

/** Checkout and the billing portal answer the Stripe page to send the browser to. */
export const StripeRedirectSchema = z.object({
  url: z.string().describe('A Stripe-hosted page (Checkout or the Billing Portal) to send the browser to'),
});
export type StripeRedirect = z.infer<typeof StripeRedirectSchema>;

/**
 * What applying a webhook event did (docs/billing.md#webhooks): `applied`; `stale` (older than the state
 * already applied); `ignored` (a type or subscription we do not act on); `unmatched` (no organisation or an
 * unknown price); `duplicate` (already received: nothing changed).
 */
export const STRIPE_EVENT_OUTCOMES = ['applied', 'stale', 'ignored', 'unmatched', 'duplicate'] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

export const StripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(STRIPE_EVENT_OUTCOMES),
});
export type StripeWebhookAnswer = z.infer<typeof StripeWebhookAnswerSchema>;

/** GET /api/billing: the current organisation's plan as /billing shows it (docs/billing.md#the-billing-page). */
export const BillingStatusSchema = z.object({
  organization_id: z.string(),
  plan: z.string().describe('`free` or the catalogue slug the organisation is on'),
  upgraded: z.boolean(),
  plan_source: z
    .enum(['stripe', 'admin'])
    .nullable()
    .describe('Who set the plan: a Stripe subscription or a site admin'),
  subscription_status: z.string().nullable().describe("The Stripe subscription's last known status"),
  /** The caller owns the organisation, so may check out and open the billing portal. */
  is_owner: z.boolean(),
  /** Who pays: the organisation's owner. */
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The organisation has a Stripe customer, so the billing portal can open. */
  has_billing_account: z.boolean(),
  billing_enabled: z.boolean(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;
