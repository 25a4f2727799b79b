import { StripeWebhookAnswerSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { errorResponses } from '../../http/error-responses.ts';
import { HttpError } from '../../http/http-error.ts';
import { applyStripeEvent } from './apply-stripe-event.ts';
import { createStripeClient } from './create-stripe-client.ts';
import { billingNotConfigured } from './stripe-failure.ts';

/**
 * POST /api/stripe/webhook (docs/billing.md#webhooks). Stripe signs the exact bytes it sends, so this plugin keeps
 * the body raw (its own content-type parser, inside this plugin only) and the library's `constructEvent` checks
 * the Stripe-Signature header (HMAC-SHA256 under STRIPE_WEBHOOK_SECRET, timestamp within five minutes) before
 * anything is read or stored. The route has no session and opts out of the CSRF guard (`csrf: 'signature'`):
 * the signature is what proves the sender.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripeEnv = app.env.stripe;
  const stripe = stripeEnv ? createStripeClient(stripeEnv) : null;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/stripe/webhook',
    {
      config: { access: 'public', csrf: 'signature' },
      schema: {
        summary: 'Stripe webhook: a signed event (raw JSON body, Stripe-Signature header)',
        description:
          'Handles checkout.session.completed and customer.subscription.created/updated/deleted; other types are stored as ignored. A replayed event answers 200 with outcome duplicate and changes nothing.',
        tags: ['billing'],
        response: { 200: StripeWebhookAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new HttpError(400, { 'stripe-signature': ['is required'] });
      }
      if (!stripe || !stripeEnv?.webhookSecret) throw billingNotConfigured();
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, { base: ['The event body is required'] });
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, stripeEnv.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook signature refused');
        throw new HttpError(400, { 'stripe-signature': ['does not match the event'] });
      }
      const outcome = await applyStripeEvent(app.db, event, stripeEnv.prices);
      request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event received');
      return { received: true as const, outcome };
    },
  );
};
