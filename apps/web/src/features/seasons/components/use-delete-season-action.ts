import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { confirmDelete } from '../../leagues/components/confirm-delete.tsx';
import { useDeleteSeason } from '../api/use-delete-season.ts';

/** Delete for a season, from /leagues or its own page: asks first, then deletes and says so. */
export function useDeleteSeasonAction({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const deleteSeason = useDeleteSeason();
  return {
    isPending: deleteSeason.isPending,
    request: (season: { id: string; name: string }) =>
      confirmDelete(t, {
        title: t('leagues.seasonDeleteTitle', { name: season.name }),
        message: t('leagues.seasonDeleteMessage'),
        confirmLabel: t('leagues.seasonDeleteConfirm'),
        onConfirm: () =>
          deleteSeason.mutate(season.id, {
            onSuccess: () => {
              notifySuccess(t('leagues.seasonDeleted', { name: season.name }));
              onDeleted?.();
            },
            onError: (failure) => notifyError(failure.message, { title: t('leagues.seasonDeleteFailed') }),
          }),
      }),
  };
}
