import { fieldErrors, type SeasonDivision, TeamCreateSchema } from '@app/contracts';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { translateFieldMessage } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateTeams } from '../api/use-create-teams.ts';
import { initialDivision, removeTeamRow, rowErrors, type TeamRowDraft, updateTeamRow } from './team-rows.ts';

/**
 * The multi-row team form of /teams/new. A blank row appears as the last one gets a name; blank-named
 * rows are dropped on save; every named row needs a division; a single division is preselected.
 */
export function TeamRowsForm({
  divisions,
  requestedDivision,
  onSaved,
  onCancel,
}: {
  /** The season's divisions a team may join (across divisions excluded by the caller). */
  divisions: readonly SeasonDivision[];
  requestedDivision: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<TeamRowDraft[]>(() => [
    { key: 0, name: '', division_id: initialDivision(divisions, requestedDivision), shortcode: '' },
  ]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateTeams();
  const byRow = rowErrors(errors);
  const options = divisions.map((division) => ({ value: division.id, label: division.name }));

  function handleChange(index: number, patch: Partial<Omit<TeamRowDraft, 'key'>>) {
    setRows((current) => updateTeamRow(current, index, patch, nextKey.current++));
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TeamCreateSchema.safeParse({
      teams: rows.map(({ name, division_id, shortcode }) => ({ name, division_id, shortcode })),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifySuccess(t('teams.created', { count: answer.teams.length }));
        onSaved();
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(failure.errors);
        notifyError(failure.message, { title: t('teams.saveFailed') });
      },
    });
  }

  const baseError = errors.teams?.[0] ?? errors.base?.[0];
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {baseError ? (
          <Alert color="red" role="alert">
            {translateFieldMessage(t, baseError)}
          </Alert>
        ) : null}
        {rows.map((row, index) => {
          const rowError = byRow.get(index) ?? {};
          const isTrailingBlank = index === rows.length - 1 && row.name.trim() === '' && rows.length > 1;
          return (
            <Paper key={row.key} withBorder p="sm" radius="md" data-testid="team-row">
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={t('teams.rowName', { n: index + 1 })}
                  value={row.name}
                  error={rowError.name ? translateFieldMessage(t, rowError.name) : undefined}
                  onChange={(event) => handleChange(index, { name: event.currentTarget.value })}
                  style={{ flex: '2 1 200px' }}
                />
                <Select
                  label={t('teams.rowDivision', { n: index + 1 })}
                  data={options}
                  value={row.division_id}
                  error={rowError.division_id ? translateFieldMessage(t, rowError.division_id) : undefined}
                  onChange={(value) => handleChange(index, { division_id: value })}
                  style={{ flex: '2 1 180px' }}
                />
                <TextInput
                  label={t('teams.rowShortcode', { n: index + 1 })}
                  value={row.shortcode}
                  maxLength={4}
                  error={rowError.shortcode ? translateFieldMessage(t, rowError.shortcode) : undefined}
                  onChange={(event) => handleChange(index, { shortcode: event.currentTarget.value })}
                  style={{ flex: '1 1 90px' }}
                />
                {rows.length > 1 && !isTrailingBlank ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    onClick={() => setRows((current) => removeTeamRow(current, index))}
                    aria-label={t('teams.removeRow', { n: index + 1 })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          );
        })}
        <Text size="sm" c="dimmed">
          {t('teams.blankRowsDropped')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
