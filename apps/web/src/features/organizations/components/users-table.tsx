import { isOwnerRole, type OrganizationUser } from '@app/contracts';
import { Badge, Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { roleLabel } from '../../../lib/role-label.ts';
import { useCancelInvitation } from '../api/use-cancel-invitation.ts';
import { useRemoveMember } from '../api/use-remove-member.ts';

/**
 * Members and invitations. Owners and admins get Remove (never on the owner) and Cancel invitation, each
 * confirmed first; users see the table read-only (docs/roles.md). `onRemovedSelf` runs when the caller removed
 * their own membership.
 */
export function UsersTable({
  organizationId,
  users,
  currentUserId,
  canManage,
  onRemovedSelf,
}: {
  organizationId: string;
  users: OrganizationUser[];
  currentUserId: string;
  canManage: boolean;
  onRemovedSelf: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMember(organizationId);
  const cancel = useCancelInvitation(organizationId);

  function confirmRemove(member: OrganizationUser) {
    const name = displayName(member);
    modals.openConfirmModal({
      title: t('organization.removeTitle'),
      children: <Text size="sm">{t('organization.removeConfirm', { name })}</Text>,
      labels: { confirm: t('organization.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () => {
            if (member.user_id === currentUserId) onRemovedSelf();
            else notifySuccess(t('organization.removed', { name }));
          },
          onError: (error) =>
            notifyError(describeFailure(t, error), { title: t('organization.removeFailed') }),
        }),
    });
  }

  function confirmCancel(invitation: OrganizationUser) {
    modals.openConfirmModal({
      title: t('organization.cancelInvitationTitle'),
      children: (
        <Text size="sm">{t('organization.cancelInvitationConfirm', { email: invitation.email })}</Text>
      ),
      labels: { confirm: t('organization.cancelInvitation'), cancel: t('common.back') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(invitation.id, {
          onSuccess: () => notifySuccess(t('organization.invitationCancelled', { email: invitation.email })),
          onError: (error) =>
            notifyError(describeFailure(t, error), { title: t('organization.cancelInvitationFailed') }),
        }),
    });
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.role')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            {canManage ? <Table.Th aria-label={t('common.actions')} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((member) => (
            <Table.Tr key={`${member.status}-${member.id}`}>
              <Table.Td>
                {displayName(member) || (
                  <Text c="dimmed" size="sm" span>
                    {t('common.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{roleLabel(t, member.role)}</Table.Td>
              <Table.Td>
                {member.status === 'active' ? (
                  <Badge color="green" variant="light">
                    {t('organization.status.active')}
                  </Badge>
                ) : (
                  <Badge color="yellow" variant="light">
                    {t('organization.status.invited')}
                  </Badge>
                )}
              </Table.Td>
              {canManage ? (
                <Table.Td ta="right">
                  {member.status === 'invited' ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => confirmCancel(member)}>
                      {t('organization.cancelInvitation')}
                    </Button>
                  ) : !isOwnerRole(member.role) ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(member)}>
                      {t('organization.remove')}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function displayName(member: OrganizationUser): string {
  return `${member.first} ${member.last}`.trim();
}
