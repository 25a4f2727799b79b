import {
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../model/defaults.ts';
import type { DraftDivision, WizardDraft } from '../model/draft.ts';
import { COUNT_RANGES, chooseArgument, setCount } from '../model/steps.ts';
import { ChoiceCard, Stepper, useTerms } from './basic-steps.tsx';
import { COUNT_LABELS, STYLE_HINTS, STYLE_LABELS, STYLE_SHORT } from './step-keys.ts';
import type { StepProps } from './step-props.ts';

/** Step 11: the season's first and last dates. */
export function DatesStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const weeks = Math.round(
    (Date.parse(`${draft.end_date}T00:00:00Z`) - Date.parse(`${draft.start_date}T00:00:00Z`) + 86_400_000) /
      604_800_000,
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t('wizard.dates.start')}
          value={draft.start_date}
          onChange={(e) => onChange({ start_date: e.currentTarget.value })}
          error={errors.start_date}
        />
        <TextInput
          type="date"
          label={t('wizard.dates.end')}
          value={draft.end_date}
          min={draft.start_date ? addDays(draft.start_date, 1) : undefined}
          onChange={(e) => onChange({ end_date: e.currentTarget.value })}
          error={errors.end_date}
        />
      </SimpleGrid>
      {Number.isFinite(weeks) && weeks > 0 && (
        <Text c="dimmed">{t('wizard.dates.weeks', { count: weeks })}</Text>
      )}
    </Stack>
  );
}

const ARGUMENTS: WizardDraft['argument'][] = ['rounds', 'season', 'week'];

/** Step 12: what the schedule is based on; choosing clears the timeslots made for the previous choice. */
export function StyleStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  const terms = useTerms(draft);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} role="radiogroup" aria-label={t('wizard.step.12')}>
      {ARGUMENTS.map((argument) => (
        <ChoiceCard
          key={argument}
          selected={draft.argument === argument}
          onSelect={() => onChange((d) => (d.argument === argument ? d : chooseArgument(d, argument)))}
          title={t(STYLE_LABELS[argument], { games: terms.games })}
          description={t(STYLE_HINTS[argument], { games: terms.games })}
        />
      ))}
    </SimpleGrid>
  );
}

/** Step 13: how many rounds, games per team, or games per team a week. */
export function CountStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const terms = useTerms(draft);
  const range = COUNT_RANGES[draft.argument];
  return (
    <Stepper
      label={t(COUNT_LABELS[draft.argument], { games: terms.games })}
      value={draft.count}
      min={range.min}
      max={range.max}
      onChange={(n) => onChange((d) => setCount(d, n))}
      error={errors.count}
    />
  );
}

/** Step 16: per-division options, below the capacity check (`above`). */
export function OptionsStep({ draft, onChange, errors, above }: StepProps & { above?: ReactNode }) {
  const { t } = useTranslation();
  const terms = useTerms(draft);
  const setDivision = (i: number, patch: (d: DraftDivision) => DraftDivision) =>
    onChange((d) => ({ ...d, divisions: d.divisions.map((x, j) => (j === i ? patch(x) : x)) }));
  const setConfig = (i: number, patch: Partial<DraftDivision['config']>) =>
    setDivision(i, (d) => ({ ...d, config: { ...d.config, ...patch } }));
  const number = (
    i: number,
    field: 'max_games_day' | 'max_games_week' | 'min_minutes_rest' | 'next_game_offset',
    label: string,
    step = 1,
  ) => (
    <NumberInput
      label={label}
      value={draft.divisions[i]?.config[field] ?? 0}
      min={0}
      step={step}
      allowDecimal={false}
      onChange={(v) => typeof v === 'number' && setConfig(i, { [field]: v })}
      error={errors[`divisions.${i}.config.${field}`]}
    />
  );
  return (
    <Stack>
      {above}
      {draft.divisions.map((division, i) => {
        const argument = division.config.argument ?? draft.argument;
        const range = COUNT_RANGES[argument];
        return (
          <Card key={division.key} withBorder padding="sm">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {division.name}
                </Text>
                <Switch
                  label={t('wizard.options.schedule')}
                  checked={division.should_schedule}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setDivision(i, (d) => ({ ...d, should_schedule: on }));
                  }}
                />
              </Group>
              {division.should_schedule && (
                <>
                  <SegmentedControl
                    fullWidth
                    size="xs"
                    value={argument}
                    data={ARGUMENTS.map((a) => ({
                      value: a,
                      label: t(STYLE_SHORT[a], { games: terms.games }),
                    }))}
                    onChange={(value) => {
                      const a = value as WizardDraft['argument'];
                      const r = COUNT_RANGES[a];
                      setConfig(i, {
                        argument: a,
                        count: Math.min(r.max, Math.max(r.min, division.config.count ?? r.min)),
                      });
                    }}
                    aria-label={t('wizard.step.12')}
                  />
                  <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
                    <NumberInput
                      label={t(COUNT_LABELS[argument], { games: terms.games })}
                      value={division.config.count ?? range.min}
                      min={range.min}
                      max={range.max}
                      allowDecimal={false}
                      onChange={(v) => typeof v === 'number' && setConfig(i, { count: v })}
                      error={errors[`divisions.${i}.config.count`]}
                    />
                    {number(i, 'max_games_day', t('wizard.options.maxDay', { games: terms.games }))}
                    {number(i, 'max_games_week', t('wizard.options.maxWeek', { games: terms.games }))}
                    {number(i, 'min_minutes_rest', t('wizard.options.rest'), 15)}
                    {number(i, 'next_game_offset', t('wizard.options.nights'))}
                  </SimpleGrid>
                </>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
