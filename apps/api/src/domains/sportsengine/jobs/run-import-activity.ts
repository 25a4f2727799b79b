import { setImmediate as nextTurn } from 'node:timers/promises';
import { PlatformImportOptionsSchema } from '@app/contracts';
import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sportsengineClientFor } from '../connection.ts';
import { importPlatformSeason } from '../import-platform-season.ts';
import type { PlatformImportParams } from '../start-platform-import.ts';
import type { ActivityHandler } from './activity-handlers.ts';

/** The row's `params` as start-platform-import.ts wrote them. */
const ParamsSchema: z.ZodType<PlatformImportParams> = z.object({
  ref: z.object({
    model: z.enum(['sport', 'season']),
    siteId: z.string(),
    leagueId: z.string().optional(),
    seasonId: z.string(),
    subseasonId: z.string().optional(),
  }),
  options: PlatformImportOptionsSchema,
  subseasonName: z.string().optional(),
});

/** The import's three steps, as `progress` of `total`: connected, season read, saved. */
const STEPS = 3;

/**
 * Runs an `import` or `import_beta` activity (docs/sportsengine.md#importing): reads the whole season from
 * SportsEngine through the client (every page), then writes it in one transaction inside
 * `saveUnlessCancelled`, whose last statement ends the row as succeeded with the league, season and counts. A
 * platform failure (network, `errors[]`, a refused token) throws before anything is written, and the plan's
 * 402 or any other refusal rolls the whole save back: our data is left as it was.
 */
export const runImportActivity: ActivityHandler = async (row, context, deps) => {
  const { ref, options, subseasonName } = ParamsSchema.parse(row.params);
  await context.progress({ progress: 0, total: STEPS });
  const client = await sportsengineClientFor(deps.db, deps.sportsengine, row.organizationId);
  await context.progress({ progress: 1 });
  const data = await client.seasonData(ref);
  context.stopIfShuttingDown();
  await context.progress({ progress: 2 });
  const [user] = row.userId
    ? await deps.db
        .select({ locale: users.locale, timezone: users.timezone })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  const pause = async () => {
    await nextTurn();
    context.stopIfShuttingDown();
    context.stopIfCancelRequested();
  };
  await context.saveUnlessCancelled(() =>
    deps.db.transaction(async (tx) => {
      const saved = await importPlatformSeason(tx, {
        organizationId: row.organizationId,
        locale: user?.locale ?? 'en',
        timezone: user?.timezone ?? null,
        ref,
        data,
        options,
        // One of several subseasons is a season of its own here, matched by the subseason's id.
        ...(subseasonName !== undefined && ref.subseasonId !== undefined
          ? { season: { seId: ref.subseasonId, name: `${data.season.name} – ${subseasonName}` } }
          : {}),
        pause,
      });
      await pause();
      await context.succeed(
        { progress: STEPS, leagueId: saved.leagueId, seasonId: saved.seasonId, result: saved.result },
        tx,
      );
    }),
  );
};
