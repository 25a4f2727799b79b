import {
  BulkEditSchema,
  type BulkEditTables,
  fieldErrors,
  LONGCODE_MAX,
  NAME_MAX,
  SHORTCODE_MAX,
} from '@app/contracts';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useShowsPlatformIds } from '../../../queries/sportsengine-status.ts';
import { useSaveBulkEdit } from '../api/use-save-bulk-edit.ts';
import {
  type BulkEditDraft,
  type CodeField,
  type DraftTable,
  isDraftChanged,
  type PlacedErrors,
  placeErrors,
  toBulkEditInput,
  toDraft,
  updateDraft,
} from './bulk-edit-draft.ts';
import { type EditableColumn, EditableTable, type TableLine } from './editable-table.tsx';

const NO_ERRORS: PlacedErrors = { byRow: new Map(), other: [] };

/** Nested rows (teams, surfaces) under a heading line for their division or venue. */
function groupedLines(
  parents: BulkEditDraft['divisions'],
  children: BulkEditDraft['teams'],
  table: DraftTable,
  rowLabel: (n: number) => string,
  colorOf: (id: string) => string | undefined,
): TableLine[] {
  let n = 0;
  return parents.flatMap((parent): TableLine[] => {
    const rows = children.filter((child) => child.parentId === parent.id);
    if (rows.length === 0) return [];
    return [
      { kind: 'heading', key: `heading-${parent.id}`, label: parent.name, color: colorOf(parent.id) },
      ...rows.map((row): TableLine => {
        n += 1;
        return { kind: 'row', table, row, label: rowLabel(n) };
      }),
    ];
  });
}

/**
 * The bulk-edit tables of one season: divisions, teams (by division) and venues with their surfaces, every
 * name and code editable at once. Save sends all of it in one request and goes to `onDone`; Cancel asks
 * before throwing edits away. The external-system columns are hidden for the Japanese locale (its users
 * have no such system), but their values are still sent back unchanged.
 */
export function BulkEditor({ tables, onDone }: { tables: BulkEditTables; onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState(() => toDraft(tables));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const save = useSaveBulkEdit();
  // SportsEngine's id and mapping code: only when the organisation is connected, never in Japanese.
  const showsExternal = useShowsPlatformIds();

  const handleChange = useCallback((table: DraftTable, id: string, field: CodeField, value: string) => {
    setDraft((current) => updateDraft(current, table, id, field, value));
    setErrors((current) => {
      const rowErrors = current.byRow.get(id);
      if (rowErrors?.[field] === undefined) return current;
      const byRow = new Map(current.byRow);
      byRow.set(id, { ...rowErrors, [field]: undefined });
      return { ...current, byRow };
    });
  }, []);

  const codeColumns = useMemo<EditableColumn[]>(
    () => [
      { field: 'name', label: t('fields.name'), maxLength: NAME_MAX, width: 220 },
      { field: 'shortcode', label: t('bulkEdit.shortcode'), maxLength: SHORTCODE_MAX, width: 110 },
      { field: 'longcode', label: t('bulkEdit.longcode'), maxLength: LONGCODE_MAX, width: 160 },
    ],
    [t],
  );
  const externalColumns = useMemo<EditableColumn[]>(
    () =>
      showsExternal
        ? [
            ...codeColumns,
            { field: 'se_id', label: t('bulkEdit.platformId'), width: 160 },
            { field: 'se_mapping_code', label: t('bulkEdit.mappingCode'), width: 160 },
          ]
        : codeColumns,
    [codeColumns, showsExternal, t],
  );

  const colorOf = useMemo(() => {
    const colors = new Map(tables.divisions.map((division) => [division.id, division.color]));
    return (id: string) => colors.get(id);
  }, [tables]);
  const divisionLines = draft.divisions.map(
    (row, i): TableLine => ({
      kind: 'row',
      table: 'divisions',
      row,
      label: t('bulkEdit.divisionRow', { n: i + 1 }),
    }),
  );
  const teamLines = groupedLines(
    draft.divisions,
    draft.teams,
    'teams',
    (n) => t('bulkEdit.teamRow', { n }),
    colorOf,
  );
  let surfaceCount = 0;
  const venueLines = draft.venues.flatMap((venue, i): TableLine[] => [
    { kind: 'row', table: 'venues', row: venue, label: t('bulkEdit.venueRow', { n: i + 1 }) },
    ...draft.surfaces
      .filter((surface) => surface.parentId === venue.id)
      .map((surface): TableLine => {
        surfaceCount += 1;
        return {
          kind: 'row',
          table: 'surfaces',
          row: surface,
          label: t('bulkEdit.surfaceRow', { n: surfaceCount }),
          isNested: true,
        };
      }),
  ]);

  function handleSave() {
    const { input, rowOfPath } = toBulkEditInput(draft, tables.season_id);
    const parsed = BulkEditSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(placeErrors(fieldErrors(parsed.error), rowOfPath));
      notifyError(t('bulkEdit.fixErrors'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('bulkEdit.saved'));
        onDone();
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(placeErrors(failure.errors, rowOfPath));
        notifyError(failure.message, { title: t('bulkEdit.saveFailed') });
      },
    });
  }

  function handleCancel() {
    if (!isDraftChanged(draft, initial)) {
      onDone();
      return;
    }
    modals.openConfirmModal({
      title: t('bulkEdit.discardTitle'),
      children: <Text size="sm">{t('bulkEdit.discardMessage')}</Text>,
      labels: { confirm: t('bulkEdit.discardConfirm'), cancel: t('bulkEdit.keepEditing') },
      confirmProps: { color: 'red' },
      onConfirm: onDone,
    });
  }

  const sections = [
    { title: t('bulkEdit.divisions'), columns: externalColumns, lines: divisionLines },
    { title: t('bulkEdit.teams'), columns: externalColumns, lines: teamLines },
    { title: t('bulkEdit.venues'), columns: codeColumns, lines: venueLines },
  ];

  return (
    <Stack gap="lg">
      {errors.other.length > 0 ? (
        <Alert color="red" title={t('bulkEdit.saveFailed')} role="alert">
          <List size="sm">
            {errors.other.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {sections.map((section) => (
        <Paper key={section.title} withBorder p="md" radius="md" component="section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            <EditableTable
              caption={section.title}
              columns={section.columns}
              lines={section.lines}
              errors={errors.byRow}
              emptyMessage={t('bulkEdit.emptyTable')}
              onChange={handleChange}
            />
          </Stack>
        </Paper>
      ))}
      <Group
        justify="flex-end"
        gap="xs"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1 }}
      >
        <Button variant="default" onClick={handleCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={handleSave} loading={save.isPending}>
          {t('bulkEdit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
