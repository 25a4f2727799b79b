import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { StandingsSchema } from '../standings/standings.ts';

/** What a share link shows (docs/share-links.md): a schedule, one team's games, or a season's standings. */
export const SHARE_KINDS = ['schedule', 'team', 'standings'] as const;
export const ShareKindSchema = z.enum(SHARE_KINDS, { error: 'must be schedule, team or standings' });
export type ShareKind = z.infer<typeof ShareKindSchema>;

/**
 * `POST /api/share_links`: the thing to share, by kind and id (a schedule id, a team id, or a season id for
 * the standings). Asking again for the same thing answers its existing link.
 */
export const ShareLinkCreateSchema = z.object({
  kind: ShareKindSchema,
  target_id: IdSchema,
});
export type ShareLinkCreateInput = z.input<typeof ShareLinkCreateSchema>;
export type ShareLinkCreate = z.output<typeof ShareLinkCreateSchema>;

/** `GET /api/share_links?kind=&target_id=`: every link of the organisation, or those of one kind or thing. */
export const ShareLinksQuerySchema = z.object({
  kind: ShareKindSchema.optional(),
  target_id: IdSchema.optional(),
});
export type ShareLinksQuery = z.output<typeof ShareLinksQuerySchema>;

/**
 * A share link as managers see it: the public page (`url`, which the embed code frames), and for a schedule or
 * a team its calendar subscription (`calendar_url`, null for standings). The token is the only key of both.
 */
export const ShareLinkSchema = z.object({
  id: IdSchema,
  kind: ShareKindSchema,
  target_id: IdSchema,
  target_name: z.string().describe('The schedule’s, team’s or season’s name'),
  token: z.string().describe('256 random bits, base64url'),
  url: z.string().describe('APP_URL/embed/{token}: the share link and the embed code’s frame'),
  calendar_url: z.string().nullable().describe('APP_URL/api/embed/{token}/calendar.ics; null for standings'),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareLinksSchema = z.object({ share_links: z.array(ShareLinkSchema) });
export type ShareLinks = z.infer<typeof ShareLinksSchema>;

/** `GET /api/embed/{token}`: the token of a share link (any other text answers 404). */
export const EmbedParamsSchema = z.object({ token: z.string().max(100) });

const NamedSchema = z.object({ id: IdSchema, name: z.string() });

/** A placed game of a shared schedule or team, on the season's wall clock. */
export const EmbedRowSchema = z.object({
  id: z.string(),
  date: z.string().describe('YYYY-MM-DD on the season’s wall clock'),
  time: z.string().describe('HH:mm on the season’s wall clock'),
  division_id: z.string(),
  visitor: z.string(),
  home: z.string(),
  visitor_id: z.string().nullable(),
  home_id: z.string().nullable(),
  venue: z.string(),
  venue_id: z.string(),
  surface: z.string(),
  game_score: z.string(),
});
export type EmbedRow = z.infer<typeof EmbedRowSchema>;

const EmbedGamesSchema = z.object({
  title: z.string().describe('The schedule’s or team’s name'),
  season: z.object({ name: z.string(), timezone: z.string() }),
  rows: z.array(EmbedRowSchema),
  divisions: z.array(NamedSchema),
  teams: z.array(NamedSchema),
  venues: z.array(NamedSchema),
  calendar_url: z.string(),
});

/**
 * The public answer of a share link (`GET /api/embed/{token}`), by `kind`: a schedule's or a team's placed
 * games (the table the embed page filters by division, team, venue and date), or a season's standings. Names
 * of teams, divisions, venues and surfaces only: never a person's details or an address.
 */
export const EmbedSchema = z.discriminatedUnion('kind', [
  EmbedGamesSchema.extend({ kind: z.literal('schedule') }),
  EmbedGamesSchema.extend({ kind: z.literal('team'), team: NamedSchema }),
  z.object({
    kind: z.literal('standings'),
    title: z.string().describe('The league’s and season’s names'),
    standings: StandingsSchema,
  }),
]);
export type Embed = z.infer<typeof EmbedSchema>;
