import { findPlan, type Plan, type PlanLocale } from '@app/contracts';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBillingPortal, useBillingStatus, useCheckout, usePlans } from '../api/use-billing.ts';
import { PlanCard } from '../components/plan-card.tsx';

/** Sends the browser to a Stripe page (Checkout, the billing portal). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * /billing (docs/billing.md#the-billing-page): an upgraded organisation sees a thank-you with its plan and the
 * billing portal; any other sees the plan cards in the reader's language. Back from Checkout
 * (`?checkout=success`) the page asks the server until the webhook has upgraded the organisation.
 */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const locale: PlanLocale = user.data?.locale === 'ja' ? 'ja' : 'en';
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const status = useBillingStatus({ confirming: returned === 'success' });
  const plans = usePlans(locale);
  const checkout = useCheckout();
  const portal = useBillingPortal();
  const [buying, setBuying] = useState<string | null>(null);

  if (status.isPending || plans.isPending) return <PageLoader />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => status.refetch()} />;
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => plans.refetch()} />;
  const billing = status.data;

  function upgrade(plan: Plan) {
    setBuying(plan.slug);
    checkout.mutate(plan.slug, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => {
        setBuying(null);
        notifyError(error.message, { title: t('billing.checkoutFailed') });
      },
    });
  }

  function openPortal() {
    portal.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => notifyError(error.message, { title: t('billing.portalFailed') }),
    });
  }

  if (billing.upgraded) {
    const plan = findPlan(billing.plan);
    return (
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('billing.title')}</Title>
        <Card withBorder radius="md" padding="xl">
          <Stack gap="md" align="flex-start">
            <IconHeartHandshake size={40} color="var(--mantine-color-indigo-6)" aria-hidden />
            <Title order={2}>{t('billing.thankYou')}</Title>
            <Text>{t('billing.onPlan', { plan: plan?.name ?? billing.plan })}</Text>
            {billing.has_billing_account ? (
              billing.is_owner ? (
                <Button
                  leftSection={<IconCreditCard size={18} />}
                  loading={portal.isPending}
                  onClick={openPortal}
                >
                  {t('billing.manage')}
                </Button>
              ) : (
                <Text c="dimmed">{t('billing.ownerManages', { name: billing.owner?.name ?? '' })}</Text>
              )
            ) : (
              <Text c="dimmed">{t('billing.setByAdmin')}</Text>
            )}
          </Stack>
        </Card>
      </Stack>
    );
  }

  const canBuy = plans.data.billing_enabled && billing.is_owner;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('billing.title')}</Title>
        <Text c="dimmed">{t('billing.intro')}</Text>
      </Stack>
      {returned === 'success' && (
        <Alert color="indigo" icon={<Loader size={18} />} title={t('billing.confirming')}>
          {t('billing.confirmingBody')}
        </Alert>
      )}
      {returned === 'cancelled' && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('billing.cancelled')}
        </Alert>
      )}
      {!plans.data.billing_enabled && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t('billing.notSetUp')}>
          {t('billing.notSetUpBody')}
        </Alert>
      )}
      {plans.data.billing_enabled && !billing.is_owner && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {billing.owner
            ? t('billing.ownerPays', { name: billing.owner.name, email: billing.owner.email })
            : t('billing.ownerPaysUnknown')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: plans.data.plans.length }} spacing="md">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.slug}
            plan={plan}
            locale={i18n.language}
            canBuy={canBuy}
            busy={buying === plan.slug}
            disabled={buying !== null && buying !== plan.slug}
            onUpgrade={upgrade}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Text c="dimmed" fz="sm">
          {t('billing.securePayment')}
        </Text>
      </Group>
    </Stack>
  );
}
