import type { Person } from '@app/contracts';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeletePersonAction } from './use-delete-person-action.ts';

/** The person page's Delete, for managers: the confirmation names the team entries that go too. */
export function DeletePersonButton({ person }: { person: Person }) {
  const { t } = useTranslation();
  const deleteAction = useDeletePersonAction(person);
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      loading={deleteAction.isPending}
      onClick={deleteAction.request}
    >
      {t('people.delete')}
    </Button>
  );
}
