import type { AdminUser } from '@app/contracts';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The users table of the admin page and /dropshadows: ID, Created, First, Last, Email, Timezone, and on the
 * admin page a Login action per row (`onLogin`; none on a site admin's row), which /dropshadows leaves out.
 */
export function AdminUsersTable({
  users,
  onLogin,
  loginDisabled = false,
}: {
  users: AdminUser[];
  onLogin?: (user: AdminUser) => void;
  loginDisabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (users.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('admin.users.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.id')}</Table.Th>
            <Table.Th>{t('admin.users.created')}</Table.Th>
            <Table.Th>{t('admin.users.first')}</Table.Th>
            <Table.Th>{t('admin.users.last')}</Table.Th>
            <Table.Th>{t('admin.users.email')}</Table.Th>
            <Table.Th>{t('admin.users.timezone')}</Table.Th>
            {onLogin ? <Table.Th aria-label={t('common.actions')} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="xs" ff="monospace" title={user.id}>
                  {user.id.slice(0, 8)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(user.created_at))}</Table.Td>
              <Table.Td>{user.first}</Table.Td>
              <Table.Td>{user.last}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>{user.timezone ?? t('common.none')}</Table.Td>
              {onLogin ? (
                <Table.Td ta="right">
                  {/* A site admin cannot be impersonated (docs/admin.md#impersonation): no Login to offer. */}
                  {user.site_admin ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      disabled={loginDisabled}
                      onClick={() => onLogin(user)}
                      aria-label={t('admin.users.loginAs', { email: user.email })}
                    >
                      {t('admin.users.login')}
                    </Button>
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
