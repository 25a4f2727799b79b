import type { Person } from '@app/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonForm } from './person-form.tsx';

/** The person form as a dialog (600 px, at most 90vw), for screens that create or edit a person in place. */
export function PersonFormModal({
  person,
  seasonId,
  isOpen,
  onSaved,
  onClose,
}: {
  person: Person | null;
  seasonId: string;
  isOpen: boolean;
  onSaved: (saved: Person) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={person ? t('people.editTitle', { name: person.name }) : t('people.newTitle')}
      size={600}
      styles={{ content: { maxWidth: '90vw' }, title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <PersonForm person={person} seasonId={seasonId} onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
