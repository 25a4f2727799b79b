import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useSelectSeason } from '../../../queries/use-select-season.ts';

/**
 * Opening a season makes it (and its league) current and goes to the dashboard, which shows the current
 * season: switching season refreshes every page and goes to /.
 */
export function useOpenSeason() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectSeason = useSelectSeason();
  return {
    isPending: selectSeason.isPending,
    open: (selection: { league_id: string; season_id: string }) =>
      selectSeason.mutate(selection, {
        onSuccess: () => navigate('/'),
        onError: (failure) => notifyError(failure.message, { title: t('seasons.openFailed') }),
      }),
  };
}
