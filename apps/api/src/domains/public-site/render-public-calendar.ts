import type { Database } from '@app/db';
import { notFound } from '../../http/http-error.ts';
import { renderCalendar } from '../schedules/calendar-feed.ts';
import { loadGameSet } from '../schedules/load-game-set.ts';
import { findPublishedSeason, requireSection } from './find-published-season.ts';

/**
 * `GET /api/public_calendars/{season_id}?team_id=`: the subscribe link of a public schedule or team page
 * (docs/public-site.md#calendars), an RFC 5545 calendar written by the same code as the private feeds. It
 * exists while the page is published: a calendar app's next refresh after an unpublish gets 404. Scores
 * are left out when the site does not show them.
 */
export async function renderPublicCalendar(
  db: Database,
  params: { seasonId: string; teamId: string | undefined; host: string },
): Promise<string> {
  const published = await findPublishedSeason(db, params.seasonId);
  requireSection(published, params.teamId ? 'teams' : 'schedules');
  const set = await loadGameSet(db, { organizationId: published.organizationId, seasonId: params.seasonId });
  if (params.teamId && !set.rows.teams.some((team) => team.id === params.teamId)) throw notFound();
  const games = published.sections.scores
    ? set.games
    : set.games.map((game) => ({ ...game, homeScore: null, visitorScore: null, forfeit: null }));
  return renderCalendar(
    { ...set, games, schedule: null },
    { teamId: params.teamId ?? null, host: params.host },
  );
}
