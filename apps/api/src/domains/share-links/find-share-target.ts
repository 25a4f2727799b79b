import type { ShareKind } from '@app/contracts';
import { type Database, leagues, schedules, seasons, teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';

/** What a share link points at, as its row's target columns. */
export interface ShareTarget {
  scheduleId: string | null;
  teamId: string | null;
  seasonId: string | null;
  name: string;
}

const MESSAGES: Record<ShareKind, string> = {
  schedule: 'is not a schedule of this organisation',
  team: 'is not a team of this organisation',
  standings: 'is not a season of this organisation',
};

/**
 * The organisation's schedule, team or season (standings) named by `target_id`, or 422 `target_id`: another
 * organisation's id answers like an unknown one.
 */
export async function findShareTarget(
  db: Database,
  params: { organizationId: string; kind: ShareKind; targetId: string },
): Promise<ShareTarget> {
  const { organizationId, kind, targetId } = params;
  const none = { scheduleId: null, teamId: null, seasonId: null };
  let found: ShareTarget | undefined;
  if (kind === 'schedule') {
    const [row] = await db
      .select({ name: schedules.name })
      .from(schedules)
      .where(and(eq(schedules.id, targetId), eq(schedules.organizationId, organizationId)));
    found = row && { ...none, scheduleId: targetId, name: row.name };
  } else if (kind === 'team') {
    const [row] = await db
      .select({ name: teams.name })
      .from(teams)
      .where(and(eq(teams.id, targetId), eq(teams.organizationId, organizationId)));
    found = row && { ...none, teamId: targetId, name: row.name };
  } else {
    const [row] = await db
      .select({ name: seasons.name, league: leagues.name })
      .from(seasons)
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(and(eq(seasons.id, targetId), eq(seasons.organizationId, organizationId)));
    found = row && { ...none, seasonId: targetId, name: `${row.league} – ${row.name}` };
  }
  if (!found) throw unprocessable('target_id', MESSAGES[kind]);
  return found;
}
