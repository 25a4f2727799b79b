import { OrganizationUpdateSchema } from '@app/contracts';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateOrganization } from '../api/use-update-organization.ts';

/** The organisation's name as a heading, with an inline Edit form for owners and admins. */
export function OrganizationName({ id, name, canEdit }: { id: string; name: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateOrganization(id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = OrganizationUpdateSchema.safeParse({ name: draft ?? '' });
    if (!parsed.success) {
      setError(zodFieldErrors(t, parsed.error).name);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('organization.renamed'));
        setDraft(null);
        setError(undefined);
      },
      onError: (failure) =>
        notifyError(describeFailure(t, failure), { title: t('organization.renameFailed') }),
    });
  }

  if (draft === null) {
    return (
      <Group gap="xs" align="center">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {canEdit ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => setDraft(name)}
          >
            {t('common.edit')}
          </Button>
        ) : null}
      </Group>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('organization.name')}
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          autoFocus
          style={{ flex: 1, minWidth: 200 }}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
