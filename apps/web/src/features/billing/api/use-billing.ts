import {
  BillingStatusSchema,
  type PlanLocale,
  PlansResponseSchema,
  StripeRedirectSchema,
} from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** The plan catalogue in the reader's language, and whether checkout works on this server. */
export function usePlans(locale: PlanLocale) {
  return useQuery({
    queryKey: ['plans', locale],
    queryFn: () => api.get(`/api/plans?locale=${locale}`, PlansResponseSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The current organisation's plan and who pays. While `confirming` (back from Checkout, before the webhook has
 * upgraded the organisation) it is asked again every two seconds.
 */
export function useBillingStatus({ confirming }: { confirming: boolean }) {
  return useQuery({
    queryKey: ['billing'],
    queryFn: () => api.get('/api/billing', BillingStatusSchema),
    refetchInterval: (query) => (confirming && !query.state.data?.upgraded ? 2_000 : false),
  });
}

/** Starts Stripe Checkout for a plan; answers the checkout page's URL. */
export function useCheckout() {
  return useMutation({
    mutationFn: (slug: string) =>
      api.post(apiPath`/api/stripe/checkout/${slug}`, undefined, StripeRedirectSchema),
  });
}

/** Opens Stripe's billing portal; answers its URL. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api.post('/api/stripe/billing', undefined, StripeRedirectSchema),
  });
}
