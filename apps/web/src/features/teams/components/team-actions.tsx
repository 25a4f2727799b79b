import type { Team } from '@app/contracts';
import { Button, Group } from '@mantine/core';
import { IconLink, IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShareLinkDialog } from '../../../components/share-link-dialog.tsx';
import { useDeleteTeamAction } from './use-delete-team-action.ts';

/** The team page's buttons: View games (/list?team_id=) for everyone; Share, Edit and Delete for managers. */
export function TeamActions({ team, canManage }: { team: Team; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={`/list?team_id=${encodeURIComponent(team.id)}`}
        variant="default"
        leftSection={<IconList size={16} />}
      >
        {t('teams.viewGames')}
      </Button>
      {canManage ? <ManagerActions team={team} /> : null}
    </Group>
  );
}

function ManagerActions({ team }: { team: Team }) {
  const { t } = useTranslation();
  const deleteAction = useDeleteTeamAction(team);
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => setSharing(true)}>
        {t('teams.share')}
      </Button>
      {sharing ? (
        <ShareLinkDialog kind="team" targetId={team.id} name={team.name} onClose={() => setSharing(false)} />
      ) : null}
      <Button
        component={Link}
        to={`/teams/${team.id}/edit`}
        variant="default"
        leftSection={<IconPencil size={16} />}
      >
        {t('common.edit')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        loading={deleteAction.isPending}
        onClick={deleteAction.request}
      >
        {t('teams.delete')}
      </Button>
    </>
  );
}
