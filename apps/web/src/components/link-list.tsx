import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How many rows a list shows before "Show all": enough to scan, few enough to render at once. */
export const LINK_LIST_LIMIT = 50;

export interface LinkListItem {
  id: string;
  name: string;
  to: string;
  /** Shown dimmed after the name, e.g. a team's division. */
  detail?: string;
  /** Shown under the item, e.g. a division's own team list. */
  children?: ReactNode;
}

/**
 * A list of links to records, or `emptyMessage` when there are none. A long list (a 5,000-person season)
 * shows its first LINK_LIST_LIMIT rows and a "Show all" button, so pages stay quick to render and scroll.
 */
export function LinkList({
  items,
  emptyMessage,
  limit = LINK_LIST_LIMIT,
}: {
  items: readonly LinkListItem[];
  emptyMessage: string;
  limit?: number;
}) {
  const { t } = useTranslation();
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyMessage}
      </Text>
    );
  }
  const shown = isShowingAll ? items : items.slice(0, limit);
  return (
    <Stack gap={4}>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((item) => (
          <li key={item.id}>
            <Anchor component={Link} to={item.to} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Anchor>
            {item.detail ? (
              <Text span c="dimmed" size="sm">
                {' '}
                · {item.detail}
              </Text>
            ) : null}
            {item.children}
          </li>
        ))}
      </Stack>
      {shown.length < items.length ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setIsShowingAll(true)} w="fit-content">
          {t('common.showAll', { count: items.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
