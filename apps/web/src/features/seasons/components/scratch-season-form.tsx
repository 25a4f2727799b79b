import { type LeagueSummary, SeasonCreateSchema } from '@app/contracts';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateSeason } from '../api/use-create-season.ts';

/** An empty season of a league; it becomes current and the user continues on /setup. */
export function ScratchSeasonForm({
  leagues,
  initialLeagueId,
}: {
  leagues: readonly LeagueSummary[];
  initialLeagueId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ league_id: initialLeagueId, name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createSeason = useCreateSeason();

  function set(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = SeasonCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    createSeason.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('seasons.seasonCreated', { name: parsed.data.name }));
        navigate('/setup');
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('seasons.seasonCreateFailed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('seasons.league')}
          value={values.league_id}
          error={errors.league_id}
          onChange={(event) => set({ league_id: event.currentTarget.value })}
          data={leagues.map((league) => ({ value: league.id, label: league.name }))}
        />
        <TextInput
          label={t('seasons.newSeasonName')}
          placeholder={t('seasons.seasonNamePlaceholder')}
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={createSeason.isPending}>
            {t('seasons.createSeason')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
