import { COPY_FREQUENCIES, type CopyFrequency } from '@app/contracts';
import { SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

const FREQUENCY_LABELS: Record<CopyFrequency, string> = {
  weekly: 'timeslots.copy.weekly',
  monthly: 'timeslots.copy.monthly',
};

/** Copy the selected slots weekly or monthly up to a date (inclusive, season-local); the date is required. */
export function CopyUntilDialog({
  isBusy,
  onCopy,
  onClose,
}: {
  isBusy: boolean;
  onCopy: (date: string, frequency: CopyFrequency) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [frequency, setFrequency] = useState<CopyFrequency>('weekly');
  const [isTouched, setTouched] = useState(false);
  return (
    <ActionModal
      title={t('timeslots.copy.title')}
      submitLabel={t('timeslots.copy.action')}
      isBusy={isBusy}
      onSubmit={() => {
        setTouched(true);
        if (date) onCopy(date, frequency);
      }}
      onClose={onClose}
    >
      <TextInput
        type="date"
        label={t('timeslots.copy.until')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={isTouched && !date ? t('timeslots.copy.dateRequired') : undefined}
        required
        data-autofocus
      />
      <SegmentedControl
        value={frequency}
        onChange={(value) => setFrequency(value as CopyFrequency)}
        data={COPY_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
      />
    </ActionModal>
  );
}
