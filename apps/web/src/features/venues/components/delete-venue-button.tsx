import type { Venue } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { useDeleteVenueAction } from './use-delete-venue-action.ts';

/**
 * The venue page's Delete, for managers: the confirmation names the surfaces and timeslots that go and the
 * games left unscheduled.
 */
export function DeleteVenueButton({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  return <DeleteButton action={useDeleteVenueAction(venue)} label={t('venues.delete')} />;
}
