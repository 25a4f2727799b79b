import {
  BillingStatusSchema,
  CheckoutParamsSchema,
  PlansQuerySchema,
  PlansResponseSchema,
  plansFor,
  StripeRedirectSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import { createStripeClient } from './create-stripe-client.ts';
import { loadBillingStatus } from './load-billing-status.ts';

/** Plans, checkout and the billing portal (docs/billing.md); the webhook is in routes-webhook.ts. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = app.env.stripe ? createStripeClient(app.env.stripe) : null;
  const billingEnabled = stripe !== null;

  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The plan catalogue in one language, and whether checkout works on this server',
        tags: ['billing'],
        querystring: PlansQuerySchema,
        response: { 200: PlansResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ plans: plansFor(request.query.locale), billing_enabled: billingEnabled }),
  );

  app.get(
    '/billing',
    {
      config: { access: 'member' },
      schema: {
        summary: "The current organisation's plan, who pays for it and whether its billing portal opens",
        tags: ['billing'],
        response: { 200: BillingStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organization, role } = organizationOf(request);
      return loadBillingStatus(app.db, { organization, role, billingEnabled });
    },
  );

  app.post(
    '/stripe/checkout/:plan_slug',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Start Stripe Checkout for a plan (owner only); answers the checkout page URL',
        tags: ['billing'],
        params: CheckoutParamsSchema,
        response: { 200: StripeRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organization, role, user } = organizationOf(request);
      return createCheckoutSession(app.db, {
        stripe,
        stripeEnv: app.env.stripe,
        appUrl: app.env.appUrl,
        log: request.log,
        planSlug: request.params.plan_slug,
        organization,
        role,
        user,
      });
    },
  );

  app.post(
    '/stripe/billing',
    {
      config: { access: 'member' },
      schema: {
        summary: "Open Stripe's billing portal for the organisation (owner only); answers the portal URL",
        tags: ['billing'],
        response: { 200: StripeRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organization, role } = organizationOf(request);
      return createPortalSession(app.db, {
        stripe,
        appUrl: app.env.appUrl,
        log: request.log,
        organization,
        role,
      });
    },
  );
};
