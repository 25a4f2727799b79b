import type { Venue } from '@app/contracts';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteVenueAction } from './use-delete-venue-action.ts';

/**
 * The venue page's Delete, for managers: the confirmation names the surfaces and timeslots that go and the
 * games left unscheduled.
 */
export function DeleteVenueButton({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const deleteAction = useDeleteVenueAction(venue);
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      loading={deleteAction.isPending}
      onClick={deleteAction.request}
    >
      {t('venues.delete')}
    </Button>
  );
}
