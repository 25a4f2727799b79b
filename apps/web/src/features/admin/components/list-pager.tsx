import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../model/admin-paths.ts';

/** The count of matching rows and the pages of an admin list. */
export function ListPager({
  total,
  page,
  perPage,
  onPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, perPage);
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {t('admin.total', { count: total })}
      </Text>
      {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={onPage} siblings={1} /> : null}
    </Group>
  );
}
