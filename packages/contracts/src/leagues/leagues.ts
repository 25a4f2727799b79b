import { z } from 'zod';
import { nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { SeasonSummarySchema } from './league-info.ts';

/** `POST /api/leagues`: a league always starts with one season, so both names are required (trimmed). */
export const LeagueCreateSchema = z
  .object({
    name: nameField().describe('League name'),
    seasonName: nameField().describe('Name of the first season'),
  })
  .describe('A new league with its first season');
export type LeagueCreateInput = z.input<typeof LeagueCreateSchema>;
export type LeagueCreate = z.output<typeof LeagueCreateSchema>;

/**
 * Answer of every call that creates a league or a season (league create, season create and copy, JSON
 * import): the ids of the league and season that just became current.
 */
export const LeagueSeasonIdsSchema = z
  .object({ league: z.object({ id: IdSchema }), season: z.object({ id: IdSchema }) })
  .describe('The league and season that are now current');
export type LeagueSeasonIds = z.infer<typeof LeagueSeasonIdsSchema>;

/** `PATCH /api/leagues/{id}`: only the name changes. */
export const LeagueUpdateSchema = z.object({ name: nameField().describe('League name') });
export type LeagueUpdateInput = z.input<typeof LeagueUpdateSchema>;
export type LeagueUpdate = z.output<typeof LeagueUpdateSchema>;

/** A league with its seasons, in the order the product lists them (the first season is the default). */
export const LeagueSchema = z.object({
  id: IdSchema,
  name: z.string(),
  se_id: z.string().nullable().describe('Id in the external league-management system, when imported from it'),
  se_imported: z.boolean().describe('Created by an import from the external system'),
  seasons: z.array(SeasonSummarySchema),
});
export type League = z.infer<typeof LeagueSchema>;

/** Every league of the current organisation, for the /leagues screen. */
export const LeaguesResponseSchema = z.object({ leagues: z.array(LeagueSchema) });
export type LeaguesResponse = z.infer<typeof LeaguesResponseSchema>;
