import { sportPreset, WIZARD_LIMITS } from '@app/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Select,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../../../../lib/weekday-names.ts';
import { addDays, formatClock, weekdayOf } from '../../../../lib/zoned-time.ts';
import type { TemplateSlot, WizardDraft } from '../../model/draft.ts';
import {
  endTimeOf,
  expandTemplate,
  fromMinutes,
  newSlotKey,
  otherSlotLengthChoices,
  sameTimeslots,
  seasonWeeks,
  slotLengthChoices,
  slotMinutes,
  toMinutes,
  withDefaultTemplate,
  withTemplate,
} from '../../model/template.ts';
import { formatDateOnly, formatSpan } from './format.ts';
import { SlotDialog, type SlotFields } from './slot-dialog.tsx';
import { TemplateDayList } from './template-day-list.tsx';
import { allSurfacesText } from './terms.ts';

/** Height of one 15-minute row of the week grid. */
const ROW_PX = 16;
const GRID_MINUTES = 15;
/** With no slot yet, the grid shows a usual playing day. */
const EMPTY_DAY = { from: 8 * 60, to: 18 * 60 } as const;
const DAY_MINUTES = 24 * 60;

interface Editing {
  /** The template slot edited, or null for a new one. */
  key: string | null;
  fields: SlotFields;
}

/** Side-by-side lanes for a day's overlapping slots: each slot's lane and how many lanes the day needs. */
function layLanes(slots: readonly TemplateSlot[]): { lanes: Map<string, number>; count: number } {
  const sorted = [...slots].sort((a, b) => toMinutes(a.start_time) - toMinutes(b.start_time));
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const slot of sorted) {
    const start = toMinutes(slot.start_time);
    const end = start + slotMinutes(slot.start_time, slot.end_time);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    lanes.set(slot.key, lane);
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/**
 * Step 14, the week template (docs/wizard.md#the-week-template): one week from the start date, a
 * column a day and a row every 15 minutes from an hour before the earliest slot to an hour after the latest.
 * A click (or Enter) on an empty cell adds a slot there; a click on a slot edits or deletes it. Every change
 * also sets the draft's timeslots to the template expanded over the season, so they always match it.
 */
export function TemplateWeekStep({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [otherLength, setOtherLength] = useState(
    !(slotLengthChoices as readonly number[]).includes(draft.slot_minutes),
  );
  const gridRef = useRef<HTMLDivElement>(null);

  // Dates or venues changed since the template was last expanded (step 11 revisited): the slots follow. A
  // template the visitor never touched and that is empty (a draft stored before the wizard filled it) gets
  // the sport's, so the default choices give slots (docs/wizard.md#the-week-template).
  const expanded = useMemo(() => expandTemplate(draft), [draft]);
  const inSync = sameTimeslots(expanded, draft.timeslots);
  const needsDefault = draft.template.length === 0 && !draft.template_edited;
  useEffect(() => {
    const filled = needsDefault ? withDefaultTemplate(draft) : null;
    // A draft with no surface gets no default slot: nothing to fill then, and no loop.
    if (filled && filled.template.length > 0) onChange(filled);
    else if (!inSync) onChange({ timeslots: expanded });
  }, [needsDefault, inSync, expanded, onChange, draft]);

  const hasDates = seasonWeeks(draft) > 0;
  const dates = Array.from({ length: 7 }, (_, day) => (hasDates ? addDays(draft.start_date, day) : null));
  const weekdays = dates.map((date, day) => (date ? weekdayOf(date) : day));
  const shortNames = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');
  const venueName = new Map(draft.venues.map((venue) => [venue.key, venue]));
  const divisionByKey = new Map(draft.divisions.map((division) => [division.key, division]));

  const { from, to } = useMemo(() => {
    if (draft.template.length === 0) return EMPTY_DAY;
    const starts = draft.template.map((slot) => toMinutes(slot.start_time));
    const ends = draft.template.map(
      (slot) => toMinutes(slot.start_time) + slotMinutes(slot.start_time, slot.end_time),
    );
    const first = Math.max(0, Math.floor((Math.min(...starts) - 60) / 60) * 60);
    const last = Math.min(DAY_MINUTES, Math.ceil((Math.max(...ends) + 60) / 60) * 60);
    return { from: first, to: last };
  }, [draft.template]);
  const rows = (to - from) / GRID_MINUTES;
  const [focus, setFocus] = useState({ day: 0, row: 0 });
  const focusRow = Math.min(focus.row, rows - 1);

  // The grid needs about 520 px: below the xs breakpoint the week is a list of days instead.
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.xs})`) ?? false;
  // A slot added from the day list starts when the day's last slot ends, else at the sport's first start.
  const nextStartOn = (weekday: number): number => {
    const ends = draft.template
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => toMinutes(slot.start_time) + slotMinutes(slot.start_time, slot.end_time));
    if (ends.length > 0) return Math.max(...ends) % DAY_MINUTES;
    return toMinutes(sportPreset(draft.sport_id).start_times[0] ?? '09:00');
  };

  const perWeek = draft.template.reduce((sum, slot) => sum + slot.surface_keys.length, 0);
  const weeks = seasonWeeks(draft);
  const term = sportPreset(draft.sport_id).surface_term;

  // A change by hand marks the template edited: it is then kept when venues change and Reset asks first.
  const saveTemplate = (template: TemplateSlot[]) =>
    onChange({ ...withTemplate(draft, template), template_edited: true });

  const reset = () => {
    if (!draft.template_edited || draft.template.length === 0) {
      onChange(withDefaultTemplate(draft));
      return;
    }
    modals.openConfirmModal({
      title: t('wizard.timeslots.resetConfirm.title'),
      children: <Text size="sm">{t('wizard.timeslots.resetConfirm.body')}</Text>,
      labels: {
        confirm: t('wizard.timeslots.resetConfirm.confirm'),
        cancel: t('wizard.timeslots.dialog.cancel'),
      },
      onConfirm: () => onChange(withDefaultTemplate(draft)),
    });
  };

  // A new slot length: the sport's template follows it while untouched; an edited one keeps its slots.
  const setSlotMinutes = (slot_minutes: number) => {
    const changed = { ...draft, slot_minutes };
    onChange(draft.template_edited ? { slot_minutes } : withDefaultTemplate(changed));
  };

  const openNew = (weekday: number, minutes: number) => {
    const venue = draft.venues.find((candidate) => candidate.surfaces.length > 0);
    const start = fromMinutes(minutes);
    setEditing({
      key: null,
      fields: {
        weekday,
        start_time: start,
        end_time: endTimeOf(start, draft.slot_minutes),
        venue_key: venue?.key ?? '',
        surface_keys: venue?.surfaces.map((surface) => surface.key) ?? [],
        division_keys: [],
      },
    });
  };

  const save = (fields: SlotFields) => {
    if (!editing) return;
    const slot: TemplateSlot = {
      key: editing.key ?? newSlotKey('tpl'),
      weekday: fields.weekday as TemplateSlot['weekday'],
      start_time: fields.start_time,
      end_time: fields.end_time,
      venue_key: fields.venue_key,
      surface_keys: fields.surface_keys,
      division_keys: fields.division_keys,
    };
    saveTemplate(
      editing.key === null
        ? [...draft.template, slot]
        : draft.template.map((candidate) => (candidate.key === editing.key ? slot : candidate)),
    );
    setEditing(null);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, day: number, row: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [day, row - 1],
      ArrowDown: [day, row + 1],
      ArrowLeft: [day - 1, row],
      ArrowRight: [day + 1, row],
      Home: [day, 0],
      End: [day, rows - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const next = {
      day: Math.min(6, Math.max(0, target[0])),
      row: Math.min(rows - 1, Math.max(0, target[1])),
    };
    setFocus(next);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.day}-${next.row}"]`)?.focus();
  };

  const lengthData = [
    ...slotLengthChoices.map((minutes) => ({
      value: String(minutes),
      label: t('wizard.timeslots.minutes', { minutes }),
    })),
    { value: 'other', label: t('wizard.timeslots.otherLength') },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('wizard.timeslots.slotLength')}
          data={lengthData}
          value={otherLength ? 'other' : String(draft.slot_minutes)}
          onChange={(value) => {
            if (value === 'other') setOtherLength(true);
            else if (value) {
              setOtherLength(false);
              setSlotMinutes(Number(value));
            }
          }}
          allowDeselect={false}
          w={150}
        />
        {otherLength && (
          <Select
            label={t('wizard.timeslots.otherLengthMinutes')}
            data={otherSlotLengthChoices.map((minutes) => ({
              value: String(minutes),
              label: String(minutes),
            }))}
            value={String(draft.slot_minutes)}
            onChange={(value) => value && setSlotMinutes(Number(value))}
            allowDeselect={false}
            searchable
            w={120}
          />
        )}
        <Button variant="default" onClick={reset}>
          {t('wizard.timeslots.resetTemplate')}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {t('wizard.timeslots.summary', {
          perWeek: t('wizard.timeslots.perWeek', { count: perWeek }),
          total: t('wizard.timeslots.total', { count: draft.timeslots.length }),
          weeks: t('wizard.timeslots.weeks', { count: weeks }),
        })}
      </Text>
      {draft.timeslots.length > WIZARD_LIMITS.timeslots && (
        <Alert color="red">{t('wizard.timeslots.tooMany', { max: WIZARD_LIMITS.timeslots })}</Alert>
      )}
      <Text size="xs" c="dimmed">
        {phone ? t('wizard.timeslots.templateListHint') : t('wizard.timeslots.templateHint')}
      </Text>
      {phone ? (
        <TemplateDayList
          draft={draft}
          days={weekdays.map((weekday, day) => ({ weekday, date: dates[day] ?? null }))}
          term={term}
          onEdit={(slot) => setEditing({ key: slot.key, fields: { ...slot } })}
          onAdd={(weekday) => openNew(weekday, nextStartOn(weekday))}
        />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Box
            ref={gridRef}
            role="group"
            aria-label={t('wizard.timeslots.templateGrid')}
            style={{ display: 'flex', minWidth: 540 }}
          >
            <Box style={{ width: 64, flex: 'none' }} aria-hidden>
              <Box h={40} />
              <Box style={{ position: 'relative', height: rows * ROW_PX }}>
                {Array.from({ length: rows }, (_, row) => row)
                  .filter((row) => (from + row * GRID_MINUTES) % 60 === 0)
                  .map((row) => (
                    <Text
                      key={row}
                      size="xs"
                      c="dimmed"
                      style={{ position: 'absolute', top: row * ROW_PX - 7, right: 6, whiteSpace: 'nowrap' }}
                    >
                      {formatClock(fromMinutes(from + row * GRID_MINUTES), language)}
                    </Text>
                  ))}
              </Box>
            </Box>
            {weekdays.map((weekday, day) => {
              const daySlots = draft.template.filter((slot) => slot.weekday === weekday);
              const { lanes, count } = layLanes(daySlots);
              const date = dates[day];
              return (
                <Box key={weekday} style={{ flex: '1 1 0', minWidth: 66 }}>
                  <Box h={40} ta="center" style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}>
                    <Text size="sm" fw={600} lh={1.2}>
                      {shortNames[weekday]}
                    </Text>
                    {date && (
                      <Text size="xs" c="dimmed" lh={1.2}>
                        {formatDateOnly(date, language)}
                      </Text>
                    )}
                  </Box>
                  <Box
                    style={{
                      position: 'relative',
                      height: rows * ROW_PX,
                      borderLeft: '1px solid var(--mantine-color-gray-3)',
                    }}
                  >
                    {Array.from({ length: rows }, (_, row) => {
                      const minutes = from + row * GRID_MINUTES;
                      return (
                        <UnstyledButton
                          // Cells never move or reorder: the row is their identity.
                          // biome-ignore lint/suspicious/noArrayIndexKey: see above
                          key={row}
                          data-cell={`${day}-${row}`}
                          tabIndex={focus.day === day && focusRow === row ? 0 : -1}
                          aria-label={t('wizard.timeslots.addAt', {
                            day: longNames[weekday],
                            time: formatClock(fromMinutes(minutes), language),
                          })}
                          onClick={() => {
                            setFocus({ day, row });
                            openNew(weekday, minutes);
                          }}
                          onKeyDown={(event) => moveFocus(event, day, row)}
                          style={{
                            position: 'absolute',
                            top: row * ROW_PX,
                            height: ROW_PX,
                            left: 0,
                            right: 0,
                            borderTop:
                              minutes % 60 === 0
                                ? '1px solid var(--mantine-color-gray-3)'
                                : '1px dotted var(--mantine-color-gray-2)',
                          }}
                        />
                      );
                    })}
                    {daySlots.map((slot) => {
                      const lane = lanes.get(slot.key) ?? 0;
                      const start = toMinutes(slot.start_time);
                      const length = Math.min(slotMinutes(slot.start_time, slot.end_time), to - start);
                      const venue = venueName.get(slot.venue_key);
                      const surfaces = (venue?.surfaces ?? [])
                        .filter((surface) => slot.surface_keys.includes(surface.key))
                        .map((surface) => surface.name);
                      return (
                        <UnstyledButton
                          key={slot.key}
                          onClick={() => setEditing({ key: slot.key, fields: { ...slot } })}
                          aria-label={t('wizard.timeslots.editSlot', {
                            day: longNames[weekday],
                            time: formatSpan(slot.start_time, slot.end_time, language),
                            venue: venue?.name ?? '',
                            surfaces: surfaces.join(', '),
                          })}
                          style={{
                            position: 'absolute',
                            top: ((start - from) / GRID_MINUTES) * ROW_PX + 1,
                            height: (length / GRID_MINUTES) * ROW_PX - 2,
                            left: `calc(${(lane / count) * 100}% + 2px)`,
                            width: `calc(${100 / count}% - 4px)`,
                            overflow: 'hidden',
                            padding: '1px 4px',
                            borderRadius: 4,
                            background: 'var(--mantine-color-indigo-1)',
                            borderLeft: '3px solid var(--mantine-color-indigo-7)',
                            zIndex: 1,
                          }}
                        >
                          <Text size="xs" fw={600} lh={1.2}>
                            {formatSpan(slot.start_time, slot.end_time, language)}
                          </Text>
                          <Text size="xs" lh={1.2} truncate>
                            {venue?.name}
                          </Text>
                          <Text size="xs" lh={1.2} c="dimmed" truncate>
                            {surfaces.length === venue?.surfaces.length && surfaces.length > 2
                              ? allSurfacesText(t, term, surfaces.length)
                              : surfaces.join(', ')}
                          </Text>
                          {slot.division_keys.length > 0 && (
                            <Group gap={2} wrap="wrap">
                              {slot.division_keys.map((key) => {
                                const division = divisionByKey.get(key);
                                return (
                                  <Badge key={key} size="xs" color={division?.color ?? 'gray'} radius="sm">
                                    {division?.shortcode || division?.name || key}
                                  </Badge>
                                );
                              })}
                            </Group>
                          )}
                        </UnstyledButton>
                      );
                    })}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
      {editing && (
        <SlotDialog
          draft={draft}
          initial={editing.fields}
          title={
            editing.key === null
              ? t('wizard.timeslots.dialog.addTitle')
              : t('wizard.timeslots.dialog.editTitle')
          }
          onSave={save}
          onDelete={
            editing.key === null
              ? undefined
              : () => {
                  saveTemplate(draft.template.filter((slot) => slot.key !== editing.key));
                  setEditing(null);
                }
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
