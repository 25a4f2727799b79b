import type { LeagueSummary } from '@app/contracts';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditableName } from '../../../components/editable-name.tsx';
import { useRenameSeason } from '../api/use-rename-season.ts';
import { useDeleteSeasonAction } from './use-delete-season-action.ts';
import { useOpenSeason } from './use-open-season.ts';

type SeasonSummary = LeagueSummary['seasons'][number];

/** One season on /leagues: its name (linking to its page), Open (make current, go to /), rename and delete. */
export function SeasonRow({
  leagueId,
  season,
  isCurrent,
  canManage,
}: {
  leagueId: string;
  season: SeasonSummary;
  isCurrent: boolean;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const openSeason = useOpenSeason();
  const renameSeason = useRenameSeason();
  const deleteSeason = useDeleteSeasonAction();

  return (
    <Group justify="space-between" gap="xs" py={6} wrap="wrap" component="li">
      <EditableName
        name={season.name}
        label={t('seasons.seasonName')}
        editLabel={t('leagues.editName', { name: season.name })}
        canEdit={canManage}
        onSave={(name) => renameSeason.mutateAsync({ id: season.id, input: { name } })}
      >
        <Anchor component={Link} to={`/seasons/${season.id}`} style={{ overflowWrap: 'anywhere' }}>
          {season.name}
        </Anchor>
        {isCurrent ? (
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {t('seasons.current')}
          </Badge>
        ) : null}
      </EditableName>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          aria-label={t('seasons.openSeason', { name: season.name })}
          loading={openSeason.isPending}
          onClick={() => openSeason.open({ league_id: leagueId, season_id: season.id })}
        >
          {t('seasons.open')}
        </Button>
        {canManage ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            aria-label={t('leagues.deleteNamed', { name: season.name })}
            loading={deleteSeason.isPending}
            onClick={() => deleteSeason.request(season)}
          >
            {t('leagues.delete')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
