import type { GeocodeResult } from '@app/contracts';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLookup } from '../../../components/address-lookup.tsx';
import { LazyVenueMap } from '../../../components/lazy-venue-map.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAppConfig } from '../../../queries/use-app-config.ts';
import { resizeSurfaces, SURFACE_COUNT_RANGE } from '../model/defaults.ts';
import type { DraftVenue, WizardDraft } from '../model/draft.ts';
import { useTerms } from './basic-steps.tsx';
import { VENUE_FIELD_LABELS } from './step-keys.ts';
import type { StepProps } from './step-props.ts';

function updateVenue(draft: WizardDraft, index: number, patch: (v: DraftVenue) => DraftVenue): WizardDraft {
  return { ...draft, venues: draft.venues.map((v, i) => (i === index ? patch(v) : v)) };
}

const ADDRESS_FIELDS = ['line_1', 'city', 'state', 'zip', 'country'] as const;

/**
 * Step 7: the venue's name and address. Signed in, the server's address lookup fills the address and
 * coordinates when it has a geocoder, and a small map shows a venue that has coordinates; signed out, both
 * routes are closed to the visitor, so the address is typed (docs/wizard.md#steps).
 */
export function VenueStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useCurrentUser().data);
  const config = useAppConfig({ enabled: signedIn }).data;
  const i = draft.venue_index;
  const venue = draft.venues[i];
  if (!venue) return null;
  const existing = venue.id !== undefined;
  const { latitude, longitude } = venue.address;
  const fillAddress = (result: GeocodeResult) =>
    onChange((d) =>
      updateVenue(d, i, (v) => ({
        ...v,
        address: {
          line_1: result.line_1 ?? '',
          city: result.city ?? '',
          state: result.state ?? '',
          zip: result.zip ?? '',
          country: result.country ?? '',
          latitude: result.latitude,
          longitude: result.longitude,
        },
      })),
    );
  return (
    <Stack>
      <TextInput
        label={t('wizard.venue.name')}
        value={venue.name}
        onChange={(e) => {
          const name = e.currentTarget.value;
          onChange((d) => updateVenue(d, i, (v) => ({ ...v, name })));
        }}
        error={errors[`venues.${i}.name`]}
        autoFocus
        disabled={existing}
      />
      {config?.has_geocoder && !existing && (
        <AddressLookup
          label={t('wizard.venue.lookup', { venue: venue.name.trim() || t('wizard.step.7') })}
          onChoose={fillAddress}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {ADDRESS_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(VENUE_FIELD_LABELS[field])}
            value={venue.address[field]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange((d) =>
                updateVenue(d, i, (v) => ({ ...v, address: { ...v.address, [field]: value } })),
              );
            }}
            error={errors[`venues.${i}.address.${field}`]}
            disabled={existing}
          />
        ))}
      </SimpleGrid>
      {config && latitude !== null && longitude !== null && (
        <Box h={200}>
          <LazyVenueMap
            latitude={latitude}
            longitude={longitude}
            tileUrl={config.map_tile_url}
            attribution={config.map_attribution}
            label={t('wizard.venue.map', { venue: venue.name })}
            height={200}
          />
        </Box>
      )}
    </Stack>
  );
}

/** Step 8: how many surfaces (1..10 as buttons, "More" up to 20), then their names. */
export function SurfacesStep({ draft, onChange, errors, naming }: StepProps) {
  const { t } = useTranslation();
  const terms = useTerms(draft);
  const i = draft.venue_index;
  const venue = draft.venues[i];
  const [more, setMore] = useState((venue?.surfaces.length ?? 0) > 10);
  if (!venue) return null;
  if (venue.id !== undefined) {
    return <Text>{t('wizard.surfaces.existing', { venue: venue.name, count: venue.surfaces.length })}</Text>;
  }
  const max = more ? SURFACE_COUNT_RANGE.max : 10;
  const count = venue.surfaces.length;
  return (
    <Stack>
      <Text fw={500}>{t('wizard.surfaces.count', { surfaces: terms.surfaces, venue: venue.name })}</Text>
      <Group
        gap="xs"
        role="radiogroup"
        aria-label={t('wizard.surfaces.count', { surfaces: terms.surfaces, venue: venue.name })}
      >
        {Array.from({ length: max }, (_, k) => k + 1).map((n) => (
          <Button
            key={n}
            role="radio"
            aria-checked={count === n}
            variant={count === n ? 'filled' : 'default'}
            w={48}
            px={0}
            onClick={() => onChange((d) => resizeSurfaces(d, i, n, naming))}
          >
            {n}
          </Button>
        ))}
        {!more && (
          <Button variant="subtle" onClick={() => setMore(true)}>
            {t('wizard.surfaces.more')}
          </Button>
        )}
      </Group>
      {errors[`venues.${i}.surfaces`] && (
        <Text c="red" size="sm">
          {errors[`venues.${i}.surfaces`]}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {venue.surfaces.map((surface, k) => (
          <TextInput
            key={surface.key}
            aria-label={t('wizard.surfaces.nameOf', { n: k + 1 })}
            value={surface.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              onChange((d) =>
                updateVenue(d, i, (v) => ({
                  ...v,
                  surfaces: v.surfaces.map((s, m) => (m === k ? { ...s, name } : s)),
                })),
              );
            }}
            error={errors[`venues.${i}.surfaces.${k}.name`]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Step 9: the teams that play their home games at this venue, by division, with "all" per division. */
export function HomeTeamsStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  const i = draft.venue_index;
  const venue = draft.venues[i];
  if (!venue) return null;
  const home = new Set(venue.home_team_keys);
  const setKeys = (keys: string[], on: boolean) =>
    onChange((d) =>
      updateVenue(d, i, (v) => {
        const next = new Set(v.home_team_keys);
        for (const key of keys) {
          if (on) next.add(key);
          else next.delete(key);
        }
        return { ...v, home_team_keys: [...next] };
      }),
    );
  return (
    <Stack>
      <Text>{t('wizard.home.intro', { venue: venue.name })}</Text>
      {draft.divisions.map((division) => {
        const keys = division.teams.map((team) => team.key);
        const chosen = keys.filter((k) => home.has(k)).length;
        return (
          <Card key={division.key} withBorder padding="sm">
            <Checkbox
              fw={600}
              label={t('wizard.home.all', { division: division.name })}
              checked={chosen === keys.length && keys.length > 0}
              indeterminate={chosen > 0 && chosen < keys.length}
              onChange={(e) => setKeys(keys, e.currentTarget.checked)}
              mb="xs"
            />
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {division.teams.map((team) => (
                <Checkbox
                  key={team.key}
                  label={team.name}
                  checked={home.has(team.key)}
                  onChange={(e) => setKeys([team.key], e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Card>
        );
      })}
    </Stack>
  );
}

/** Step 10: the venues so far (edit, remove), and whether to add another. */
export function AnotherVenueStep({ draft, onChange, onAddVenue }: StepProps & { onAddVenue: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms(draft);
  return (
    <Stack>
      {draft.venues.map((venue, i) => (
        <Card key={venue.key} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {venue.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('wizard.another.summary', {
                  count: venue.surfaces.length,
                  surfaces: terms.surfaces,
                  home: venue.home_team_keys.length,
                })}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t('wizard.another.edit', { name: venue.name })}
                onClick={() => onChange((d) => ({ ...d, venue_index: i, step: 7 }))}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                disabled={draft.venues.length === 1}
                aria-label={t('wizard.another.remove', { name: venue.name })}
                onClick={() =>
                  onChange((d) => {
                    const venues = d.venues.filter((_, j) => j !== i);
                    const keys = new Set(venues.flatMap((v) => [v.key, ...v.surfaces.map((s) => s.key)]));
                    return {
                      ...d,
                      venues,
                      venue_index: Math.min(d.venue_index, venues.length - 1),
                      template: d.template.filter((s) => keys.has(s.venue_key)),
                      timeslots: d.timeslots.filter((s) => keys.has(s.venue_key)),
                    };
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <Group>
        <Button variant="light" onClick={onAddVenue}>
          {t('wizard.another.add')}
        </Button>
      </Group>
    </Stack>
  );
}
