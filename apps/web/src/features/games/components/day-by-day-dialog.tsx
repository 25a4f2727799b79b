import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { printSection } from '../../../components/print-section.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { dayByDay } from '../model/day-by-day.ts';
import type { GameRow } from '../model/game-rows.ts';

/** The printable day-by-day table per venue: each date, each venue's games in time order. */
export function DayByDayDialog(props: {
  rows: GameRow[];
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sections = dayByDay(props.rows);
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('schedules.dayByDay.title')}
      size="xl"
      fullScreen={isPhone}
    >
      <Group justify="flex-end" className="no-print">
        <Button size="xs" variant="light" onClick={() => printSection('day-by-day')}>
          {t('schedules.balances.print')}
        </Button>
      </Group>
      <Stack id="day-by-day" gap="md">
        <Title order={2} size="h4" className="print-only">
          {props.title}
        </Title>
        {sections.length === 0 && <Text c="dimmed">{t('games.filters.noGames')}</Text>}
        {sections.map((day) => (
          <section key={day.date} aria-label={day.date}>
            <Title order={3} size="h5">
              {day.date}
            </Title>
            {day.venues.map(({ venue, games }) => (
              <Stack key={venue} gap={2} mt={4}>
                <Text fw={600} size="sm">
                  {venue}
                </Text>
                <Table withTableBorder fz="xs">
                  <Table.Tbody>
                    {games.map((game) => (
                      <Table.Tr key={game.id}>
                        <Table.Td w={90}>
                          {game.time}–{game.finish}
                        </Table.Td>
                        <Table.Td w={90}>{game.surface}</Table.Td>
                        <Table.Td>
                          {game.visitor} @ {game.home}
                        </Table.Td>
                        <Table.Td w={70}>{game.score}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            ))}
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
