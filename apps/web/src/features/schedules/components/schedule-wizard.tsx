import type { Capacity, SeasonDivision as Division, Timeslot as Slot } from '@app/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Progress,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useScheduleDates } from '../../../lib/schedule-dates.ts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';
import { localDateOf } from '../../../lib/zoned-time.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { useCapacity, useScheduleMutations } from '../api/use-schedules.ts';
import { PROBLEM_LABELS } from '../model/labels.ts';
import {
  checkCapacity,
  defaultSettings,
  type Settings,
  settingsProblem,
  toConfig,
} from '../model/settings-rules.ts';
import { AddSlotsForm } from './add-slots-form.tsx';
import { ScheduleSettingsForm } from './settings-form.tsx';

interface Props {
  seasonId: string;
  divisionId: string | null;
  tournament: boolean;
  /** Closes the wizard (the calendar's modal); absent on the /schedules/new page. */
  onClose?: () => void;
}

/** The check's bar is dark red below half the need, black from half, dark green once covered. */
export function capacityColour(available: number, needed: number): string {
  if (needed <= 0 || available >= needed) return 'green.9';
  return available * 2 < needed ? 'red.9' : 'dark.9';
}

/**
 * The schedule (or tournament) wizard of the calendar and /schedules/new: settings, the timeslot check, then
 * a name and submit. Submitting goes straight to the schedule's progress screen: the old product waited 5 s
 * before redirecting, which only made people wait (our runs take seconds).
 */
export function ScheduleWizard({ seasonId, divisionId: initialDivision, tournament, onClose }: Props) {
  const navigate = useNavigate();
  const season = useSeason(seasonId);
  const slots = useSeasonTimeslots(seasonId);
  if (!season.data || !slots.data) return <PageLoader />;
  return (
    <WizardSteps
      seasonId={seasonId}
      divisions={season.data.divisions}
      slots={slots.data.timeslots}
      timeZone={slots.data.timezone}
      initialDivision={initialDivision}
      tournament={tournament}
      onClose={onClose}
      onCreated={(id) => navigate(`/schedules/${id}`)}
    />
  );
}

/**
 * Step 2: slots needed against what the division's teams can really play in the free slots, and why the
 * others do not count (docs/schedules.md, "The timeslot check"). Not enough is a warning before the run.
 */
export function CapacityReport({ capacity }: { capacity: Capacity }) {
  const { t } = useTranslation();
  const enough = capacity.shortfall === 0;
  return (
    <Stack gap="xs">
      <Text>
        {t('schedules.wizard.needed', {
          needed: capacity.needed,
          available: capacity.available,
          weeks: capacity.weeks,
        })}
      </Text>
      <Progress
        aria-label={t('schedules.wizard.check')}
        value={capacity.needed === 0 ? 100 : Math.min(100, (capacity.available / capacity.needed) * 100)}
        color={capacityColour(capacity.available, capacity.needed)}
        size="lg"
      />
      <Text size="sm" c="dimmed">
        {t('schedules.wizard.usable', { eligible: capacity.eligible, usable: capacity.usable })}
      </Text>
      {capacity.not_home_venue > 0 && (
        <Text size="sm">{t('schedules.wizard.notHomeVenue', { count: capacity.not_home_venue })}</Text>
      )}
      {capacity.team_rules > 0 && (
        <Text size="sm">{t('schedules.wizard.teamRules', { count: capacity.team_rules })}</Text>
      )}
      {capacity.usable > capacity.available && (
        <Text size="sm">
          {t('schedules.wizard.limits', { usable: capacity.usable, available: capacity.available })}
        </Text>
      )}
      {enough ? (
        <Text c="green.9">{t('schedules.wizard.enough')}</Text>
      ) : (
        <Alert color="orange" role="alert" title={t('schedules.wizard.notEnough')}>
          <Text size="sm">{t('schedules.wizard.extraPerWeek', { count: capacity.extra_per_week })}</Text>
          <Anchor component={Link} to="/calendar" size="sm">
            {t('schedules.wizard.addSlots')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

function WizardSteps(props: {
  seasonId: string;
  divisions: Division[];
  slots: Slot[];
  timeZone: string;
  initialDivision: string | null;
  tournament: boolean;
  onClose?: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [storedDates, setStoredDates] = useScheduleDates(props.seasonId);
  const firstDate = props.slots[0] ? localDateOf(props.slots[0].start, props.timeZone) : '';
  const lastSlot = props.slots[props.slots.length - 1];
  const lastDate = lastSlot ? localDateOf(lastSlot.start, props.timeZone) : '';
  const [step, setStep] = useState(0);
  const [divisionId, setDivisionId] = useState<string | null>(props.initialDivision);
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<Settings>(() =>
    defaultSettings(
      storedDates?.start ?? firstDate,
      storedDates?.end ?? lastDate,
      props.tournament ? 'single' : 'round',
    ),
  );
  const { create } = useScheduleMutations(props.seasonId);
  const division = props.divisions.find((d) => d.id === divisionId) ?? null;
  const paired = useMemo(
    () => (division ? scheduleTeamsOf(division, props.divisions) : null),
    [division, props.divisions],
  );
  const teamCount = paired?.teams.length ?? 0;
  const check = useMemo(() => checkCapacity(settings, paired?.perDivision ?? [0]), [settings, paired]);
  const config = useMemo(() => toConfig(settings), [settings]);
  // The slots its teams can really use: the server's count, asked once the dates make sense.
  const capacity = useCapacity(
    props.seasonId,
    division && step > 0 && settingsProblem(settings, division.id, check) === null ? division.id : null,
    config,
  );
  const problem = teamCount < 2 && division ? 'notEnoughTeams' : settingsProblem(settings, divisionId, check);

  const updateSettings = (next: Settings) => {
    setSettings(next);
    if (next.schedule_start && next.schedule_end && next.schedule_start <= next.schedule_end) {
      setStoredDates({ start: next.schedule_start, end: next.schedule_end });
    }
  };
  const cancel = () => {
    notifyInfo(t('schedules.wizard.cancelled'));
    props.onClose?.();
  };
  const submit = () => {
    if (!division || !name.trim()) return;
    create.mutate(
      { division_id: division.id, name: name.trim(), config: toConfig(settings) },
      {
        onSuccess: ({ id }) => {
          notifySuccess(t('schedules.wizard.started'));
          props.onClose?.();
          props.onCreated(id);
        },
        onError: (error) => notifyError(errorText(error, t('schedules.wizard.failed'))),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label={t('schedules.wizard.settings')}>
          <Stack gap="sm" mt="sm">
            <Select
              label={t('schedules.wizard.division')}
              placeholder={t('schedules.wizard.chooseDivision')}
              value={divisionId}
              onChange={setDivisionId}
              data={props.divisions.map((d) => ({
                value: d.id,
                label: `${d.name} (${t('schedules.wizard.teams', { count: scheduleTeamsOf(d, props.divisions).teams.length })})`,
              }))}
            />
            <ScheduleSettingsForm value={settings} onChange={updateSettings} tournament={props.tournament} />
            {problem && (
              <Alert color="orange" role="status">
                {t(PROBLEM_LABELS[problem])}
              </Alert>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('schedules.wizard.check')}>
          <Stack gap="sm" mt="sm">
            {capacity.data ? (
              <CapacityReport capacity={capacity.data} />
            ) : capacity.isError ? (
              <Alert color="red">{errorText(capacity.error, t('schedules.wizard.checkFailed'))}</Alert>
            ) : (
              <PageLoader />
            )}
            {division && (
              <AddSlotsForm
                seasonId={props.seasonId}
                timeZone={props.timeZone}
                from={settings.schedule_start}
                to={settings.schedule_end}
                divisionId={division.id}
              />
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('schedules.wizard.submit')}>
          <Stack gap="sm" mt="sm">
            <TextInput
              label={t('schedules.wizard.name')}
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={name.length > 0 && !name.trim() ? t('schedules.wizard.nameRequired') : undefined}
              data-autofocus
            />
            {capacity.data && capacity.data.shortfall > 0 && (
              <Alert color="orange" role="status" title={t('schedules.wizard.notEnough')}>
                {t('schedules.wizard.fitsAtMost', {
                  available: capacity.data.available,
                  items: capacity.data.items,
                })}
              </Alert>
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" onClick={step === 0 ? cancel : () => setStep(step - 1)}>
          {step === 0 ? t('common.cancel') : t('schedules.wizard.back')}
        </Button>
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)} disabled={step === 0 && problem !== null}>
            {t('schedules.wizard.next')}
          </Button>
        ) : (
          <Button onClick={submit} loading={create.isPending} disabled={!name.trim()}>
            {props.tournament ? t('schedules.wizard.createTournament') : t('schedules.wizard.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
