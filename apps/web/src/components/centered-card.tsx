import { Anchor, Box, Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of the signed-out screens: product name above one card, at most 420 px wide. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Box w="100%" maw={420}>
        <Stack gap="md">
          <Anchor component={Link} to="/" fw={700} size="lg" ta="center" underline="never">
            {t('app.name')}
          </Anchor>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <Stack gap="md">
              <Title order={1} size="h3">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
