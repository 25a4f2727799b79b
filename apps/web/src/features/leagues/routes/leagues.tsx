import { Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconFileImport, IconPlus, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { LeagueCard, type SeasonRowProps } from '../components/league-card.tsx';

/**
 * /leagues: every league of the organisation with its seasons. Each league can be renamed, downloaded as
 * JSON and deleted; each season opened (made current, then /), renamed and deleted. Deletes ask first.
 * The season rows belong to the seasons feature, so the app passes them in (app/pages/leagues-page.tsx).
 */
export function LeaguesPage({ SeasonRow }: { SeasonRow: ComponentType<SeasonRowProps> }) {
  const { t } = useTranslation();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();

  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }
  const { leagues, current_season_id: currentSeasonId = null } = infoQuery.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('leagues.title')}
        </Title>
        {canManage && leagues.length > 0 ? (
          <Button component={Link} to="/leagues/new" leftSection={<IconPlus size={16} />}>
            {t('leagues.newLeague')}
          </Button>
        ) : null}
      </Group>
      {leagues.length === 0 ? (
        <EmptyState
          icon={<IconTrophy size={32} />}
          title={t('leagues.emptyTitle')}
          description={canManage ? t('leagues.emptyMessage') : t('leagues.emptyReadOnly')}
        >
          {canManage ? (
            <EmptyState.Actions>
              <Button component={Link} to="/leagues/new" leftSection={<IconPlus size={16} />}>
                {t('leagues.newLeague')}
              </Button>
              <Button
                component={Link}
                to="/import"
                variant="default"
                leftSection={<IconFileImport size={16} />}
              >
                {t('leagues.importFile')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      ) : (
        leagues.map((league) => (
          <LeagueCard
            key={league.id}
            league={league}
            currentSeasonId={currentSeasonId}
            canManage={canManage}
            SeasonRow={SeasonRow}
          />
        ))
      )}
    </Stack>
  );
}
