import { fieldErrors, type Venue, VenueUpdateSchema } from '@app/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateVenue } from '../api/use-save-venues.ts';
import {
  blankSavedSurfaceErrors,
  errorsForRow,
  rowToInput,
  type SurfaceRow,
  type VenueRow,
  venueToRow,
} from './venue-draft.ts';
import { VenueFields } from './venue-fields.tsx';
import { useAfterSaveDelay } from './venue-save-delay.ts';

/**
 * Edits one venue with its surfaces. Deleting a saved surface asks first, since saving then deletes its
 * timeslots, games and practices; a surface added in this visit goes without asking.
 */
export function VenueEditForm({
  venue,
  onSaved,
  onCancel,
}: {
  venue: Venue;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [row, setRow] = useState<VenueRow>(() => venueToRow(venue));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const update = useUpdateVenue(venue.id);
  const afterSaveDelay = useAfterSaveDelay();

  function removeSurface(surface: SurfaceRow) {
    setRow((current) => ({ ...current, surfaces: current.surfaces.filter((s) => s.key !== surface.key) }));
  }

  function handleDeleteSurface(surface: SurfaceRow) {
    if (surface.id === undefined) {
      removeSurface(surface);
      return;
    }
    modals.openConfirmModal({
      title: t('venues.deleteSurfaceTitle', { name: surface.name }),
      children: <Text size="sm">{t('venues.deleteSurfaceWarning')}</Text>,
      labels: { confirm: t('venues.deleteSurfaceConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => removeSurface(surface),
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { surfaces, ...rest } = rowToInput(row);
    const parsed = VenueUpdateSchema.safeParse({ ...rest, surfaces: surfaces ?? [] });
    const blankSaved = blankSavedSurfaceErrors(row);
    if (!parsed.success || Object.keys(blankSaved).length > 0) {
      setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...blankSaved });
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('venues.saved'));
        afterSaveDelay(onSaved);
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(failure.errors);
        notifyError(failure.message, { title: t('venues.saveFailed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <VenueFields
          row={row}
          index={0}
          errors={errorsForRow(errors, '')}
          onChange={(next) => {
            setRow(next);
            setErrors({});
          }}
          onDeleteSurface={handleDeleteSurface}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
