import type { Embed, EmbedRow } from '@app/contracts';
import { type Database, leagues, type ShareLinkRow, seasons, teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { zonedWallClock } from '../../lib/time-zone.ts';
import { gameScoreText, placedGames } from '../schedules/export-games-csv.ts';
import { type GameSet, loadGameSet } from '../schedules/load-game-set.ts';
import { loadStandings } from '../standings/load-standings.ts';
import { findShared } from './find-shared.ts';
import { embedCalendarUrl } from './present-share-link.ts';

/**
 * The games a schedule or team link shares: the schedule's, or every game of the team's season that it
 * plays (all schedules), with the team. 404 for a standings link, which has no games.
 */
export async function loadSharedGames(
  db: Database,
  link: ShareLinkRow,
): Promise<{ set: GameSet; team: { id: string; name: string } | null }> {
  const { organizationId } = link;
  if (link.scheduleId) {
    return { set: await loadGameSet(db, { organizationId, scheduleId: link.scheduleId }), team: null };
  }
  if (!link.teamId) throw notFound();
  const [team] = await db
    .select({ id: teams.id, name: teams.name, seasonId: teams.seasonId })
    .from(teams)
    .where(and(eq(teams.id, link.teamId), eq(teams.organizationId, organizationId)));
  if (!team) throw notFound();
  const set = await loadGameSet(db, { organizationId, seasonId: team.seasonId });
  const games = set.games.filter((game) => game.homeId === team.id || game.visitorId === team.id);
  return { set: { ...set, games, schedule: null }, team: { id: team.id, name: team.name } };
}

/** The set's placed games as the embed table's rows, by start, on the season's wall clock. */
function embedRows(set: GameSet): EmbedRow[] {
  const teamNames = new Map(set.rows.teams.map((t) => [t.id, t.name]));
  const venues = new Map(set.rows.venues.map((v) => [v.id, v.name]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s.name]));
  return placedGames(set).map(({ game, slot }) => {
    const start = zonedWallClock(slot.start, set.season.timezone);
    return {
      id: game.id,
      date: start.date,
      time: start.clock,
      division_id: game.divisionId ?? '',
      visitor: game.isPractice ? '' : game.visitorId ? (teamNames.get(game.visitorId) ?? 'TBD') : 'TBD',
      home: game.homeId ? (teamNames.get(game.homeId) ?? 'TBD') : 'TBD',
      visitor_id: game.visitorId,
      home_id: game.homeId,
      venue: venues.get(slot.venueId) ?? '',
      venue_id: slot.venueId,
      surface: surfaces.get(slot.surfaceId) ?? '',
      game_score: gameScoreText(game),
    };
  });
}

/** The named things the rows use, by name: what the embed page's filters offer. */
function used(ids: readonly (string | null)[], names: ReadonlyMap<string, string>) {
  return [...new Set(ids.filter((id): id is string => id !== null && names.has(id)))]
    .map((id) => ({ id, name: names.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `GET /api/embed/{token}`: what a live share link shows (docs/share-links.md), read afresh on every
 * request. Schedules and teams: their placed games (dates, times, teams, venues, surfaces and scores) with the
 * divisions, teams and venues the filters offer, and the calendar's address; standings: the season's tables
 * as the signed-in page ranks them. Names only: nothing about a person, no address.
 */
export async function loadEmbed(db: Database, params: { token: string; appUrl: string }): Promise<Embed> {
  const link = await findShared(db, params.token);
  if (link.kind === 'standings' && link.seasonId) {
    const [season] = await db
      .select({ name: seasons.name, league: leagues.name })
      .from(seasons)
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(eq(seasons.id, link.seasonId));
    if (!season) throw notFound();
    const standings = await loadStandings(db, {
      organizationId: link.organizationId,
      seasonId: link.seasonId,
    });
    return { kind: 'standings', title: `${season.league} – ${season.name}`, standings };
  }
  const { set, team } = await loadSharedGames(db, link);
  const rows = embedRows(set);
  const games = {
    season: { name: set.season.name, timezone: set.season.timezone },
    rows,
    divisions: used(
      rows.map((r) => r.division_id),
      new Map(set.rows.divisions.map((d) => [d.id, d.name])),
    ),
    teams: used(
      rows.flatMap((r) => [r.home_id, r.visitor_id]),
      new Map(set.rows.teams.map((t) => [t.id, t.name])),
    ),
    venues: used(
      rows.map((r) => r.venue_id),
      new Map(set.rows.venues.map((v) => [v.id, v.name])),
    ),
    calendar_url: embedCalendarUrl(params.appUrl, link.token),
  };
  return team
    ? { kind: 'team', title: team.name, team, ...games }
    : { kind: 'schedule', title: set.schedule?.name ?? '', ...games };
}
