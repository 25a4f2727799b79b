import type { SeasonDivision, SeasonVenue } from '@app/contracts';
import { Button, MultiSelect, Select, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FILTERS, isFiltering, type SlotFilters } from '../model/slot-filters.ts';

type Toggle = 'showGames' | 'showPractices' | 'showOpen' | 'onlyMultiDivision' | 'onlyPracticeAndGame';

const TOGGLES: readonly { key: Toggle; label: string }[] = [
  { key: 'showGames', label: 'timeslots.filters.games' },
  { key: 'showPractices', label: 'timeslots.filters.practices' },
  { key: 'showOpen', label: 'timeslots.filters.open' },
  { key: 'onlyMultiDivision', label: 'timeslots.filters.multiDivision' },
  { key: 'onlyPracticeAndGame', label: 'timeslots.filters.practiceAndGame' },
];

/** The sidebar filters; changes apply at once (filtering 3,000 slots takes milliseconds). */
export function FiltersPanel({
  filters,
  venues,
  divisions,
  schedules,
  onChange,
}: {
  filters: SlotFilters;
  venues: readonly SeasonVenue[];
  divisions: readonly SeasonDivision[];
  /** The season's schedules and tournaments, oldest first. */
  schedules: readonly { id: string; name: string }[];
  onChange: (filters: SlotFilters) => void;
}) {
  const { t } = useTranslation();
  const chosenVenues =
    filters.venueIds.length > 0 ? venues.filter((v) => filters.venueIds.includes(v.id)) : venues;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('timeslots.filters.title')}
      </Title>
      <MultiSelect
        label={t('timeslots.filters.schedule')}
        description={t('timeslots.filters.scheduleHint')}
        placeholder={schedules.length === 0 ? t('timeslots.filters.noSchedules') : undefined}
        disabled={schedules.length === 0 && filters.scheduleIds.length === 0}
        data={schedules.map(({ id, name }) => ({ value: id, label: name }))}
        value={filters.scheduleIds}
        onChange={(scheduleIds) => onChange({ ...filters, scheduleIds })}
        searchable
        clearable
      />
      {TOGGLES.map(({ key, label }) => (
        <Switch
          key={key}
          label={t(label)}
          checked={filters[key]}
          onChange={(event) => onChange({ ...filters, [key]: event.currentTarget.checked })}
        />
      ))}
      <MultiSelect
        label={t('timeslots.filters.division')}
        data={divisions.map(({ id, name }) => ({ value: id, label: name }))}
        value={filters.divisionIds}
        onChange={(divisionIds) => onChange({ ...filters, divisionIds })}
        clearable
      />
      <Select
        label={t('timeslots.filters.team')}
        data={divisions.map((division) => ({
          group: division.name,
          items: division.teams.map(({ id, name }) => ({ value: id, label: name })),
        }))}
        value={filters.teamId}
        onChange={(teamId) => onChange({ ...filters, teamId })}
        searchable
        clearable
      />
      <MultiSelect
        label={t('timeslots.filters.venue')}
        data={venues.map(({ id, name }) => ({ value: id, label: name }))}
        value={filters.venueIds}
        onChange={(venueIds) => onChange({ ...filters, venueIds })}
        clearable
      />
      <MultiSelect
        label={t('timeslots.filters.surface')}
        data={chosenVenues.map((venue) => ({
          group: venue.name,
          items: venue.surfaces.map(({ id, name }) => ({ value: id, label: name })),
        }))}
        value={filters.surfaceIds}
        onChange={(surfaceIds) => onChange({ ...filters, surfaceIds })}
        clearable
      />
      <Button
        variant="subtle"
        size="xs"
        disabled={!isFiltering(filters)}
        onClick={() => onChange(DEFAULT_FILTERS)}
      >
        {t('timeslots.filters.reset')}
      </Button>
    </Stack>
  );
}
