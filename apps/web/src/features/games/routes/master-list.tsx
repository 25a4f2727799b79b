import { Alert, Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useSeasonGames } from '../../../queries/use-season-games.ts';
import { GamesWorkspace, type ScheduleToolsProps } from '../components/games-workspace.tsx';

/** /list: the master game list, every game of the current season's schedules (docs/games.md). */
export function MasterListPage({ ScheduleTools }: { ScheduleTools: ComponentType<ScheduleToolsProps> }) {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  const seasonId = info.data?.current_season_id ?? '';
  const list = useSeasonGames(seasonId);
  if (!seasonId && !info.isPending) return <Alert title={t('schedules.noSeason')} />;
  if (list.error) return <Alert color="red">{t('schedules.loadFailed')}</Alert>;
  if (!list.data) return <PageLoader />;
  const tournament = list.data.schedules.length > 0 && list.data.schedules.every((s) => s.is_tournament);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('games.master')}
      </Title>
      <GamesWorkspace
        seasonId={seasonId}
        scheduleId={null}
        title={t('games.master')}
        tournament={tournament}
        practice={false}
        divisionId={null}
        schedules={list.data.schedules}
        source={list.data}
        ScheduleTools={ScheduleTools}
      />
    </Stack>
  );
}
