import {
  type TeamRef,
  TIME_CONSTRAINT_STYLES,
  type TimeConstraint,
  type TimeConstraintStyle,
  type TimeConstraintType,
  TIME_CONSTRAINT_TYPES as TYPE,
} from '@app/contracts';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import { weekdayNames } from '../../../lib/weekday-names.ts';
import { teamRequests } from '../api/team-requests.ts';
import { useTeamChange } from '../api/use-team-change.ts';
import { CONSTRAINT_TYPE_KEYS, CONSTRAINT_TYPES } from './constraint-type-labels.ts';
import {
  type ConstraintDraft,
  canSaveDraft,
  changeRangeMode,
  changeStyle,
  changeType,
  draftFromConstraint,
  EMPTY_DRAFT,
  hasStyleDates,
  isBetweenBackwards,
  isRangeBackwards,
  isTypeAllowed,
  type TimeRangeMode,
  toConstraintInput,
} from './time-constraint-draft.ts';
import { TimeSelect } from './time-select.tsx';

const STYLE_KEYS: Record<TimeConstraintStyle, string> = {
  weekly: 'teams.constraint.styleWeekly',
  date: 'teams.constraint.styleDate',
  range: 'teams.constraint.styleRange',
};

const blankToNull = (value: string): string | null => (value === '' ? null : value);
const numberOrNull = (value: string | number): number | null => (typeof value === 'number' ? value : null);

/**
 * The date/time constraint form in three steps (docs/teams.md): style with its dates, type (types 2..6
 * weekly only), details. Changing the style resets dates and type; changing the type clears the details.
 * An existing constraint opens in edit mode on the details step. Save is enabled only for a complete draft (canSaveDraft).
 */
export function TimeConstraintForm({
  teamId,
  otherTeams,
  existing,
  onDone,
}: {
  teamId: string;
  /** Teams the "cannot play" type may name: the season's teams other than this one. */
  otherTeams: readonly TeamRef[];
  existing: TimeConstraint | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ConstraintDraft>(() =>
    existing ? draftFromConstraint(existing) : EMPTY_DRAFT,
  );
  const [step, setStep] = useState(existing ? 2 : 0);
  const [applyAll, setApplyAll] = useState(false);
  const save = useTeamChange(teamId, () => {
    const input = toConstraintInput(draft);
    if (input === null) throw new Error('style and type are chosen before save');
    return existing
      ? teamRequests.updateTimeConstraint(existing.id, input)
      : teamRequests.createTimeConstraint(teamId, input, applyAll);
  });
  const remove = useTeamChange(teamId, (id: string) => teamRequests.deleteTimeConstraint(id));
  const weekdays = weekdayNames(i18n.language, 'long');

  function handleBetweenChange(patch: Partial<ConstraintDraft>) {
    const next = { ...draft, ...patch };
    if (isBetweenBackwards(next)) notifyInfo(t('teams.constraint.endAfterStart'), { id: 'end-after-start' });
    setDraft(next);
  }

  function handleSave() {
    save.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => notifyError(error.message, { title: t('teams.constraint.saveFailed') }),
    });
  }

  function handleDelete(id: string) {
    modals.openConfirmModal({
      title: t('teams.constraint.deleteTitle'),
      children: <Text size="sm">{t('teams.constraint.deleteWarning')}</Text>,
      labels: { confirm: t('teams.constraint.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: onDone,
          onError: (error) => notifyError(error.message, { title: t('teams.constraint.deleteFailed') }),
        }),
    });
  }

  const styleStep = (
    <Stack gap="sm">
      <Radio.Group
        label={t('teams.constraint.style')}
        value={draft.style}
        onChange={(value) => setDraft(changeStyle(draft, value as TimeConstraintStyle))}
      >
        <Group gap="md" mt={4}>
          {TIME_CONSTRAINT_STYLES.map((style) => (
            <Radio key={style} value={style} label={t(STYLE_KEYS[style])} />
          ))}
        </Group>
      </Radio.Group>
      {draft.style === 'weekly' ? (
        <Checkbox.Group
          label={t('teams.constraint.weekdays')}
          value={draft.weekdays.map(String)}
          onChange={(values) => setDraft({ ...draft, weekdays: values.map(Number).sort((a, b) => a - b) })}
        >
          <Group gap="sm" mt={4}>
            {weekdays.map((name, day) => (
              <Checkbox key={name} value={String(day)} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {draft.style === 'date' ? (
        <TextInput
          type="date"
          label={t('teams.constraint.date')}
          value={draft.start_date ?? ''}
          onChange={(event) => setDraft({ ...draft, start_date: blankToNull(event.currentTarget.value) })}
        />
      ) : null}
      {draft.style === 'range' ? (
        <Group grow wrap="wrap">
          <TextInput
            type="date"
            label={t('teams.constraint.startDate')}
            value={draft.start_date ?? ''}
            onChange={(event) => setDraft({ ...draft, start_date: blankToNull(event.currentTarget.value) })}
          />
          <TextInput
            type="date"
            label={t('teams.constraint.endDate')}
            min={draft.start_date ?? undefined}
            error={isRangeBackwards(draft) ? t('teams.constraint.endDateAfterStart') : undefined}
            value={draft.end_date ?? ''}
            onChange={(event) => setDraft({ ...draft, end_date: blankToNull(event.currentTarget.value) })}
          />
        </Group>
      ) : null}
    </Stack>
  );

  const typeStep = (
    <Radio.Group
      label={t('teams.constraint.type')}
      value={draft.type === null ? null : String(draft.type)}
      onChange={(value) => setDraft(changeType(draft, Number(value) as TimeConstraintType))}
    >
      <Stack gap="xs" mt={4}>
        {CONSTRAINT_TYPES.map((type) => {
          const isAllowed = isTypeAllowed(draft.style, type);
          return (
            <Radio
              key={type}
              value={String(type)}
              label={t(CONSTRAINT_TYPE_KEYS[type])}
              description={isAllowed ? undefined : t('teams.constraint.weeklyOnly')}
              disabled={!isAllowed}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );

  const detailsStep = (
    <Stack gap="sm">
      {draft.type === TYPE.no_play ? <Text size="sm">{t('teams.constraint.allDayHint')}</Text> : null}
      {draft.type === TYPE.no_play_between ? (
        <Stack gap="sm">
          <Radio.Group
            label={t('teams.constraint.rangeMode')}
            value={draft.rangeMode}
            onChange={(value) => setDraft(changeRangeMode(draft, value as TimeRangeMode))}
          >
            <Group gap="md" mt={4}>
              <Radio value="between" label={t('teams.constraint.between')} />
              <Radio value="bounds" label={t('teams.constraint.bounds')} />
            </Group>
          </Radio.Group>
          {draft.rangeMode === 'between' ? (
            <Group gap="sm" wrap="wrap">
              <TimeSelect
                label={t('teams.constraint.betweenStart')}
                value={draft.not_between_start}
                onChange={(value) => handleBetweenChange({ not_between_start: value })}
              />
              <TimeSelect
                label={t('teams.constraint.betweenEnd')}
                value={draft.not_between_end}
                onChange={(value) => handleBetweenChange({ not_between_end: value })}
              />
            </Group>
          ) : (
            <Group gap="sm" wrap="wrap">
              <TimeSelect
                label={t('teams.constraint.notBefore')}
                value={draft.not_before}
                onChange={(value) => setDraft({ ...draft, not_before: value })}
              />
              <TimeSelect
                label={t('teams.constraint.notAfter')}
                value={draft.not_after}
                onChange={(value) => setDraft({ ...draft, not_after: value })}
              />
            </Group>
          )}
        </Stack>
      ) : null}
      {draft.type === TYPE.max_games ? (
        <NumberInput
          label={t('teams.constraint.maxGames')}
          min={0}
          max={99}
          allowDecimal={false}
          value={draft.max_games ?? ''}
          onChange={(value) => setDraft({ ...draft, max_games: numberOrNull(value) })}
          w={{ base: '100%', xs: 200 }}
        />
      ) : null}
      {draft.type === TYPE.max_travel_home ? (
        <NumberInput
          label={t('teams.constraint.maxTravelHome')}
          min={1}
          value={draft.max_travel_home ?? ''}
          onChange={(value) => setDraft({ ...draft, max_travel_home: numberOrNull(value) })}
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
      {draft.type === TYPE.max_travel_last ? (
        <NumberInput
          label={t('teams.constraint.maxTravelLast')}
          min={1}
          value={draft.max_travel_last ?? ''}
          onChange={(value) => setDraft({ ...draft, max_travel_last: numberOrNull(value) })}
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
      {draft.type === TYPE.home_only ? <Text size="sm">{t('teams.constraint.homeOnlyHint')}</Text> : null}
      {draft.type === TYPE.no_play_team ? (
        <Select
          label={t('teams.constraint.noPlayTeam')}
          data={otherTeams.map((team) => ({ value: team.id, label: team.name }))}
          value={draft.no_play_team}
          onChange={(value) => setDraft({ ...draft, no_play_team: value })}
          searchable
          nothingFoundMessage={t('common.nothingFound')}
        />
      ) : null}
      {existing ? null : (
        <Checkbox
          label={t('teams.constraint.applyAll')}
          checked={applyAll}
          onChange={(event) => setApplyAll(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('teams.constraint.step1')}>{styleStep}</Stepper.Step>
        <Stepper.Step label={t('teams.constraint.step2')}>{typeStep}</Stepper.Step>
        <Stepper.Step label={t('teams.constraint.step3')}>{detailsStep}</Stepper.Step>
      </Stepper>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {existing ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() => handleDelete(existing.id)}
            >
              {t('teams.constraint.delete')}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          {step > 0 ? (
            <Button variant="default" onClick={() => setStep(step - 1)}>
              {t('common.back')}
            </Button>
          ) : null}
          {step === 0 ? (
            <Button disabled={!hasStyleDates(draft)} onClick={() => setStep(1)}>
              {t('teams.constraint.next')}
            </Button>
          ) : null}
          {step === 1 ? (
            <Button disabled={draft.type === null} onClick={() => setStep(2)}>
              {t('teams.constraint.next')}
            </Button>
          ) : null}
          {step === 2 ? (
            <Button disabled={!canSaveDraft(draft)} loading={save.isPending} onClick={handleSave}>
              {t('common.save')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
