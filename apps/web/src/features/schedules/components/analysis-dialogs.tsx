import {
  BALANCE_TABLES,
  type BalanceTableKey,
  CONFLICT_GROUPS,
  type Table as DataTable,
} from '@app/contracts';
import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printSection } from '../../../components/print-section.ts';
import { toCsv } from '../../../lib/engine.ts';
import { notifyError } from '../../../lib/notify.ts';
import { shownReason } from '../../../lib/reason-text.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useBalances, useConflicts } from '../api/use-schedules.ts';
import '../../../components/print.css';
import { BALANCE_HEADER_LABELS, balanceHeaderText } from '../model/balance-headers.ts';
import { BALANCE_LABELS, CONFLICT_LABELS } from '../model/labels.ts';

/** Rows sorted by a column: numbers by value, labels alphabetically; the TOTAL row stays last. */
export function sortRows(table: DataTable, column: number, descending: boolean): DataTable['rows'] {
  const total = table.rows.filter((r) => r[0] === 'TOTAL');
  const rest = table.rows.filter((r) => r[0] !== 'TOTAL');
  const sorted = [...rest].sort((a, b) => {
    const x = a[column] ?? '';
    const y = b[column] ?? '';
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  });
  return [...sorted, ...total];
}

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function BalanceTable({
  id,
  title,
  table,
  fileName,
}: {
  id: string;
  title: string;
  table: DataTable;
  fileName: string;
}) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ column: number; descending: boolean } | null>(null);
  const rows = sort ? sortRows(table, sort.column, sort.descending) : table.rows;
  return (
    <section id={id} data-print-section aria-label={title}>
      <Group justify="space-between" mt="md">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Group gap="xs" className="no-print">
          <Button size="compact-xs" variant="default" onClick={() => printSection(id)}>
            {t('schedules.balances.print')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => download(`${fileName}-${id}`, toCsv(table))}
          >
            {t('schedules.balances.csv')}
          </Button>
        </Group>
      </Group>
      <ScrollArea>
        <Table striped withTableBorder fz="xs" miw={300}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th key={column}>
                  <button
                    type="button"
                    style={{ all: 'unset', cursor: 'pointer' }}
                    onClick={() =>
                      setSort((s) => ({
                        column: index,
                        descending: s?.column === index ? !s.descending : false,
                      }))
                    }
                  >
                    {balanceHeaderText(column, t, i18n.language)}
                    {sort?.column === index ? (sort.descending ? ' ▼' : ' ▲') : ''}
                  </button>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <Table.Td key={table.columns[index]}>
                    {index === 0 && cell === 'TOTAL' ? t(BALANCE_HEADER_LABELS.TOTAL as string) : cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </section>
  );
}

/** The six balance tables (docs/schedules.md), each sortable with print and CSV, and "print all balances". */
export function BalancesDialog(props: {
  seasonId: string;
  scheduleId: string | null;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const balances = useBalances(props.seasonId, props.scheduleId, props.opened);
  const isPhone = useIsPhone();
  const { onClose } = props;
  useEffect(() => {
    if (balances.error) {
      notifyError(t('schedules.balances.loadFailed'));
      onClose();
    }
  }, [balances.error, onClose, t]);
  const tables = BALANCE_TABLES.flatMap((key: BalanceTableKey) => {
    const table = balances.data?.[key];
    return table ? [{ key, table }] : [];
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('schedules.balances.title')}
      size="xl"
      fullScreen={isPhone}
    >
      {!balances.data ? (
        <Loader />
      ) : (
        <Stack gap={0} id="all-balances" data-print-section>
          <Group justify="space-between" className="no-print">
            <Text size="sm" c="dimmed">
              {props.title}
            </Text>
            <Button size="xs" variant="light" onClick={() => printSection('all-balances')}>
              {t('schedules.balances.printAll')}
            </Button>
          </Group>
          <Title order={2} size="h4" className="print-only">
            {t('app.name')} · {props.title}
          </Title>
          {tables.map(({ key, table }) => (
            <BalanceTable
              key={key}
              id={`balance-${key}`}
              title={t(BALANCE_LABELS[key])}
              table={table}
              fileName={props.title}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** Surface, team, team-week, team-time and coach conflicts (docs/schedules.md), or "no conflicts". */
export function ConflictsDialog(props: {
  seasonId: string;
  scheduleId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const conflicts = useConflicts(props.seasonId, props.scheduleId, props.opened);
  const isPhone = useIsPhone();
  const groups = CONFLICT_GROUPS.map((group) => ({ group, items: conflicts.data?.[group] ?? [] })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('schedules.conflicts.title')}
      size="lg"
      fullScreen={isPhone}
    >
      {conflicts.error ? (
        <Alert color="red">{t('schedules.conflicts.loadFailed')}</Alert>
      ) : !conflicts.data ? (
        <Loader />
      ) : groups.length === 0 ? (
        <Alert color="green">{t('schedules.conflicts.none')}</Alert>
      ) : (
        <Stack>
          {groups.map(({ group, items }) => (
            <section key={group} aria-label={t(CONFLICT_LABELS[group])}>
              <Title order={3} size="h5">
                {t(CONFLICT_LABELS[group])} ({items.length})
              </Title>
              <Stack gap={2} mt={4}>
                {items.map((item) => (
                  <Text size="sm" key={`${item.message}-${item.game_ids.join()}`}>
                    {shownReason(item.reason, item.message, { t, language: i18n.language })}
                  </Text>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
