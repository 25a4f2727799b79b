import type { ExportableSchedule } from '@app/contracts';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  PlanLimitNotice,
  planLimitOf,
  SPORTSENGINE_EXPORT_PAID,
} from '../../../components/plan-limit-notice.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser, useLeagueInfo } from '../../../lib/session.ts';
import { formatDate } from '../../../lib/zoned-time.ts';
import { useExportableSchedules, useSportsengineActivity } from '../../../queries/use-sportsengine-sync.ts';

/** Why a schedule cannot be sent, in the user's words. */
function UnavailableNote({ schedule }: { schedule: ExportableSchedule }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge color="gray" variant="light">
        {t('sportsengine.export.notAvailable')}
      </Badge>
      <Text size="xs" c="dimmed">
        {schedule.unavailable_reason === 'not_connected'
          ? t('sportsengine.export.reason.notConnected')
          : schedule.unavailable_reason === 'season_not_linked'
            ? t('sportsengine.export.reason.seasonNotLinked')
            : t('sportsengine.export.reason.teamsMissing', {
                teams: schedule.missing_teams.map((team) => team.name).join(', '),
              })}
      </Text>
    </Stack>
  );
}

/**
 * /sportsengine/export (docs/sportsengine.md, "Exporting"): the current season's schedules with their
 * divisions, counts, created and last export dates, and EXPORT for each that can be sent; `?type=season` sends
 * through Season Management. EXPORT starts the activity and goes to /activity/{id}. A free organisation sees
 * the upgrade notice instead.
 */
export function SportsengineExportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const seasonModel = params.get('type') === 'season';
  const info = useLeagueInfo();
  const user = useCurrentUser().data;
  const seasonId = info.data?.current_season_id ?? '';
  const upgraded = info.data?.current_organization.upgraded !== false;
  const list = useExportableSchedules(seasonId, { enabled: upgraded });
  const { exportSchedule } = useSportsengineActivity();
  const [refused, setRefused] = useState(false);
  const date = (value: string) =>
    formatDate(value, { locale: user?.locale ?? 'en', timezone: user?.timezone ?? null, style: 'date' });

  const title = (
    <Title order={1} size="h2">
      {seasonModel ? t('sportsengine.export.titleSeason') : t('sportsengine.export.title')}
    </Title>
  );
  if (info.isPending) return <PageLoader />;
  if (!upgraded || refused) {
    return (
      <Stack gap="md">
        {title}
        <PlanLimitNotice limit={SPORTSENGINE_EXPORT_PAID} />
      </Stack>
    );
  }
  if (!seasonId) {
    return (
      <Stack gap="md">
        {title}
        <Alert>{t('sportsengine.export.noSeason')}</Alert>
      </Stack>
    );
  }
  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return (
      <Stack gap="md">
        {title}
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </Stack>
    );
  }
  const schedules = list.data.schedules;
  const start = (schedule: ExportableSchedule) =>
    exportSchedule.mutate(
      { scheduleId: schedule.id, season: seasonModel },
      {
        onSuccess: (activityId) => navigate(`/activity/${activityId}`),
        onError: (error) => {
          if (planLimitOf(error)) setRefused(true);
          else
            notifyError(errorText(error, t('sportsengine.export.failed')), {
              title: t('sportsengine.export.failedTitle'),
            });
        },
      },
    );

  return (
    <Stack gap="md">
      {title}
      <Text size="sm" c="dimmed">
        {t('sportsengine.export.intro')}
      </Text>
      {schedules.length === 0 ? (
        <Alert title={t('sportsengine.export.none')}>
          <Button component={Link} to="/schedules/new" size="xs" mt="xs">
            {t('sportsengine.export.createSchedule')}
          </Button>
        </Alert>
      ) : (
        <>
          {schedules.some((s) => !s.available) && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {t('sportsengine.export.teamsNote')}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sportsengine.export.col.name')}</Table.Th>
                  <Table.Th>{t('sportsengine.export.col.divisions')}</Table.Th>
                  <Table.Th>{t('sportsengine.export.col.scheduled')}</Table.Th>
                  <Table.Th>{t('sportsengine.export.col.unscheduled')}</Table.Th>
                  <Table.Th>{t('sportsengine.export.col.created')}</Table.Th>
                  <Table.Th>{t('sportsengine.export.col.lastExport')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedules.map((schedule) => (
                  <Table.Tr key={schedule.id} data-testid={`export-row-${schedule.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/schedules/${schedule.id}`}>
                        {schedule.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {schedule.divisions.map((division) => (
                          <Anchor
                            key={division.id}
                            component={Link}
                            to={`/divisions/${division.id}`}
                            size="sm"
                          >
                            {division.name}
                          </Anchor>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{schedule.scheduled}</Table.Td>
                    <Table.Td>{schedule.unscheduled}</Table.Td>
                    <Table.Td>{date(schedule.created_at)}</Table.Td>
                    <Table.Td>
                      {schedule.last_export_at
                        ? date(schedule.last_export_at)
                        : t('sportsengine.export.never')}
                    </Table.Td>
                    <Table.Td>
                      {schedule.available ? (
                        <Button
                          size="xs"
                          loading={
                            exportSchedule.isPending && exportSchedule.variables?.scheduleId === schedule.id
                          }
                          disabled={exportSchedule.isPending}
                          onClick={() => start(schedule)}
                        >
                          {t('sportsengine.export.button')}
                        </Button>
                      ) : (
                        <UnavailableNote schedule={schedule} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
