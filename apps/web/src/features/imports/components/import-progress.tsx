import type { ImportJob } from '@app/contracts';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A running import: rows checked of the file's total, then "saving" while its one transaction writes every
 * row, with a Cancel button (the import saves nothing once cancelled).
 */
export function ImportProgress({
  job,
  cancelling,
  onCancel,
}: {
  job: ImportJob;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const percent = job.total_rows === 0 ? 0 : Math.round((job.processed_rows / job.total_rows) * 100);
  const saving = job.status === 'running' && job.processed_rows >= job.total_rows;
  const label =
    job.status === 'queued'
      ? t('imports.jobQueued')
      : saving
        ? t('imports.jobSaving', { total: job.total_rows.toLocaleString() })
        : t('imports.jobProgress', {
            processed: job.processed_rows.toLocaleString(),
            total: job.total_rows.toLocaleString(),
          });
  return (
    <Stack gap={6} role="status" aria-label={t('imports.jobProgressLabel')}>
      <Progress
        value={percent}
        animated={saving || job.status === 'queued'}
        striped={saving}
        aria-label={t('imports.jobProgressLabel')}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Button size="xs" variant="default" color="red" loading={cancelling} onClick={onCancel}>
          {t('imports.jobCancel')}
        </Button>
      </Group>
    </Stack>
  );
}
