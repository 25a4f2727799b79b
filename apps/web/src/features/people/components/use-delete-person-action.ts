import type { Person, PersonDependents } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteWithDependents } from '../../../components/use-delete-with-dependents.ts';
import { deletePerson, fetchPersonDependents, useForgetPerson } from '../api/use-delete-person.ts';

/**
 * The person page's Delete: names the team entries that go with the person, then deletes them and goes to
 * the dashboard, where the season's people are listed.
 */
export function useDeletePersonAction(person: Person) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetPerson = useForgetPerson();
  return useDeleteWithDependents({
    loadDependents: () => fetchPersonDependents(person.id),
    describe: (dependents: PersonDependents) => {
      const details =
        dependents.team_people > 0
          ? [
              t('people.deleteTeamPeople', {
                count: dependents.team_people,
                teams: t('people.deleteTeamCount', { count: dependents.teams }),
              }),
            ]
          : [];
      return {
        title: t('people.deleteTitle', { name: person.name }),
        message: details.length > 0 ? t('people.deleteGoes') : t('people.deleteNothing'),
        details,
        confirmLabel: t('people.deleteConfirm'),
      };
    },
    remove: () => deletePerson(person.id),
    forget: () => forgetPerson(person),
    deletedMessage: t('people.deleted', { name: person.name }),
    failedTitle: t('people.deleteFailed'),
    onDeleted: () => navigate('/', { replace: true }),
  });
}
