import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { ReasonSchema } from '../common/reason.ts';

/** A rendered table: header labels, then rows whose first cell labels the row (team, week, TOTAL). */
export const TableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type Table = z.infer<typeof TableSchema>;

/**
 * `GET /api/schedules/{id}/balances` (and `/api/seasons/{id}/balances` for the master list): the six tables
 * of the Balances dialog, counting placed games only. `matchups` (home rows x visitor columns) is null for
 * practices.
 */
export const BalancesSchema = z.object({
  matchups: TableSchema.nullable(),
  venues: TableSchema,
  home_away_early_late: TableSchema,
  team_weeks: TableSchema,
  weekdays: TableSchema,
  rest_weeks: TableSchema,
});
export type Balances = z.infer<typeof BalancesSchema>;
export const BALANCE_TABLES = [
  'matchups',
  'venues',
  'home_away_early_late',
  'team_weeks',
  'weekdays',
  'rest_weeks',
] as const;
export type BalanceTableKey = (typeof BALANCE_TABLES)[number];

const ConflictSchema = z.object({
  message: z.string().describe('English'),
  reason: ReasonSchema.nullable().describe('The same as a code, for the user language'),
  game_ids: z.array(z.string()),
});
export type Conflict = z.infer<typeof ConflictSchema>;

/**
 * `GET /api/schedules/{id}/conflicts` (and `/api/seasons/{id}/conflicts`): the conflicts dialog's groups,
 * each a list of messages with the games they concern; all empty when the placement is clean. `bracket`:
 * chains of dependent bracket games (a team's possible path) over the schedule's day or week limit or closer
 * than its nights between games.
 */
export const ConflictsSchema = z.object({
  surface: z.array(ConflictSchema),
  team: z.array(ConflictSchema),
  team_week: z.array(ConflictSchema),
  team_time: z.array(ConflictSchema),
  coach: z.array(ConflictSchema),
  bracket: z.array(ConflictSchema),
});
export type Conflicts = z.infer<typeof ConflictsSchema>;
export const CONFLICT_GROUPS = ['surface', 'team', 'team_week', 'team_time', 'coach', 'bracket'] as const;

/** The platforms whose schedule-import CSV an export can be written in (docs/schedules.md, platform formats). */
export const PLATFORM_FORMATS = [
  'leagueapps',
  'sportsengine',
  'leagueathletics',
  'pointstreak',
  'bluesombrero',
  'teamsnap',
  'arbiter',
  'goalonline',
  'ramp',
  'sportsengine_season',
] as const;
export type PlatformFormat = (typeof PLATFORM_FORMATS)[number];
export const isPlatformFormat = (format: string): format is PlatformFormat =>
  (PLATFORM_FORMATS as readonly string[]).includes(format);

/** The CSV exports: the main table, one team's games, the rest-weeks table, and the platform formats. */
export const EXPORT_FORMATS = ['main', 'team', 'rest', ...PLATFORM_FORMATS] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(', ')}` }).default('main'),
    team_id: idField().optional(),
  })
  .refine((q) => q.format !== 'team' || q.team_id !== undefined, {
    path: ['team_id'],
    message: 'is required for a team export',
  });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** `POST /api/schedules/{id}/feeds`: a subscribe URL for the schedule's games, or one team's. */
export const FeedCreateSchema = z.object({ team_id: idField().nullable().default(null) });
export type FeedCreateInput = z.input<typeof FeedCreateSchema>;
export const FeedSchema = z.object({
  url: z.string().describe('https://…/api/feeds/{token}.ics; webcal:// works the same'),
});
export type Feed = z.infer<typeof FeedSchema>;
