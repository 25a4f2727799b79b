import type { Person } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { useDeletePersonAction } from './use-delete-person-action.ts';

/** The person page's Delete, for managers: the confirmation names the team entries that go too. */
export function DeletePersonButton({ person }: { person: Person }) {
  const { t } = useTranslation();
  return <DeleteButton action={useDeletePersonAction(person)} label={t('people.delete')} />;
}
