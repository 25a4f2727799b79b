import type { Team, TeamRole } from '@app/contracts';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { teamRequests } from '../api/team-requests.ts';
import { useTeamChange } from '../api/use-team-change.ts';
import { CreatePersonDialog } from './create-person-dialog.tsx';
import { PersonPickerDialog } from './person-picker-dialog.tsx';
import { ROLE_KEYS } from './role-labels.ts';

const ENTRIES: Record<TeamRole, (team: Team) => Team['coaches']> = {
  coach: (team) => team.coaches,
  staff: (team) => team.staff,
  player: (team) => team.players,
};

/** One role's people on the team (coaches, staff or players), with add and remove for managers. */
export function TeamPeopleSection({
  team,
  teamRole: role,
  canManage,
}: {
  team: Team;
  teamRole: TeamRole;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'pick' | 'create' | null>(null);
  const add = useTeamChange(team.id, (personId: string) => teamRequests.addPerson(team.id, personId, role));
  const remove = useTeamChange(team.id, (teamPersonId: string) =>
    teamRequests.removePerson(team.id, teamPersonId),
  );
  const entries = ENTRIES[role](team);
  const keys = ROLE_KEYS[role];

  function handleAdd(personId: string) {
    add.mutate(personId, {
      onSuccess: () => setDialog(null),
      onError: (failure) => notifyError(failure.message, { title: t('teams.addPersonFailed') }),
    });
  }

  function handleRemove(teamPersonId: string) {
    remove.mutate(teamPersonId, {
      onError: (failure) => notifyError(failure.message, { title: t('teams.removeFailed') }),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t(keys.title)}
          </Title>
          {canManage ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDialog('pick')}>
              {t(keys.add)}
            </Button>
          ) : null}
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(keys.none)}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Group key={entry.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`/people/${entry.person.id}`}
                  size="sm"
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {entry.person.name}
                </Anchor>
                {canManage ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => handleRemove(entry.id)}
                    aria-label={t('teams.removeNamed', { name: entry.person.name })}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {canManage ? (
        <>
          <PersonPickerDialog
            seasonId={team.season_id}
            role={role}
            takenIds={new Set(entries.map((entry) => entry.person.id))}
            isOpen={dialog === 'pick'}
            isAdding={add.isPending}
            onPick={handleAdd}
            onCreate={() => setDialog('create')}
            onClose={() => setDialog(null)}
          />
          <CreatePersonDialog
            seasonId={team.season_id}
            role={role}
            isOpen={dialog === 'create'}
            onCreated={handleAdd}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Paper>
  );
}
