import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteSeason } from '../api/use-delete-season.ts';

/** Delete for a season, from /leagues or its own page: asks first, then deletes and says so. */
export function useDeleteSeasonAction({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const deleteSeason = useDeleteSeason();
  return {
    isPending: deleteSeason.isPending,
    request: (season: { id: string; name: string }) =>
      confirmDelete(t, {
        title: t('seasons.seasonDeleteTitle', { name: season.name }),
        message: t('seasons.seasonDeleteMessage'),
        confirmLabel: t('seasons.seasonDeleteConfirm'),
        onConfirm: () =>
          deleteSeason.mutate(season.id, {
            onSuccess: () => {
              notifySuccess(t('seasons.seasonDeleted', { name: season.name }));
              onDeleted?.();
            },
            onError: (failure) => notifyError(failure.message, { title: t('seasons.seasonDeleteFailed') }),
          }),
      }),
  };
}
