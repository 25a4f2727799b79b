import { Alert, Badge, ColorSwatch, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capacityLevel, divisionCapacity } from '../../model/capacity.ts';
import type { WizardDraft } from '../../model/draft.ts';

/** Dark red below half of the need, black from half, dark green at or above it. */
const LEVEL_COLOR = { short: 'red.9', half: 'black', enough: 'green.9' } as const;

/**
 * The capacity check of each division (docs/wizard.md#capacity-check): slots needed by the engine's
 * formulas against the slots open to it, with a bar and, when short, what to do about it.
 */
export function CapacityTable({ draft }: { draft: WizardDraft }) {
  const { t } = useTranslation();
  const rows = divisionCapacity(draft);
  const byKey = new Map(draft.divisions.map((division) => [division.key, division]));
  const short = rows.filter((row) => row.scheduled && !row.enough);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wizard.timeslots.capacity.division')}</Table.Th>
              <Table.Th ta="right">{t('wizard.timeslots.capacity.needed')}</Table.Th>
              <Table.Th ta="right">{t('wizard.timeslots.capacity.available')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const division = byKey.get(row.division_key);
              const name = division?.name ?? row.division_key;
              const level = capacityLevel(row.needed, row.available);
              return (
                <Table.Tr key={row.division_key}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch color={division?.color || '#868e96'} size={14} withShadow={false} />
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {!row.scheduled && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('wizard.timeslots.capacity.notScheduled')}
                        </Badge>
                      )}
                    </Group>
                    <Progress.Root mt={4}>
                      <Progress.Section
                        value={Math.min(100, (row.available / row.needed) * 100)}
                        color={LEVEL_COLOR[level]}
                        data-level={level}
                        aria-label={t('wizard.timeslots.capacity.bar', {
                          division: name,
                          available: row.available,
                          needed: row.needed,
                        })}
                      />
                    </Progress.Root>
                  </Table.Td>
                  <Table.Td ta="right">{row.needed}</Table.Td>
                  <Table.Td ta="right">{row.available}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('wizard.timeslots.capacity.totalRow')}</Table.Th>
              <Table.Th ta="right">{rows.total.needed}</Table.Th>
              <Table.Th ta="right">{rows.total.available}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {short.map((row) => (
        <Alert key={row.division_key} color="red" variant="light" p="xs">
          {t('wizard.timeslots.capacity.short', {
            division: byKey.get(row.division_key)?.name ?? row.division_key,
            count: row.needed,
            available: row.available,
          })}
        </Alert>
      ))}
      {short.length === 0 && !rows.total.enough && (
        <Alert color="red" variant="light" p="xs">
          {t('wizard.timeslots.capacity.totalShort', {
            count: rows.total.needed,
            available: rows.total.available,
          })}
        </Alert>
      )}
    </Stack>
  );
}
