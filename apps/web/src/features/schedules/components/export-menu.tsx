import { type ExportFormat, PLATFORM_FORMATS, type PlatformFormat } from '@app/contracts';
import { Button, CopyButton, Group, Menu, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { printSection } from '../../../components/print-section.ts';
import { errorText } from '../../../lib/error-text.ts';
import { exportFileUrl, runExportJob } from '../../../lib/export-job.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useExportableSchedules, useSportsengineActivity } from '../../../queries/use-sportsengine-sync.ts';
import { queueGamesExport, requestFeed } from '../api/use-schedules.ts';

// Product names, the same in every language.
const PLATFORM_NAMES: Record<PlatformFormat, string> = {
  leagueapps: 'LeagueApps',
  sportsengine: 'SportsEngine',
  leagueathletics: 'LeagueAthletics',
  pointstreak: 'PointStreak',
  bluesombrero: 'Blue Sombrero',
  teamsnap: 'TeamSnap',
  arbiter: 'Arbiter',
  goalonline: 'GoalOnline',
  ramp: 'RAMP Interactive',
  sportsengine_season: 'SportsEngine Season Management (beta)',
};

/**
 * Export choices (docs/schedules.md): print the table, the main CSV, the rest-weeks CSV, one team's CSV, and a
 * calendar subscription (iCalendar) for the schedule or one team. Each CSV is built by an export job with a
 * progress toast (docs/exports.md), then downloads from the server, which names the file
 * `{schedule name}-{date}.csv`. "Sync to SportsEngine" shows for a schedule (not the master list) once the
 * organisation is connected and the season linked (docs/sportsengine.md, "Exporting"); it starts the export and
 * goes to /activity/{id}. Whether it shows is asked when the menu first opens, so the table never waits on it.
 */
export function ExportMenu(props: {
  seasonId: string;
  scheduleId: string | null;
  teams: { id: string; name: string }[];
  printTargetId: string;
  /** Opens the day-by-day table, which prints on its own. */
  onDayByDay: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'team' | 'feed' | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const exportable = useExportableSchedules(props.seasonId, { enabled: opened && props.scheduleId !== null });
  const { exportSchedule } = useSportsengineActivity();
  const syncRow =
    exportable.data?.season_linked && props.scheduleId
      ? exportable.data.schedules.find(
          (s) => s.id === props.scheduleId && s.unavailable_reason !== 'not_connected',
        )
      : undefined;
  const sync = (scheduleId: string) =>
    exportSchedule.mutate(
      { scheduleId, season: false },
      {
        onSuccess: (activityId) => navigate(`/activity/${activityId}`),
        onError: (error) =>
          notifyError(errorText(error, t('schedules.export.sportsengineFailed')), {
            title: t('schedules.export.sportsengineFailed'),
          }),
      },
    );
  const go = (format: ExportFormat, teamId?: string) => {
    setDialog(null);
    runExportJob(t, () =>
      queueGamesExport(props.seasonId, props.scheduleId, teamId ? { format, team_id: teamId } : { format }),
    ).then(
      (job) => {
        window.location.href = exportFileUrl(job.id);
      },
      (failure: Error) => notifyError(failure.message, { title: t('schedules.export.failed') }),
    );
  };
  const subscribe = (team: string | null) => {
    if (!props.scheduleId) return;
    requestFeed(props.scheduleId, team).then(
      (feed) => setFeedUrl(feed.url),
      () => notifyError(t('schedules.export.feedFailed')),
    );
  };
  return (
    <>
      <Menu position="bottom-end" onOpen={() => setOpened(true)}>
        <Menu.Target>
          <Button size="xs" variant="default">
            {t('schedules.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => printSection(props.printTargetId)}>
            {t('schedules.export.print')}
          </Menu.Item>
          <Menu.Item onClick={props.onDayByDay}>{t('schedules.dayByDay.title')}</Menu.Item>
          <Menu.Item onClick={() => go('main')}>{t('schedules.export.csv')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('team')}>{t('schedules.export.teamCsv')}</Menu.Item>
          <Menu.Item onClick={() => go('rest')}>{t('schedules.export.restCsv')}</Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('schedules.export.platforms')}</Menu.Label>
          {PLATFORM_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => go(format)}>
              {PLATFORM_NAMES[format]}
            </Menu.Item>
          ))}
          {syncRow && (
            <Menu.Item disabled={!syncRow.available} onClick={() => sync(syncRow.id)}>
              {t('schedules.export.sportsengineSync')}
            </Menu.Item>
          )}
          <Menu.Divider />
          {props.scheduleId && (
            <Menu.Item
              onClick={() => {
                setFeedUrl(null);
                setDialog('feed');
              }}
            >
              {t('schedules.export.subscribe')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'feed' ? t('schedules.export.subscribe') : t('schedules.export.teamCsv')}
      >
        <Stack>
          <Select
            label={t('schedules.export.team')}
            placeholder={dialog === 'feed' ? t('schedules.export.wholeSchedule') : undefined}
            data={props.teams.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={setTeamId}
            clearable={dialog === 'feed'}
            searchable
          />
          {dialog === 'team' ? (
            <Button disabled={!teamId} onClick={() => teamId && go('team', teamId)}>
              {t('schedules.export.download')}
            </Button>
          ) : (
            <>
              <Button onClick={() => subscribe(teamId)}>{t('schedules.export.getLink')}</Button>
              {feedUrl && (
                <>
                  <TextInput label={t('schedules.export.feedUrl')} value={feedUrl} readOnly />
                  <Group>
                    <CopyButton value={feedUrl}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="light" onClick={copy}>
                          {copied ? t('schedules.export.copied') : t('schedules.export.copy')}
                        </Button>
                      )}
                    </CopyButton>
                    <Button
                      size="xs"
                      variant="default"
                      component="a"
                      href={feedUrl.replace(/^https?:/, 'webcal:')}
                    >
                      {t('schedules.export.openCalendar')}
                    </Button>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('schedules.export.feedHint')}
                  </Text>
                </>
              )}
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
