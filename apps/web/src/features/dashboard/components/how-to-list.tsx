import { Anchor, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The order that works: each step needs the one before (teams need divisions, timeslots need venues,
 * schedules need timeslots). The last two steps link on to the calendar and, for those who may create, the
 * schedule and tournament wizards, where a new season goes next.
 */
export function HowToList({ canManage }: { canManage: boolean }) {
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
        <List.Item>
          {t('dashboard.howToTimeslots')}{' '}
          <Anchor component={Link} to="/calendar" inherit>
            {t('dashboard.openCalendar')}
          </Anchor>
        </List.Item>
        <List.Item>
          {t('dashboard.howToSchedules')}
          {canManage ? (
            <>
              {' '}
              <Group component="span" gap="xs" display="inline-flex">
                <Anchor component={Link} to="/schedules/new" inherit>
                  {t('dashboard.createSchedule')}
                </Anchor>
                <Anchor component={Link} to="/tournaments/new" inherit>
                  {t('dashboard.createTournament')}
                </Anchor>
              </Group>
            </>
          ) : null}
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        {t('dashboard.howToBulk')}
      </Text>
    </Paper>
  );
}
