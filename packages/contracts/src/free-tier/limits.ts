import { z } from 'zod';
import { findPlan, isPaidPlan } from '../billing/plans.ts';

/**
 * The free tier's creation limits (docs/free-tier-limits.md): what a free organisation may hold, and where
 * each count is taken. The server refuses the creation that would pass a limit with 402 and this shape; the web
 * app reads the same numbers to show the "need more than 10" hint before a user hits one.
 */
export const LIMITED_RESOURCES = [
  'leagues',
  'seasons',
  'divisions',
  'teams',
  'venues',
  'schedules',
  'games',
  'exports',
] as const;
export const LimitedResourceSchema = z.enum(LIMITED_RESOURCES);
export type LimitedResource = z.infer<typeof LimitedResourceSchema>;

/** Most records a free organisation may hold, each counted within its container (LIMIT_SCOPES). */
export const FREE_LIMITS: Readonly<Record<LimitedResource, number>> = {
  leagues: 10,
  seasons: 10,
  divisions: 10,
  teams: 10,
  venues: 10,
  schedules: 10,
  games: 10,
  exports: 10,
};

/** Where each limit counts, in the words of the refusal ("up to 10 divisions in a season"). */
export const LIMIT_SCOPES: Readonly<Record<LimitedResource, string>> = {
  leagues: 'leagues in an organization',
  seasons: 'seasons in a league',
  divisions: 'divisions in a season',
  teams: 'teams in a division',
  venues: 'venues in a season',
  schedules: 'schedules and tournaments in a season',
  games: 'games added by hand in a schedule',
  exports: 'exports a month',
};

/** Where a refused user goes to lift the limits. */
export const UPGRADE_URL = '/billing';

/**
 * The most `resource` an organisation on `plan` may hold; null when unlimited. Paid plans lift every limit
 * except their own `max_teams_per_division` (Pro: 50 teams in a division).
 */
export function limitFor(plan: string, resource: LimitedResource): number | null {
  if (!isPaidPlan(plan)) return FREE_LIMITS[resource];
  if (resource !== 'teams') return null;
  return findPlan(plan)?.max_teams_per_division ?? null;
}

/** The refusal's sentence: "Free accounts can have up to 10 divisions in a season. Upgrade to add more." */
export function limitMessage(plan: string, resource: LimitedResource, max: number): string {
  const who = isPaidPlan(plan) ? `${findPlan(plan)?.name ?? 'Your'} plans` : 'Free accounts';
  return `${who} can have up to ${max} ${LIMIT_SCOPES[resource]}. Upgrade to add more.`;
}

/** The import's refusal: the limit's sentence, with how many the import would have made. */
export function importLimitMessage(plan: string, resource: LimitedResource, max: number, total: number) {
  return `${limitMessage(plan, resource, max)} This would make ${total}.`;
}

/** The paid features' refusal (share links, and the embed code that is a share link's iframe). */
export const SHARE_LINK_PAID_MESSAGE = 'Share links are a paid feature. Upgrade to share this schedule.';

/** Beside `errors` in a 402 answer: which limit refused, its number, and where to upgrade. */
export const PlanLimitSchema = z
  .object({
    resource: z.union([LimitedResourceSchema, z.literal('share_links'), z.literal('sportsengine_export')]),
    max: z.number().int().nonnegative().describe('The limit; 0 for a paid feature'),
    upgrade_url: z.string(),
  })
  .describe('A refusal by the plan (402): the limit, and where to upgrade');
export type PlanLimit = z.infer<typeof PlanLimitSchema>;
