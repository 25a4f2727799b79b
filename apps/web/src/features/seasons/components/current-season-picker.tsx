import { type LeagueInfo, selectLeague } from '@app/contracts';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenSeason } from './use-open-season.ts';

/**
 * The current league and season, switchable: a league switch selects its first season (PUT /api/current_season's rule, docs/leagues.md),
 * and either switch reloads every page and goes to the dashboard. Native selects, so phones show their own
 * picker and the keyboard works as everywhere else. Nothing shows while the organisation has no league.
 * `layout` "header" sits in one row with hidden labels; "menu" stacks with visible labels (narrow screens).
 */
export function CurrentSeasonPicker({
  info,
  layout,
  onSwitch,
}: {
  info: LeagueInfo;
  layout: 'header' | 'menu';
  /** Called as a switch starts, so the mobile navigation can close. */
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const openSeason = useOpenSeason();
  if (info.leagues.length === 0) return null;
  const leagueId = info.current_league_id ?? '';
  const league = info.leagues.find((candidate) => candidate.id === leagueId);
  const isHeader = layout === 'header';

  function handleLeague(id: string) {
    const selection = selectLeague(info.leagues, id);
    if (!selection || id === leagueId) return;
    onSwitch?.();
    openSeason.open(selection);
  }

  function handleSeason(id: string) {
    if (!league || id === info.current_season_id) return;
    onSwitch?.();
    openSeason.open({ league_id: league.id, season_id: id });
  }

  const leagueSelect = (
    <NativeSelect
      label={isHeader ? undefined : t('seasons.pickerLeague')}
      aria-label={isHeader ? t('seasons.pickerLeague') : undefined}
      value={leagueId}
      disabled={openSeason.isPending}
      onChange={(event) => handleLeague(event.currentTarget.value)}
      data={[
        ...(league ? [] : [{ value: '', label: t('seasons.pickerNoLeague'), disabled: true }]),
        ...info.leagues.map((candidate) => ({
          value: candidate.id,
          // A league whose seasons were all deleted cannot be current until it gets a new season.
          label:
            candidate.seasons.length === 0
              ? t('seasons.pickerNoSeasons', { name: candidate.name })
              : candidate.name,
          disabled: candidate.seasons.length === 0,
        })),
      ]}
      size={isHeader ? 'xs' : 'sm'}
      w={isHeader ? 180 : undefined}
    />
  );
  const seasonSelect = league ? (
    <NativeSelect
      label={isHeader ? undefined : t('seasons.pickerSeason')}
      aria-label={isHeader ? t('seasons.pickerSeason') : undefined}
      value={info.current_season_id ?? ''}
      disabled={openSeason.isPending}
      onChange={(event) => handleSeason(event.currentTarget.value)}
      data={league.seasons.map((season) => ({ value: season.id, label: season.name }))}
      size={isHeader ? 'xs' : 'sm'}
      w={isHeader ? 150 : undefined}
    />
  ) : null;

  const label = t('seasons.pickerLabel');
  return isHeader ? (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      {leagueSelect}
      {seasonSelect}
    </Group>
  ) : (
    <Stack gap="xs" role="group" aria-label={label}>
      {leagueSelect}
      {seasonSelect}
    </Stack>
  );
}
