import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The order that works: each step needs the one before (teams need divisions, schedules need venues). */
export function HowToList() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('dashboard.howTo')}>
      <Title order={2} size="h5" mb="xs">
        {t('dashboard.howTo')}
      </Title>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>{t('dashboard.howToDivisions')}</List.Item>
        <List.Item>{t('dashboard.howToTeams')}</List.Item>
        <List.Item>{t('dashboard.howToVenues')}</List.Item>
        <List.Item>{t('dashboard.howToPeople')}</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        {t('dashboard.howToBulk')}
      </Text>
    </Paper>
  );
}
