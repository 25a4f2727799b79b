import { EmbedSchema } from '@app/contracts';
import { Alert, Group, Loader, Select, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';

/** 14 px text, 10 px below a 500 px wide frame, so the table fits small embeds. */
const NARROW = '(max-width: 499px)';

/**
 * /embed/{id}: a schedule's public read-only table (share link and embed code), with team and venue
 * filters. No sign-in and no app shell, so it sits well inside another site's iframe.
 */
export function EmbedPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [team, setTeam] = useState<string | null>(null);
  const [venue, setVenue] = useState<string | null>(null);
  const embed = useQuery({
    queryKey: ['embed', id],
    queryFn: () => api.get(`/api/embed/${encodeURIComponent(id)}`, EmbedSchema),
    retry: false,
  });
  if (embed.error) return <Alert color="red">{t('schedules.embed.notFound')}</Alert>;
  if (!embed.data) return <Loader m="md" />;
  const rows = embed.data.rows.filter(
    (r) => (!team || r.home_id === team || r.visitor_id === team) && (!venue || r.venue_id === venue),
  );
  return (
    <main style={{ padding: 8 }}>
      <style>{`.embed-table { font-size: 14px; } @media ${NARROW} { .embed-table { font-size: 10px; } }`}</style>
      <Title order={1} size="h4" mb="xs">
        {embed.data.schedule.name}
      </Title>
      <Group gap="xs" mb="xs">
        <Select
          aria-label={t('schedules.filters.teams')}
          placeholder={t('schedules.filters.teams')}
          data={embed.data.teams.map((x) => ({ value: x.id, label: x.name }))}
          value={team}
          onChange={setTeam}
          clearable
          searchable
          size="xs"
        />
        <Select
          aria-label={t('schedules.filters.venues')}
          placeholder={t('schedules.filters.venues')}
          data={embed.data.venues.map((x) => ({ value: x.id, label: x.name }))}
          value={venue}
          onChange={setVenue}
          clearable
          size="xs"
        />
      </Group>
      <Table className="embed-table" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedules.table.date')}</Table.Th>
            <Table.Th>{t('schedules.embed.time')}</Table.Th>
            <Table.Th>{t('schedules.table.visitor')}</Table.Th>
            <Table.Th>{t('schedules.table.home')}</Table.Th>
            <Table.Th>{t('schedules.table.venue')}</Table.Th>
            <Table.Th>{t('schedules.table.surface')}</Table.Th>
            <Table.Th>{t('schedules.embed.gameScore')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>{row.time}</Table.Td>
              <Table.Td>{row.visitor}</Table.Td>
              <Table.Td>{row.home}</Table.Td>
              <Table.Td>{row.venue}</Table.Td>
              <Table.Td>{row.surface}</Table.Td>
              <Table.Td>{row.game_score}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </main>
  );
}
