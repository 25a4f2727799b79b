import { z } from 'zod';
import { IdSchema, LocaleSchema } from '../common/primitives.ts';
import { slugField } from './public-webpage.ts';

/** `GET /api/webpage_by_domain?url=`: the organisation's slug, a host name or a URL (docs/public-site.md). */
export const WebpageByDomainQuerySchema = z.object({
  url: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(255, 'must be at most 255 characters'),
});

/**
 * The answer of `GET /api/webpage_by_domain`: the organisation's site and the league page the browser goes
 * to (`/leagues/{slug}/{redirectUrl.slug}`). Sites without a published league answer 404.
 */
export const WebpageByDomainSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  redirectUrl: z.object({ slug: z.string().describe('The league page’s slug') }),
});
export type WebpageByDomain = z.infer<typeof WebpageByDomainSchema>;

/** `GET /api/public_league_pages/{org_slug}/{league_slug}`: the path of `/leagues/{org slug}/{league slug}`. */
export const PublicLeagueSiteParamsSchema = z.object({ org_slug: slugField(), league_slug: slugField() });

/** Which sections a public site shows; a switched-off section's reads answer 404. */
export const PublicSectionsSchema = z.object({
  standings: z.boolean(),
  schedules: z.boolean(),
  scores: z.boolean(),
  teams: z.boolean(),
  rosters: z.boolean().describe('Team pages list their rosters (only with teams)'),
});
export type PublicSections = z.infer<typeof PublicSectionsSchema>;

const SeasonRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  timezone: z.string().describe('IANA zone the times read in'),
});

/**
 * A published league's public site (anonymous): the header (organisation, logo, league), the home text, the
 * season shown and the sections switched on, and the organisation's other published leagues for the menu.
 */
export const PublicLeagueSiteSchema = z.object({
  organization: z.object({
    name: z.string(),
    slug: z.string(),
    logo_url: z.string().nullable(),
    home_text: z.string().describe('Sanitised HTML'),
  }),
  league: z.object({
    id: IdSchema,
    name: z.string(),
    slug: z.string(),
    language: LocaleSchema.describe(
      'The league’s language: the public site opens in it (docs/leagues.md#language)',
    ),
  }),
  season: SeasonRefSchema,
  sections: PublicSectionsSchema,
  leagues: z
    .array(z.object({ name: z.string(), slug: z.string() }))
    .describe('The organisation’s published, displayed leagues, this one included'),
});
export type PublicLeagueSite = z.infer<typeof PublicLeagueSiteSchema>;

/**
 * A placed game or practice as the public site shows it. Team names are null while a bracket's team is not
 * known; scores are null when not entered or when the site does not show scores.
 */
export const PublicGameSchema = z.object({
  id: IdSchema,
  division_id: IdSchema,
  start: z.string().describe('ISO 8601 instant'),
  finish: z.string().describe('ISO 8601 instant'),
  home_id: IdSchema.nullable(),
  home: z.string().nullable(),
  visitor_id: IdSchema.nullable(),
  visitor: z.string().nullable(),
  venue: z.string(),
  surface: z.string(),
  is_practice: z.boolean(),
  home_score: z.number().int().nullable(),
  visitor_score: z.number().int().nullable(),
  overtime: z.boolean(),
});
export type PublicGame = z.infer<typeof PublicGameSchema>;

export const PublicTeamRefSchema = z.object({ id: IdSchema, name: z.string() });

/**
 * `GET /api/public_divisions/{season_id}`: a published season's divisions with their teams and placed games
 * in start order (games only with the schedules or scores section on; scores only with scores on).
 */
export const PublicDivisionsSchema = z.object({
  season: SeasonRefSchema,
  divisions: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      teams: z.array(PublicTeamRefSchema),
      games: z.array(PublicGameSchema),
    }),
  ),
});
export type PublicDivisions = z.infer<typeof PublicDivisionsSchema>;

/**
 * `GET /api/public_scores/{season_id}`: the season's non-practice games in start order; a score not entered
 * reads 0 (docs/public-site.md#scores).
 */
export const PublicScoresSchema = z.object({
  league_name: z.string(),
  season: SeasonRefSchema,
  divisions: z.array(z.object({ id: IdSchema, name: z.string() })),
  teams: z.array(PublicTeamRefSchema.extend({ division_id: IdSchema })),
  games: z.array(
    PublicGameSchema.omit({ is_practice: true, home_score: true, visitor_score: true }).extend({
      division: z.string(),
      home_score: z.number().int(),
      visitor_score: z.number().int(),
    }),
  ),
});
export type PublicScores = z.infer<typeof PublicScoresSchema>;

export const PUBLIC_ROSTER_ROLES = ['player', 'coach', 'staff'] as const;

/** A roster line: the name as the site's `roster_names` says, never a contact detail. */
export const PublicRosterEntrySchema = z.object({
  name: z.string(),
  roles: z.array(z.enum(PUBLIC_ROSTER_ROLES)),
});
export type PublicRosterEntry = z.infer<typeof PublicRosterEntrySchema>;

/**
 * `GET /api/public_teams/{team_id}`: a team of a published season's team page: its games newest first and
 * its roster (null when rosters are switched off).
 */
export const PublicTeamSchema = z.object({
  season: SeasonRefSchema,
  team: PublicTeamRefSchema.extend({ division_id: IdSchema, division: z.string() }),
  roster: z.array(PublicRosterEntrySchema).nullable(),
  games: z.array(PublicGameSchema),
});
export type PublicTeam = z.infer<typeof PublicTeamSchema>;
