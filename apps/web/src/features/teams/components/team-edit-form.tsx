import { type SeasonDivision, type Team, TeamUpdateSchema } from '@app/contracts';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useUpdateTeam } from '../api/use-update-team.ts';

/**
 * Edits one team: name, division (of the same season), abbreviation and custom code. The external-system
 * fields are not shown but are sent back unchanged, since PATCH clears what it does not receive.
 */
export function TeamEditForm({
  team,
  divisions,
  onSaved,
  onCancel,
}: {
  team: Team;
  divisions: readonly SeasonDivision[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: team.name,
    division_id: team.division_id,
    shortcode: team.shortcode ?? '',
    longcode: team.longcode ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTeam(team.id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TeamUpdateSchema.safeParse({
      ...values,
      se_id: team.se_id,
      se_mapping_code: team.se_mapping_code,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('teams.saved'));
        onSaved();
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('teams.saveFailed') });
      },
    });
  }

  function set(patch: Partial<typeof values>) {
    setValues({ ...values, ...patch });
    setErrors({});
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.name')}
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Select
            label={t('teams.division')}
            required
            data={divisions.map((division) => ({ value: division.id, label: division.name }))}
            value={values.division_id}
            error={errors.division_id}
            onChange={(value) => set({ division_id: value ?? '' })}
          />
          <TextInput
            label={t('teams.shortcode')}
            maxLength={4}
            value={values.shortcode}
            error={errors.shortcode}
            onChange={(event) => set({ shortcode: event.currentTarget.value })}
          />
          <TextInput
            label={t('teams.longcode')}
            value={values.longcode}
            error={errors.longcode}
            onChange={(event) => set({ longcode: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
