import type { Venue } from '@app/contracts';
import {
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LazyVenueMap, MAP_DELAY_MS } from '../../../components/lazy-venue-map.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useAppConfig } from '../../../queries/use-app-config.ts';
import { useVenue } from '../../../queries/use-venue.ts';
import { DeleteVenueButton } from '../components/delete-venue-button.tsx';
import { HomeTeamsDialog } from '../components/home-teams-dialog.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

function Address({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { formatted, link } = venue.address;
  if (formatted === '' && link === null) return <Text c="dimmed">{t('common.none')}</Text>;
  return (
    <Stack gap={2}>
      {formatted === '' ? null : <Text>{formatted}</Text>}
      {link ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t('venues.openMap')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The email and the second phone and email, one a line. */
function OtherContacts({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { email_primary, phone_secondary, email_secondary } = venue.address;
  const lines = [email_primary, phone_secondary, email_secondary].filter((v) => v !== null);
  if (lines.length === 0) return <Text c="dimmed">{t('common.none')}</Text>;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

/** The venue's settings in a line or two: neutral flags, codes, colour; nothing set reads "None". */
function Settings({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const codes = [venue.shortcode, venue.longcode].filter((c) => c !== null).join(' · ');
  if (!venue.is_neutral && !venue.force_neutral && codes === '' && venue.color === null) {
    return <Text c="dimmed">{t('common.none')}</Text>;
  }
  return (
    <Group gap="xs">
      {venue.is_neutral ? <Badge variant="light">{t('venues.neutralBadge')}</Badge> : null}
      {venue.force_neutral ? <Badge variant="light">{t('venues.forceNeutralBadge')}</Badge> : null}
      {codes === '' ? null : <Text>{codes}</Text>}
      {venue.color === null ? null : (
        <Group gap={4} component="span">
          <ColorSwatch color={venue.color} size={16} aria-hidden />
          <Text size="sm">{venue.color}</Text>
        </Group>
      )}
    </Group>
  );
}

/**
 * /venues/{id}: address with map link, phone, other contacts, surfaces, priority, settings (neutral flags,
 * codes, colour), home teams (dialog), notes, distances to the season's other venues and a tile map at zoom 15
 * that appears after 1 s; managers edit and delete (naming the surfaces, timeslots and games that go with it).
 * A venue that cannot be
 * loaded toasts 'could not load venue' and goes to / (another organisation's ids answer 404: docs/roles.md).
 */
export function VenuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const venueQuery = useVenue(id);
  const configQuery = useAppConfig();
  const canManage = useCanManage();
  const [isHomeTeamsOpen, setIsHomeTeamsOpen] = useState(false);

  useEffect(() => {
    if (venueQuery.isError) {
      notifyError(t('venues.loadFailed'), { id: 'venue-load-failed' });
      navigate('/', { replace: true });
    }
  }, [venueQuery.isError, navigate, t]);

  if (!venueQuery.data) return <PageLoader />;
  const venue = venueQuery.data;
  const config = configQuery.data;
  const priority = venue.priority > 0 ? `+${venue.priority}` : String(venue.priority);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {venue.name}
        </Title>
        {canManage ? (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/venues/${venue.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t('common.edit')}
            </Button>
            <DeleteVenueButton venue={venue} />
          </Group>
        ) : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Detail label={t('venues.address')}>
            <Address venue={venue} />
          </Detail>
          <Detail label={t('venues.phone')}>
            <Text c={venue.address.phone_primary ? undefined : 'dimmed'}>
              {venue.address.phone_primary ?? t('common.none')}
            </Text>
          </Detail>
          <Detail label={t('venues.contacts')}>
            <OtherContacts venue={venue} />
          </Detail>
          <Detail label={t('venues.surfaceCount')}>
            <Text>{venue.surfaces.length}</Text>
            <Group gap={4} mt={4}>
              {venue.surfaces.map((surface) => (
                <Badge key={surface.id} variant="light" maw="100%">
                  {surface.name}
                </Badge>
              ))}
            </Group>
          </Detail>
          <Detail label={t('venues.priority')}>
            <Text>{priority}</Text>
          </Detail>
          <Detail label={t('venues.settings')}>
            <Settings venue={venue} />
          </Detail>
          <Detail label={t('venues.notes')}>
            <Text c={venue.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {venue.notes ?? t('common.none')}
            </Text>
          </Detail>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {t('venues.homeTeams')}
            </Title>
            {canManage ? (
              <Button
                size="xs"
                leftSection={<IconUsersGroup size={14} />}
                onClick={() => setIsHomeTeamsOpen(true)}
              >
                {t('venues.editHomeTeams')}
              </Button>
            ) : null}
          </Group>
          {venue.home_teams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('venues.noHomeTeams')}
            </Text>
          ) : (
            <Group gap="xs">
              {venue.home_teams.map((team) => (
                <Anchor
                  key={team.id}
                  component={Link}
                  to={`/teams/${team.id}`}
                  size="sm"
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {team.name}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('venues.distances')}
          </Title>
          {venue.distances.length === 0 ? (
            <Text size="sm" c="dimmed">
              {venue.has_address ? t('venues.noDistances') : t('venues.noDistancesWithoutAddress')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('venues.distanceTo')}</Table.Th>
                    <Table.Th ta="right">{t('venues.miles')}</Table.Th>
                    <Table.Th ta="right">{t('venues.kilometers')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {venue.distances.map((distance) => (
                    <Table.Tr key={distance.to_id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/venues/${distance.to_id}`}
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {distance.to}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{distance.miles.toFixed(1)}</Table.Td>
                      <Table.Td ta="right">{distance.kilometers.toFixed(1)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      {config && venue.address.latitude !== null && venue.address.longitude !== null ? (
        <LazyVenueMap
          delayMs={MAP_DELAY_MS}
          latitude={venue.address.latitude}
          longitude={venue.address.longitude}
          tileUrl={config.map_tile_url}
          attribution={config.map_attribution}
          label={t('venues.mapOf', { name: venue.name })}
        />
      ) : null}
      {canManage ? (
        <HomeTeamsDialog
          venueId={venue.id}
          seasonId={venue.season_id}
          homeTeams={venue.home_teams}
          isOpen={isHomeTeamsOpen}
          onClose={() => setIsHomeTeamsOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
