import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';
import { games, schedules } from './schedules.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * A re-plan after a rain-out or a closed venue (docs/replans.md): what was cancelled (a date, a venue or a
 * surface, optionally a local time range), the engine's proposal of moves (`result`: the presented moves,
 * with game names and places as they read when proposed), and its life: proposed, then applied and perhaps
 * undone, or discarded. `cancelled_timeslot_ids` are the slots the apply closes (is_reserved) and undo reopens.
 */
export const replans = pgTable(
  'replans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    date: text('date'),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    surfaceId: uuid('surface_id'),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    keepGameIds: jsonb('keep_game_ids').$type<string[]>().notNull().default([]),
    cause: text('cause').notNull().default('rain'),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('proposed'),
    cancelledTimeslotIds: jsonb('cancelled_timeslot_ids').$type<string[]>().notNull().default([]),
    /** Slots the apply closed that were open before it (undo reopens only these). */
    closedTimeslotIds: jsonb('closed_timeslot_ids').$type<string[]>().notNull().default([]),
    result: jsonb('result').notNull(),
    cancelledGames: integer('cancelled_games').notNull().default(0),
    moved: integer('moved').notNull().default(0),
    unplaced: integer('unplaced').notNull().default(0),
    teamsAffected: integer('teams_affected').notNull().default(0),
    elapsedMs: integer('elapsed_ms').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('replans_season').on(t.seasonId, t.createdAt),
    index('replans_organization').on(t.organizationId),
  ],
);
export type ReplanRow = typeof replans.$inferSelect;

/**
 * A diagnosis fix applied to a schedule (docs/diagnosis.md#the-api): the fix as the diagnosis gave it, the
 * slots it created, and `undo`, what undo puts back: the schedule's config and counts before, the rule rows
 * it deleted, and every game's slot (with the unscheduled games' rows, which the run that follows replaces).
 * `superseded_at` is set when a later run, fix or re-plan changes the schedule, after which undo is refused.
 */
export const fixApplications = pgTable(
  'fix_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    fix: jsonb('fix').notNull(),
    reason: jsonb('reason').notNull(),
    status: text('status').notNull().default('applied'),
    createdTimeslotIds: jsonb('created_timeslot_ids').$type<string[]>().notNull().default([]),
    undo: jsonb('undo').notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('fix_applications_schedule').on(t.scheduleId, t.appliedAt)],
);
export type FixApplicationRow = typeof fixApplications.$inferSelect;

/**
 * One change of a game's slot, as teams are told it (docs/replans.md#changes). Written by the trigger on
 * `games` (migration 20261127020710_replans), whatever path moved the game; the cause, note, re-plan and fix
 * application come from transaction-local settings (`app.change_cause`, …) that the re-plan and fix services
 * set, `edit` otherwise. The places are copied (start, finish, venue and surface names), not referenced, so a
 * change still reads after its slots are deleted.
 */
export const gameChanges = pgTable(
  'game_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    fromTimeslotId: uuid('from_timeslot_id'),
    toTimeslotId: uuid('to_timeslot_id'),
    fromStart: timestamp('from_start', { withTimezone: true }),
    fromFinish: timestamp('from_finish', { withTimezone: true }),
    fromVenue: text('from_venue'),
    fromSurface: text('from_surface'),
    toStart: timestamp('to_start', { withTimezone: true }),
    toFinish: timestamp('to_finish', { withTimezone: true }),
    toVenue: text('to_venue'),
    toSurface: text('to_surface'),
    cause: text('cause').notNull().default('edit'),
    note: text('note').notNull().default(''),
    replanId: uuid('replan_id').references(() => replans.id, { onDelete: 'set null' }),
    fixApplicationId: uuid('fix_application_id').references(() => fixApplications.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_changes_season').on(t.seasonId, t.createdAt), index('game_changes_game').on(t.gameId)],
);
export type GameChangeRow = typeof gameChanges.$inferSelect;
