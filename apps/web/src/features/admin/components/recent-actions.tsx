import type { ImpersonationAction } from '@app/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The latest changes made while impersonating (docs/admin.md#the-audit), newest first. */
export function RecentActions({ actions }: { actions: ImpersonationAction[] }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (actions.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('admin.audit.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.audit.when')}</Table.Th>
            <Table.Th>{t('admin.audit.admin')}</Table.Th>
            <Table.Th>{t('admin.audit.user')}</Table.Th>
            <Table.Th>{t('admin.audit.request')}</Table.Th>
            <Table.Th>{t('admin.audit.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((action) => (
            <Table.Tr key={action.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(new Date(action.created_at))}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {action.admin_email ?? t('common.none')}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {action.user_email ?? t('common.none')}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {action.method} {action.path}
                </Text>
              </Table.Td>
              <Table.Td>{action.status_code}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
