import { type LeagueSummary, SeasonCopySchema, TIMESLOT_MOVE_MAX_MONTHS } from '@app/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCopySeason } from '../api/use-copy-season.ts';

/** After a copy the dashboard opens 2 s later, so the user sees it worked. */
export const COPY_REDIRECT_MS = 2_000;

const MONTHS = Array.from({ length: TIMESLOT_MOVE_MAX_MONTHS + 1 }, (_, months) => months);

interface CopyValues {
  season_id: string;
  name: string;
  copyPeople: boolean;
  copyTimeslots: boolean;
  timeslotMove: number;
}

/**
 * Copies a season (any league's) under a new name: divisions, teams, venues and constraints always;
 * people and timeslots when ticked, timeslots moved 0–12 months. Create is enabled once a source and a
 * name are given (docs/seasons.md). A bar shows while the server works; the copy becomes current and the
 * dashboard follows.
 */
export function CopySeasonForm({ leagues }: { leagues: readonly LeagueSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<CopyValues>({
    season_id: '',
    name: '',
    copyPeople: false,
    copyTimeslots: false,
    timeslotMove: 0,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const copySeason = useCopySeason();
  const isDone = copySeason.isSuccess;

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/'), COPY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  function set(patch: Partial<CopyValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = SeasonCopySchema.safeParse({
      ...values,
      // A move only means something for copied timeslots.
      timeslotMove: values.copyTimeslots ? values.timeslotMove : 0,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    copySeason.mutate(parsed.data, {
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('seasons.copyFailed') });
      },
    });
  }

  if (isDone) {
    return (
      <Alert color="green" title={t('seasons.copied', { name: values.name.trim() })} role="status">
        {t('seasons.copiedOpening')}
      </Alert>
    );
  }

  const canSubmit = values.season_id !== '' && values.name !== '' && !copySeason.isPending;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('seasons.copyFrom')}
          required
          value={values.season_id}
          error={errors.season_id}
          onChange={(event) => set({ season_id: event.currentTarget.value })}
          data={[
            { value: '', label: t('seasons.chooseSeason'), disabled: true },
            ...leagues
              .filter((league) => league.seasons.length > 0)
              .map((league) => ({
                group: league.name,
                items: league.seasons.map((season) => ({ value: season.id, label: season.name })),
              })),
          ]}
        />
        <TextInput
          label={t('seasons.newSeasonName')}
          placeholder={t('seasons.seasonNamePlaceholder')}
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Checkbox
          label={t('seasons.copyPeople')}
          description={t('seasons.copyPeopleHelp')}
          checked={values.copyPeople}
          onChange={(event) => set({ copyPeople: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('seasons.copyTimeslots')}
          checked={values.copyTimeslots}
          onChange={(event) => set({ copyTimeslots: event.currentTarget.checked })}
        />
        <NativeSelect
          label={t('seasons.timeslotMove')}
          description={t('seasons.timeslotMoveHelp')}
          disabled={!values.copyTimeslots}
          value={String(values.timeslotMove)}
          error={errors.timeslotMove}
          onChange={(event) => set({ timeslotMove: Number(event.currentTarget.value) })}
          data={MONTHS.map((months) => ({
            value: String(months),
            label: months === 0 ? t('seasons.noMove') : t('seasons.months', { count: months }),
          }))}
          maw={280}
        />
        {copySeason.isPending ? (
          <Stack gap={4} role="status">
            <Progress value={100} striped animated aria-label={t('seasons.copying')} />
            <Text size="sm" c="dimmed">
              {t('seasons.copying')}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSubmit} loading={copySeason.isPending}>
            {t('seasons.copySeason')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
