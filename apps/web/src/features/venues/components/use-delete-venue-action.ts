import type { Venue, VenueDependents } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteWithDependents } from '../../../components/use-delete-with-dependents.ts';
import { deleteVenue, fetchVenueDependents, useForgetVenue } from '../api/use-delete-venue.ts';

/**
 * The venue page's Delete: names the surfaces and timeslots that go, the games left unscheduled and the
 * teams that lose it as a home venue, then deletes it and goes to the dashboard, where venues are listed.
 */
export function useDeleteVenueAction(venue: Venue) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetVenue = useForgetVenue();
  return useDeleteWithDependents({
    loadDependents: () => fetchVenueDependents(venue.id),
    describe: (dependents: VenueDependents) => ({
      title: t('venues.deleteTitle', { name: venue.name }),
      message: t('venues.deleteGoes'),
      details: [
        dependents.surfaces > 0 ? t('venues.deleteSurfaces', { count: dependents.surfaces }) : null,
        dependents.timeslots > 0 ? t('venues.deleteTimeslots', { count: dependents.timeslots }) : null,
        dependents.games > 0 ? t('venues.deleteGames', { count: dependents.games }) : null,
        dependents.home_teams > 0 ? t('venues.deleteHomeTeams', { count: dependents.home_teams }) : null,
      ].filter((line) => line !== null),
      confirmLabel: t('venues.deleteConfirm'),
    }),
    remove: () => deleteVenue(venue.id),
    forget: () => forgetVenue(venue),
    deletedMessage: t('venues.deleted', { name: venue.name }),
    failedTitle: t('venues.deleteFailed'),
    onDeleted: () => navigate('/', { replace: true }),
  });
}
