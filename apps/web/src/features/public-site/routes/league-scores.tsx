import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePublicScores } from '../api/use-public-site.ts';
import { useSite } from '../components/site-context.ts';
import { scoreDate, scoreTime } from '../model/public-dates.ts';
import { filterScores } from '../model/scores.ts';

/**
 * "{league} Scores": the season's games (no practices) in start order with their scores (visitor–home, 0
 * until entered) and overtime yes or no; a division or team filter, either clearable (docs/public-site.md#scores).
 */
export function LeagueScoresPage() {
  const { t } = useTranslation();
  const { site } = useSite();
  const scores = usePublicScores(site.season.id);
  const [params, setParams] = useSearchParams();
  const division = params.get('division');
  const team = params.get('team');
  const games = useMemo(
    () => (scores.data ? filterScores(scores.data.games, { division, team }) : []),
    [scores.data, division, team],
  );
  const setFilter = (key: 'division' | 'team', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'division') next.delete('team');
    setParams(next, { replace: true });
  };

  if (scores.error) return <ErrorState error={scores.error} onRetry={() => void scores.refetch()} />;
  if (!scores.data) return <PageLoader />;
  const zone = scores.data.season.timezone;
  const teams = scores.data.teams
    .filter((candidate) => !division || candidate.division_id === division)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('publicSite.scores.title', { league: scores.data.league_name })}
      </Title>
      <SimpleGrid cols={2} spacing="xs" maw={520}>
        <Select
          label={t('publicSite.filters.division')}
          placeholder={t('publicSite.filters.all')}
          data={scores.data.divisions.map((d) => ({ value: d.id, label: d.name }))}
          value={division}
          onChange={(value) => setFilter('division', value)}
          clearable
          size="sm"
        />
        <Select
          label={t('publicSite.filters.team')}
          placeholder={t('publicSite.filters.all')}
          data={teams.map((x) => ({ value: x.id, label: x.name }))}
          value={team}
          onChange={(value) => setFilter('team', value)}
          clearable
          searchable
          size="sm"
        />
      </SimpleGrid>
      {games.length === 0 ? (
        <Text className="ps-card">
          {scores.data.games.length === 0 ? t('publicSite.scores.empty') : t('publicSite.schedules.noMatch')}
        </Text>
      ) : (
        <div className="ps-table-scroller">
          <table className="ps-table">
            <thead>
              <tr>
                <th scope="col">{t('publicSite.scores.start')}</th>
                <th scope="col">{t('publicSite.scores.visitor')}</th>
                <th scope="col">{t('publicSite.scores.home')}</th>
                <th scope="col" className="ps-num">
                  <abbr title={t('publicSite.scores.scoreLong')}>{t('publicSite.scores.score')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('publicSite.scores.overtime')}>{t('publicSite.scores.ot')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <tr key={game.id} data-game-id={game.id}>
                  <td className="ps-nowrap">
                    {scoreDate(game.start, zone)}
                    <br />
                    <Text span size="xs" c="dimmed">
                      {scoreTime(game.start, zone)}
                    </Text>
                  </td>
                  <td className={game.visitor_score > game.home_score ? 'ps-winner' : undefined}>
                    {game.visitor ?? t('publicSite.game.tbd')}
                  </td>
                  <td className={game.home_score > game.visitor_score ? 'ps-winner' : undefined}>
                    {game.home ?? t('publicSite.game.tbd')}
                  </td>
                  <td className="ps-num ps-score">
                    {game.visitor_score}–{game.home_score}
                  </td>
                  <td>{game.overtime ? t('publicSite.scores.yes') : t('publicSite.scores.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
