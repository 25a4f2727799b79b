import { PlatformImportOptionsSchema } from '@app/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useSeasonsBeta, useSitesBeta } from '../api/use-platform-entities.ts';
import { useStartBetaImport } from '../api/use-start-import.ts';
import { ImportOptionsFields } from '../components/import-options-fields.tsx';
import { PlatformSelect } from '../components/platform-select.tsx';
import { ReconnectAlert } from '../components/reconnect-alert.tsx';

/**
 * /sportsengine/import-beta (docs/sportsengine.md#importing): a Season Management season, chosen site then
 * season, with the same three options. Import stays disabled until a season is chosen, then starts the activity
 * and goes to /activity/{id}.
 */
export function SportsengineImportBetaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [options, setOptions] = useState(() => PlatformImportOptionsSchema.parse({}));
  const sites = useSitesBeta();
  const seasons = useSeasonsBeta(siteId);
  const startImport = useStartBetaImport();
  const failure = sites.error ?? seasons.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (siteId === null || seasonId === null) return;
    startImport.mutate(
      { site: siteId, season: seasonId, options },
      {
        onSuccess: ({ activity }) => navigate(`/activity/${activity.id}`),
        onError: (error) => notifyError(error.message, { title: t('sportsengine.import.failedBeta') }),
      },
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('sportsengine.import.titleBeta')}
        </Title>
        <Text c="dimmed">{t('sportsengine.import.introBeta')}</Text>
      </Stack>
      {failure ? <ReconnectAlert error={failure} /> : null}
      <Paper withBorder radius="md" p="md">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <PlatformSelect
              label={t('sportsengine.import.site')}
              items={sites.data}
              loading={sites.isLoading}
              value={siteId}
              onChange={(id) => {
                setSiteId(id);
                setSeasonId(null);
              }}
            />
            {siteId !== null ? (
              <PlatformSelect
                label={t('sportsengine.import.season')}
                items={seasons.data}
                loading={seasons.isLoading}
                value={seasonId}
                onChange={setSeasonId}
              />
            ) : null}
            <ImportOptionsFields value={options} onChange={setOptions} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => navigate('/sportsengine')}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={seasonId === null} loading={startImport.isPending}>
                {t('sportsengine.import.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
