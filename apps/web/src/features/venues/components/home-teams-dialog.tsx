import type { TeamRef } from '@app/contracts';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useHomeTeamChange } from '../api/use-home-team-change.ts';

/** The venue's home teams: every team of the season with a box; ticking one makes this its home venue. */
export function HomeTeamsDialog({
  venueId,
  seasonId,
  homeTeams,
  isOpen,
  onClose,
}: {
  venueId: string;
  seasonId: string;
  homeTeams: readonly TeamRef[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const seasonQuery = useSeason(isOpen ? seasonId : null);
  const change = useHomeTeamChange(venueId);
  const homeIds = new Set(homeTeams.map((team) => team.id));
  const needle = filter.trim().toLowerCase();
  const teams = (seasonQuery.data?.divisions ?? [])
    .filter((division) => !division.is_across)
    .flatMap((division) => division.teams.map((team) => ({ ...team, division: division.name })))
    .filter((team) => team.name.toLowerCase().includes(needle));

  function handleToggle(teamId: string, isHome: boolean) {
    change.mutate(
      { teamId, isHome },
      { onError: (failure) => notifyError(failure.message, { title: t('venues.homeTeamsFailed') }) },
    );
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('venues.homeTeams')}
      size={600}
      styles={{ content: { maxWidth: '90vw' } }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('venues.filterTeams')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-autofocus
        />
        {seasonQuery.isPending ? (
          <PageLoader />
        ) : seasonQuery.isError ? (
          <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />
        ) : teams.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('venues.noTeams')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {teams.map((team) => (
                <Checkbox
                  key={team.id}
                  label={`${team.name} (${team.division})`}
                  checked={homeIds.has(team.id)}
                  disabled={change.isPending}
                  onChange={(event) => handleToggle(team.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
