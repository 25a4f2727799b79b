import type { StandingRow } from '@app/contracts';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePublicStandings } from '../api/use-public-site.ts';
import { useSite } from '../components/site-context.ts';
import { sitePath } from '../model/site-nav.ts';

/** The few columns a phone shows: played, won, lost, tied, points and win percentage. */
function StandingsTable({ caption, rows }: { caption: string; rows: readonly StandingRow[] }) {
  const { t } = useTranslation();
  const { site, orgSlug, leagueSlug } = useSite();
  return (
    <section>
      <h2 className="ps-day-heading">{caption}</h2>
      <div className="ps-table-scroller">
        <table className="ps-table">
          <thead>
            <tr>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.rankLong')}>#</abbr>
              </th>
              <th scope="col">{t('publicSite.filters.team')}</th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.playedLong')}>{t('publicSite.standings.played')}</abbr>
              </th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.wonLong')}>{t('publicSite.standings.won')}</abbr>
              </th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.lostLong')}>{t('publicSite.standings.lost')}</abbr>
              </th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.tiedLong')}>{t('publicSite.standings.tied')}</abbr>
              </th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.pointsLong')}>{t('publicSite.standings.points')}</abbr>
              </th>
              <th scope="col" className="ps-num">
                <abbr title={t('publicSite.standings.pctLong')}>{t('publicSite.standings.pct')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team_id}>
                <td className="ps-num">{row.rank}</td>
                <th scope="row" style={{ fontWeight: 600 }}>
                  {site.sections.teams ? (
                    <Link to={sitePath(orgSlug, leagueSlug, { team: row.team_id })}>{row.name}</Link>
                  ) : (
                    row.name
                  )}
                </th>
                <td className="ps-num">{row.games_played}</td>
                <td className="ps-num">{row.win + row.overtime_win}</td>
                <td className="ps-num">{row.loss + row.overtime_loss}</td>
                <td className="ps-num">{row.tie}</td>
                <td className="ps-num ps-score">{row.points}</td>
                <td className="ps-num">{row.win_pct.toFixed(3)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The season's standings as the league ranks them (its scoring system and tiebreakers, computed by the
 * server): the whole league, or each division (docs/public-site.md#standings).
 */
export function LeagueStandingsPage() {
  const { t } = useTranslation();
  const { site } = useSite();
  const standings = usePublicStandings(site.season.id);
  const [view, setView] = useState<'divisions' | 'league'>('divisions');
  if (standings.error) return <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />;
  if (!standings.data) return <PageLoader />;
  const { league, divisions } = standings.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('publicSite.standings.title', { league: site.league.name })}
      </Title>
      {league.rows.length === 0 ? (
        <Text className="ps-card">{t('publicSite.teams.empty')}</Text>
      ) : (
        <>
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value === 'league' ? 'league' : 'divisions')}
            data={[
              { value: 'divisions', label: t('publicSite.standings.byDivision') },
              { value: 'league', label: t('publicSite.standings.wholeLeague') },
            ]}
            maw={360}
          />
          {view === 'league' ? (
            <StandingsTable caption={site.league.name} rows={league.rows} />
          ) : (
            divisions
              .filter((division) => division.rows.length > 0)
              .map((division) => (
                <StandingsTable key={division.id} caption={division.name} rows={division.rows} />
              ))
          )}
          <Text size="xs" c="dimmed">
            {t('publicSite.standings.note')}
          </Text>
        </>
      )}
    </Stack>
  );
}
