import { LeagueCreateSchema } from '@app/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateLeague } from '../api/use-create-league.ts';

/**
 * /leagues/new?return=: a league and its first season (names trimmed, checked by the server's schema).
 * The new league and season become current; then `return`, else /setup, where a new season starts (as after
 * a season from scratch, docs/seasons.md).
 */
export function LeagueNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('return'));
  const nextPath = safeReturnPath(params.get('return'), '/setup');
  const [values, setValues] = useState({ name: '', seasonName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createLeague = useCreateLeague();

  function set(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = LeagueCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    createLeague.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('leagues.created', { name: parsed.data.name }));
        navigate(nextPath);
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('leagues.createFailed') });
      },
    });
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('leagues.newLeague')}
        </Title>
        <Text c="dimmed">{t('leagues.newLeagueIntro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('leagues.leagueName')}
                placeholder={t('leagues.leagueNamePlaceholder')}
                required
                autoFocus
                value={values.name}
                error={errors.name}
                onChange={(event) => set({ name: event.currentTarget.value })}
              />
              <TextInput
                label={t('seasons.seasonName')}
                placeholder={t('seasons.seasonNamePlaceholder')}
                required
                value={values.seasonName}
                error={errors.seasonName}
                onChange={(event) => set({ seasonName: event.currentTarget.value })}
              />
            </SimpleGrid>
            {errors.base ? (
              <Text c="red" size="sm" role="alert">
                {errors.base}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => navigate(returnTo)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={createLeague.isPending}>
                {t('leagues.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
