import type { Timeslot } from '@app/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { localDateOf, localTimeOf, zonedInstant } from '../../../lib/zoned-time.ts';
import type { SlotLabels } from '../model/slot-events.ts';

const PAGE_SIZE = 50;

/** A row's edited wall-clock times (HH:MM, season-local). */
interface TimesDraft {
  start: string;
  finish: string;
}

type RowState = 'moved' | 'refused';

/**
 * Manage timeslots: the slots on screen as a table whose start and finish times can be edited in place and
 * saved together (one call; overlapping ones are refused and marked), or deleted one by one.
 */
export function ManageTimeslotsDialog({
  slots,
  labels,
  divisionNames,
  timeZone,
  onSave,
  onDelete,
  onClose,
}: {
  slots: readonly Timeslot[];
  labels: SlotLabels;
  divisionNames: ReadonlyMap<string, string>;
  timeZone: string;
  onSave: (
    before: readonly Timeslot[],
    after: { id: string; start: string; finish: string }[],
  ) => Promise<Set<string>>;
  onDelete: (slot: Timeslot) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, TimesDraft>>(new Map());
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(new Map());
  const [isSaving, setSaving] = useState(false);
  const sorted = useMemo(() => [...slots].sort((a, b) => a.start.localeCompare(b.start)), [slots]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const shown = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const timesOf = (slot: Timeslot): TimesDraft =>
    drafts.get(slot.id) ?? {
      start: localTimeOf(slot.start, timeZone),
      finish: localTimeOf(slot.finish, timeZone),
    };
  const invalid = [...drafts.values()].some((d) => !d.start || !d.finish || d.finish <= d.start);

  function edit(slot: Timeslot, field: keyof TimesDraft, value: string) {
    setDrafts((current) => new Map(current).set(slot.id, { ...timesOf(slot), [field]: value }));
  }

  async function save() {
    const changed = sorted.filter((slot) => drafts.has(slot.id));
    const after = changed.map((slot) => {
      const date = localDateOf(slot.start, timeZone);
      const times = timesOf(slot);
      return {
        id: slot.id,
        start: zonedInstant(date, timeZone, times.start),
        finish: zonedInstant(date, timeZone, times.finish),
      };
    });
    setSaving(true);
    const moved = await onSave(changed, after);
    setSaving(false);
    setStates(new Map(changed.map((slot) => [slot.id, moved.has(slot.id) ? 'moved' : 'refused'] as const)));
    // Refused rows keep the user's draft, so the times can be corrected and saved again.
    setDrafts((current) => new Map([...current].filter(([id]) => !moved.has(id))));
  }

  return (
    <Modal opened onClose={onClose} title={t('timeslots.manage.title')} size="xl" fullScreen={isPhone}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('timeslots.manage.intro', { count: sorted.length })}
        </Text>
        {sorted.length === 0 ? (
          <Text>{t('timeslots.manage.empty')}</Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={640} aria-label={t('timeslots.manage.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timeslots.manage.date')}</Table.Th>
                  <Table.Th>{t('timeslots.manage.start')}</Table.Th>
                  <Table.Th>{t('timeslots.manage.finish')}</Table.Th>
                  <Table.Th>{t('timeslots.manage.place')}</Table.Th>
                  <Table.Th>{t('timeslots.template.divisions')}</Table.Th>
                  <Table.Th>{t('timeslots.manage.kind')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((slot) => {
                  const times = timesOf(slot);
                  const state = states.get(slot.id);
                  const date = localDateOf(slot.start, timeZone);
                  const isBad = times.finish <= times.start;
                  return (
                    <Table.Tr key={slot.id} data-state={state}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {date}
                        {state === 'refused' && (
                          <Text size="xs" c="red">
                            {t('timeslots.manage.refused')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          size="xs"
                          aria-label={t('timeslots.manage.startOf', { date })}
                          value={times.start}
                          onChange={(event) => edit(slot, 'start', event.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          size="xs"
                          aria-label={t('timeslots.manage.finishOf', { date })}
                          value={times.finish}
                          error={isBad ? t('timeslots.settings.timeOrder') : undefined}
                          onChange={(event) => edit(slot, 'finish', event.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        {labels.venueNames.get(slot.venue_id)} · {labels.surfaceNames.get(slot.surface_id)}
                      </Table.Td>
                      <Table.Td>
                        {slot.divisions.length === 0
                          ? t('timeslots.template.allDivisions')
                          : slot.divisions.map((id) => divisionNames.get(id) ?? '').join(', ')}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {slot.is_game && <Badge size="xs">{t('timeslots.kind.game')}</Badge>}
                          {slot.is_practice && (
                            <Badge size="xs" color="teal">
                              {t('timeslots.kind.practice')}
                            </Badge>
                          )}
                          {slot.is_reserved && (
                            <Badge size="xs" color="dark">
                              {t('timeslots.kind.reserved')}
                            </Badge>
                          )}
                          {slot.has_game && (
                            <Badge size="xs" variant="outline">
                              {t('timeslots.manage.hasGame')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('timeslots.manage.deleteOf', { date })}
                          onClick={() => onDelete(slot)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Group justify="space-between">
          {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : <span />}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button onClick={() => void save()} loading={isSaving} disabled={drafts.size === 0 || invalid}>
              {t('timeslots.manage.save', { count: drafts.size })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
