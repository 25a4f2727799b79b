import type { Plan } from '@app/contracts';
import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactLink, formatPrice } from '../model/format-price.ts';

interface PlanCardProps {
  plan: Plan;
  locale: string;
  /** The Upgrade button works: billing is set up and the reader owns the organisation. */
  canBuy: boolean;
  /** This card's checkout is starting. */
  busy: boolean;
  /** Another card's checkout is starting. */
  disabled: boolean;
  onUpgrade: (plan: Plan) => void;
}

/** One plan: name, monthly price billed yearly, description, features with sub-features and its action. */
export function PlanCard({ plan, locale, canBuy, busy, disabled, onUpgrade }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={plan.popular ? 'md' : undefined}
      style={plan.popular ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
      aria-label={plan.name}
      component="section"
    >
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          {plan.popular && (
            <Badge color="indigo" variant="filled" w="fit-content">
              {t('billing.popular')}
            </Badge>
          )}
          <Title order={3}>{plan.name}</Title>
          {plan.price !== null && plan.annual_price !== null ? (
            <>
              <Text fz={28} fw={700} lh={1.1}>
                {formatPrice(plan.price, plan.currency, locale)}
                <Text span c="dimmed" fz="sm" fw={400}>
                  {' '}
                  {t('billing.perMonth')}
                </Text>
              </Text>
              <Text c="dimmed" fz="sm">
                {t('billing.billedYearly', { amount: formatPrice(plan.annual_price, plan.currency, locale) })}
              </Text>
            </>
          ) : (
            <Text fz={28} fw={700} lh={1.1}>
              {t('billing.contactPrice')}
            </Text>
          )}
        </Stack>
        <Text>{plan.description}</Text>
        <List spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}>
          {plan.features.map((feature) => (
            <List.Item key={feature.name}>
              <Text fz="sm" fw={600}>
                {feature.name}
              </Text>
              {feature.sub_features.length > 0 && (
                <List withPadding size="xs" listStyleType="disc" c="dimmed">
                  {feature.sub_features.map((sub) => (
                    <List.Item key={sub}>{sub}</List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          ))}
        </List>
        <div style={{ marginTop: 'auto' }}>
          {plan.custom ? (
            <Button component="a" href={contactLink(plan.name)} variant="light" fullWidth>
              {t('billing.contact')}
            </Button>
          ) : (
            <Button
              fullWidth
              variant={plan.popular ? 'filled' : 'light'}
              loading={busy}
              disabled={!canBuy || disabled}
              onClick={() => onUpgrade(plan)}
              aria-label={t('billing.upgradeTo', { plan: plan.name })}
            >
              {t('billing.upgrade')}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
