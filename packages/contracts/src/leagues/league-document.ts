import { z } from 'zod';
import {
  CODE_FIELDS,
  colorField,
  EXTERNAL_FIELDS,
  NAME_MAX,
  nameField,
  stripBadCharacters,
} from '../common/fields.ts';
import { PERSON_FIELDS } from '../people/people.ts';
import { TeamRoleSchema } from '../teams/team-people.ts';
import { timeConstraintSchema } from '../teams/time-constraints.ts';
import { TravelConstraintInputSchema } from '../teams/travel-constraints.ts';
import { SURFACE_FIELDS } from '../venues/surfaces.ts';
import { VenueAddressInputSchema } from '../venues/venue-address.ts';
import { NO_SURFACE_MESSAGE, VENUE_FIELDS } from '../venues/venues.ts';

export const LEAGUE_DOCUMENT_FORMAT = 'fixture-league';
export const LEAGUE_DOCUMENT_VERSION = 1;

/** A reference key inside one season of the document (d1, t3, ...): stands in for a database id. */
export const DocumentKeySchema = z
  .string({ error: requiredKey() })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -');

function requiredKey() {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a key');
}

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
});
export type DocumentSurface = z.output<typeof DocumentSurfaceSchema>;

export const DocumentVenueSchema = z.object({
  key: DocumentKeySchema,
  name: nameField(),
  ...VENUE_FIELDS,
  color: colorField().nullable(),
  address: VenueAddressInputSchema,
  surfaces: z.array(DocumentSurfaceSchema).min(1, NO_SURFACE_MESSAGE),
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
  home_venues: z.array(DocumentKeySchema).describe('Keys of its home venues'),
  people: z.array(z.object({ person: DocumentKeySchema, role: TeamRoleSchema })),
  time_constraints: z.array(DocumentTimeConstraintSchema),
  travel_constraint: TravelConstraintInputSchema.nullable(),
});
export type DocumentTeam = z.output<typeof DocumentTeamSchema>;

export const DocumentSeasonSchema = z.object({
  name: nameField(),
  divisions: z.array(DocumentDivisionSchema),
  teams: z.array(DocumentTeamSchema),
  people: z.array(DocumentPersonSchema),
  venues: z.array(DocumentVenueSchema),
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
}

/**
 * A league as one JSON file (`GET /api/leagues/{id}/export`, `POST /api/leagues/import`): format
 * "fixture-league", version 1. Records refer to each other by keys unique within their season, never by
 * database ids, so importing into a new league and exporting again gives the same document. Every key
 * reference must resolve inside its season.
 */
export const LeagueDocumentSchema = z
  .object({
    format: z.literal(LEAGUE_DOCUMENT_FORMAT, { error: `must be "${LEAGUE_DOCUMENT_FORMAT}"` }),
    version: z.literal(LEAGUE_DOCUMENT_VERSION, { error: `must be ${LEAGUE_DOCUMENT_VERSION}` }),
    league: z.object({ name: nameField() }),
    seasons: z.array(DocumentSeasonSchema).min(1, 'needs at least one season'),
  })
  .superRefine((doc, ctx) => {
    doc.seasons.forEach((season, i) => {
      checkSeason(season, ['seasons', i], ctx);
    });
  })
  .describe('A league export: league, seasons, divisions, teams, people, venues and constraints');
export type LeagueDocumentInput = z.input<typeof LeagueDocumentSchema>;
export type LeagueDocument = z.output<typeof LeagueDocumentSchema>;
