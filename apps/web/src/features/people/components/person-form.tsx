import { type Person, PersonCreateSchema, PersonUpdateSchema } from '@app/contracts';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSavePerson } from '../api/use-save-person.ts';

const TEXT_FIELDS = [
  'first',
  'last',
  'phone_primary',
  'phone_secondary',
  'email_primary',
  'email_secondary',
] as const;
const FLAGS = ['is_coach', 'is_player', 'is_staff', 'is_umpire'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Flag = (typeof FLAGS)[number];

const LABELS: Record<TextField | Flag, string> = {
  first: 'fields.first',
  last: 'fields.last',
  phone_primary: 'people.phonePrimary',
  phone_secondary: 'people.phoneSecondary',
  email_primary: 'people.emailPrimary',
  email_secondary: 'people.emailSecondary',
  is_coach: 'people.roleCoach',
  is_player: 'people.rolePlayer',
  is_staff: 'people.roleStaff',
  is_umpire: 'people.roleUmpire',
};

/** The four role flags from the group's ticked values (a box inside Checkbox.Group follows the group's value). */
function flagsFrom(checked: readonly string[]): Record<Flag, boolean> {
  return {
    is_coach: checked.includes('is_coach'),
    is_player: checked.includes('is_player'),
    is_staff: checked.includes('is_staff'),
    is_umpire: checked.includes('is_umpire'),
  };
}

function initialValues(person: Person | null) {
  return {
    first: person?.first ?? '',
    last: person?.last ?? '',
    phone_primary: person?.phone_primary ?? '',
    phone_secondary: person?.phone_secondary ?? '',
    email_primary: person?.email_primary ?? '',
    email_secondary: person?.email_secondary ?? '',
    is_coach: person?.is_coach ?? false,
    is_player: person?.is_player ?? false,
    is_staff: person?.is_staff ?? false,
    is_umpire: person?.is_umpire ?? false,
  };
}

/**
 * The person form for /people/new, /people/{id}/edit and as a modal body: first and last name required,
 * roles optional, contact fields optional (bad characters are stripped by the shared schema).
 */
export function PersonForm({
  person,
  seasonId,
  onSaved,
  onCancel,
}: {
  /** The person to edit; null creates one in `seasonId`. */
  person: Person | null;
  seasonId: string;
  onSaved: (saved: Person) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(person));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePerson();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = person
      ? PersonUpdateSchema.safeParse(values)
      : PersonCreateSchema.safeParse({ ...values, season_id: seasonId });
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    const request = person
      ? ({ kind: 'update', id: person.id, input: parsed.data } as const)
      : ({ kind: 'create', input: { ...parsed.data, season_id: seasonId } } as const);
    save.mutate(request, {
      onSuccess: (saved) => {
        notifySuccess(t('people.saved'));
        onSaved(saved);
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        notifyError(failure.message, { title: t('people.saveFailed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_FIELDS.map((name) => (
            <TextInput
              key={name}
              label={t(LABELS[name])}
              required={name === 'first' || name === 'last'}
              type={name.startsWith('email') ? 'email' : name.startsWith('phone') ? 'tel' : 'text'}
              value={values[name]}
              error={errors[name]}
              onChange={(event) => {
                setValues({ ...values, [name]: event.currentTarget.value });
                setErrors({});
              }}
            />
          ))}
        </SimpleGrid>
        <Checkbox.Group
          label={t('people.roles')}
          value={FLAGS.filter((flag) => values[flag])}
          onChange={(checked) => setValues({ ...values, ...flagsFrom(checked) })}
        >
          <Group gap="md" mt={4}>
            {FLAGS.map((flag) => (
              <Checkbox key={flag} value={flag} label={t(LABELS[flag])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
