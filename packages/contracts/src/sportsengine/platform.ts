import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';

/**
 * The SportsEngine link (docs/sportsengine.md): what the organisation's connection is, the platform's entities
 * the import screens walk, and the options of an import.
 */

/** `GET /api/sportsengine`: whether the link is set up on this server and whether the organisation is connected. */
export const SportsengineStatusSchema = z.object({
  configured: z
    .boolean()
    .describe('SPORTSENGINE_CLIENT_ID and _SECRET are set; without them the menu entries are hidden'),
  connected: z.boolean().describe('The current organisation has a SportsEngine connection'),
  connected_at: z.string().nullable(),
  connected_by: z.string().nullable().describe('The name of the user who connected it'),
  se_organization_id: z.string().nullable(),
});
export type SportsengineStatus = z.infer<typeof SportsengineStatusSchema>;

/** A site, league, season or subseason on SportsEngine (their ids are theirs: strings). */
export const PlatformEntitySchema = z.object({ id: z.string(), name: z.string() });
export type PlatformEntity = z.infer<typeof PlatformEntitySchema>;
export const PlatformEntityListSchema = z.object({ items: z.array(PlatformEntitySchema) });
export type PlatformEntityList = z.infer<typeof PlatformEntityListSchema>;

/** What an import brings besides the league, season, divisions and teams. */
export const PlatformImportOptionsSchema = z.object({
  include_games: z.boolean().default(true),
  include_practices: z.boolean().default(true),
  include_coaches: z.boolean().default(true),
});
export type PlatformImportOptions = z.infer<typeof PlatformImportOptionsSchema>;

/** The kinds of activity (docs/sportsengine.md#activities). */
export const ACTIVITY_KINDS = ['import', 'import_beta', 'export', 'export_beta', 'clear'] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

export const ActivityIdSchema = z.object({ id: IdSchema });
