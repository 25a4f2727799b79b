import { z } from 'zod';
import { NAME_MAX, nameField } from '../common/fields.ts';
import { IdSchema, LocaleSchema } from '../common/primitives.ts';
import { LeagueSportIdSchema, SeasonSummarySchema } from './league-info.ts';

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

/**
 * `POST /api/demo` (body optional): the sample league with its season's timeslots, schedules and tournament
 * solved, or with `structure_only` its divisions, teams, people and venues alone (docs/leagues.md).
 */
export const DemoCreateSchema = z.object({
  structure_only: z
    .boolean({ error: 'must be true or false' })
    .default(false)
    .describe('Only the structure: no timeslots, schedules or games'),
});
export type DemoCreateInput = z.input<typeof DemoCreateSchema>;
export type DemoCreate = z.output<typeof DemoCreateSchema>;

/**
 * The league's language (docs/leagues.md#language): the public site opens in it. A new league takes its
 * creator's interface language.
 */
export const LeagueLanguageSchema = LocaleSchema.describe('The language the league’s public site opens in');

/** `PATCH /api/leagues/{id}`: the name, and the language when given. */
export const LeagueUpdateSchema = z.object({
  name: nameField().describe('League name'),
  language: LeagueLanguageSchema.optional(),
});
export type LeagueUpdateInput = z.input<typeof LeagueUpdateSchema>;
export type LeagueUpdate = z.output<typeof LeagueUpdateSchema>;

/** A league with its seasons, in the order the product lists them (the first season is the default). */
export const LeagueSchema = z.object({
  id: IdSchema,
  name: z.string(),
  sport_id: LeagueSportIdSchema,
  se_id: z.string().nullable().describe('Id in the external league-management system, when imported from it'),
  se_imported: z.boolean().describe('Created by an import from the external system'),
  language: LeagueLanguageSchema,
  seasons: z.array(SeasonSummarySchema),
});
export type League = z.infer<typeof LeagueSchema>;

/** Every league of the current organisation, for the /leagues screen. */
export const LeaguesResponseSchema = z.object({ leagues: z.array(LeagueSchema) });
export type LeaguesResponse = z.infer<typeof LeaguesResponseSchema>;

/** `POST /api/leagues/import?name=`: the name to give the imported league instead of the file's. */
export const LeagueImportQuerySchema = z.object({
  name: nameField().optional().describe("The new league's name; the file's league name when left out"),
});
export type LeagueImportQuery = z.output<typeof LeagueImportQuerySchema>;

/** The answer of a league import: the new league (with the name it was given) and its first season. */
export const LeagueImportedSchema = z
  .object({ league: z.object({ id: IdSchema, name: z.string() }), season: z.object({ id: IdSchema }) })
  .describe('The imported league, now current, and its first season');
export type LeagueImported = z.infer<typeof LeagueImportedSchema>;

const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-US');

/**
 * The name an imported league gets (docs/leagues.md): the name asked for when no league of the organisation
 * has it (ignoring case), else the first free one of "Name (2)", "Name (3)", …, as a file manager names a
 * second copy. Shortened so the suffix fits NAME_MAX.
 */
export function uniqueLeagueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  if (!used.has(nameKey(name))) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}
