import type { Team } from '@app/contracts';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomeVenueAddresses } from '../api/use-home-venue-addresses.ts';
import { unmeasurableHomeVenues } from './travel-warning.ts';

/**
 * The team page's warning that a home venue without coordinates meets a travel limit: the scheduler cannot
 * measure travel from it, so games stay unscheduled instead of silently failing (the schedule's reasons
 * name the venue too). Each venue links to its edit page and back here.
 */
export function TravelWarningAlert({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { addresses } = useHomeVenueAddresses(team.home_venues);
  const venues = unmeasurableHomeVenues(team, addresses);
  if (venues.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('teams.travelWarning.title')}
      data-testid="travel-warning"
    >
      <Stack gap={4}>
        <List size="sm">
          {venues.map((venue) => (
            <List.Item key={venue.id}>
              <Anchor component={Link} to={`/venues/${venue.id}/edit?return=/teams/${team.id}`} size="sm">
                {venue.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('teams.travelWarning.body')}</Text>
      </Stack>
    </Alert>
  );
}
