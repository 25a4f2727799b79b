import type { PublicGame, PublicRosterEntry } from '@app/contracts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicTeam } from '../api/use-public-site.ts';
import { CalendarLinks } from '../components/calendar-links.tsx';
import { useSite } from '../components/site-context.ts';
import { leaveSite } from '../components/site-layout.tsx';
import { groupByDay } from '../model/game-days.ts';
import { clockTime, dayHeading } from '../model/public-dates.ts';

/** The roster tab: names as the organisers chose (full, or first name and initial), with their roles. */
function Roster({ roster }: { roster: readonly PublicRosterEntry[] }) {
  const { t } = useTranslation();
  if (roster.length === 0) return <Text className="ps-card">{t('publicSite.team.noRoster')}</Text>;
  return (
    <ul className="ps-games">
      {roster.map((entry, index) => (
        // Two people may share a shown name ("Ada L."), so the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the roster is read-only and never reorders
        <li key={index} className="ps-game" style={{ gridTemplateColumns: '1fr auto' }}>
          <span className="ps-game-teams">{entry.name}</span>
          <span className="ps-game-meta" style={{ gridColumn: 'auto' }}>
            {entry.roles.map((role) => t(ROLE_LABELS[role])).join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

const ROLE_LABELS: Record<PublicRosterEntry['roles'][number], string> = {
  player: 'publicSite.role.player',
  coach: 'publicSite.role.coach',
  staff: 'publicSite.role.staff',
};

/**
 * The team's games by day, newest first, each day a table of home, visitor, start, venue and surface; a
 * practice shows PRACTICE as its visitor (docs/public-site.md#team-pages).
 */
function TeamSchedule({ games, timeZone }: { games: readonly PublicGame[]; timeZone: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (games.length === 0) return <Text className="ps-card">{t('publicSite.team.noGames')}</Text>;
  return (
    <div>
      {groupByDay(games, timeZone).map((day) => (
        <section key={day.day} className="ps-day">
          <h3 className="ps-day-heading">{dayHeading(day.day, locale)}</h3>
          <div className="ps-table-scroller">
            <table className="ps-table ps-team-table">
              <thead>
                <tr>
                  <th scope="col">{t('publicSite.scores.home')}</th>
                  <th scope="col">{t('publicSite.scores.visitor')}</th>
                  <th scope="col">{t('publicSite.team.start')}</th>
                  <th scope="col">{t('publicSite.team.venue')}</th>
                  <th scope="col">{t('publicSite.team.surface')}</th>
                </tr>
              </thead>
              <tbody>
                {day.games.map((game) => (
                  <tr key={game.id} data-game-id={game.id}>
                    <td>{game.home ?? t('publicSite.game.tbd')}</td>
                    <td>
                      {game.is_practice ? (
                        <span className="ps-practice">{t('publicSite.game.practice')}</span>
                      ) : (
                        (game.visitor ?? t('publicSite.game.tbd'))
                      )}
                    </td>
                    <td className="ps-nowrap">{clockTime(game.start, timeZone, locale)}</td>
                    <td>{game.venue}</td>
                    <td>{game.surface}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/** A team's page: its name and division, then tabs for its schedule and, when shown, its roster. */
export function LeagueTeamPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const team = usePublicTeam(teamId);
  const notFound = isApiError(team.error, 404);
  useEffect(() => {
    if (notFound) leaveSite();
  }, [notFound]);
  if (team.error && !notFound) return <ErrorState error={team.error} onRetry={() => void team.refetch()} />;
  if (!team.data) return <PageLoader />;
  const { roster, games, season } = team.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {team.data.team.name}
        </Title>
        <Text c="dimmed" size="sm">
          {team.data.team.division}
        </Text>
      </div>
      <CalendarLinks seasonId={season.id} teamId={team.data.team.id} />
      <Tabs defaultValue="schedule" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="schedule">{t('publicSite.team.schedule')}</Tabs.Tab>
          {roster ? <Tabs.Tab value="roster">{t('publicSite.team.roster')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="schedule">
          <TeamSchedule games={games} timeZone={season.timezone} />
        </Tabs.Panel>
        {roster ? (
          <Tabs.Panel value="roster">
            <Roster roster={roster} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
