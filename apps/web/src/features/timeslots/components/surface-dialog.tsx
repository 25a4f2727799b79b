import type { SeasonVenue } from '@app/contracts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

/** Move the selected slots to another surface of the season (same times; its venue follows). */
export function SurfaceDialog({
  venues,
  isBusy,
  onSave,
  onClose,
}: {
  venues: readonly SeasonVenue[];
  isBusy: boolean;
  onSave: (surfaceId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [surfaceId, setSurfaceId] = useState<string | null>(null);
  const [isTouched, setTouched] = useState(false);
  return (
    <ActionModal
      title={t('timeslots.surface.title')}
      submitLabel={t('common.save')}
      isBusy={isBusy}
      onSubmit={() => {
        setTouched(true);
        if (surfaceId) onSave(surfaceId);
      }}
      onClose={onClose}
    >
      <Select
        label={t('timeslots.template.surfaces')}
        data={venues.map((venue) => ({
          group: venue.name,
          items: venue.surfaces.map(({ id, name }) => ({ value: id, label: name })),
        }))}
        value={surfaceId}
        onChange={setSurfaceId}
        error={isTouched && !surfaceId ? t('timeslots.template.selectSurface') : undefined}
        searchable
        data-autofocus
      />
    </ActionModal>
  );
}
