import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';

/** The longest organisation or league slug: a URL segment someone can still type from a flyer. */
export const PUBLIC_SLUG_MAX = 40;
/** The longest home text, sanitised HTML (docs/public-site.md#home-text). */
export const HOME_TEXT_MAX = 20_000;

/**
 * A slug of the public site's URLs (`/public/{org slug}`, `/leagues/{org slug}/{league slug}`): letters a–z
 * and digits only, stored lower-cased so `MyLeague` and `myleague` are one address.
 */
export function slugField() {
  return z
    .string({ error: 'must be text' })
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(PUBLIC_SLUG_MAX, `must be at most ${PUBLIC_SLUG_MAX} characters`)
    .regex(/^[a-z0-9]+$/, 'must contain only letters and digits')
    .describe('Letters a–z and digits');
}

/** How a roster names a person on the public site: privacy by default (docs/public-site.md#privacy). */
export const ROSTER_NAMES = ['full', 'first_initial'] as const;
export const RosterNamesSchema = z
  .enum(ROSTER_NAMES, { error: 'must be full or first_initial' })
  .describe('full: "Ada Lovelace"; first_initial: "Ada L."');
export type RosterNames = z.infer<typeof RosterNamesSchema>;

/** The section switches of a public site, each on by default but rosters (minors' names). */
export const PUBLIC_SECTION_DEFAULTS = {
  show_standings_page: true,
  show_teams_page: true,
  show_schedules_page: true,
  show_scores_page: true,
  show_rosters_page: false,
} as const;

export const PublicLeaguePageSeasonSchema = z.object({ id: IdSchema, name: z.string() });

/**
 * A league's public page as its organisers see it: its slug (the last segment of
 * `/leagues/{org slug}/{league slug}`), whether it is published, whether it is displayed, and the season it
 * shows, picked from the league's seasons.
 */
export const PublicLeaguePageSchema = z.object({
  id: IdSchema,
  league_id: IdSchema,
  slug: z.string(),
  name: z.string().describe('The league’s name'),
  published: z.boolean().describe('Anyone may read the page; false: every public read answers 404'),
  display: z
    .boolean()
    .describe('Listed on the organisation’s site and its menu; false: reachable by its own address only'),
  season_id: IdSchema.nullable().describe('The season the page shows; null until one is picked'),
  seasons: z.array(PublicLeaguePageSeasonSchema).describe('The league’s seasons, to pick from'),
});
export type PublicLeaguePage = z.infer<typeof PublicLeaguePageSchema>;

/**
 * `GET /api/public_webpage` (owner and admin): the organisation's public site settings, with the public page
 * of the caller's current league (null without a league).
 */
export const PublicWebpageSchema = z.object({
  id: IdSchema,
  slug: z.string().describe('The organisation’s slug: `/public/{slug}`'),
  slug_claimed: z.boolean().describe('The slug was chosen once and can no longer change'),
  logo_url: z.string().nullable(),
  home_text: z.string().describe('Sanitised HTML'),
  show_standings_page: z.boolean(),
  show_teams_page: z.boolean(),
  show_schedules_page: z.boolean(),
  show_scores_page: z.boolean(),
  show_rosters_page: z.boolean(),
  roster_names: RosterNamesSchema,
  public_league_page: PublicLeaguePageSchema.nullable(),
});
export type PublicWebpage = z.infer<typeof PublicWebpageSchema>;

const switchField = () => z.boolean({ error: 'must be true or false' });

/**
 * `PATCH /api/public_webpages/{id}` as JSON: any of the settings. The slug can be set once (then
 * `slug_claimed`); the home text is sanitised by the server, which answers what it kept.
 */
export const PublicWebpageUpdateSchema = z.object({
  slug: slugField().optional(),
  home_text: z
    .string({ error: 'must be text' })
    .max(HOME_TEXT_MAX, `must be at most ${HOME_TEXT_MAX} characters`)
    .optional(),
  show_standings_page: switchField().optional(),
  show_teams_page: switchField().optional(),
  show_schedules_page: switchField().optional(),
  show_scores_page: switchField().optional(),
  show_rosters_page: switchField().optional(),
  roster_names: RosterNamesSchema.optional(),
});
export type PublicWebpageUpdateInput = z.input<typeof PublicWebpageUpdateSchema>;
export type PublicWebpageUpdate = z.output<typeof PublicWebpageUpdateSchema>;

/** A multipart form's boolean: the text `true` or `false` (a checkbox's value as forms send it). */
const formSwitchField = () =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional();

/**
 * The same settings as multipart form fields (every value is text), sent with the `logo` file; a blank slug
 * means "unchanged", as the settings page sends the slug only when it changed.
 */
export const PublicWebpageFormSchema = z.object({
  slug: z.preprocess((value) => (value === '' ? undefined : value), slugField().optional()),
  home_text: PublicWebpageUpdateSchema.shape.home_text,
  show_standings_page: formSwitchField(),
  show_teams_page: formSwitchField(),
  show_schedules_page: formSwitchField(),
  show_scores_page: formSwitchField(),
  show_rosters_page: formSwitchField(),
  roster_names: RosterNamesSchema.optional(),
});

/** `PATCH /api/public_league_pages/{slug}`: the season shown, a new slug, whether the league is displayed. */
export const PublicLeaguePageUpdateSchema = z.object({
  season_id: IdSchema.nullish().describe('Required to display or publish the page'),
  slug: slugField().optional(),
  display: z.boolean({ error: 'must be true or false' }).optional(),
});
export type PublicLeaguePageUpdateInput = z.input<typeof PublicLeaguePageUpdateSchema>;
export type PublicLeaguePageUpdate = z.output<typeof PublicLeaguePageUpdateSchema>;

/** Path of the owner routes of one league page, by its slug within the caller's organisation. */
export const PublicLeaguePageSlugParamsSchema = z.object({ slug: slugField() });
