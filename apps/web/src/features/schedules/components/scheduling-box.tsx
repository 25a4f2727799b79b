import type { SeasonDivision } from '@app/contracts';
import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useScheduleDates } from '../../../lib/schedule-dates.ts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { localDateOf } from '../../../lib/zoned-time.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { useCapacity, useScheduleMutations } from '../api/use-schedules.ts';
import { PROBLEM_LABELS } from '../model/labels.ts';
import { type BoxMode, boxDefaultName, boxPreset, boxSettings, boxStatus } from '../model/scheduling-box.ts';
import { checkCapacity, settingsProblem, toConfig } from '../model/settings-rules.ts';
import { capacityColour } from './schedule-wizard.tsx';

/**
 * The calendar's scheduling box (docs/schedules.md, "The scheduling box"): division, mode (games, practices
 * or a tournament), the schedule dates, slots needed against available (the server's timeslot check), the
 * extra slots a week still needed, and "Schedule now", which starts a run with the default settings. "More
 * settings" opens the wizard with the same division. ?sd= and ?td= preselect the division and the mode.
 */
export function SchedulingBox({ seasonId }: { seasonId: string }) {
  const canManage = useCanManage();
  const season = useSeason(seasonId);
  const slots = useSeasonTimeslots(seasonId);
  if (!canManage || !season.data || !slots.data) return null;
  const first = slots.data.timeslots[0];
  const last = slots.data.timeslots[slots.data.timeslots.length - 1];
  const timeZone = slots.data.timezone;
  return (
    <BoxForm
      seasonId={seasonId}
      divisions={season.data.divisions}
      slotSpan={{
        start: first ? localDateOf(first.start, timeZone) : '',
        end: last ? localDateOf(last.start, timeZone) : '',
      }}
      slotsUpdatedAt={slots.dataUpdatedAt}
    />
  );
}

function BoxForm(props: {
  seasonId: string;
  divisions: SeasonDivision[];
  slotSpan: { start: string; end: string };
  slotsUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [dates, setDates] = useScheduleDates(props.seasonId);
  const preset = boxPreset(params);
  const [divisionId, setDivisionId] = useState<string | null>(preset?.divisionId ?? null);
  const [mode, setMode] = useState<BoxMode>(preset?.mode ?? 'games');
  // A division page's link (?sd= or ?td=) arriving while the calendar is open chooses for the box too.
  const presetDivision = preset?.divisionId ?? null;
  const presetMode = preset?.mode ?? null;
  useEffect(() => {
    if (!presetDivision || !presetMode) return;
    setDivisionId(presetDivision);
    setMode(presetMode);
  }, [presetDivision, presetMode]);
  const [start, setStart] = useState(dates?.start ?? props.slotSpan.start);
  const [end, setEnd] = useState(dates?.end ?? props.slotSpan.end);
  const { create } = useScheduleMutations(props.seasonId);

  const division = props.divisions.find((d) => d.id === divisionId) ?? null;
  const paired = useMemo(
    () => (division ? scheduleTeamsOf(division, props.divisions) : null),
    [division, props.divisions],
  );
  const settings = useMemo(() => boxSettings(mode, start, end), [mode, start, end]);
  const check = useMemo(() => checkCapacity(settings, paired?.perDivision ?? [0]), [settings, paired]);
  const teamCount = paired?.teams.length ?? 0;
  const problem = division && teamCount < 2 ? 'notEnoughTeams' : settingsProblem(settings, divisionId, check);
  const config = useMemo(() => toConfig(settings), [settings]);
  const capacity = useCapacity(props.seasonId, division && !problem ? division.id : null, config);
  const { refetch, isFetched } = capacity;
  // The check is keyed by its settings, so a slot made on the calendar would not reach it: ask again.
  useEffect(() => {
    if (props.slotsUpdatedAt > 0 && isFetched) void refetch();
  }, [props.slotsUpdatedAt, isFetched, refetch]);
  const answer = problem ? undefined : capacity.data;
  const status = answer ? boxStatus(answer) : null;

  const setDate = (which: 'start' | 'end', value: string) => {
    const next = { start, end, [which]: value };
    setStart(next.start);
    setEnd(next.end);
    if (next.start && next.end && next.start <= next.end) setDates(next);
  };
  const scheduleNow = () => {
    if (!division || problem) return;
    const name = boxDefaultName(t, mode, division.name, start, end);
    create.mutate(
      { division_id: division.id, name, config },
      {
        onSuccess: ({ id }) => {
          notifySuccess(t('schedules.wizard.started'));
          navigate(`/schedules/${id}`);
        },
        onError: (error) => notifyError(errorText(error, t('schedules.wizard.failed'))),
      },
    );
  };
  const wizardLink = division
    ? `?${mode === 'tournament' ? 'td' : 'sd'}=${encodeURIComponent(division.id)}`
    : undefined;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="scheduling-box-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="scheduling-box-title">
          {t('schedules.box.title')}
        </Title>
        <Select
          label={t('schedules.wizard.division')}
          placeholder={t('schedules.wizard.chooseDivision')}
          value={divisionId}
          onChange={setDivisionId}
          data={props.divisions.map((d) => ({
            value: d.id,
            label: `${d.name} (${t('schedules.wizard.teams', { count: scheduleTeamsOf(d, props.divisions).teams.length })})`,
          }))}
          searchable
        />
        <Select
          label={t('schedules.box.mode')}
          value={mode}
          onChange={(value) => value && setMode(value as BoxMode)}
          allowDeselect={false}
          data={[
            { value: 'games', label: t('schedules.mode.games') },
            { value: 'practices', label: t('schedules.mode.practices') },
            { value: 'tournament', label: t('schedules.box.tournament') },
          ]}
        />
        {/* Side by side on a phone's full width; one under the other in the narrow desktop sidebar. */}
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
          <TextInput
            type="date"
            label={t('schedules.settings.start')}
            value={start}
            onChange={(e) => setDate('start', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('schedules.settings.end')}
            value={end}
            onChange={(e) => setDate('end', e.currentTarget.value)}
          />
        </SimpleGrid>
        {problem ? (
          <Text size="sm" c="orange.9" role="status">
            {t(PROBLEM_LABELS[problem])}
          </Text>
        ) : capacity.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorText(capacity.error, t('schedules.wizard.checkFailed'))}
          </Text>
        ) : answer && status ? (
          <Stack gap={4} aria-live="polite">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('schedules.box.needed', { count: answer.needed })}</Text>
              <Text size="sm">{t('schedules.box.available', { count: answer.available })}</Text>
            </Group>
            <Progress
              aria-label={t('schedules.wizard.check')}
              value={status.percent}
              color={capacityColour(answer.available, answer.needed)}
            />
            <Text size="sm" c={status.enough ? 'green.9' : 'orange.9'} data-testid="scheduling-box-extra">
              {status.enough
                ? t('schedules.wizard.enough')
                : t('schedules.box.extraPerWeek', { count: answer.extra_per_week })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('schedules.box.checking')}
          </Text>
        )}
        {answer && answer.shortfall > 0 && (
          <Alert color="orange" p="xs">
            <Text size="xs">
              {t('schedules.wizard.fitsAtMost', { available: answer.available, items: answer.items })}
            </Text>
          </Alert>
        )}
        <Stack gap={6}>
          <Button onClick={scheduleNow} disabled={!division || problem !== null} loading={create.isPending}>
            {t('schedules.box.scheduleNow')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!wizardLink}
            onClick={() => wizardLink && navigate({ search: wizardLink })}
          >
            {t('schedules.box.moreSettings')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
