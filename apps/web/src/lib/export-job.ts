import { type ExportJob, ExportSchema, FINISHED_JOB_STATUSES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { api } from './api-client.ts';

/** How often the progress toast asks the server how far an export has come. */
export const EXPORT_POLL_MS = 400;

/** Where a built export downloads from (the server names the file). */
export const exportFileUrl = (exportId: string): string =>
  `/api/exports/${encodeURIComponent(exportId)}/file`;

/**
 * Runs an export job (docs/exports.md) to its end: queues it with `queue`, then polls it, showing a toast with
 * its progress that the user can close (which cancels it). Answers the succeeded export; throws with the
 * server's reason when it failed, or "cancelled" when the user cancelled it.
 */
export async function runExportJob(t: TFunction, queue: () => Promise<ExportJob>): Promise<ExportJob> {
  let job = await queue();
  const toast = `export-${job.id}`;
  let cancelled = false;
  notifications.show({
    id: toast,
    loading: true,
    title: t('exportJob.preparing'),
    message: t('exportJob.progress', { percent: job.progress }),
    autoClose: false,
    withCloseButton: true,
    // Closing the toast cancels the export (a finished one has nothing left to cancel).
    onClose: () => {
      if (FINISHED_JOB_STATUSES.includes(job.status)) return;
      cancelled = true;
      void api.post(`/api/exports/${encodeURIComponent(job.id)}/cancel`).catch(() => undefined);
    },
  });
  try {
    while (!FINISHED_JOB_STATUSES.includes(job.status)) {
      await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS));
      if (cancelled) throw new Error(t('exportJob.cancelled'));
      job = await api.get(`/api/exports/${encodeURIComponent(job.id)}`, ExportSchema);
      notifications.update({ id: toast, message: t('exportJob.progress', { percent: job.progress }) });
    }
  } finally {
    notifications.hide(toast);
  }
  if (job.status === 'succeeded') return job;
  throw new Error(
    job.status === 'cancelled' ? t('exportJob.cancelled') : (job.message ?? t('exportJob.failed')),
  );
}
