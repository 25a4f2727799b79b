import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClipboardList,
  IconExternalLink,
  IconFileInvoice,
  IconMessages,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../queries/use-app-config.ts';

const FEATURES = [
  { key: 'registration', icon: IconClipboardList },
  { key: 'invoicing', icon: IconFileInvoice },
  { key: 'team', icon: IconUsersGroup },
  { key: 'communications', icon: IconMessages },
  { key: 'ticketing', icon: IconTicket },
] as const;

/**
 * /league-management (docs/billing.md#league-management): what the external league-management portal adds,
 * and a button to its sign-up page (LEAGUE_MANAGEMENT_URL, served by GET /api/config).
 */
export function LeagueManagementPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const labels: Record<(typeof FEATURES)[number]['key'], { title: string; body: string }> = {
    registration: { title: t('leagueManagement.registration'), body: t('leagueManagement.registrationBody') },
    invoicing: { title: t('leagueManagement.invoicing'), body: t('leagueManagement.invoicingBody') },
    team: { title: t('leagueManagement.team'), body: t('leagueManagement.teamBody') },
    communications: {
      title: t('leagueManagement.communications'),
      body: t('leagueManagement.communicationsBody'),
    },
    ticketing: { title: t('leagueManagement.ticketing'), body: t('leagueManagement.ticketingBody') },
  };
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('leagueManagement.title')}</Title>
        <Text c="dimmed">{t('leagueManagement.intro')}</Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <List spacing="md" center>
          {FEATURES.map(({ key, icon: Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon variant="light" color="indigo" size={36} radius="xl">
                  <Icon size={20} />
                </ThemeIcon>
              }
            >
              <Text fw={600}>{labels[key].title}</Text>
              <Text c="dimmed" fz="sm">
                {labels[key].body}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
      <Button
        component="a"
        href={config.data?.league_management_url}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        w="fit-content"
        rightSection={<IconExternalLink size={18} />}
        disabled={!config.data}
      >
        {t('leagueManagement.signUp')}
      </Button>
    </Stack>
  );
}
