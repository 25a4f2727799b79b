import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { HttpError } from '../../http/http-error.ts';

/**
 * Runs one call to Stripe; a failure is logged with Stripe's own message and request id, and answered 502 with
 * a message a user can act on, never Stripe's internals or a stack trace (docs/billing.md#failures).
 */
export async function callStripe<T>(
  log: FastifyBaseLogger,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const isStripeError = error instanceof Stripe.errors.StripeError;
    log.error(
      isStripeError
        ? {
            stripe: {
              type: error.type,
              code: error.code,
              message: error.message,
              requestId: error.requestId,
            },
          }
        : { err: error },
      `Stripe ${what} failed`,
    );
    const unreachable = !isStripeError || error instanceof Stripe.errors.StripeConnectionError;
    throw new HttpError(502, {
      base: [
        unreachable
          ? 'The payment provider could not be reached; nothing was charged. Try again in a moment.'
          : 'The payment provider refused the request; nothing was charged. Try again later or contact support.',
      ],
    });
  }
}

/** 503 when this server has no Stripe key: plans are then set by a site admin (docs/billing.md). */
export const billingNotConfigured = (): HttpError =>
  new HttpError(503, {
    base: ['Billing is not set up on this server; ask the site administrator to set your plan'],
  });
