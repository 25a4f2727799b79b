import { ColorSwatch, Group, Table, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../../lib/field-message.ts';
import type { CodeField, DraftRow, DraftTable } from './bulk-edit-draft.ts';

/** A column of the tables: which cell it edits, its header and the widest value it takes. */
export interface EditableColumn {
  field: CodeField;
  label: string;
  maxLength?: number;
  width: number;
}

/** A line of a table: an editable record, or a heading naming the division or venue of the rows below. */
export type TableLine =
  | { kind: 'heading'; key: string; label: string; color?: string }
  | { kind: 'row'; table: DraftTable; row: DraftRow; label: string; isNested?: boolean };

export type CellChange = (table: DraftTable, id: string, field: CodeField, value: string) => void;

const EditableRow = memo(function EditableRow({
  table,
  row,
  label,
  isNested,
  columns,
  errors,
  onChange,
}: {
  table: DraftTable;
  row: DraftRow;
  label: string;
  isNested: boolean;
  columns: readonly EditableColumn[];
  errors: Partial<Record<CodeField, string>> | undefined;
  onChange: CellChange;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      {columns.map((column, i) => {
        const error = errors?.[column.field];
        return (
          <Table.Td key={column.field} style={{ verticalAlign: 'top' }}>
            <TextInput
              size="xs"
              ml={i === 0 && isNested ? 'md' : undefined}
              aria-label={`${label}: ${column.label}`}
              value={row[column.field]}
              maxLength={column.maxLength}
              error={error === undefined ? undefined : translateFieldMessage(t, error)}
              onChange={(event) => onChange(table, row.id, column.field, event.currentTarget.value)}
            />
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
});

/**
 * One bulk-edit table: a text input per cell, the server's message under a rejected cell, and a horizontal
 * scroll on narrow screens instead of squeezed inputs. Rows are memoised: typing re-renders one row.
 */
export function EditableTable({
  caption,
  columns,
  lines,
  errors,
  emptyMessage,
  onChange,
}: {
  caption: string;
  columns: readonly EditableColumn[];
  lines: readonly TableLine[];
  errors: Map<string, Partial<Record<CodeField, string>>>;
  emptyMessage: string;
  onChange: CellChange;
}) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyMessage}
      </Text>
    );
  }
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={4} horizontalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.field} style={{ width: column.width }}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) =>
            line.kind === 'heading' ? (
              <Table.Tr key={line.key}>
                <Table.Th colSpan={columns.length} scope="colgroup">
                  <Group gap={6}>
                    {line.color ? <ColorSwatch color={line.color} size={12} aria-hidden /> : null}
                    <Text size="sm" fw={600}>
                      {line.label}
                    </Text>
                  </Group>
                </Table.Th>
              </Table.Tr>
            ) : (
              <EditableRow
                key={line.row.id}
                table={line.table}
                row={line.row}
                label={line.label}
                isNested={line.isNested ?? false}
                columns={columns}
                errors={errors.get(line.row.id)}
                onChange={onChange}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
