import { SPLIT_PARTS_DEFAULT, SPLIT_PARTS_MAX } from '@app/contracts';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

/** Split each selected slot into 2 (a double header) to 12 back-to-back equal parts. */
export function SplitDialog({
  isBusy,
  onSplit,
  onClose,
}: {
  isBusy: boolean;
  onSplit: (parts: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<number>(SPLIT_PARTS_DEFAULT);
  const isValid = Number.isInteger(parts) && parts >= 2 && parts <= SPLIT_PARTS_MAX;
  return (
    <ActionModal
      title={t('timeslots.split.title')}
      submitLabel={t('timeslots.split.action')}
      isBusy={isBusy}
      onSubmit={() => isValid && onSplit(parts)}
      onClose={onClose}
    >
      <NumberInput
        label={t('timeslots.split.parts')}
        value={parts}
        onChange={(value) => setParts(typeof value === 'number' ? value : 0)}
        min={2}
        max={SPLIT_PARTS_MAX}
        allowDecimal={false}
        error={isValid ? undefined : t('timeslots.split.partsRange', { max: SPLIT_PARTS_MAX })}
        data-autofocus
      />
    </ActionModal>
  );
}
