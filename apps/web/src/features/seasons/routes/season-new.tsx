import { Alert, Anchor, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { CopySeasonForm } from '../components/copy-season-form.tsx';
import { ScratchSeasonForm } from '../components/scratch-season-form.tsx';

type Mode = 'scratch' | 'copy';

/**
 * /seasons/new?league_id=: a new season from scratch (then /setup) or as a copy of an existing one (then
 * /). The league comes from the query, else the current one. Without any league, it points to
 * /leagues/new, since a season always belongs to a league.
 */
export function SeasonNewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const infoQuery = useLeagueInfo();
  const [mode, setMode] = useState<Mode>('scratch');

  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }
  const { leagues } = infoQuery.data;
  const requested = params.get('league_id');
  const leagueId =
    leagues.find((league) => league.id === requested)?.id ??
    infoQuery.data.current_league_id ??
    leagues[0]?.id;
  const hasSeasons = leagues.some((league) => league.seasons.length > 0);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('seasons.newSeason')}
      </Title>
      {leagueId === undefined ? (
        <Alert color="blue">
          {t('seasons.needLeague')}{' '}
          <Anchor component={Link} to="/leagues/new">
            {t('leagues.newLeague')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value === 'copy' ? 'copy' : 'scratch')}
            data={[
              { value: 'scratch', label: t('seasons.fromScratch') },
              { value: 'copy', label: t('seasons.copyExisting'), disabled: !hasSeasons },
            ]}
            fullWidth
          />
          <Text c="dimmed" size="sm">
            {mode === 'scratch' ? t('seasons.fromScratchHelp') : t('seasons.copyExistingHelp')}
          </Text>
          <Paper withBorder radius="md" p="md">
            {mode === 'scratch' ? (
              <ScratchSeasonForm leagues={leagues} initialLeagueId={leagueId} />
            ) : (
              <CopySeasonForm leagues={leagues} />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
