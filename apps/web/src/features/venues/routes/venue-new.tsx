import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewInSeasonPage } from '../../../components/new-in-season-page.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { VenueRowsForm } from '../components/venue-rows-form.tsx';

/**
 * /venues/new?season_id=&return=: several venues in the given season, else the current one. After the
 * save (and its 700 ms pause) it goes to `return`, else the venue's page when one was made, else /.
 */
export function VenueNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnParam = useSearchParams()[0].get('return');
  return (
    <NewInSeasonPage
      title={t('venues.newTitle')}
      noSeason={t('venues.noSeason')}
      createLeague={t('venues.createLeague')}
    >
      {(seasonId) => (
        <VenueRowsForm
          seasonId={seasonId}
          onSaved={(venues) => {
            const only = venues.length === 1 ? venues[0] : undefined;
            navigate(safeReturnPath(returnParam, only ? `/venues/${only.id}` : '/'));
          }}
          onCancel={() => navigate(safeReturnPath(returnParam, '/'))}
        />
      )}
    </NewInSeasonPage>
  );
}
