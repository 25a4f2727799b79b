import type { SeasonDivision } from '@app/contracts';
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

/** Open the selected slots to these divisions; none means every division. */
export function DivisionsDialog({
  divisions,
  isBusy,
  onSave,
  onClose,
}: {
  divisions: readonly SeasonDivision[];
  isBusy: boolean;
  onSave: (divisionIds: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [divisionIds, setDivisionIds] = useState<string[]>([]);
  return (
    <ActionModal
      title={t('timeslots.divisions.title')}
      submitLabel={t('common.save')}
      isBusy={isBusy}
      onSubmit={() => onSave(divisionIds)}
      onClose={onClose}
    >
      <MultiSelect
        label={t('timeslots.template.divisions')}
        placeholder={divisionIds.length === 0 ? t('timeslots.template.allDivisions') : undefined}
        data={divisions.map(({ id, name }) => ({ value: id, label: name }))}
        value={divisionIds}
        onChange={setDivisionIds}
        data-autofocus
      />
    </ActionModal>
  );
}
