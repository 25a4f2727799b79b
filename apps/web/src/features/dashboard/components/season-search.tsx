import { type DashboardSearchResponse, SEARCH_DEBOUNCE_MS } from '@app/contracts';
import { Anchor, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeasonSearch } from '../api/use-season-search.ts';

interface ResultGroup {
  key: string;
  title: string;
  items: { id: string; name: string; detail?: string; to: string }[];
}

function resultGroups(results: DashboardSearchResponse, t: TFunction): ResultGroup[] {
  return [
    {
      key: 'divisions',
      title: t('dashboard.divisions'),
      items: results.divisions.map((d) => ({ ...d, to: `/divisions/${d.id}` })),
    },
    {
      key: 'teams',
      title: t('dashboard.teams'),
      items: results.teams.map((team) => ({ ...team, detail: team.division_name, to: `/teams/${team.id}` })),
    },
    {
      key: 'schedules',
      title: t('dashboard.schedules'),
      // Tournaments are schedules too: both open at /schedules/{id}.
      items: results.schedules.map((s) => ({
        ...s,
        detail: s.is_tournament ? t('dashboard.tournamentHit') : undefined,
        to: `/schedules/${s.id}`,
      })),
    },
    {
      key: 'people',
      title: t('dashboard.people'),
      items: results.people.map((p) => ({ ...p, to: `/people/${p.id}` })),
    },
    {
      key: 'venues',
      title: t('dashboard.venues'),
      items: results.venues.map((v) => ({ ...v, to: `/venues/${v.id}` })),
    },
  ].filter((group) => group.items.length > 0);
}

/**
 * The dashboard's large search box over the current season's divisions, teams, schedules, people and
 * venues. It asks the server once typing pauses for SEARCH_DEBOUNCE_MS (600 ms), not on
 * every keystroke; results are links, grouped by kind.
 */
export function SeasonSearch({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchQuery = useSeasonSearch(seasonId, q);
  const isTyping = text.trim() !== q;
  const groups = searchQuery.data && q !== '' ? resultGroups(searchQuery.data, t) : null;

  return (
    <Stack gap="sm" role="search">
      <TextInput
        size="lg"
        type="search"
        aria-label={t('dashboard.searchLabel')}
        placeholder={t('dashboard.searchPlaceholder')}
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSection={
          q !== '' && (isTyping || searchQuery.isFetching) ? (
            <Loader size="xs" aria-label={t('common.loading')} />
          ) : null
        }
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
      />
      {searchQuery.isError && q !== '' ? (
        <Text c="red" size="sm" role="alert">
          {searchQuery.error.message}
        </Text>
      ) : null}
      {groups === null ? null : (
        <Paper withBorder radius="md" p="md" aria-live="polite">
          {groups.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('common.nothingFound')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {groups.map((group) => (
                <Stack key={group.key} gap={4} component="section" aria-label={group.title}>
                  <Title order={3} size="h6">
                    {group.title}
                  </Title>
                  {group.items.map((item) => (
                    <Text key={item.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Anchor component={Link} to={item.to} inherit>
                        {item.name}
                      </Anchor>
                      {item.detail ? (
                        <Text span c="dimmed" inherit>
                          {' '}
                          · {item.detail}
                        </Text>
                      ) : null}
                    </Text>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Paper>
      )}
    </Stack>
  );
}
