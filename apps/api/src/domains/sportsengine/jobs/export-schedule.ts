import { games, schedules } from '@app/db';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { unprocessable } from '../../../http/http-error.ts';
import { buildOutgoingEvent } from '../build-outgoing-event.ts';
import { sportsengineClientFor } from '../connection.ts';
import { loadExportTarget } from '../load-export-target.ts';
import { loadPlacedGames } from '../load-placed-games.ts';
import type { ActivityHandler } from './activity-handlers.ts';

/**
 * Sends a schedule's placed games to SportsEngine (kinds `export` and `export_beta`; docs/sportsengine.md,
 * "Exporting"). A game with an event id updates that event; one without creates an event, whose id is stored on
 * the game at once in a write of its own, so a run interrupted part way (a restart, a dropped connection, a
 * cancel) and run again updates what it already sent instead of sending it twice. Unscheduled games are not
 * sent; one that was sent before it lost its timeslot has its event deleted, so the platform shows only what is
 * placed here.
 */
export const exportSchedule: ActivityHandler = async (row, context, { db, sportsengine }) => {
  const organizationId = row.organizationId;
  const scheduleId = row.scheduleId;
  if (!scheduleId) throw unprocessable('base', 'The activity names no schedule');
  const { ref } = await loadExportTarget(db, { organizationId, scheduleId, inActivity: true });
  const placed = await loadPlacedGames(db, { organizationId, scheduleId });
  const outgoing = placed.map((game) => ({ game, event: buildOutgoingEvent(game) }));
  const missingTeams = new Set<string>();
  for (const game of placed) {
    for (const team of [game.home, game.isPractice ? null : game.visitor]) {
      if (team && !team.seId) missingTeams.add(team.name);
    }
  }
  if (missingTeams.size > 0) {
    throw unprocessable(
      'base',
      `Teams missing on SportsEngine: ${[...missingTeams].sort().join(', ')}; every team must exist there first`,
    );
  }
  const unplacedSynced = await db
    .select({ id: games.id, seId: games.seId })
    .from(games)
    .where(
      and(
        eq(games.scheduleId, scheduleId),
        eq(games.organizationId, organizationId),
        isNull(games.timeslotId),
        isNotNull(games.seId),
      ),
    );
  const client = await sportsengineClientFor(db, sportsengine, organizationId);
  const result = { created: 0, updated: 0, deleted: 0, skipped: 0 };
  let done = 0;
  await context.progress({ total: outgoing.length + unplacedSynced.length, progress: 0 });

  for (const { game, event } of outgoing) {
    context.stopIfShuttingDown();
    if (event) {
      const saved = await client.saveEvent(ref, event);
      if (saved.created || saved.id !== game.seId) {
        // Its own write, before anything else can fail: a re-run then updates this event.
        await db.update(games).set({ seId: saved.id }).where(eq(games.id, game.id));
      }
      if (saved.created) result.created += 1;
      else result.updated += 1;
    } else {
      // A bracket game whose teams are decided by earlier games: nothing to send until they are.
      result.skipped += 1;
    }
    done += 1;
    // Throws once the activity was cancelled: what was sent so far stays sent, nothing more is.
    await context.progress({ progress: done, result });
  }
  for (const game of unplacedSynced) {
    context.stopIfShuttingDown();
    if (game.seId) await client.deleteEvent(ref, game.seId);
    await db.update(games).set({ seId: null }).where(eq(games.id, game.id));
    result.deleted += 1;
    done += 1;
    await context.progress({ progress: done, result });
  }

  await context.saveUnlessCancelled(() =>
    db.transaction(async (tx) => {
      await tx.update(schedules).set({ seExportedAt: new Date() }).where(eq(schedules.id, scheduleId));
      await context.succeed({ progress: done, result }, tx);
    }),
  );
};
