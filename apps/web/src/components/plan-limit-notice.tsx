import type { LimitedResource, PlanLimit } from '@app/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error.ts';

/** Each limit's sentence (literal keys, so the catalog check sees them). */
const LIMIT_KEYS: Record<LimitedResource, string> = {
  leagues: 'freeTier.limit.leagues',
  seasons: 'freeTier.limit.seasons',
  divisions: 'freeTier.limit.divisions',
  teams: 'freeTier.limit.teams',
  venues: 'freeTier.limit.venues',
  schedules: 'freeTier.limit.schedules',
  games: 'freeTier.limit.games',
  exports: 'freeTier.limit.exports',
};

/** The limit a failed call ran into (a 402 with its `limit`), or null for any other failure. */
export function planLimitOf(error: unknown): PlanLimit | null {
  return isApiError(error, 402) ? error.limit : null;
}

/**
 * What a free organisation sees instead of a creation past its limit or a paid feature
 * (docs/free-tier-limits.md): the limit in the interface language and an Upgrade button to /billing.
 */
export function PlanLimitNotice(props: { limit: PlanLimit }) {
  const { t } = useTranslation();
  const { resource, max, upgrade_url: upgradeUrl } = props.limit;
  const message =
    resource === 'share_links'
      ? t('freeTier.sharePaid')
      : resource === 'sportsengine_export'
        ? t('freeTier.sportsenginePaid')
        : t(LIMIT_KEYS[resource], { max });
  return (
    <Alert color="yellow" icon={<IconLock size={18} />} role="alert" title={t('freeTier.title')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={upgradeUrl} size="xs">
          {t('freeTier.upgrade')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The paid-feature notice of share links and embed code. */
export const SHARE_LINKS_PAID: PlanLimit = { resource: 'share_links', max: 0, upgrade_url: '/billing' };

/** The paid-feature notice of sending schedules to SportsEngine. */
export const SPORTSENGINE_EXPORT_PAID: PlanLimit = {
  resource: 'sportsengine_export',
  max: 0,
  upgrade_url: '/billing',
};

/** The "need more than 10" hint beside a create button once a free organisation holds its limit. */
export function LimitReachedHint(props: { max: number }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('freeTier.needMore', { max: props.max })} <Link to="/billing">{t('freeTier.upgrade')}</Link>
    </Text>
  );
}
