import type { QueryClient } from '@tanstack/react-query';
import { leagueInfoQuery } from '../../../lib/session.ts';
import { seasonQuery } from '../../../queries/use-season.ts';
import { seasonTimeslotsQuery } from '../../../queries/use-season-timeslots.ts';

/**
 * The calendar's season and slots for the current season, started as soon as the season is known. The games
 * are left to the page: the server answers them from the whole season, and asking at the same time would
 * slow the slots the first render waits for.
 */
export async function preloadCalendar(client: QueryClient): Promise<void> {
  const info = await client.ensureQueryData(leagueInfoQuery);
  const seasonId = info.current_season_id;
  if (!seasonId) return;
  await Promise.all([
    client.prefetchQuery(seasonQuery(seasonId)),
    client.prefetchQuery(seasonTimeslotsQuery(seasonId)),
  ]);
}
