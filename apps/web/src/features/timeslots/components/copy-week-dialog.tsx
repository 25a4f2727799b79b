import { COPY_WEEKS_MAX, COPY_WEEKS_MIN, type Timeslot } from '@app/contracts';
import { NumberInput, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, weekStartOf, zonedInstant } from '../../../lib/zoned-time.ts';
import { ActionModal } from './action-modal.tsx';

/** The template week as the copy-week call takes it: [start, finish) instants in the season's zone. */
export interface TemplateWeek {
  start: string;
  finish: string;
  weeks: number;
}

/**
 * Copy week template: the slots of one week (from the user's first weekday) are repeated into the following
 * weeks so that 2 to 23 weeks hold them. Shows how many slots the chosen week holds and the last week filled.
 */
export function CopyWeekDialog({
  slots,
  timeZone,
  firstDay,
  initialDate,
  isBusy,
  onCopy,
  onClose,
}: {
  slots: readonly Timeslot[];
  timeZone: string;
  firstDay: number;
  /** A local date inside the week proposed first. */
  initialDate: string;
  isBusy: boolean;
  onCopy: (week: TemplateWeek) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initialDate);
  const [weeks, setWeeks] = useState<number>(COPY_WEEKS_MIN);
  const weekStart = date ? weekStartOf(date, firstDay) : '';
  const range = useMemo(
    () =>
      weekStart
        ? { start: zonedInstant(weekStart, timeZone), finish: zonedInstant(addDays(weekStart, 7), timeZone) }
        : null,
    [weekStart, timeZone],
  );
  const inWeek = useMemo(() => {
    if (!range) return 0;
    const from = Date.parse(range.start);
    const to = Date.parse(range.finish);
    return slots.filter((slot) => {
      const start = Date.parse(slot.start);
      return start >= from && start < to;
    }).length;
  }, [slots, range]);
  const isWeeksValid = Number.isInteger(weeks) && weeks >= COPY_WEEKS_MIN && weeks <= COPY_WEEKS_MAX;
  const canCopy = range !== null && inWeek > 0 && isWeeksValid;

  return (
    <ActionModal
      title={t('timeslots.copyWeek.title')}
      submitLabel={t('timeslots.copyWeek.action')}
      isBusy={isBusy}
      onSubmit={() => range && canCopy && onCopy({ ...range, weeks })}
      onClose={onClose}
    >
      <TextInput
        type="date"
        label={t('timeslots.copyWeek.week')}
        description={weekStart ? t('timeslots.copyWeek.weekFrom', { date: weekStart }) : undefined}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={date ? undefined : t('timeslots.copy.dateRequired')}
        required
        data-autofocus
      />
      <NumberInput
        label={t('timeslots.copyWeek.weeks')}
        description={t('timeslots.copyWeek.weeksHint')}
        value={weeks}
        onChange={(value) => setWeeks(typeof value === 'number' ? value : 0)}
        min={COPY_WEEKS_MIN}
        max={COPY_WEEKS_MAX}
        allowDecimal={false}
        error={
          isWeeksValid
            ? undefined
            : t('timeslots.copyWeek.weeksRange', { min: COPY_WEEKS_MIN, max: COPY_WEEKS_MAX })
        }
      />
      {weekStart && (
        <Text size="sm" c={inWeek > 0 ? undefined : 'red'} aria-live="polite">
          {inWeek > 0
            ? t('timeslots.copyWeek.summary', {
                count: inWeek,
                last: addDays(weekStart, 7 * Math.max(weeks, 1) - 1),
              })
            : t('timeslots.copyWeek.empty')}
        </Text>
      )}
    </ActionModal>
  );
}
