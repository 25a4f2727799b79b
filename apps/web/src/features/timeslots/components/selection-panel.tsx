import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How a click or drag on the grid acts: make slots, select slots, or paste the selection. */
export type GridMode = 'create' | 'select' | 'paste';

/** Which dialog the selected-timeslot actions opened. */
export type SlotDialog = 'shift' | 'split' | 'copy' | 'divisions' | 'surface' | null;

/** The grid mode, the selection count and the selected-timeslot actions (docs/timeslots.md). */
export function SelectionPanel({
  mode,
  selectedCount,
  canUndo,
  onModeChange,
  onSelectAll,
  onSelectVisible,
  onUnselect,
  onDelete,
  onCreateGame,
  onOpenDialog,
  onUndo,
}: {
  mode: GridMode;
  selectedCount: number;
  canUndo: boolean;
  onModeChange: (mode: GridMode) => void;
  onSelectAll: () => void;
  onSelectVisible: () => void;
  onUnselect: () => void;
  onDelete: () => void;
  /** Opens the new-game dialog on the one selected open slot; absent unless exactly one such is selected. */
  onCreateGame?: () => void;
  onOpenDialog: (dialog: Exclude<SlotDialog, null>) => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const hasSelection = selectedCount > 0;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('timeslots.selection.title')}
      </Title>
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => onModeChange(value as GridMode)}
        data={[
          { value: 'create', label: t('timeslots.mode.create') },
          { value: 'select', label: t('timeslots.mode.select') },
          { value: 'paste', label: t('timeslots.mode.paste'), disabled: !hasSelection },
        ]}
        aria-label={t('timeslots.mode.label')}
      />
      {mode === 'paste' && (
        <Text size="sm" c="dimmed">
          {t('timeslots.mode.pasteHint')}
        </Text>
      )}
      <Text size="sm" aria-live="polite">
        {t('timeslots.selection.count', { count: selectedCount })}
      </Text>
      <Group gap={4}>
        <Button size="xs" variant="light" onClick={onSelectAll}>
          {t('timeslots.selection.all')}
        </Button>
        <Button size="xs" variant="light" onClick={onSelectVisible}>
          {t('timeslots.selection.visible')}
        </Button>
        <Button size="xs" variant="light" onClick={onUnselect} disabled={!hasSelection}>
          {t('timeslots.selection.unselect')}
        </Button>
      </Group>
      <Group gap={4}>
        <Button
          size="xs"
          variant="filled"
          color="teal"
          onClick={onCreateGame}
          disabled={!onCreateGame}
          title={onCreateGame ? undefined : t('timeslots.createGame.hint')}
        >
          {t('timeslots.createGame.action')}
        </Button>
        <Button size="xs" onClick={() => onOpenDialog('copy')} disabled={!hasSelection}>
          {t('timeslots.copy.title')}
        </Button>
        <Button size="xs" onClick={() => onOpenDialog('shift')} disabled={!hasSelection}>
          {t('timeslots.shift.title')}
        </Button>
        <Button size="xs" onClick={() => onOpenDialog('split')} disabled={!hasSelection}>
          {t('timeslots.split.title')}
        </Button>
        <Button size="xs" onClick={() => onOpenDialog('divisions')} disabled={!hasSelection}>
          {t('timeslots.divisions.title')}
        </Button>
        <Button size="xs" onClick={() => onOpenDialog('surface')} disabled={!hasSelection}>
          {t('timeslots.surface.title')}
        </Button>
        <Button size="xs" color="red" onClick={onDelete} disabled={!hasSelection}>
          {t('timeslots.delete.action')}
        </Button>
      </Group>
      <Button size="xs" variant="default" onClick={onUndo} disabled={!canUndo}>
        {t('timeslots.undo')}
      </Button>
    </Stack>
  );
}
