import type { ScheduleConfig } from '@app/contracts';
import { type Database, divisions, type Transaction, teams, timeslots } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';

/**
 * The schedule form's rules that need the database (docs/schedules.md): the division is the season's (404),
 * has at least 2 teams, seeding names only its teams, and the season has timeslots to schedule into.
 * A tournament too needs only 2 teams, not a power of two: users bring 6 or 12 teams, and the engine seeds any
 * count from 2 and gives the top seeds byes.
 */
export async function checkScheduleDivision(
  db: Database | Transaction,
  params: { organizationId: string; seasonId: string; divisionId: string; config: ScheduleConfig },
): Promise<void> {
  const [division] = await db
    .select()
    .from(divisions)
    .where(
      and(
        eq(divisions.id, params.divisionId),
        eq(divisions.seasonId, params.seasonId),
        eq(divisions.organizationId, params.organizationId),
      ),
    );
  if (!division) throw notFound();
  const sources =
    division.isAcross && division.acrossFirstId && division.acrossSecondId
      ? [division.acrossFirstId, division.acrossSecondId]
      : [division.id];
  const teamIds = (
    await db.select({ id: teams.id }).from(teams).where(inArray(teams.divisionId, sources))
  ).map((t) => t.id);
  if (teamIds.length < 2) throw unprocessable('division_id', 'needs at least 2 teams');
  const { seeding } = params.config;
  const known = new Set(teamIds);
  if (seeding.some((id) => !known.has(id))) {
    throw unprocessable('config.seeding', 'must list only teams of the division');
  }
  const [slot] = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(eq(timeslots.seasonId, params.seasonId))
    .limit(1);
  if (!slot) throw unprocessable('base', 'create timeslots for the season first');
}
