import { z } from 'zod';
import {
  CODE_FIELDS,
  colorField,
  EXTERNAL_FIELDS,
  NAME_MAX,
  nameField,
  stripBadCharacters,
} from '../common/fields.ts';
import { IMPORT_ROW_LIMITS, SEASON_TIMESLOT_LIMIT } from '../common/import-limits.ts';
import { LocaleSchema, TimezoneSchema } from '../common/primitives.ts';
import { PERSON_FIELDS } from '../people/people.ts';
import { ScoringSystemValuesSchema } from '../standings/scoring-system.ts';
import { TeamRoleSchema } from '../teams/team-people.ts';
import { timeConstraintSchema } from '../teams/time-constraints.ts';
import { TravelConstraintInputSchema } from '../teams/travel-constraints.ts';
import { SURFACE_FIELDS } from '../venues/surfaces.ts';
import { VenueAddressInputSchema } from '../venues/venue-address.ts';
import { NO_SURFACE_MESSAGE, VENUE_FIELDS } from '../venues/venues.ts';
import {
  checkSeasonPlay,
  DocumentAdjustmentSchema,
  DocumentConferenceSchema,
  DocumentDistanceSchema,
  DocumentKeySchema,
  DocumentScheduleSchema,
  DocumentTimeslotSchema,
} from './league-document-play.ts';

export const LEAGUE_DOCUMENT_FORMAT = 'fixture-league';
/**
 * The version an export writes. Version 1 (structure only: no time zone, positions, distances, timeslots,
 * schedules or games) still imports: its missing parts read as empty (docs/leagues.md).
 */
export const LEAGUE_DOCUMENT_VERSION = 2;
export const LEAGUE_DOCUMENT_VERSIONS = [1, 2] as const;

/** The place of a record in its list (the order pages show); version 1 documents have none. */
const position = z.number().int().min(0).optional();

// Each record takes the fields and rules of its own form (CODE_FIELDS, PERSON_FIELDS, VENUE_FIELDS,
// SURFACE_FIELDS, the time and travel constraint schemas); the document adds keys, requires every name, and
// states colours and addresses even when empty.
export const DocumentDivisionSchema = z.object({
  key: DocumentKeySchema,
  name: nameField(),
  ...CODE_FIELDS,
  ...EXTERNAL_FIELDS,
  color: colorField(),
  is_across: z.boolean(),
  across_divisions: z.array(DocumentKeySchema).describe('Keys of the two source divisions'),
  position,
});
export type DocumentDivision = z.output<typeof DocumentDivisionSchema>;

export const DocumentPersonSchema = z.object({
  key: DocumentKeySchema,
  first: nameField(),
  last: z.string().overwrite(stripBadCharacters).trim().max(NAME_MAX),
  ...PERSON_FIELDS,
});
export type DocumentPerson = z.output<typeof DocumentPersonSchema>;

export const DocumentSurfaceSchema = z.object({
  key: DocumentKeySchema,
  name: nameField(),
  ...SURFACE_FIELDS,
  position,
});
export type DocumentSurface = z.output<typeof DocumentSurfaceSchema>;

export const DocumentVenueSchema = z.object({
  key: DocumentKeySchema,
  name: nameField(),
  ...VENUE_FIELDS,
  color: colorField().nullable(),
  address: VenueAddressInputSchema,
  surfaces: z.array(DocumentSurfaceSchema).min(1, NO_SURFACE_MESSAGE),
  position,
});
export type DocumentVenue = z.output<typeof DocumentVenueSchema>;

/** A time constraint whose other team (type 6) is a team key of the same season. */
export const DocumentTimeConstraintSchema = timeConstraintSchema(DocumentKeySchema);

export const DocumentTeamSchema = z.object({
  key: DocumentKeySchema,
  division: DocumentKeySchema.describe('Key of its division'),
  name: nameField(),
  ...CODE_FIELDS,
  ...EXTERNAL_FIELDS,
  color: colorField()
    .nullish()
    .transform((v) => v ?? null)
    .describe('#RRGGBB, or null; files written before teams had colours leave it out'),
  home_venues: z.array(DocumentKeySchema).describe('Keys of its home venues'),
  people: z.array(z.object({ person: DocumentKeySchema, role: TeamRoleSchema })),
  time_constraints: z.array(DocumentTimeConstraintSchema),
  travel_constraint: TravelConstraintInputSchema.nullable(),
  position,
});
export type DocumentTeam = z.output<typeof DocumentTeamSchema>;

const limited = <T extends z.ZodType>(item: T, most: number, what: string) =>
  z
    .array(item)
    .max(most, `has more than ${most.toLocaleString('en-US')} ${what}; a season takes at most that`);

/**
 * One season. A season's records stay within what imports take (docs/imports.md, "Limits"). Version 2 adds
 * the time zone, distances, timeslots and schedules with their games; without them (version 1) the season
 * takes the importing user's time zone, distances are computed from the venues' coordinates, and it has no
 * timeslots or schedules.
 */
export const DocumentSeasonSchema = z.object({
  name: nameField(),
  timezone: TimezoneSchema.optional(),
  divisions: limited(DocumentDivisionSchema, IMPORT_ROW_LIMITS.divisions, 'divisions'),
  teams: limited(DocumentTeamSchema, IMPORT_ROW_LIMITS.teams, 'teams'),
  people: limited(DocumentPersonSchema, IMPORT_ROW_LIMITS.people, 'people'),
  venues: limited(DocumentVenueSchema, IMPORT_ROW_LIMITS.venues, 'venues'),
  distances: z.array(DocumentDistanceSchema).optional(),
  timeslots: limited(DocumentTimeslotSchema, SEASON_TIMESLOT_LIMIT, 'timeslots').default([]),
  schedules: z.array(DocumentScheduleSchema).default([]),
  /** The season's points and tiebreakers (docs/standings.md); absent: the season ranks with the defaults. */
  scoring_system: ScoringSystemValuesSchema.optional(),
  conferences: z.array(DocumentConferenceSchema).max(IMPORT_ROW_LIMITS.teams).default([]),
  adjustments: z
    .array(DocumentAdjustmentSchema)
    .max(IMPORT_ROW_LIMITS.teams * 10)
    .default([]),
});
export type DocumentSeason = z.output<typeof DocumentSeasonSchema>;

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

function keyIndex(ctx: Ctx, items: readonly { key: string; path: Path }[]): Set<string> {
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) ctx.addIssue({ code: 'custom', path: item.path, message: 'is used twice' });
    keys.add(item.key);
  }
  return keys;
}

function checkSeason(season: DocumentSeason, at: Path, ctx: Ctx): void {
  const unknown = (path: Path) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message: 'is not a key of this season' });
  const divisions = keyIndex(
    ctx,
    season.divisions.map((d, i) => ({ key: d.key, path: [...at, 'divisions', i, 'key'] })),
  );
  const teams = keyIndex(
    ctx,
    season.teams.map((t, i) => ({ key: t.key, path: [...at, 'teams', i, 'key'] })),
  );
  const people = keyIndex(
    ctx,
    season.people.map((p, i) => ({ key: p.key, path: [...at, 'people', i, 'key'] })),
  );
  const venues = keyIndex(
    ctx,
    season.venues.map((v, i) => ({ key: v.key, path: [...at, 'venues', i, 'key'] })),
  );
  keyIndex(
    ctx,
    season.venues.flatMap((v, i) =>
      v.surfaces.map((s, j) => ({ key: s.key, path: [...at, 'venues', i, 'surfaces', j, 'key'] })),
    ),
  );
  const plain = new Set(season.divisions.filter((d) => !d.is_across).map((d) => d.key));
  season.divisions.forEach((d, i) => {
    const sources = d.across_divisions;
    const ok = d.is_across
      ? sources.length === 2 && sources[0] !== sources[1] && sources.every((k) => plain.has(k))
      : sources.length === 0;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'divisions', i, 'across_divisions'],
        message: d.is_across ? 'must name two other plain divisions' : 'must be empty for a plain division',
      });
    }
  });
  season.teams.forEach((t, i) => {
    if (!divisions.has(t.division)) unknown(['teams', i, 'division']);
    t.home_venues.forEach((v, j) => {
      if (!venues.has(v)) unknown(['teams', i, 'home_venues', j]);
    });
    t.people.forEach((p, j) => {
      if (!people.has(p.person)) unknown(['teams', i, 'people', j, 'person']);
    });
    t.time_constraints.forEach((c, j) => {
      if (c.no_play_team !== null && (!teams.has(c.no_play_team) || c.no_play_team === t.key)) {
        unknown(['teams', i, 'time_constraints', j, 'no_play_team']);
      }
    });
  });
  const surfaceVenue = new Map(season.venues.flatMap((v) => v.surfaces.map((s) => [s.key, v.key] as const)));
  checkSeasonPlay(season, { divisions, teams, venues, surfaceVenue }, at, ctx);
}

/**
 * A league as one JSON file (`GET /api/leagues/{id}/export`, `POST /api/leagues/import`): format
 * "fixture-league", version 2 (version 1 still reads). Records refer to each other by keys unique within
 * their season, never by database ids, so importing into a new league and exporting again gives the same
 * document. Every key reference must resolve inside its season.
 */
export const LeagueDocumentSchema = z
  .object({
    format: z.literal(LEAGUE_DOCUMENT_FORMAT, { error: `must be "${LEAGUE_DOCUMENT_FORMAT}"` }),
    version: z.union(
      LEAGUE_DOCUMENT_VERSIONS.map((v) => z.literal(v)),
      { error: `must be ${LEAGUE_DOCUMENT_VERSIONS.join(' or ')}` },
    ),
    // Left out by files written before leagues had a language: the importing user's language is taken.
    league: z.object({ name: nameField(), language: LocaleSchema.optional() }),
    seasons: z.array(DocumentSeasonSchema).min(1, 'needs at least one season'),
  })
  .superRefine((doc, ctx) => {
    doc.seasons.forEach((season, i) => {
      checkSeason(season, ['seasons', i], ctx);
    });
  })
  .describe(
    'A league export: league, seasons, divisions, teams, people, venues, constraints, timeslots, schedules and games',
  );
export type LeagueDocumentInput = z.input<typeof LeagueDocumentSchema>;
export type LeagueDocument = z.output<typeof LeagueDocumentSchema>;
