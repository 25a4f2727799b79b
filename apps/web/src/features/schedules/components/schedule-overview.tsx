import type { ScheduleDetail } from '@app/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  ColorSwatch,
  Group,
  Menu,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ShareLinkDialog } from '../../../components/share-link-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSyncedSchedules } from '../../../queries/use-sportsengine-sync.ts';
import { useScheduleMutations } from '../api/use-schedules.ts';
import { STYLE_LABELS, TOLERANCE_LABELS, VENUE_METHOD_LABELS } from '../model/labels.ts';
import { constraintLines, isTournament, successColour, titleOrder } from '../model/schedule-display.ts';
import { changeSettings, type Settings, toConfig } from '../model/settings-rules.ts';
import { ScheduleSettingsForm } from './settings-form.tsx';

/** Retry (docs/schedules.md): settings prefilled; fresh, or only the unscheduled games (round robin with some left). */
function RetryDialog({ schedule, onClose }: { schedule: ScheduleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { retry } = useScheduleMutations(schedule.season_id);
  const isPhone = useIsPhone();
  const [settings, setSettings] = useState<Settings>(() =>
    changeSettings({ ...schedule.config, max_games_week: schedule.config.max_games_week ?? 0 }, {}),
  );
  const canKeep = schedule.unscheduled_count > 0 && !isTournament(schedule);
  const [mode, setMode] = useState<'fresh' | 'unscheduled_only'>(canKeep ? 'unscheduled_only' : 'fresh');
  const submit = () =>
    retry.mutate(
      { id: schedule.id, mode, config: toConfig(settings) },
      {
        onSuccess: () => {
          notifySuccess(t('schedules.retry.started'));
          onClose();
        },
        onError: (error) => notifyError(errorText(error, t('schedules.retry.failed'))),
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('schedules.retry.title')} size="lg" fullScreen={isPhone}>
      <Stack>
        <Radio.Group
          value={mode}
          onChange={(v) => setMode(v as typeof mode)}
          label={t('schedules.retry.which')}
        >
          <Stack gap={4} mt={4}>
            <Radio value="fresh" label={t('schedules.retry.fresh')} />
            <Radio
              value="unscheduled_only"
              label={t('schedules.retry.unscheduledOnly')}
              disabled={!canKeep}
            />
          </Stack>
        </Radio.Group>
        <ScheduleSettingsForm value={settings} onChange={setSettings} tournament={isTournament(schedule)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={retry.isPending}>
            {t('schedules.retry.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RenameDialog({ schedule, onClose }: { schedule: ScheduleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { rename } = useScheduleMutations(schedule.season_id);
  const [name, setName] = useState(schedule.name);
  return (
    <Modal opened onClose={onClose} title={t('schedules.actions.rename')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          rename.mutate(
            { id: schedule.id, name },
            {
              onSuccess: () => onClose(),
              onError: (error) => notifyError(errorText(error, t('schedules.games.failed'))),
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label={t('schedules.wizard.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={rename.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The schedule delete confirmation; with games on SportsEngine (and the organisation connected) it offers
 * "also delete them on SportsEngine", which clears them there first as an activity (docs/sportsengine.md).
 */
export function DeleteScheduleDialog(props: {
  syncedCount: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (withPlatform: boolean) => void;
}) {
  const { t } = useTranslation();
  const [withPlatform, setWithPlatform] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('schedules.actions.deleteBody')}</Text>
      {props.syncedCount > 0 && (
        <Checkbox
          checked={withPlatform}
          onChange={(event) => setWithPlatform(event.currentTarget.checked)}
          label={t('schedules.actions.deleteFromSportsengine', { count: props.syncedCount })}
          description={t('schedules.actions.deleteFromSportsengineHint')}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={props.pending} onClick={() => props.onConfirm(withPlatform)}>
          {t('schedules.actions.delete')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Title (sized by name length), actions menu, and the summary of a finished schedule. */
export function ScheduleOverview({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCanManage();
  const season = useSeason(schedule.season_id);
  const { remove } = useScheduleMutations(schedule.season_id);
  const [dialog, setDialog] = useState<'retry' | 'log' | 'rename' | 'share' | null>(null);
  const tournament = isTournament(schedule);
  const division = season.data?.divisions.find((d) => d.id === schedule.division_id);
  const lines = constraintLines(schedule.config);
  // Games of this schedule on SportsEngine: the delete dialog then offers to delete them there too
  // (docs/sportsengine.md, "Deleting"); only asked of managers, who alone can delete.
  const synced = useSyncedSchedules({ enabled: canManage });
  const syncedCount = synced.data?.connected
    ? (synced.data.schedules.find((s) => s.id === schedule.id)?.synced ?? 0)
    : 0;
  const confirmDelete = () =>
    modals.open({
      title: t('schedules.actions.deleteTitle', { name: schedule.name }),
      children: (
        <DeleteScheduleDialog
          syncedCount={syncedCount}
          pending={remove.isPending}
          onCancel={() => modals.closeAll()}
          onConfirm={(withPlatform) => {
            modals.closeAll();
            remove.mutate(
              { scheduleId: schedule.id, withPlatform },
              {
                onSuccess: (answer) => {
                  if (answer.activityId) {
                    navigate(`/activity/${answer.activityId}`);
                    return;
                  }
                  notifySuccess(t('schedules.actions.deleted'));
                  navigate(tournament ? '/tournaments' : '/schedules');
                },
                onError: (error) => notifyError(errorText(error, t('schedules.actions.deleteFailed'))),
              },
            );
          }}
        />
      ),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* A long name wraps (even inside a word) rather than push the Actions button off a phone's screen. */}
        <Title
          order={1}
          size={`h${titleOrder(schedule.name)}`}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {tournament
            ? t('schedules.titleTournament', { name: schedule.name })
            : t('schedules.titleSchedule', { name: schedule.name })}
        </Title>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" style={{ flexShrink: 0 }}>
              {t('common.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {canManage && !tournament && (
              <Menu.Item onClick={() => setDialog('retry')}>{t('schedules.actions.retry')}</Menu.Item>
            )}
            <Menu.Item
              onClick={() =>
                schedule.log.trim() ? setDialog('log') : notifyError(t('schedules.actions.noLog'))
              }
            >
              {t('schedules.actions.log')}
            </Menu.Item>
            {canManage && (
              <Menu.Item onClick={() => setDialog('share')}>{t('schedules.actions.share')}</Menu.Item>
            )}
            <Menu.Item component={Link} to={`/calendar?schedule_id=${schedule.id}`}>
              {t('schedules.actions.calendar')}
            </Menu.Item>
            {canManage && (
              <Menu.Item onClick={() => setDialog('rename')}>{t('schedules.actions.rename')}</Menu.Item>
            )}
            {canManage && (
              <Menu.Item color="red" onClick={confirmDelete}>
                {t('schedules.actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Card withBorder padding="sm">
        <Stack gap={4}>
          {division && (
            <Group gap="xs">
              <ColorSwatch color={division.color} size={16} />
              <Anchor component={Link} to={`/divisions/${division.id}`}>
                {division.name}
              </Anchor>
              <Badge variant="light">
                {schedule.is_practice ? t('schedules.mode.practices') : t('schedules.mode.games')} ·{' '}
                {t(STYLE_LABELS[schedule.kind])}
              </Badge>
            </Group>
          )}
          {lines.length === 0 ? (
            <Text size="sm">{t('schedules.summary.none')}</Text>
          ) : (
            <Text size="sm">
              {lines
                .map((l) =>
                  t(l.key, {
                    ...l.values,
                    method: t(VENUE_METHOD_LABELS[schedule.config.venue_balance_method]),
                    tolerance: t(TOLERANCE_LABELS[schedule.config.venue_balance_tolerance]),
                  }),
                )
                .join(' · ')}
            </Text>
          )}
          <Group gap="md">
            <Text fw={700} c={successColour(schedule.success_rate)}>
              {t('schedules.successRate', { rate: schedule.success_rate })}
            </Text>
            <Text size="sm">
              {t('schedules.counts', {
                scheduled: schedule.scheduled_count,
                unscheduled: schedule.unscheduled_count,
              })}
            </Text>
          </Group>
          {schedule.status === 'errored' && (
            <Alert color="red">{schedule.error ?? t('schedules.status.errored')}</Alert>
          )}
          {schedule.status === 'cancelled' && <Alert color="gray">{t('schedules.summary.cancelled')}</Alert>}
        </Stack>
      </Card>
      {dialog === 'retry' && <RetryDialog schedule={schedule} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && <RenameDialog schedule={schedule} onClose={() => setDialog(null)} />}
      {dialog === 'share' && (
        <ShareLinkDialog
          kind="schedule"
          targetId={schedule.id}
          name={schedule.name}
          onClose={() => setDialog(null)}
        />
      )}
      <Modal
        opened={dialog === 'log'}
        onClose={() => setDialog(null)}
        title={t('schedules.actions.log')}
        size="lg"
      >
        <ScrollArea h={400}>
          <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {schedule.log}
          </Text>
        </ScrollArea>
      </Modal>
    </Stack>
  );
}
