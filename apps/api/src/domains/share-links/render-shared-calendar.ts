import type { Database } from '@app/db';
import { renderCalendar } from '../schedules/calendar-feed.ts';
import { findShared } from './find-shared.ts';
import { loadSharedGames } from './load-embed.ts';

/**
 * `GET /api/embed/{token}/calendar.ics`: the subscribe link of a shared schedule or team, written by the same
 * code as the private feeds (docs/schedules.md). It lives exactly as long as the share link: a calendar
 * app's next refresh after a rotation or revocation gets 404. Standings links have no calendar (404).
 */
export async function renderSharedCalendar(
  db: Database,
  params: { token: string; host: string },
): Promise<string> {
  const link = await findShared(db, params.token);
  const { set, team } = await loadSharedGames(db, link);
  return renderCalendar(team ? { ...set, schedule: null } : set, {
    teamId: team?.id ?? null,
    host: params.host,
  });
}
