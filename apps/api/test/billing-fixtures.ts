import type { StripeEnv } from '../src/env.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** STRIPE_* settings pointing the library at `stand`. */
export function stripeEnvFor(stand: StripeStandIn): StripeEnv {
  const url = new URL(stand.url);
  return {
    secretKey: stand.secretKey,
    webhookSecret: stand.webhookSecret,
    prices: { ...stand.prices },
    api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
  };
}

/**
 * A test app configured for Stripe against a fresh stand-in, listening on a port of its own so the stand-in
 * delivers webhooks over real HTTP, as Stripe does.
 */
export async function createBillingTestApp(): Promise<{
  t: TestApp;
  stand: StripeStandIn;
  close: () => Promise<void>;
}> {
  const stand = await startStripeStandIn();
  const t = await createTestApp({ env: { stripe: stripeEnvFor(stand) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  stand.webhookUrl = `http://127.0.0.1:${address.port}/api/stripe/webhook`;
  return {
    t,
    stand,
    close: async () => {
      await t.close();
      await stand.close();
    },
  };
}
