import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { DivisionRefSchema, PersonRefSchema, ScheduleRefSchema, VenueRefSchema } from '../common/refs.ts';
import { SeasonSummarySchema } from '../leagues/league-info.ts';
import { SeasonCountsSchema } from '../seasons/seasons.ts';

/** The dashboard search box waits this long after the last keystroke, so typing a word sends one search. */
export const SEARCH_DEBOUNCE_MS = 600;
/** Most results per group: the box is a jump list, not a report. */
export const SEARCH_RESULTS_PER_GROUP = 20;

/** `GET /api/dashboard/search?q=`: matches names in the current season, ignoring case. */
export const DashboardSearchQuerySchema = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .describe('Text to find in names and codes'),
});
export type DashboardSearchQuery = z.infer<typeof DashboardSearchQuerySchema>;

/** A team result names its division, since team names repeat across divisions. */
export const DashboardTeamResultSchema = z.object({
  id: IdSchema,
  name: z.string(),
  division_name: z.string(),
});

/** Search results by group, each in name order and at most SEARCH_RESULTS_PER_GROUP long. */
export const DashboardSearchResponseSchema = z.object({
  divisions: z.array(DivisionRefSchema).max(SEARCH_RESULTS_PER_GROUP),
  teams: z.array(DashboardTeamResultSchema).max(SEARCH_RESULTS_PER_GROUP),
  schedules: z.array(ScheduleRefSchema).max(SEARCH_RESULTS_PER_GROUP),
  people: z.array(PersonRefSchema).max(SEARCH_RESULTS_PER_GROUP),
  venues: z.array(VenueRefSchema).max(SEARCH_RESULTS_PER_GROUP),
});
export type DashboardSearchResponse = z.infer<typeof DashboardSearchResponseSchema>;

/**
 * `GET /api/dashboard`: the current league and season with the accordion counts. All null and zero when
 * the organisation has no league yet (the dashboard then shows its three large choices).
 */
export const DashboardSchema = z.object({
  league: z.object({ id: IdSchema, name: z.string() }).nullable(),
  season: SeasonSummarySchema.nullable(),
  counts: SeasonCountsSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
