import type { QueryClient } from '@tanstack/react-query';
import { leagueInfoQuery } from '../../../lib/session.ts';
import { seasonQuery } from './use-calendar-season.ts';
import { seasonGamesQuery } from './use-season-games.ts';
import { seasonTimeslotsQuery } from './use-season-timeslots.ts';

/** The calendar's three calls for the current season, started as soon as the season is known. */
export async function preloadCalendar(client: QueryClient): Promise<void> {
  const info = await client.ensureQueryData(leagueInfoQuery);
  const seasonId = info.current_season_id;
  if (!seasonId) return;
  await Promise.all([
    client.prefetchQuery(seasonQuery(seasonId)),
    client.prefetchQuery(seasonTimeslotsQuery(seasonId)),
    client.prefetchQuery(seasonGamesQuery(seasonId)),
  ]);
}
