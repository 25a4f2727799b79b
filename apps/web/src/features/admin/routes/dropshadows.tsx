import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDropshadows } from '../api/use-dropshadows.ts';
import { AdminUsersTable } from '../components/admin-users-table.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { ListSearch } from '../components/list-search.tsx';

/**
 * /dropshadows, for site admins: the user directory read-only, searched and paged, with no Login action, so
 * it can be shown or shared on screen without a click opening someone's account (docs/admin.md#dropshadows).
 */
export function DropshadowsPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useDropshadows(q, page);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);

  if (users.isPending) return <PageLoader />;
  if (users.isError) return <ErrorState error={users.error} onRetry={() => users.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.dropshadows.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.dropshadows.intro')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ListSearch
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            onSearch={search}
          />
          <AdminUsersTable users={users.data.items} />
          <ListPager
            total={users.data.total}
            page={users.data.page}
            perPage={users.data.per_page}
            onPage={setPage}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
