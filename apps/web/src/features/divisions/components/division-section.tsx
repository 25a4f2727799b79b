import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One titled list of the division page: linked names, or the empty message when there are none. `action`
 * sits beside the title (a create button for those who may create).
 */
export function DivisionSection({
  title,
  items,
  emptyMessage,
  action,
}: {
  title: string;
  items: readonly { id: string; name: string; to: string }[];
  emptyMessage: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyMessage}
          </Text>
        ) : (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <Anchor component={Link} to={item.to} style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
