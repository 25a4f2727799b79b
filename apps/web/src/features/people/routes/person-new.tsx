import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewInSeasonPage } from '../../../components/new-in-season-page.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { PersonForm } from '../components/person-form.tsx';

/**
 * /people/new?season_id=&return=: a person in the given season, else the current one. Saving goes to
 * `return`, else the new person's page; cancel goes to `return`, else /.
 */
export function PersonNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnParam = useSearchParams()[0].get('return');
  return (
    <NewInSeasonPage
      title={t('people.newTitle')}
      noSeason={t('people.noSeason')}
      createLeague={t('people.createLeague')}
    >
      {(seasonId) => (
        <PersonForm
          person={null}
          seasonId={seasonId}
          onSaved={(saved) => navigate(safeReturnPath(returnParam, `/people/${saved.id}`))}
          onCancel={() => navigate(safeReturnPath(returnParam, '/'))}
        />
      )}
    </NewInSeasonPage>
  );
}
