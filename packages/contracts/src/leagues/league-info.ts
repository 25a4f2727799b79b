import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { OrganizationSchema } from '../organizations/organizations.ts';
import { UserSchema } from '../users/users.ts';

export const SeasonSummarySchema = z.object({ id: IdSchema, name: z.string() });

/** A league's sport as stored (packages/contracts/src/wizard/sports.ts; 27 "other"): the app shows its terms. */
export const LeagueSportIdSchema = z
  .number()
  .int()
  .describe(
    'The sport (docs/wizard.md#sport-presets): 1 ice hockey … 27 other; sportPreset(id) gives its terms',
  );

export const LeagueSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  // Optional only so fixtures written before the wizard still parse; the server always sends it.
  sport_id: LeagueSportIdSchema.optional(),
  seasons: z.array(SeasonSummarySchema),
});
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

/**
 * "League information": everything the shell needs after sign-in, reloaded after changes. The current league
 * and season are kept while they exist, else the first league (oldest) and its first season (docs/leagues.md).
 */
export const LeagueInfoSchema = z.object({
  organizations: z.array(OrganizationSchema),
  current_organization: OrganizationSchema,
  leagues: z
    .array(LeagueSummarySchema)
    .describe('Leagues of the current organisation, oldest first, seasons oldest first'),
  user: UserSchema,
  // Optional only so answers and fixtures written before issue 4 still parse; the server always sends both.
  current_league_id: IdSchema.nullable()
    .optional()
    .describe("The caller's current league in the current organisation; null when no league has a season"),
  current_season_id: IdSchema.nullable()
    .optional()
    .describe("The caller's current season, a season of current_league_id; null with it"),
});
export type LeagueInfo = z.infer<typeof LeagueInfoSchema>;
