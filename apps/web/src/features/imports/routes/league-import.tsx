import { uniqueLeagueName } from '@app/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useImportLeague } from '../api/use-import-league.ts';
import { FileDropZone } from '../components/file-drop-zone.tsx';
import { ImportTabs } from '../components/import-tabs.tsx';
import {
  type LeagueFileProblem,
  type LeagueFileSummary,
  leagueFileProblems,
  readLeagueFile,
} from '../components/league-file.ts';
import { LeagueFileProblems } from '../components/league-file-problems.tsx';
import { readFileText } from '../components/read-file-text.ts';

type Chosen =
  | { status: 'ready'; fileName: string; document: unknown; summary: LeagueFileSummary }
  | { status: 'notJson'; fileName: string }
  | { status: 'invalid'; fileName: string; problems: LeagueFileProblem[] };

function SummaryCount({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={600}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * /import: a league file (JSON, as exported from /leagues) becomes a new league. The file is checked in
 * the browser with the shared schema and summarised first, with the new league's name to confirm: when the
 * organisation has a league of that name, the page says the number the copy will get ("Name (2)", as the
 * server names it, docs/leagues.md) and the user may type another. Importing makes the new league current
 * and goes to the dashboard.
 */
export function LeagueImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();
  const importLeague = useImportLeague();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [name, setName] = useState('');
  const leagueNames = infoQuery.data?.leagues.map((league) => league.name) ?? [];
  const wantedName = name.trim();
  const finalName = wantedName === '' ? '' : uniqueLeagueName(wantedName, leagueNames);

  async function handleFile(file: File) {
    setChosen(null);
    setIsReading(true);
    try {
      const result = readLeagueFile(await readFileText(file));
      setChosen({ ...result, fileName: file.name });
      if (result.status === 'ready') setName(result.summary.leagueName);
    } catch {
      notifyError(t('imports.unreadable', { name: file.name }));
    } finally {
      setIsReading(false);
    }
  }

  function handleImport(ready: Extract<Chosen, { status: 'ready' }>) {
    importLeague.mutate(
      { document: ready.document, name: wantedName },
      {
        onSuccess: (imported) => {
          notifySuccess(t('imports.leagueImported', { name: imported.league.name }));
          navigate('/');
        },
        onError: (failure) => {
          if (isApiError(failure) && (failure.status === 400 || failure.status === 422)) {
            setChosen({
              status: 'invalid',
              fileName: ready.fileName,
              problems: leagueFileProblems(failure.errors),
            });
          } else {
            notifyError(failure.message, { title: t('imports.leagueImportFailed') });
          }
        },
      },
    );
  }

  let body: ReactNode;
  if (infoQuery.isPending) {
    body = <PageLoader />;
  } else if (infoQuery.isError) {
    body = <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  } else if (!canManage) {
    body = <Alert color="blue">{t('imports.notAllowed')}</Alert>;
  } else {
    body = (
      <>
        <Text size="sm">{t('imports.jsonIntro')}</Text>
        <FileDropZone
          label={t('imports.jsonFile')}
          hint={t('imports.dropJson')}
          accept=".json,application/json"
          isBusy={isReading}
          isDisabled={importLeague.isPending}
          onFile={(file) => void handleFile(file)}
        />
        {chosen?.status === 'notJson' ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('imports.jsonInvalid')}
            role="alert"
          >
            {t('imports.notJson', { name: chosen.fileName })}
          </Alert>
        ) : null}
        {chosen?.status === 'invalid' ? (
          <LeagueFileProblems fileName={chosen.fileName} problems={chosen.problems} />
        ) : null}
        {chosen?.status === 'ready' ? (
          <Paper withBorder p="md" radius="md" component="section" aria-label={t('imports.jsonReady')}>
            <Stack gap="sm">
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {t('imports.jsonReadyTitle', { name: chosen.summary.leagueName })}
              </Title>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
                <SummaryCount label={t('imports.seasons')} value={chosen.summary.seasons} />
                <SummaryCount label={t('imports.divisions')} value={chosen.summary.divisions} />
                <SummaryCount label={t('imports.teams')} value={chosen.summary.teams} />
                <SummaryCount label={t('imports.people')} value={chosen.summary.people} />
                <SummaryCount label={t('imports.venues')} value={chosen.summary.venues} />
                <SummaryCount label={t('imports.timeslots')} value={chosen.summary.timeslots} />
                <SummaryCount label={t('imports.schedules')} value={chosen.summary.schedules} />
                <SummaryCount label={t('imports.games')} value={chosen.summary.games} />
              </SimpleGrid>
              <TextInput
                label={t('imports.leagueName')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={wantedName === '' ? t('imports.leagueNameRequired') : undefined}
                description={
                  finalName !== '' && finalName !== wantedName
                    ? t('imports.leagueNameTaken', { name: wantedName, numbered: finalName })
                    : undefined
                }
                maxLength={100}
              />
              <Text size="sm" c="dimmed">
                {t('imports.jsonBecomesCurrent')}
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setChosen(null)} disabled={importLeague.isPending}>
                  {t('common.cancel')}
                </Button>
                <Button
                  onClick={() => handleImport(chosen)}
                  loading={importLeague.isPending}
                  disabled={wantedName === ''}
                >
                  {t('imports.importLeague')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('imports.exportHint')}{' '}
          <Anchor component={Link} to="/leagues" size="sm">
            {t('imports.leaguesLink')}
          </Anchor>
        </Text>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('imports.jsonTitle')}
      </Title>
      <ImportTabs current="/import" />
      {body}
    </Stack>
  );
}
