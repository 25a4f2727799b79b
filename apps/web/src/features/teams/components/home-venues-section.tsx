import type { Team } from '@app/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { teamRequests } from '../api/team-requests.ts';
import { useTeamChange } from '../api/use-team-change.ts';

/** The team's home venues; managers add one by clicking a venue of the season, or remove one. */
export function HomeVenuesSection({ team, canManage }: { team: Team; canManage: boolean }) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const seasonQuery = useSeason(isPicking ? team.season_id : null);
  const add = useTeamChange(team.id, (venueId: string) => teamRequests.addHomeVenue(team.id, venueId));
  const remove = useTeamChange(team.id, (venueId: string) => teamRequests.removeHomeVenue(team.id, venueId));
  const homeIds = new Set(team.home_venues.map((venue) => venue.id));
  const choices = (seasonQuery.data?.venues ?? []).filter((venue) => !homeIds.has(venue.id));

  function handleAdd(venueId: string) {
    add.mutate(venueId, {
      onSuccess: () => setIsPicking(false),
      onError: (failure) => notifyError(failure.message, { title: t('teams.addVenueFailed') }),
    });
  }

  function handleRemove(venueId: string) {
    remove.mutate(venueId, {
      onError: (failure) => notifyError(failure.message, { title: t('teams.removeFailed') }),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('teams.homeVenues')}
          </Title>
          {canManage ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setIsPicking(true)}>
              {t('teams.addHomeVenue')}
            </Button>
          ) : null}
        </Group>
        {team.home_venues.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.noHomeVenues')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {team.home_venues.map((venue) => (
              <Group key={venue.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`/venues/${venue.id}`}
                  size="sm"
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {venue.name}
                </Anchor>
                {canManage ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => handleRemove(venue.id)}
                    aria-label={t('teams.removeNamed', { name: venue.name })}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={isPicking}
        onClose={() => setIsPicking(false)}
        title={t('teams.pickVenue')}
        size={600}
        styles={{ content: { maxWidth: '90vw' } }}
      >
        {seasonQuery.isPending ? (
          <PageLoader />
        ) : seasonQuery.isError ? (
          <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />
        ) : choices.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('teams.noVenuesToAdd')}
            </Text>
            <Anchor component={Link} to={`/venues/new?return=/teams/${team.id}`} size="sm">
              {t('teams.createVenue')}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {choices.map((venue) => (
              <li key={venue.id}>
                <UnstyledButton
                  w="100%"
                  p="xs"
                  disabled={add.isPending}
                  onClick={() => handleAdd(venue.id)}
                  aria-label={t('teams.addVenueNamed', { name: venue.name })}
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {venue.name}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
