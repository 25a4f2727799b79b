import { OrganizationUserCreateSchema, ROLES } from '@app/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeFailure, zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useInviteUser } from '../api/use-invite-user.ts';

/** The Add user dialog: one email, invited as admin (Add user always invites admins; docs/roles.md). */
export function AddUserDialog({
  organizationId,
  isOpen,
  onClose,
}: {
  organizationId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteUser(organizationId);

  function handleClose() {
    setEmail('');
    setError(undefined);
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = OrganizationUserCreateSchema.safeParse({ email, role: ROLES.admin });
    if (!parsed.success) {
      setError(zodFieldErrors(t, parsed.error).email);
      return;
    }
    invite.mutate(parsed.data.email, {
      onSuccess: () => {
        notifySuccess(t('organization.invited', { email: parsed.data.email }));
        handleClose();
      },
      onError: (failure) => {
        if (isApiError(failure)) setError(serverFieldErrors(t, failure.errors).email);
        notifyError(describeFailure(t, failure), { title: t('organization.inviteFailed') });
      },
    });
  }

  return (
    <Modal opened={isOpen} onClose={handleClose} title={t('organization.addUser')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('organization.addUserHint')}
          </Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('organization.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
