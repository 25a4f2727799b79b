import Stripe from 'stripe';
import type { StripeEnv } from '../../env.ts';

/**
 * The official Stripe library configured from STRIPE_SECRET_KEY (docs/billing.md#configuration); STRIPE_API_URL
 * only points it at a local stand-in in tests. One retry on a network failure (the library adds idempotency
 * keys), a 20 s timeout so a request never hangs on Stripe.
 */
export function createStripeClient(stripe: StripeEnv): Stripe {
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(stripe.api ?? {}),
  });
}
