import { SHIFT_AMOUNT_MAX, SHIFT_UNIT_DEFAULT, SHIFT_UNITS, type ShiftUnit } from '@app/contracts';
import { NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

const UNIT_LABELS: Record<ShiftUnit, string> = {
  minutes: 'timeslots.shift.minutes',
  hours: 'timeslots.shift.hours',
  days: 'timeslots.shift.days',
  weeks: 'timeslots.shift.weeks',
  months: 'timeslots.shift.months',
};

/** Shift the selected slots by -20..20 (not 0) minutes, hours, days (default 1 day), weeks or months. */
export function ShiftDialog({
  isBusy,
  onShift,
  onClose,
}: {
  isBusy: boolean;
  onShift: (amount: number, units: ShiftUnit) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number>(1);
  const [units, setUnits] = useState<ShiftUnit>(SHIFT_UNIT_DEFAULT);
  const isValid = Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= SHIFT_AMOUNT_MAX;
  return (
    <ActionModal
      title={t('timeslots.shift.title')}
      submitLabel={t('timeslots.shift.action')}
      isBusy={isBusy}
      onSubmit={() => isValid && onShift(amount, units)}
      onClose={onClose}
    >
      <NumberInput
        label={t('timeslots.shift.amount')}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : 0)}
        min={-SHIFT_AMOUNT_MAX}
        max={SHIFT_AMOUNT_MAX}
        allowDecimal={false}
        error={isValid ? undefined : t('timeslots.shift.amountRange', { max: SHIFT_AMOUNT_MAX })}
        data-autofocus
      />
      <Select
        label={t('timeslots.shift.units')}
        data={SHIFT_UNITS.map((unit) => ({ value: unit, label: t(UNIT_LABELS[unit]) }))}
        value={units}
        onChange={(value) => value && setUnits(value as ShiftUnit)}
        allowDeselect={false}
      />
    </ActionModal>
  );
}
