import type { GeocodeResult } from '@app/contracts';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLookup } from '../../../components/address-lookup.tsx';
import { LazyVenueMap } from '../../../components/lazy-venue-map.tsx';
import { useAppConfig } from '../../../queries/use-app-config.ts';
import { SurfacesEditor } from './surfaces-editor.tsx';
import type { SurfaceRow, VenueRow } from './venue-draft.ts';
import { venueMessage } from './venue-message.ts';
import { VenueSettings } from './venue-settings.tsx';

const TEXT_FIELDS = [
  ['line_1', 'venues.line1'],
  ['line_2', 'venues.line2'],
  ['city', 'venues.city'],
  ['state', 'venues.state'],
  ['zip', 'venues.zip'],
  ['country', 'venues.country'],
  ['phone_primary', 'venues.phone'],
  ['email_primary', 'venues.email'],
] as const;

const PRIORITIES = [-3, -2, -1, 0, 1, 2, 3];

const coordinate = (value: string | number): number | null => (typeof value === 'number' ? value : null);

/**
 * The inputs of one venue: name, address (looked up through the geocoder when the server has one,
 * else typed, with coordinates typed or set by clicking the map), phone and email, priority -3..3, notes,
 * the folded settings (codes, colour, neutral flags, second contacts) and the surfaces.
 */
export function VenueFields({
  row,
  index,
  errors,
  onChange,
  onDeleteSurface,
}: {
  row: VenueRow;
  /** Position among the form's rows, for distinct labels. */
  index: number;
  /** Messages by the row's own paths: "name", "surfaces", "address.latitude". */
  errors: Record<string, string>;
  onChange: (row: VenueRow) => void;
  onDeleteSurface: (surface: SurfaceRow) => void;
}) {
  const { t } = useTranslation();
  const configQuery = useAppConfig();
  const [isPicking, setIsPicking] = useState(false);
  const config = configQuery.data;
  const message = (path: string) => {
    const text = errors[path];
    return text === undefined ? undefined : venueMessage(t, text);
  };

  function handleGeocoded(result: GeocodeResult) {
    onChange({
      ...row,
      line_1: result.line_1 ?? '',
      city: result.city ?? '',
      state: result.state ?? '',
      zip: result.zip ?? '',
      country: result.country ?? '',
      latitude: result.latitude,
      longitude: result.longitude,
    });
  }

  const venueLabel = row.name.trim() || t('venues.rowLabel', { n: index + 1 });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('venues.nameLabel')}
        required
        value={row.name}
        error={message('name')}
        onChange={(event) => onChange({ ...row, name: event.currentTarget.value })}
      />
      {config?.has_geocoder ? (
        <AddressLookup label={t('venues.lookupLabel', { venue: venueLabel })} onChoose={handleGeocoded} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_FIELDS.map(([field, key]) => (
          <TextInput
            key={field}
            label={t(key)}
            value={row[field]}
            error={message(`address.${field}`)}
            onChange={(event) => onChange({ ...row, [field]: event.currentTarget.value })}
          />
        ))}
        <Select
          label={t('venues.priority')}
          description={t('venues.priorityHint')}
          data={PRIORITIES.map((p) => ({ value: String(p), label: p > 0 ? `+${p}` : String(p) }))}
          value={String(row.priority)}
          allowDeselect={false}
          onChange={(value) => onChange({ ...row, priority: Number(value ?? 0) })}
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('venues.latitude')}
          min={-90}
          max={90}
          decimalScale={6}
          value={row.latitude ?? ''}
          error={message('address.latitude')}
          onChange={(value) => onChange({ ...row, latitude: coordinate(value) })}
          style={{ flex: '1 1 140px' }}
        />
        <NumberInput
          label={t('venues.longitude')}
          min={-180}
          max={180}
          decimalScale={6}
          value={row.longitude ?? ''}
          error={message('address.longitude')}
          onChange={(value) => onChange({ ...row, longitude: coordinate(value) })}
          style={{ flex: '1 1 140px' }}
        />
        {config ? (
          <Button
            variant="light"
            leftSection={<IconMapPin size={14} />}
            onClick={() => setIsPicking(!isPicking)}
          >
            {isPicking ? t('venues.hideMap') : t('venues.pickOnMap')}
          </Button>
        ) : null}
      </Group>
      {isPicking && config ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('venues.pickHint')}
          </Text>
          <LazyVenueMap
            latitude={row.latitude}
            longitude={row.longitude}
            tileUrl={config.map_tile_url}
            attribution={config.map_attribution}
            label={t('venues.mapOf', { name: venueLabel })}
            onPick={(latitude, longitude) =>
              onChange({
                ...row,
                latitude: Math.round(latitude * 1e6) / 1e6,
                longitude: Math.round(longitude * 1e6) / 1e6,
              })
            }
          />
        </Stack>
      ) : null}
      <Textarea
        label={t('venues.notes')}
        rows={3}
        value={row.notes}
        error={message('notes')}
        onChange={(event) => onChange({ ...row, notes: event.currentTarget.value })}
      />
      <VenueSettings row={row} venueLabel={venueLabel} message={message} onChange={onChange} />
      <SurfacesEditor
        venueLabel={venueLabel}
        surfaces={row.surfaces}
        errors={errors}
        onChange={(surfaces) => onChange({ ...row, surfaces })}
        onDelete={onDeleteSurface}
      />
    </Stack>
  );
}
