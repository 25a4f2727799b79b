import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarUp,
  IconDownload,
  IconLogout,
  IconPlugConnected,
  IconRefresh,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SportsengineGate } from '../components/sportsengine-gate.tsx';

interface HubAction {
  to: string;
  label: string;
  icon: ReactNode;
  color?: string;
}

/**
 * /sportsengine (docs/sportsengine.md#the-hub): the owner's entry to the link. Connected, it offers the
 * import and export screens of both SportsEngine products, deleting synced games, reconnecting and leaving;
 * not connected, it leads to /sportsengine/connect.
 */
export function SportsengineHubPage() {
  const { t } = useTranslation();
  const title = t('sportsengine.link.hubTitle');
  return (
    <SportsengineGate title={title}>
      {(status) => {
        if (!status.connected) {
          return (
            <Stack gap="lg" maw={720}>
              <Title order={1}>{title}</Title>
              <Alert
                color="indigo"
                icon={<IconPlugConnected size={18} />}
                title={t('sportsengine.link.notConnectedTitle')}
              >
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('sportsengine.link.notConnected')}</Text>
                  <Button component={Link} to="/sportsengine/connect">
                    {t('sportsengine.link.goConnect')}
                  </Button>
                </Stack>
              </Alert>
              <Button
                component={Link}
                to="/"
                variant="default"
                w="fit-content"
                leftSection={<IconLogout size={16} />}
              >
                {t('sportsengine.link.exit')}
              </Button>
            </Stack>
          );
        }
        const seasonActions: HubAction[] = [
          {
            to: '/sportsengine/import-beta',
            label: t('sportsengine.link.importSeason'),
            icon: <IconDownload size={18} />,
          },
          {
            to: '/sportsengine/export?type=season',
            label: t('sportsengine.link.exportSeason'),
            icon: <IconUpload size={18} />,
          },
        ];
        const sportActions: HubAction[] = [
          {
            to: '/sportsengine/import',
            label: t('sportsengine.link.importSport'),
            icon: <IconDownload size={18} />,
          },
          {
            to: '/sportsengine/export',
            label: t('sportsengine.link.exportSport'),
            icon: <IconCalendarUp size={18} />,
          },
          {
            to: '/sportsengine/delete',
            label: t('sportsengine.link.deleteGames'),
            icon: <IconTrash size={18} />,
            color: 'red',
          },
        ];
        return (
          <Stack gap="lg" maw={960}>
            <Stack gap={4}>
              <Title order={1}>{title}</Title>
              <Text c="dimmed">
                {status.connected_by
                  ? t('sportsengine.link.connectedBy', { name: status.connected_by })
                  : t('sportsengine.link.connected')}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ActionCard title={t('sportsengine.link.seasonManagement')} actions={seasonActions} />
              <ActionCard title={t('sportsengine.link.sportManagement')} actions={sportActions} />
            </SimpleGrid>
            <Group gap="sm">
              <Button
                component={Link}
                to="/sportsengine/connect"
                variant="light"
                leftSection={<IconRefresh size={16} />}
              >
                {t('sportsengine.link.reconnect')}
              </Button>
              <Button component={Link} to="/" variant="default" leftSection={<IconLogout size={16} />}>
                {t('sportsengine.link.exit')}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </SportsengineGate>
  );
}

function ActionCard({ title, actions }: { title: string; actions: HubAction[] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions.map((action) => (
          <Button
            key={action.to}
            component={Link}
            to={action.to}
            variant="light"
            color={action.color}
            leftSection={action.icon}
            justify="flex-start"
            fullWidth
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={8}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
