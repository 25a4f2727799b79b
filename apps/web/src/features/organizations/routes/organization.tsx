import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyInfo } from '../../../lib/notify.ts';
import { useCurrentUser, useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useOrganization } from '../api/use-organization.ts';
import { useOrganizationUsers } from '../api/use-organization-users.ts';
import { AddUserDialog } from '../components/add-user-dialog.tsx';
import { OrganizationName } from '../components/organization-name.tsx';
import { UsersTable } from '../components/users-table.tsx';

// Long enough to read the message before the page changes under the user.
const REDIRECT_DELAY_MS = 1_500;

/** /organization: the current organisation's name and people; every member reads, owners and admins manage. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const userQuery = useCurrentUser();
  const infoQuery = useLeagueInfo();
  const current = infoQuery.data?.current_organization;
  const canManage = useCanManage();
  // The name comes with the league information; only owners and admins, who may rename it, need the
  // organisation's own answer.
  const organizationQuery = useOrganization(canManage ? current?.id : undefined);
  // Every member may read the users; only the controls depend on the role.
  const usersQuery = useOrganizationUsers(current?.id);

  if (infoQuery.isPending || userQuery.isPending) return <PageLoader />;
  if (infoQuery.isError || !current || !userQuery.data) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }

  function handleRemovedSelf() {
    notifyInfo(t('organization.removedSelf'), { id: 'removed-self' });
    setTimeout(() => {
      void queryClient.invalidateQueries();
      navigate('/', { replace: true });
    }, REDIRECT_DELAY_MS);
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('organization.title')}
        </Text>
        <OrganizationName
          key={organizationQuery.data?.name ?? current.name}
          id={current.id}
          name={organizationQuery.data?.name ?? current.name}
          canEdit={canManage}
        />
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {t('organization.users')}
            </Title>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                loading={usersQuery.isFetching}
                onClick={() => usersQuery.refetch()}
              >
                {t('common.refresh')}
              </Button>
              {canManage ? (
                <Button size="xs" leftSection={<IconUserPlus size={14} />} onClick={() => setIsAddOpen(true)}>
                  {t('organization.addUser')}
                </Button>
              ) : null}
            </Group>
          </Group>
          {usersQuery.isPending ? (
            <PageLoader />
          ) : usersQuery.isError ? (
            <ErrorState error={usersQuery.error} onRetry={() => usersQuery.refetch()} />
          ) : usersQuery.data.length === 0 ? (
            <Text c="dimmed">{t('organization.noUsers')}</Text>
          ) : (
            <UsersTable
              organizationId={current.id}
              users={usersQuery.data}
              currentUserId={userQuery.data.id}
              canManage={canManage}
              onRemovedSelf={handleRemovedSelf}
            />
          )}
          {canManage ? null : (
            <Text size="sm" c="dimmed">
              {t('organization.readOnly')}
            </Text>
          )}
        </Stack>
      </Paper>
      {canManage ? (
        <AddUserDialog organizationId={current.id} isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} />
      ) : null}
    </Stack>
  );
}
