import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePublicDivisions } from '../api/use-public-site.ts';
import { CalendarLinks } from '../components/calendar-links.tsx';
import { GameDayList } from '../components/game-day-list.tsx';
import { useSite } from '../components/site-context.ts';
import {
  filterGames,
  groupByDay,
  type ScheduleFilters,
  seasonGames,
  venueNames,
} from '../model/game-days.ts';
import { dayHeading } from '../model/public-dates.ts';

const FILTER_KEYS = ['division', 'team', 'venue', 'date'] as const;

/**
 * The season's schedule: every placed game and practice by day, with division, team, venue and date filters
 * kept in the address, so a parent can bookmark or share "my team's games" (docs/public-site.md#schedules).
 */
export function LeagueSchedulesPage() {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const divisions = usePublicDivisions(site.season.id);
  const [params, setParams] = useSearchParams();
  const filters: ScheduleFilters = useMemo(
    () => ({
      division: params.get('division'),
      team: params.get('team'),
      venue: params.get('venue'),
      date: params.get('date'),
    }),
    [params],
  );
  const zone = site.season.timezone;
  const games = useMemo(
    () => (divisions.data ? seasonGames(divisions.data.divisions, zone) : []),
    [divisions.data, zone],
  );
  const shown = useMemo(() => filterGames(games, filters), [games, filters]);
  const days = useMemo(() => groupByDay(shown, zone), [shown, zone]);
  const dateOptions = useMemo(
    () => groupByDay(games, zone).map(({ day }) => ({ value: day, label: dayHeading(day, locale) })),
    [games, zone, locale],
  );

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A team belongs to one division: choosing another division clears the team.
    if (key === 'division') next.delete('team');
    setParams(next, { replace: true });
  };

  if (divisions.error) return <ErrorState error={divisions.error} onRetry={() => void divisions.refetch()} />;
  if (!divisions.data) return <PageLoader />;
  const teams = divisions.data.divisions
    .filter((division) => !filters.division || division.id === filters.division)
    .flatMap((division) => division.teams)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('publicSite.schedules.title', { league: site.league.name })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Select
          label={t('publicSite.filters.division')}
          placeholder={t('publicSite.filters.all')}
          data={divisions.data.divisions.map((division) => ({ value: division.id, label: division.name }))}
          value={filters.division}
          onChange={(value) => setFilter('division', value)}
          clearable
          size="sm"
        />
        <Select
          label={t('publicSite.filters.team')}
          placeholder={t('publicSite.filters.all')}
          data={teams.map((team) => ({ value: team.id, label: team.name }))}
          value={filters.team}
          onChange={(value) => setFilter('team', value)}
          clearable
          searchable
          size="sm"
        />
        <Select
          label={t('publicSite.filters.venue')}
          placeholder={t('publicSite.filters.all')}
          data={venueNames(games)}
          value={filters.venue}
          onChange={(value) => setFilter('venue', value)}
          clearable
          size="sm"
        />
        <Select
          label={t('publicSite.filters.date')}
          placeholder={t('publicSite.filters.all')}
          data={dateOptions}
          value={filters.date}
          onChange={(value) => setFilter('date', value)}
          clearable
          size="sm"
        />
      </SimpleGrid>
      <CalendarLinks seasonId={site.season.id} />
      <Text size="sm" c="dimmed" role="status">
        {t('publicSite.schedules.count', { count: shown.length })}
      </Text>
      {games.length === 0 ? (
        <Text className="ps-card">{t('publicSite.schedules.empty')}</Text>
      ) : shown.length === 0 ? (
        <Text className="ps-card">{t('publicSite.schedules.noMatch')}</Text>
      ) : (
        <GameDayList days={days} />
      )}
    </Stack>
  );
}
