import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeasonListKind, type SeasonListRows, useSeasonList } from '../queries/use-season-list.ts';
import { ErrorState } from './error-state.tsx';
import { LinkList, type LinkListItem } from './link-list.tsx';

/** Typing pauses this long before the list asks the server again. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * A season's people, teams or venues as links, a page at a time from the server (docs/api.md, "Paged
 * lists"): a name filter the server applies, "n of total" and "Load more". Used where a large season's
 * list would otherwise arrive and render whole (the season page, the dashboard's panels).
 */
export function PagedSeasonList<K extends SeasonListKind>({
  seasonId,
  kind,
  toItem,
  emptyMessage,
  filterLabel,
}: {
  seasonId: string;
  kind: K;
  toItem: (row: SeasonListRows[K]) => LinkListItem;
  emptyMessage: string;
  /** Names the filter box for screen readers: which list it filters. */
  filterLabel: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const list = useSeasonList(seasonId, kind, q);
  const isFiltering = q !== '' || text.trim() !== '';

  let body: ReactNode;
  if (list.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => list.refetch()} />;
  else {
    body = (
      <LinkList
        items={list.rows.map(toItem)}
        emptyMessage={isFiltering ? t('common.nothingFound') : emptyMessage}
        limit={list.rows.length}
      />
    );
  }
  return (
    <Stack gap="xs">
      {/* Without rows and without a filter there is nothing to filter: the empty message says so. */}
      {list.total > 0 || isFiltering ? (
        <TextInput
          size="xs"
          type="search"
          aria-label={filterLabel}
          placeholder={t('common.filterByName')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
        />
      ) : null}
      {body}
      {list.rows.length > 0 && list.total > list.rows.length ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('common.shownOf', { shown: list.rows.length, total: list.total })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {t('common.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
