import type { ShareKind } from '@app/contracts';
import { type Database, leagues, type ShareLinkRow, schedules, seasons, shareLinks, teams } from '@app/db';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A share link with its target's name, what the presenter reads. */
export interface ShareLinkWithName {
  link: ShareLinkRow;
  name: string;
}

const targetSeasons = alias(seasons, 'target_seasons');

/**
 * The organisation's share links, oldest first, each with its target's name (one query): all of them, those of
 * one kind, or the one of a target id.
 */
export async function listShareLinks(
  db: Database,
  params: { organizationId: string; kind?: ShareKind; targetId?: string; id?: string },
): Promise<ShareLinkWithName[]> {
  const where: SQL[] = [eq(shareLinks.organizationId, params.organizationId)];
  if (params.kind) where.push(eq(shareLinks.kind, params.kind));
  if (params.id) where.push(eq(shareLinks.id, params.id));
  if (params.targetId) {
    const target = or(
      eq(shareLinks.scheduleId, params.targetId),
      eq(shareLinks.teamId, params.targetId),
      eq(shareLinks.seasonId, params.targetId),
    );
    if (target) where.push(target);
  }
  const rows = await db
    .select({
      link: shareLinks,
      schedule: schedules.name,
      team: teams.name,
      season: targetSeasons.name,
      league: leagues.name,
    })
    .from(shareLinks)
    .leftJoin(schedules, eq(schedules.id, shareLinks.scheduleId))
    .leftJoin(teams, eq(teams.id, shareLinks.teamId))
    .leftJoin(targetSeasons, eq(targetSeasons.id, shareLinks.seasonId))
    .leftJoin(leagues, eq(leagues.id, targetSeasons.leagueId))
    .where(and(...where))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  return rows.map((row) => ({
    link: row.link,
    name: row.schedule ?? row.team ?? (row.season ? `${row.league} – ${row.season}` : ''),
  }));
}
