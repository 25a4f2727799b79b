import type { SyncedSchedule } from '@app/contracts';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSportsengineActivity, useSyncedSchedules } from '../../../queries/use-sportsengine-sync.ts';

/**
 * /sportsengine/delete (docs/sportsengine.md, "Deleting"): the schedules with games on SportsEngine, each with
 * "Delete N Games", which asks first, then starts the clear and goes to /activity/{id}. The schedule and its
 * games stay here; only their events on SportsEngine go.
 */
export function SportsengineDeletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSyncedSchedules();
  const { clearSchedule } = useSportsengineActivity();

  const title = (
    <Title order={1} size="h2">
      {t('sportsengine.delete.title')}
    </Title>
  );
  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return (
      <Stack gap="md">
        {title}
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </Stack>
    );
  }
  const confirm = (schedule: SyncedSchedule) =>
    modals.openConfirmModal({
      title: t('sportsengine.delete.confirmTitle', { name: schedule.name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('sportsengine.delete.confirmBody', { count: schedule.synced })}</Text>
          <Text size="sm" c="dimmed">
            {t('sportsengine.delete.notice')}
          </Text>
        </Stack>
      ),
      labels: {
        confirm: t('sportsengine.delete.button', { count: schedule.synced }),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        clearSchedule.mutate(schedule.id, {
          onSuccess: (activityId) => navigate(`/activity/${activityId}`),
          onError: (error) => notifyError(errorText(error, t('sportsengine.delete.failed'))),
        }),
    });
  const schedules = list.data.schedules;
  return (
    <Stack gap="md">
      {title}
      <Alert color="blue" icon={<IconClock size={18} />}>
        {t('sportsengine.delete.notice')}
      </Alert>
      {!list.data.connected && schedules.length > 0 && (
        <Alert color="yellow">{t('sportsengine.delete.notConnected')}</Alert>
      )}
      {schedules.length === 0 ? (
        <Alert title={t('sportsengine.delete.none')}>
          <Button component={Link} to="/schedules" size="xs" mt="xs">
            {t('sportsengine.delete.goToSchedules')}
          </Button>
        </Alert>
      ) : (
        schedules.map((schedule) => (
          <Card key={schedule.id} withBorder padding="md" component="article" aria-label={schedule.name}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Anchor component={Link} to={`/schedules/${schedule.id}`} fw={600}>
                  {schedule.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('sportsengine.delete.season', { name: schedule.season_name })} ·{' '}
                  {t('sportsengine.delete.synced', { count: schedule.synced })}
                </Text>
              </Stack>
              <Button
                color="red"
                variant="light"
                disabled={!list.data.connected || clearSchedule.isPending}
                loading={clearSchedule.isPending && clearSchedule.variables === schedule.id}
                onClick={() => confirm(schedule)}
              >
                {t('sportsengine.delete.button', { count: schedule.synced })}
              </Button>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
