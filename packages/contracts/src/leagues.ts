import { z } from 'zod';
import { IdSchema } from './common.ts';
import { OrganizationSchema } from './organizations.ts';
import { UserSchema } from './users.ts';

export const SeasonSummarySchema = z.object({ id: IdSchema, name: z.string() });
export const LeagueSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  seasons: z.array(SeasonSummarySchema),
});
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

/** "League information": everything the shell needs after sign-in, reloaded after changes. */
export const LeagueInfoSchema = z.object({
  organizations: z.array(OrganizationSchema),
  current_organization: OrganizationSchema,
  leagues: z.array(LeagueSummarySchema),
  user: UserSchema,
});
export type LeagueInfo = z.infer<typeof LeagueInfoSchema>;
