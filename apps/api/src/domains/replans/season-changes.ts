import type { GameChange, SeasonChanges } from '@app/contracts';
import { type Database, gameChanges, games, seasons, teams } from '@app/db';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isHiddenPosition } from '../games/hidden-games.ts';
import { findSeason } from '../seasons/find-season.ts';
import { loadSeasonNames, nameGame, presentPlace } from './game-places.ts';

const CAUSES: readonly GameChange['cause'][] = ['rain', 'closed', 'other', 'fix', 'edit'];

/**
 * The season's game changes since its changes were last published (docs/replans.md#changes), by team: each
 * change is listed under both teams of its game, oldest first, ready for the teams' notice. A free
 * organisation's hidden games (docs/free-tier.md) are left out, as everywhere else.
 */
export async function loadSeasonChanges(
  db: Database,
  params: { organizationId: string; seasonId: string; masked: boolean },
): Promise<SeasonChanges> {
  const season = await findSeason(db, params);
  const rows = await db
    .select({ change: gameChanges, game: games })
    .from(gameChanges)
    .innerJoin(games, eq(games.id, gameChanges.gameId))
    .where(
      and(
        eq(gameChanges.seasonId, season.id),
        eq(gameChanges.organizationId, params.organizationId),
        season.changesPublishedAt ? gt(gameChanges.createdAt, season.changesPublishedAt) : undefined,
      ),
    )
    .orderBy(asc(gameChanges.createdAt), asc(gameChanges.id));
  const names = await loadSeasonNames(db, season.id);
  const place = (start: Date | null, finish: Date | null, venue: string | null, surface: string | null) =>
    start && finish
      ? presentPlace({ start, finish, venue: venue ?? '', surface: surface ?? '' }, season.timezone)
      : null;
  const byTeam = new Map<string, GameChange[]>();
  for (const { change, game } of rows) {
    if (params.masked && isHiddenPosition(game.position)) continue;
    const presented: GameChange = {
      id: change.id,
      game_id: game.id,
      game: nameGame(game, names),
      from: place(change.fromStart, change.fromFinish, change.fromVenue, change.fromSurface),
      to: place(change.toStart, change.toFinish, change.toVenue, change.toSurface),
      cause: CAUSES.find((c) => c === change.cause) ?? 'edit',
      note: change.note,
      replan_id: change.replanId,
      changed_at: change.createdAt.toISOString(),
    };
    for (const teamId of new Set([game.homeId, game.visitorId])) {
      if (!teamId) continue;
      const list = byTeam.get(teamId) ?? [];
      list.push(presented);
      byTeam.set(teamId, list);
    }
  }
  const teamRows =
    byTeam.size === 0
      ? []
      : await db
          .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId })
          .from(teams)
          .where(inArray(teams.id, [...byTeam.keys()]))
          .orderBy(asc(teams.name));
  return {
    season_id: season.id,
    published_at: season.changesPublishedAt?.toISOString() ?? null,
    teams: teamRows.map((t) => ({
      team_id: t.id,
      team: t.name,
      division: names.divisions.get(t.divisionId) ?? '',
      changes: byTeam.get(t.id) ?? [],
    })),
  };
}

/** Marks the season's changes as published now: the list starts again from here. */
export async function publishSeasonChanges(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<void> {
  const season = await findSeason(db, params);
  await db.update(seasons).set({ changesPublishedAt: sql`now()` }).where(eq(seasons.id, season.id));
}
