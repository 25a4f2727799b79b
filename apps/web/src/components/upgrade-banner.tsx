import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeagueInfo } from '../lib/session.ts';

/**
 * The upgrade banner a free organisation sees on the dashboard, the schedules and tournaments lists and above
 * the game table (docs/free-tier.md#the-upgrade-banner); nothing on a paid plan or before the league
 * information has loaded. `games` says the page shows games, some of them hidden.
 */
export function UpgradeBanner(props: { games?: boolean }) {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  if (!info.data || info.data.current_organization.upgraded) return null;
  return (
    <Alert color="yellow" icon={<IconSparkles size={18} />} data-testid="upgrade-banner">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{props.games ? t('freeTier.banner.games') : t('freeTier.banner.general')}</Text>
        <Button component={Link} to="/billing" size="xs">
          {t('freeTier.upgrade')}
        </Button>
      </Group>
    </Alert>
  );
}
