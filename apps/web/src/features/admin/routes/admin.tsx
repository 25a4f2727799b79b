import type { AdminUser } from '@app/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAdminSummary } from '../api/use-admin-summary.ts';
import { useImpersonate } from '../api/use-impersonate.ts';
import { AdminUsersTable } from '../components/admin-users-table.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { OrganizationsTable } from '../components/organizations-table.tsx';
import { RecentActions } from '../components/recent-actions.tsx';
import { type AdminListsState, INITIAL_ADMIN_LISTS } from '../model/admin-paths.ts';

/**
 * /admin, for site admins (the route's guard sends others to /): users with search, paging and Login (which
 * impersonates, after a confirmation), organisations with their plans, and the recent impersonation audit
 * (docs/admin.md).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lists, setLists] = useState<AdminListsState>(INITIAL_ADMIN_LISTS);
  const summary = useAdminSummary(lists);
  const impersonate = useImpersonate();
  const searchUsers = useCallback((q: string) => setLists((s) => (s.q === q ? s : { ...s, q, page: 1 })), []);
  const searchOrganizations = useCallback(
    (orgQ: string) => setLists((s) => (s.orgQ === orgQ ? s : { ...s, orgQ, orgPage: 1 })),
    [],
  );

  function confirmLogin(user: AdminUser) {
    modals.openConfirmModal({
      title: t('admin.users.loginTitle'),
      children: <Text size="sm">{t('admin.users.loginConfirm', { email: user.email })}</Text>,
      labels: { confirm: t('admin.users.login'), cancel: t('common.cancel') },
      onConfirm: () =>
        impersonate.mutate(user.email, {
          onSuccess: () => {
            notifySuccess(t('admin.users.loggedIn', { email: user.email }));
            navigate('/', { replace: true });
          },
          onError: (error) => notifyError(describeFailure(t, error), { title: t('admin.users.loginFailed') }),
        }),
    });
  }

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => summary.refetch()} />;
  const { users, organizations, recent_actions: recentActions } = summary.data;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-users">
        <Stack gap="sm">
          <Title order={2} size="h4" id="admin-users">
            {t('admin.users.title')}
          </Title>
          <ListSearch
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            onSearch={searchUsers}
          />
          <AdminUsersTable users={users.items} onLogin={confirmLogin} loginDisabled={impersonate.isPending} />
          <ListPager
            total={users.total}
            page={users.page}
            perPage={users.per_page}
            onPage={(page) => setLists((s) => ({ ...s, page }))}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-organizations">
        <Stack gap="sm">
          <Title order={2} size="h4" id="admin-organizations">
            {t('admin.organizations.title')}
          </Title>
          <ListSearch
            label={t('admin.organizations.search')}
            placeholder={t('admin.organizations.searchPlaceholder')}
            onSearch={searchOrganizations}
          />
          <OrganizationsTable organizations={organizations.items} />
          <ListPager
            total={organizations.total}
            page={organizations.page}
            perPage={organizations.per_page}
            onPage={(orgPage) => setLists((s) => ({ ...s, orgPage }))}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-audit">
        <Stack gap="sm">
          <Title order={2} size="h4" id="admin-audit">
            {t('admin.audit.title')}
          </Title>
          <RecentActions actions={recentActions} />
        </Stack>
      </Paper>
    </Stack>
  );
}
