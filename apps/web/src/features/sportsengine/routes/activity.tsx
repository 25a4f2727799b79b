import type { Activity } from '@app/contracts';
import { Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSelectSeason } from '../../../queries/use-select-season.ts';
import { useActivity } from '../api/use-activity.ts';

/**
 * /activity/{id} (docs/sportsengine.md#activities): a progress animation while the activity runs, asked again
 * every 2 s. Finished: a success notice; an import's league and season become current, then the dashboard.
 * Failed or cancelled: the activity's message as an error notice, league information refreshed, then /.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const activity = useActivity(id);
  const selectSeason = useSelectSeason();
  const ended = useRef(false);
  const data = activity.data;

  useEffect(() => {
    if (!data || ended.current || !(data.finished || data.error)) return;
    ended.current = true;
    if (data.error) {
      notifyError(data.message ?? t('sportsengine.activity.failed'), { id: `activity-${data.id}` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo });
      navigate('/');
      return;
    }
    notifySuccess(successText(t, data), { id: `activity-${data.id}` });
    if (data.league_id !== null && data.season_id !== null) {
      selectSeason.mutate(
        { league_id: data.league_id, season_id: data.season_id },
        {
          onSettled: () => navigate('/'),
        },
      );
    } else {
      navigate('/');
    }
  }, [data, navigate, queryClient, selectSeason, t]);

  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  const percent = data && data.total > 0 ? Math.round((100 * data.progress) / data.total) : undefined;
  return (
    <Stack gap="lg" maw={560} mx="auto" mt="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="md" aria-live="polite">
          <Loader type="dots" size="lg" aria-hidden />
          <Title order={1} size="h3" ta="center">
            {t(
              data?.kind.startsWith('import') === false
                ? 'sportsengine.activity.working'
                : 'sportsengine.activity.importing',
            )}
          </Title>
          <Progress
            value={percent ?? 100}
            animated
            striped
            w="100%"
            aria-label={t('sportsengine.activity.progress')}
          />
          <Text size="sm" c="dimmed">
            {data && data.total > 0
              ? t('sportsengine.activity.step', { progress: data.progress, total: data.total })
              : t('sportsengine.activity.waiting')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

function successText(t: (key: string, options?: Record<string, unknown>) => string, data: Activity): string {
  if (!data.kind.startsWith('import')) return t('sportsengine.activity.done');
  return t('sportsengine.activity.imported', {
    teams: data.result.teams ?? 0,
    games: data.result.games ?? 0,
    practices: data.result.practices ?? 0,
  });
}
