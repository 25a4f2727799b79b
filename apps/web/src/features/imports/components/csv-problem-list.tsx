import { Alert, Code, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../../lib/field-message.ts';
import type { CsvProblems } from './csv-problems.ts';

/**
 * Why a CSV file was rejected: every bad row with its line number, column and problem, and a plain
 * statement that nothing was saved (the import is all or nothing).
 */
export function CsvProblemList({ fileName, problems }: { fileName: string; problems: CsvProblems }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('imports.csvRejectedTitle')}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('imports.csvRejected', { name: fileName, count: problems.rows.length + problems.other.length })}
        </Text>
        {problems.other.length > 0 ? (
          <List size="sm">
            {problems.other.map((message) => (
              <List.Item key={message}>{translateFieldMessage(t, message)}</List.Item>
            ))}
          </List>
        ) : null}
        {problems.rows.length > 0 ? (
          <Table.ScrollContainer minWidth={320} maxHeight={360}>
            <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={t('imports.badRows')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imports.line')}</Table.Th>
                  <Table.Th>{t('imports.column')}</Table.Th>
                  <Table.Th>{t('imports.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.rows.map((problem) => (
                  <Table.Tr key={`${problem.row}.${problem.field}`}>
                    <Table.Td>{problem.row}</Table.Td>
                    <Table.Td>
                      <Code>{problem.field}</Code>
                    </Table.Td>
                    <Table.Td>
                      {problem.messages.map((message) => translateFieldMessage(t, message)).join('; ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Alert>
  );
}
