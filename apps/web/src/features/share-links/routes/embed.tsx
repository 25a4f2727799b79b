import { type Embed, EmbedSchema, type StandingRow } from '@app/contracts';
import { Alert, Anchor, Group, Loader, Select, Table, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { type EmbedFilters, filterRows, filtersOf, rowDates } from '../model/embed-filters.ts';

/** 14 px text, 10 px below a 500 px wide frame, so the table fits small embeds. */
const NARROW = '(max-width: 499px)';
const STYLE = `.embed-table { font-size: 14px; } @media ${NARROW} { .embed-table { font-size: 10px; } }`;

type GamesEmbed = Extract<Embed, { kind: 'schedule' | 'team' }>;
type StandingsEmbed = Extract<Embed, { kind: 'standings' }>;

/** A shared schedule's or team's games, filtered by division, team, venue and date (kept in the address). */
function GamesTable({ embed }: { embed: GamesEmbed }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const rows = filterRows(embed.rows, filters);
  const set = (name: keyof EmbedFilters) => (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const options = (items: readonly { id: string; name: string }[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  // One division has nothing to choose between; the team list is long enough to search.
  const selects: {
    name: keyof EmbedFilters;
    label: string;
    data: { value: string; label: string }[] | string[];
  }[] = [
    ...(embed.divisions.length > 1
      ? [
          {
            name: 'division' as const,
            label: t('shareLinks.filters.division'),
            data: options(embed.divisions),
          },
        ]
      : []),
    { name: 'team', label: t('shareLinks.filters.team'), data: options(embed.teams) },
    { name: 'venue', label: t('shareLinks.filters.venue'), data: options(embed.venues) },
    { name: 'date', label: t('shareLinks.filters.date'), data: rowDates(embed.rows) },
  ];
  return (
    <>
      <Group gap="xs" mb="xs" align="center">
        {selects.map(({ name, label, data }) => (
          <Select
            key={name}
            aria-label={label}
            placeholder={label}
            data={data}
            value={filters[name]}
            onChange={set(name)}
            clearable
            searchable={name === 'team'}
            size="xs"
          />
        ))}
        <Anchor href={embed.calendar_url} size="sm" target="_blank" rel="noopener">
          <Group gap={4} component="span" wrap="nowrap">
            <IconCalendarPlus size={16} />
            {t('shareLinks.subscribe')}
          </Group>
        </Anchor>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table className="embed-table" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shareLinks.col.date')}</Table.Th>
              <Table.Th>{t('shareLinks.col.time')}</Table.Th>
              <Table.Th>{t('shareLinks.col.visitor')}</Table.Th>
              <Table.Th>{t('shareLinks.col.home')}</Table.Th>
              <Table.Th>{t('shareLinks.col.venue')}</Table.Th>
              <Table.Th>{t('shareLinks.col.surface')}</Table.Th>
              <Table.Th>{t('shareLinks.col.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  {embed.rows.length === 0 ? t('shareLinks.noGamesYet') : t('shareLinks.noGames')}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td>{row.time}</Table.Td>
                  <Table.Td>{row.visitor || t('shareLinks.practice')}</Table.Td>
                  <Table.Td>{row.home}</Table.Td>
                  <Table.Td>{row.venue}</Table.Td>
                  <Table.Td>{row.surface}</Table.Td>
                  <Table.Td>{row.game_score}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** One standings table with the columns a small frame has room for. */
function StandingsGroup({ caption, rows }: { caption: string; rows: readonly StandingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table className="embed-table" striped withTableBorder mb="md" captionSide="top">
      <Table.Caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{t('shareLinks.col.team')}</Table.Th>
          <Table.Th>{t('shareLinks.col.played')}</Table.Th>
          <Table.Th>{t('shareLinks.col.won')}</Table.Th>
          <Table.Th>{t('shareLinks.col.lost')}</Table.Th>
          <Table.Th>{t('shareLinks.col.tied')}</Table.Th>
          <Table.Th>{t('shareLinks.col.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.team_id}>
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.games_played}</Table.Td>
            <Table.Td>{row.win}</Table.Td>
            <Table.Td>{row.loss}</Table.Td>
            <Table.Td>{row.tie}</Table.Td>
            <Table.Td>{row.points}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StandingsTables({ embed }: { embed: StandingsEmbed }) {
  const { t } = useTranslation();
  const { standings } = embed;
  return (
    <Table.ScrollContainer minWidth={320}>
      <StandingsGroup caption={t('shareLinks.league')} rows={standings.league.rows} />
      {standings.divisions.map((division) => (
        <StandingsGroup key={division.id} caption={division.name} rows={division.rows} />
      ))}
    </Table.ScrollContainer>
  );
}

/**
 * /embed/{token}: what a share link shows (docs/share-links.md), a schedule's or a team's games with their
 * filters and calendar link, or a season's standings. No sign-in and no app shell, so it sits well inside
 * another site's iframe; a revoked or rotated token says only that the link no longer works.
 */
export function EmbedPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const embed = useQuery({
    queryKey: ['embed', token],
    queryFn: () => api.get(apiPath`/api/embed/${token}`, EmbedSchema),
    retry: false,
  });
  if (embed.error)
    return (
      <Alert color="red" m="md">
        {t('shareLinks.notFound')}
      </Alert>
    );
  if (!embed.data) return <Loader m="md" />;
  const data = embed.data;
  return (
    <main style={{ padding: 8 }}>
      <style>{STYLE}</style>
      <Title order={1} size="h4" mb="xs">
        {data.title}
      </Title>
      {data.kind === 'standings' ? <StandingsTables embed={data} /> : <GamesTable embed={data} />}
    </main>
  );
}
