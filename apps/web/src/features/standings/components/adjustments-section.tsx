import type { Adjustment, TeamRef } from '@app/contracts';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
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
import { useAdjustments, useDeleteAdjustment, useSaveAdjustment } from '../api/use-standings.ts';
import { formatSigned } from '../model/standings-table.ts';

/**
 * Point adjustments listed under the table (docs/standings.md#adjustments): team, signed points, reason.
 * Managers add, edit and delete (after confirming) them; every change re-ranks the table.
 */
export function AdjustmentsSection({
  seasonId,
  teams,
  canManage,
}: {
  seasonId: string;
  teams: readonly TeamRef[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const list = useAdjustments(seasonId);
  const remove = useDeleteAdjustment(seasonId);
  const [editing, setEditing] = useState<Adjustment | 'new' | null>(null);
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? '';
  const adjustments = list.data?.adjustments ?? [];

  function requestDelete(adjustment: Adjustment) {
    confirmDelete(t, {
      title: t('standings.adjustments.deleteTitle'),
      message: t('standings.adjustments.deleteMessage', {
        team: teamName(adjustment.team_id),
        points: formatSigned(adjustment.points),
      }),
      confirmLabel: t('standings.adjustments.delete'),
      onConfirm: () =>
        remove.mutate(adjustment.id, {
          onSuccess: () => notifySuccess(t('standings.adjustments.deleted')),
          onError: (failure) => notifyError(failure.message),
        }),
    });
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="adjustments-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="adjustments-title">
          {t('standings.adjustments.title')}
        </Title>
        {canManage ? (
          <Button
            size="xs"
            variant="light"
            className="no-print"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
            disabled={teams.length === 0}
          >
            {t('standings.adjustments.add')}
          </Button>
        ) : null}
      </Group>
      {list.error ? (
        <Text c="red" size="sm">
          {t('standings.adjustments.loadFailed')}
        </Text>
      ) : adjustments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('standings.adjustments.none')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" aria-labelledby="adjustments-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('standings.col.team')}</Table.Th>
              <Table.Th ta="right">{t('standings.adjustments.points')}</Table.Th>
              <Table.Th>{t('standings.adjustments.reason')}</Table.Th>
              {canManage ? <Table.Th className="no-print" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.map((adjustment) => (
              <Table.Tr key={adjustment.id}>
                <Table.Td>{teamName(adjustment.team_id)}</Table.Td>
                <Table.Td ta="right">{formatSigned(adjustment.points)}</Table.Td>
                <Table.Td>{adjustment.reason}</Table.Td>
                {canManage ? (
                  <Table.Td className="no-print">
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={t('standings.adjustments.editNamed', {
                          team: teamName(adjustment.team_id),
                        })}
                        onClick={() => setEditing(adjustment)}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        aria-label={t('standings.adjustments.deleteNamed', {
                          team: teamName(adjustment.team_id),
                        })}
                        onClick={() => requestDelete(adjustment)}
                      >
                        {t('standings.adjustments.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null ? (
        <AdjustmentDialog
          seasonId={seasonId}
          teams={teams}
          adjustment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function AdjustmentDialog({
  seasonId,
  teams,
  adjustment,
  onClose,
}: {
  seasonId: string;
  teams: readonly TeamRef[];
  adjustment: Adjustment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAdjustment(seasonId);
  const [teamId, setTeamId] = useState(adjustment?.team_id ?? teams[0]?.id ?? '');
  const [points, setPoints] = useState<number | ''>(adjustment?.points ?? '');
  const [reason, setReason] = useState(adjustment?.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    const local: Record<string, string> = {};
    if (points === '') local.points = t('standings.adjustments.pointsRequired');
    else if (points === 0) local.points = t('standings.adjustments.pointsNotZero');
    if (reason.trim() === '') local.reason = t('standings.adjustments.reasonRequired');
    setErrors(local);
    if (Object.keys(local).length > 0 || points === '') return;
    const body = { team_id: teamId, points, reason: reason.trim() };
    save.mutate(adjustment ? { id: adjustment.id, body } : { id: null, body }, {
      onSuccess: () => {
        notifySuccess(t('standings.adjustments.saved'));
        onClose();
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('standings.adjustments.saveFailed') });
      },
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={adjustment ? t('standings.adjustments.editTitle') : t('standings.adjustments.addTitle')}
    >
      <Stack>
        <NativeSelect
          label={t('standings.col.team')}
          value={teamId}
          onChange={(event) => setTeamId(event.currentTarget.value)}
          data={teams.map((team) => ({ value: team.id, label: team.name }))}
          error={errors.team_id}
        />
        <NumberInput
          label={t('standings.adjustments.points')}
          description={t('standings.adjustments.pointsHelp')}
          value={points}
          allowDecimal={false}
          onChange={(value) => setPoints(typeof value === 'number' ? value : '')}
          error={errors.points}
        />
        <TextInput
          label={t('standings.adjustments.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
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
