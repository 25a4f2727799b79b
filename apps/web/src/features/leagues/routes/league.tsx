import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LinkList } from '../../../components/link-list.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useRenameLeague } from '../../../queries/use-rename-league.ts';
import { useLeague } from '../api/use-league.ts';

/**
 * /leagues/{id}: the league's seasons, each linking to its page, "New season", and for managers the
 * league's language, which its public site opens in (docs/leagues.md#language). A league that cannot
 * be loaded (deleted meanwhile, or another organisation's) refreshes league information and goes to /
 * (another organisation's ids answer 404: docs/roles.md).
 */
export function LeaguePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const leagueQuery = useLeague(id);
  const canManage = useCanManage();
  const renameLeague = useRenameLeague();
  const failure = leagueQuery.error;

  useEffect(() => {
    if (!failure) return;
    notifyError(failure.message, { title: t('leagues.loadFailed'), id: `league-load-${id}` });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo, exact: true });
    navigate('/', { replace: true });
  }, [failure, id, navigate, queryClient, t]);

  if (!leagueQuery.data) return <PageLoader />;
  const league = leagueQuery.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {league.name}
        </Title>
        {canManage ? (
          <Button
            component={Link}
            to={`/seasons/new?league_id=${league.id}`}
            leftSection={<IconPlus size={16} />}
          >
            {t('seasons.newSeason')}
          </Button>
        ) : null}
      </Group>
      {canManage ? (
        <NativeSelect
          label={t('leagues.language')}
          description={t('leagues.languageHint')}
          style={{ maxWidth: 320 }}
          value={league.language}
          disabled={renameLeague.isPending}
          data={[
            { value: 'en', label: 'English' },
            { value: 'ja', label: '日本語' },
          ]}
          onChange={(event) => {
            const language = event.currentTarget.value === 'ja' ? 'ja' : 'en';
            renameLeague.mutate(
              { id: league.id, input: { name: league.name, language } },
              {
                onSuccess: () => notifySuccess(t('leagues.languageSaved')),
                onError: (error) => notifyError(error.message, { title: t('leagues.languageFailed') }),
              },
            );
          }}
        />
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('leagues.seasons')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('leagues.seasons')}
          </Title>
          <LinkList
            items={league.seasons.map((season) => ({ ...season, to: `/seasons/${season.id}` }))}
            emptyMessage={t('leagues.noSeasons')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
