import type { LeagueSummary } from '@app/contracts';
import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { EditableName } from '../../../components/editable-name.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRenameLeague } from '../../../queries/use-rename-league.ts';
import { useDeleteLeague } from '../api/use-delete-league.ts';
import { useDownloadLeague } from '../api/use-download-league.ts';

/** What a league card needs to show one of its seasons: the seasons feature's row, given by the page. */
export interface SeasonRowProps {
  leagueId: string;
  season: LeagueSummary['seasons'][number];
  isCurrent: boolean;
  canManage: boolean;
}

/**
 * One league on /leagues: its name (linking to its page; owners and admins rename it inline), JSON
 * download, delete after confirmation, and its seasons (each a `SeasonRow`) with an "Add season" link.
 */
export function LeagueCard({
  league,
  currentSeasonId,
  canManage,
  SeasonRow,
}: {
  league: LeagueSummary;
  currentSeasonId: string | null;
  canManage: boolean;
  SeasonRow: ComponentType<SeasonRowProps>;
}) {
  const { t } = useTranslation();
  const renameLeague = useRenameLeague();
  const deleteLeague = useDeleteLeague();
  const downloadLeague = useDownloadLeague();

  function handleDelete() {
    confirmDelete(t, {
      title: t('leagues.leagueDeleteTitle', { name: league.name }),
      message: t('leagues.leagueDeleteMessage', { count: league.seasons.length }),
      confirmLabel: t('leagues.leagueDeleteConfirm'),
      onConfirm: () =>
        deleteLeague.mutate(league.id, {
          onSuccess: () => notifySuccess(t('leagues.leagueDeleted', { name: league.name })),
          onError: (failure) => notifyError(failure.message, { title: t('leagues.leagueDeleteFailed') }),
        }),
    });
  }

  function handleDownload() {
    downloadLeague.mutate(league, {
      onError: (failure) => notifyError(failure.message, { title: t('leagues.downloadFailed') }),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={league.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <EditableName
            name={league.name}
            label={t('leagues.leagueName')}
            editLabel={t('leagues.editName', { name: league.name })}
            canEdit={canManage}
            onSave={(name) => renameLeague.mutateAsync({ id: league.id, input: { name } })}
          >
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/leagues/${league.id}`} inherit>
                {league.name}
              </Anchor>
            </Title>
          </EditableName>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              aria-label={t('leagues.downloadNamed', { name: league.name })}
              loading={downloadLeague.isPending}
              onClick={handleDownload}
            >
              {t('leagues.download')}
            </Button>
            {canManage ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                aria-label={t('leagues.deleteNamed', { name: league.name })}
                loading={deleteLeague.isPending}
                onClick={handleDelete}
              >
                {t('leagues.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Divider />
        {league.seasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('leagues.noSeasons')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {league.seasons.map((season) => (
              <SeasonRow
                key={season.id}
                leagueId={league.id}
                season={season}
                isCurrent={season.id === currentSeasonId}
                canManage={canManage}
              />
            ))}
          </Stack>
        )}
        {canManage ? (
          <Button
            component={Link}
            to={`/seasons/new?league_id=${league.id}`}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            w="fit-content"
          >
            {t('leagues.addSeason')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
