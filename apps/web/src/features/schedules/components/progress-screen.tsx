import type { ScheduleStatus } from '@app/contracts';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { RETRY_LABELS } from '../model/labels.ts';

interface Props {
  name: string;
  status: ScheduleStatus;
  cancelling: boolean;
  onCancel: () => Promise<unknown>;
}

/** While a schedule runs: the bar, attempt, best so far, counts, and cancel with confirmation. */
export function ProgressScreen({ name, status, cancelling, onCancel }: Props) {
  const { t } = useTranslation();
  const waiting = status.status === 'queued';
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('schedules.progress.cancelTitle'),
      children: <Text size="sm">{t('schedules.progress.cancelBody')}</Text>,
      labels: { confirm: t('schedules.progress.cancel'), cancel: t('schedules.progress.keepRunning') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void onCancel().then(
          () => notifySuccess(t('schedules.progress.cancelled')),
          () => notifyError(t('schedules.progress.cancelFailed')),
        ),
    });
  return (
    <Card withBorder padding="lg" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('schedules.progress.title', { name })}
        </Title>
        {status.retry_mode && <Text size="sm">{t(RETRY_LABELS[status.retry_mode])}</Text>}
        <Progress
          value={status.progress}
          size="xl"
          aria-label={t('schedules.progress.bar')}
          animated={!waiting}
        />
        <Text fw={600}>{t('schedules.progress.percent', { progress: status.progress })}</Text>
        {waiting ? (
          <Text c="dimmed">{t('schedules.progress.waiting')}</Text>
        ) : (
          <>
            <Text>{t('schedules.progress.attempt', { attempt: Math.max(1, status.attempt) })}</Text>
            <Text>{t('schedules.progress.best', { best: status.best_scheduled, total: status.total })}</Text>
            <Group gap="lg">
              <Text>{t('schedules.progress.scheduled', { count: status.scheduled })}</Text>
              <Text>{t('schedules.progress.remaining', { count: status.remaining })}</Text>
            </Group>
          </>
        )}
        <Text size="sm" c="dimmed">
          {t('schedules.progress.note')}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={confirmCancel} disabled={cancelling}>
            {cancelling ? t('schedules.progress.cancelling') : t('schedules.progress.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
