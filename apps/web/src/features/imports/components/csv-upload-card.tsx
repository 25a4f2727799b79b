import { CSV_COLUMNS, type CsvKind } from '@app/contracts';
import { Anchor, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { isImportFinished, useCancelImport, useImportJob, useStartImport } from '../api/use-import-job.ts';
import { CSV_KIND_TEXT } from './csv-kind-text.ts';
import { CsvProblemList } from './csv-problem-list.tsx';
import { type CsvProblems, csvProblems } from './csv-problems.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ImportProgress } from './import-progress.tsx';
import { readFileText } from './read-file-text.ts';

/** Spreadsheets must be saved as CSV first: a workbook's bytes are not text the reader understands. */
function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/**
 * One kind's upload area: its current count, sample download, columns and rules, and a drop zone. The file
 * goes to the server as an import job (docs/imports.md), whose progress shows as a bar with a Cancel button
 * until it ends: the count on success, every bad row when it failed. The browser does not check the cells
 * first: only the server can also tell which names do not resolve in the season, and a file rejected for
 * its cells alone would hide those rows until the next upload.
 */
export function CsvUploadCard({
  kind,
  seasonId,
  count,
}: {
  kind: CsvKind;
  seasonId: string;
  count: number | undefined;
}) {
  const { t } = useTranslation();
  const startImport = useStartImport(seasonId);
  const cancelImport = useCancelImport();
  const [isReading, setIsReading] = useState(false);
  const [running, setRunning] = useState<{ id: string; fileName: string } | null>(null);
  const jobQuery = useImportJob(seasonId, running?.id ?? null);
  const [rejected, setRejected] = useState<{ fileName: string; problems: CsvProblems } | null>(null);
  const text = CSV_KIND_TEXT[kind];
  const title = t(text.title);
  const job = jobQuery.data;

  // The job's end, once: the count, the bad rows, or the cancel; then the drop zone takes a new file.
  useEffect(() => {
    if (!running) return;
    if (jobQuery.isError) {
      notifyError(jobQuery.error.message, { title: t('imports.csvFailed') });
      setRunning(null);
      return;
    }
    if (!job || job.id !== running.id || !isImportFinished(job)) return;
    if (job.status === 'succeeded') {
      notifySuccess(t('imports.csvImported', { count: job.created_count, kind: title }));
    } else if (job.status === 'cancelled') {
      notifyInfo(t('imports.jobCancelled', { name: running.fileName }));
    } else {
      const errors = Object.keys(job.errors).length > 0 ? job.errors : { base: [job.message ?? ''] };
      setRejected({ fileName: running.fileName, problems: csvProblems(errors) });
    }
    setRunning(null);
  }, [job, jobQuery.isError, jobQuery.error, running, t, title]);

  async function handleFile(file: File) {
    setRejected(null);
    if (!isCsvFile(file)) {
      notifyError(t('imports.notCsv', { name: file.name }));
      return;
    }
    setIsReading(true);
    let csv: string;
    try {
      csv = await readFileText(file);
    } catch {
      notifyError(t('imports.unreadable', { name: file.name }));
      return;
    } finally {
      setIsReading(false);
    }
    startImport.mutate(
      { kind, csv },
      {
        onSuccess: (queued) => setRunning({ id: queued.id, fileName: file.name }),
        onError: (failure) => {
          if (isApiError(failure) && (failure.status === 422 || failure.status === 400)) {
            setRejected({ fileName: file.name, problems: csvProblems(failure.errors) });
          } else {
            notifyError(failure.message, { title: t('imports.csvFailed') });
          }
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="light" color="gray">
            {count === undefined ? '…' : t(text.count, { count })}
          </Badge>
        </Group>
        <Text size="sm">
          {t('imports.columns')} <Code>{CSV_COLUMNS[kind].join(', ')}</Code>
        </Text>
        <Text size="sm" c="dimmed">
          {t(text.rules)}
        </Text>
        <Anchor href={`/csvs/${kind}.csv`} download size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            {t('imports.sample', { kind: title })}
          </Group>
        </Anchor>
        <FileDropZone
          label={t('imports.csvFile', { kind: title })}
          hint={t('imports.dropCsv')}
          accept=".csv,text/csv"
          isBusy={isReading || startImport.isPending || running !== null}
          onFile={(file) => void handleFile(file)}
        />
        {running && job && !isImportFinished(job) ? (
          <ImportProgress
            job={job}
            cancelling={cancelImport.isPending}
            onCancel={() =>
              cancelImport.mutate(job.id, {
                onError: (failure) => notifyError(failure.message, { title: t('imports.csvFailed') }),
              })
            }
          />
        ) : null}
        {rejected ? <CsvProblemList fileName={rejected.fileName} problems={rejected.problems} /> : null}
      </Stack>
    </Paper>
  );
}
