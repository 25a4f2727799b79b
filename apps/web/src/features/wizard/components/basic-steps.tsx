import { SPORT_PRESETS, type SportKey, sportPreset } from '@app/contracts';
import {
  ActionIcon,
  Alert,
  Card,
  ColorInput,
  FileButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBallAmericanFootball,
  IconBallBaseball,
  IconBallBasketball,
  IconBallFootball,
  IconBallTennis,
  IconBallVolleyball,
  IconCopy,
  IconFileSpreadsheet,
  IconIceSkating,
  IconMinus,
  IconPlayHandball,
  IconPlus,
  IconSparkles,
  IconTrophy,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useLeagueInfo } from '../../../lib/session.ts';
import { fetchSeason } from '../api/use-wizard-api.ts';
import { applySport, resizeDivisions, resizeTeams } from '../model/defaults.ts';
import { draftFromSeason, draftFromTeamsCsv } from '../model/sources.ts';
import { GAME_TERM, GAMES_TERM, SPORT_LABELS, SURFACE_TERM, SURFACES_TERM } from './step-keys.ts';
import type { StepProps } from './step-props.ts';

const SPORT_ICONS: Record<SportKey, ComponentType<{ size?: number; stroke?: number }>> = {
  baseball_softball: IconBallBaseball,
  basketball: IconBallBasketball,
  soccer: IconBallFootball,
  ice_hockey: IconIceSkating,
  lacrosse: IconPlayHandball,
  volleyball: IconBallVolleyball,
  tennis: IconBallTennis,
  football_rugby: IconBallAmericanFootball,
  other: IconTrophy,
};

/** A big selectable card: a radio in a group, so arrow keys and Space work as for any radio. */
export function ChoiceCard({
  selected,
  onSelect,
  icon,
  title,
  description,
}: {
  selected: boolean;
  onSelect: () => void;
  icon?: ReactNode;
  title: string;
  description?: string;
}) {
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      style={{ display: 'block', width: '100%' }}
    >
      <Card
        withBorder
        padding="md"
        radius="md"
        style={{
          borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
          borderWidth: selected ? 2 : 1,
          background: selected ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Stack gap={2}>
            <Text fw={600}>{title}</Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** Step 0: the sport; its preset sets lengths, scoring and the words used (docs/wizard.md#sport-presets). */
export function SportStep({ draft, onChange, naming }: StepProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} role="radiogroup" aria-label={t('wizard.step.0')}>
      {SPORT_PRESETS.map((preset) => {
        const Icon = SPORT_ICONS[preset.key];
        return (
          <ChoiceCard
            key={preset.id}
            selected={draft.sport_id === preset.id}
            onSelect={() => onChange((d) => applySport(d, preset.id, naming))}
            icon={<Icon size={32} stroke={1.5} />}
            title={t(SPORT_LABELS[preset.key])}
            description={t('wizard.sport.lengths', { game: preset.game_minutes, slot: preset.slot_minutes })}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** Step 1: where the league comes from: from scratch, a CSV of teams, or (signed in) a previous season. */
export function SourceStep({ draft, onChange, naming, errors }: StepProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useCurrentUser().data);
  const leagueInfo = useLeagueInfo({ enabled: signedIn });
  const [csvMessage, setCsvMessage] = useState<string | null>(null);
  const [loadingSeason, setLoadingSeason] = useState(false);
  const seasons = (leagueInfo.data?.leagues ?? []).flatMap((league) =>
    league.seasons.map((season) => ({
      value: `${league.id}/${season.id}`,
      label: `${league.name} · ${season.name}`,
    })),
  );
  const copiedValue =
    draft.target.kind === 'season' ? `${draft.target.league_id}/${draft.target.copied_season_id}` : null;

  async function readCsv(file: File | null) {
    if (!file) return;
    const result = draftFromTeamsCsv(draft, await file.text(), naming);
    if ('error' in result) {
      setCsvMessage(
        t('wizard.source.csvError', {
          row: result.error.row,
          field: result.error.field,
          message: result.error.message,
        }),
      );
      return;
    }
    setCsvMessage(
      t('wizard.source.csvRead', { divisions: result.draft.divisions.length, teams: result.teams }),
    );
    onChange(() => ({ ...result.draft, source: 'csv' }));
  }

  async function copySeason(value: string | null) {
    if (!value) return;
    const [leagueId, seasonId] = value.split('/') as [string, string];
    setLoadingSeason(true);
    try {
      const season = await fetchSeason(seasonId);
      onChange((d) => draftFromSeason({ ...d, source: 'copy' }, leagueId, season, naming));
    } catch {
      setCsvMessage(t('wizard.source.copyFailed'));
    } finally {
      setLoadingSeason(false);
    }
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: signedIn ? 3 : 2 }} role="radiogroup" aria-label={t('wizard.step.1')}>
        <ChoiceCard
          selected={draft.source === 'scratch'}
          onSelect={() => onChange((d) => ({ ...d, source: 'scratch', target: { kind: 'league' } }))}
          icon={<IconSparkles size={32} stroke={1.5} />}
          title={t('wizard.source.scratch')}
          description={t('wizard.source.scratchHint')}
        />
        <ChoiceCard
          selected={draft.source === 'csv'}
          onSelect={() => onChange((d) => ({ ...d, source: 'csv', target: { kind: 'league' } }))}
          icon={<IconFileSpreadsheet size={32} stroke={1.5} />}
          title={t('wizard.source.csv')}
          description={t('wizard.source.csvHint')}
        />
        {signedIn && (
          <ChoiceCard
            selected={draft.source === 'copy'}
            onSelect={() => onChange({ source: 'copy' })}
            icon={<IconCopy size={32} stroke={1.5} />}
            title={t('wizard.source.copy')}
            description={t('wizard.source.copyHint')}
          />
        )}
      </SimpleGrid>
      {draft.source === 'csv' && (
        <Group>
          <FileButton onChange={(file) => void readCsv(file)} accept=".csv,text/csv">
            {(props) => (
              <UnstyledButton {...props} c="blue" fw={600}>
                {t('wizard.source.chooseCsv')}
              </UnstyledButton>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('wizard.source.csvColumns')}
          </Text>
        </Group>
      )}
      {draft.source === 'copy' && signedIn && (
        <Select
          label={t('wizard.source.season')}
          data={seasons}
          value={copiedValue}
          onChange={(value) => void copySeason(value)}
          disabled={loadingSeason}
          error={errors.source}
          searchable
          nothingFoundMessage={t('wizard.source.noSeasons')}
        />
      )}
      {csvMessage && <Alert color="blue">{csvMessage}</Alert>}
    </Stack>
  );
}

/** Step 2: league and season names (a copied season keeps its league, so only the season is named). */
export function NamesStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      {draft.target.kind === 'league' && (
        <TextInput
          label={t('wizard.names.league')}
          placeholder={t('wizard.names.leaguePlaceholder')}
          value={draft.league_name}
          onChange={(e) => onChange({ league_name: e.currentTarget.value })}
          error={errors.league_name}
          autoFocus
          data-autofocus
        />
      )}
      <TextInput
        label={t('wizard.names.season')}
        placeholder={t('wizard.names.seasonPlaceholder')}
        value={draft.season_name}
        onChange={(e) => onChange({ season_name: e.currentTarget.value })}
        error={errors.season_name}
        autoFocus={draft.target.kind !== 'league'}
      />
    </Stack>
  );
}

/** A number with − and + buttons either side, for counts. */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  error,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (n: number) => onChange(Math.min(max, Math.max(min, n)));
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <ActionIcon
        size="input-md"
        variant="default"
        onClick={() => set(value - 1)}
        disabled={value <= min}
        aria-label={t('wizard.less', { label })}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <NumberInput
        label={label}
        value={value}
        min={min}
        max={max}
        size="md"
        w={140}
        hideControls
        clampBehavior="strict"
        allowDecimal={false}
        onChange={(v) => typeof v === 'number' && onChange(v)}
        error={error}
      />
      <ActionIcon
        size="input-md"
        variant="default"
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={t('wizard.more', { label })}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Step 4: how many divisions. */
export function DivisionCountStep({ draft, onChange, errors, naming }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stepper
      label={t('wizard.divisions.count')}
      value={draft.divisions.length}
      min={1}
      max={50}
      onChange={(n) => onChange((d) => resizeDivisions(d, n, naming))}
      error={errors.division_count}
    />
  );
}

/** Step 5: teams per division. */
export function TeamCountStep({ draft, onChange, errors, naming }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stepper
      label={t('wizard.teams.count')}
      value={draft.team_count}
      min={2}
      max={100}
      onChange={(n) => onChange((d) => resizeTeams(d, n, naming))}
      error={errors.team_count}
    />
  );
}

/** Step 6: division and team names, abbreviations and colours, one card per division. */
export function TeamNamesStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const setDivision = (i: number, patch: Partial<(typeof draft.divisions)[number]>) =>
    onChange((d) => ({ ...d, divisions: d.divisions.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
  const setTeam = (i: number, k: number, patch: Partial<(typeof draft.divisions)[number]['teams'][number]>) =>
    onChange((d) => ({
      ...d,
      divisions: d.divisions.map((x, j) =>
        j === i ? { ...x, teams: x.teams.map((team, m) => (m === k ? { ...team, ...patch } : team)) } : x,
      ),
    }));
  return (
    <Stack>
      {draft.divisions.map((division, i) => (
        <Card key={division.key} withBorder padding="sm">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('wizard.divisions.name')}
                value={division.name}
                onChange={(e) => setDivision(i, { name: e.currentTarget.value })}
                error={errors[`divisions.${i}.name`]}
              />
              <TextInput
                w={70}
                label={t('wizard.abbreviation')}
                value={division.shortcode}
                maxLength={4}
                onChange={(e) => setDivision(i, { shortcode: e.currentTarget.value })}
                error={errors[`divisions.${i}.shortcode`]}
              />
              <ColorInput
                w={56}
                label={t('wizard.colour')}
                value={division.color}
                withPicker={false}
                withEyeDropper={false}
                swatches={undefined}
                onChange={(color) => setDivision(i, { color })}
                styles={{ input: { color: 'transparent', paddingLeft: 28 } }}
                aria-label={t('wizard.colourOf', { name: division.name })}
              />
            </Group>
            {division.teams.map((team, k) => (
              <Group key={team.key} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={t('wizard.teams.nameOf', { n: k + 1, division: division.name })}
                  value={team.name}
                  onChange={(e) => setTeam(i, k, { name: e.currentTarget.value })}
                  error={errors[`divisions.${i}.teams.${k}.name`]}
                />
                <TextInput
                  w={70}
                  aria-label={t('wizard.teams.abbreviationOf', { name: team.name })}
                  value={team.shortcode}
                  maxLength={4}
                  onChange={(e) => setTeam(i, k, { shortcode: e.currentTarget.value })}
                  error={errors[`divisions.${i}.teams.${k}.shortcode`]}
                />
                <ColorInput
                  w={56}
                  value={team.color}
                  withEyeDropper={false}
                  onChange={(color) => setTeam(i, k, { color })}
                  styles={{ input: { color: 'transparent', paddingLeft: 28 } }}
                  aria-label={t('wizard.colourOf', { name: team.name })}
                />
              </Group>
            ))}
            {errors[`divisions.${i}.teams`] && (
              <Text c="red" size="sm">
                {errors[`divisions.${i}.teams`]}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The sport's word for a playing surface and a game, for labels ("pitch", "match"). */
export function useTerms(draft: StepProps['draft']) {
  const { t } = useTranslation();
  const preset = sportPreset(draft.sport_id);
  return {
    surface: t(SURFACE_TERM[preset.surface_term]),
    surfaces: t(SURFACES_TERM[preset.surface_term]),
    game: t(GAME_TERM[preset.game_term]),
    games: t(GAMES_TERM[preset.game_term]),
  };
}
