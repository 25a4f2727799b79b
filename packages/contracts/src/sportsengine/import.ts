import { z } from 'zod';
import { PlatformImportOptionsSchema } from './platform.ts';

/**
 * Importing a SportsEngine season (docs/sportsengine.md#importing): the platform's ids in the listing routes'
 * paths and the import bodies. They are SportsEngine's own strings, not our uuids.
 */

/** A SportsEngine id: a short non-empty string. */
export const PlatformIdSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .describe('An id on SportsEngine (theirs: a string)');

/** `/api/sportsengine/sites/{id}/leagues` and the other listings below one platform record. */
export const PlatformIdParamsSchema = z.object({ id: PlatformIdSchema });
export type PlatformIdParams = z.infer<typeof PlatformIdParamsSchema>;

/** `POST /api/sportsengine/import/{site}/{season}`: a Season Management ("beta") season. */
export const PlatformBetaImportParamsSchema = z.object({ site: PlatformIdSchema, season: PlatformIdSchema });
export type PlatformBetaImportParams = z.infer<typeof PlatformBetaImportParamsSchema>;

/**
 * `POST /api/sportsengine/import`: a Sport Management season, and its subseason when it has several (with
 * one, that one is taken).
 */
export const PlatformImportSchema = PlatformImportOptionsSchema.extend({
  site_id: PlatformIdSchema,
  league_id: PlatformIdSchema,
  season_id: PlatformIdSchema,
  subseason_id: PlatformIdSchema.optional().describe('Required when the season has more than one subseason'),
});
export type PlatformImportInput = z.input<typeof PlatformImportSchema>;
export type PlatformImport = z.output<typeof PlatformImportSchema>;

/** What an import's activity ends with in `result` (docs/sportsengine.md#importing). */
export const PLATFORM_IMPORT_COUNTS = [
  'divisions',
  'teams',
  'people',
  'venues',
  'games',
  'practices',
  'created',
  'updated',
  'skipped',
] as const;
