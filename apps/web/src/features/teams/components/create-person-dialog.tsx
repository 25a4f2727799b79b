import { PersonCreateSchema, type TeamRole } from '@app/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateTeamPerson } from '../api/use-create-team-person.ts';

const EMPTY = { first: '', last: '', email_primary: '', phone_primary: '' };

/**
 * Creates a person of the season from the team page, flagged for the role being filled so they are
 * eligible at once; `onCreated` then adds them to the team. Same schema as the person form.
 */
export function CreatePersonDialog({
  seasonId,
  role,
  isOpen,
  onCreated,
  onClose,
}: {
  seasonId: string;
  role: TeamRole;
  isOpen: boolean;
  onCreated: (personId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTeamPerson();

  function handleClose() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PersonCreateSchema.safeParse({
      season_id: seasonId,
      ...values,
      is_coach: role === 'coach',
      is_staff: role === 'staff',
      is_player: role === 'player',
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (person) => {
        setValues(EMPTY);
        setErrors({});
        onCreated(person.id);
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('teams.createPersonFailed') });
      },
    });
  }

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.currentTarget.value });
      const rest = { ...errors };
      delete rest[name];
      setErrors(rest);
    },
  });

  return (
    <Modal
      opened={isOpen}
      onClose={handleClose}
      title={t('teams.createPerson')}
      size={600}
      styles={{ content: { maxWidth: '90vw' } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('fields.first')} required data-autofocus {...field('first')} />
            <TextInput label={t('fields.last')} required {...field('last')} />
            <TextInput label={t('fields.email')} type="email" {...field('email_primary')} />
            <TextInput label={t('teams.phone')} type="tel" {...field('phone_primary')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('teams.createAndAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
