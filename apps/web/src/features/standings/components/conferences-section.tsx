import type { Conference, TeamRef } from '@app/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useConferences, useDeleteConference, useSaveConference } from '../api/use-standings.ts';

/**
 * A manager's conferences (docs/standings.md#conferences): each a name and at least one team of the season,
 * created, edited and deleted (after confirming) here; the Conference tab ranks each.
 */
export function ConferencesSection({ seasonId, teams }: { seasonId: string; teams: readonly TeamRef[] }) {
  const { t } = useTranslation();
  const list = useConferences(seasonId);
  const remove = useDeleteConference(seasonId);
  const [editing, setEditing] = useState<Conference | 'new' | null>(null);
  const teamNames = (ids: readonly string[]) =>
    ids
      .map((id) => teams.find((team) => team.id === id)?.name ?? '')
      .filter(Boolean)
      .join(', ');
  const conferences = list.data?.conferences ?? [];

  function requestDelete(conference: Conference) {
    confirmDelete(t, {
      title: t('standings.conferences.deleteTitle'),
      message: t('standings.conferences.deleteMessage', { name: conference.name }),
      confirmLabel: t('standings.conferences.delete'),
      onConfirm: () =>
        remove.mutate(conference.id, {
          onSuccess: () => notifySuccess(t('standings.conferences.deleted')),
          onError: (failure) => notifyError(failure.message),
        }),
    });
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="conferences-title" className="no-print">
      <Group justify="space-between">
        <Title order={2} size="h4" id="conferences-title">
          {t('standings.conferences.title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setEditing('new')}
          disabled={teams.length === 0}
        >
          {t('standings.conferences.add')}
        </Button>
      </Group>
      {list.error ? (
        <Text c="red" size="sm">
          {t('standings.conferences.loadFailed')}
        </Text>
      ) : conferences.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('standings.conferences.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {conferences.map((conference) => (
            <Group key={conference.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600} size="sm">
                  {conference.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {teamNames(conference.team_ids)}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('standings.conferences.editNamed', { name: conference.name })}
                  onClick={() => setEditing(conference)}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  aria-label={t('standings.conferences.deleteNamed', { name: conference.name })}
                  onClick={() => requestDelete(conference)}
                >
                  {t('standings.conferences.delete')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {editing !== null ? (
        <ConferenceDialog
          seasonId={seasonId}
          teams={teams}
          conference={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function ConferenceDialog({
  seasonId,
  teams,
  conference,
  onClose,
}: {
  seasonId: string;
  teams: readonly TeamRef[];
  conference: Conference | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveConference(seasonId);
  const [name, setName] = useState(conference?.name ?? '');
  const [teamIds, setTeamIds] = useState<string[]>(conference?.team_ids ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = t('standings.conferences.nameRequired');
    if (teamIds.length === 0) local.team_ids = t('standings.conferences.teamsRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    // Kept in the season's team order, so the list reads the same however the boxes were ticked.
    const ordered = teams.map((team) => team.id).filter((id) => teamIds.includes(id));
    const body = { name: name.trim(), team_ids: ordered };
    save.mutate(
      conference ? { id: conference.id, body } : { id: null, body: { ...body, season_id: seasonId } },
      {
        onSuccess: () => {
          notifySuccess(t('standings.conferences.saved'));
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure)) {
            const fields = serverFieldErrors(t, failure.errors);
            // A message about one listed team ("team_ids.2") belongs under the team list.
            const teamError = Object.entries(fields).find(([field]) => field.startsWith('team_ids'))?.[1];
            setErrors({ ...fields, ...(teamError ? { team_ids: teamError } : {}) });
          }
          notifyError(failure.message, { title: t('standings.conferences.saveFailed') });
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={conference ? t('standings.conferences.editTitle') : t('standings.conferences.addTitle')}
    >
      <Stack>
        <TextInput
          label={t('standings.conferences.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Checkbox.Group
          label={t('standings.conferences.teams')}
          value={teamIds}
          onChange={setTeamIds}
          error={errors.team_ids}
        >
          <ScrollArea.Autosize mah={260} mt="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
              {teams.map((team) => (
                <Checkbox key={team.id} value={team.id} label={team.name} />
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
