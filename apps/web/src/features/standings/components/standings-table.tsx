import type { StandingRow, Tiebreaker } from '@app/contracts';
import { Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AHEAD_LABELS } from '../model/labels.ts';
import { COLUMN_LABELS, cellText, type StatColumn, tiebreakNote } from '../model/standings-table.ts';
import './standings-table.css';

/**
 * One ranked table. The rank and team columns stay in place while the numbers scroll sideways (a phone
 * shows the team beside every number); a row that a tiebreaker separated from the row above says which
 * rule put the team above ahead ("Hawks ahead on head-to-head"), so the table explains itself
 * (docs/standings.md#the-standings-page).
 */
export function StandingsTable({
  caption,
  rows,
  columns,
  tiebreakers,
}: {
  caption: string;
  rows: readonly StandingRow[];
  columns: readonly StatColumn[];
  tiebreakers: readonly Tiebreaker[];
}) {
  const { t } = useTranslation();
  const captionId = useId();
  // The name sits above the scrolling box, not in it as a <caption>, so it stays in view when the numbers
  // are scrolled sideways on a phone.
  return (
    <div>
      <Text id={captionId} fw={600} fz="sm" mb={6}>
        {caption}
      </Text>
      <div className="standings-scroller">
        <Table striped withTableBorder fz="sm" className="standings-table" aria-labelledby={captionId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className="standings-rank">
                <abbr title={t('standings.col.rankLong')}>{t('standings.col.rank')}</abbr>
              </Table.Th>
              <Table.Th scope="col" className="standings-team">
                {t('standings.col.team')}
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" className="standings-number">
                  <abbr title={t(COLUMN_LABELS[column].long)}>{t(COLUMN_LABELS[column].short)}</abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const note = tiebreakNote(rows, index, tiebreakers);
              return (
                <Table.Tr key={row.team_id}>
                  <Table.Td className="standings-rank">{row.rank}</Table.Td>
                  <Table.Th scope="row" className="standings-team">
                    <Text span fw={600} fz="sm" className="standings-team-name">
                      {row.name}
                    </Text>
                    {note ? (
                      <Text component="span" display="block" fz="xs" c="dimmed" fw={400}>
                        {t(AHEAD_LABELS[note.rule], { team: note.above })}
                      </Text>
                    ) : null}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column} className="standings-number">
                      {cellText(row, column)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
