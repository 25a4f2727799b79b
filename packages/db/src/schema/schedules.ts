import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { divisions } from './divisions.ts';
import { seasons } from './leagues.ts';
import { teams } from './teams.ts';
import { timeslots } from './timeslots.ts';

/**
 * A schedule is a job: queued, then running in a worker, then done / cancelled / errored. Progress columns
 * are written by the runner at most every ~500 ms so the status call is one indexed read. `lease_until` is
 * pushed forward by the running process; a row still running or queued after its lease expired was left by
 * a process that stopped, and is resumed on the next start. `config` is the validated schedule config
 * (packages/contracts/src/schedules) and is what a retry starts from.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Null for a blank schedule. */
    divisionId: uuid('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('round'),
    isPractice: boolean('is_practice').notNull().default(false),
    config: jsonb('config').notNull(),
    status: text('status').notNull().default('queued'),
    /** Null for a first run; `unscheduled_only` keeps the placed games and solves only the rest. */
    retryMode: text('retry_mode'),
    attempt: integer('attempt').notNull().default(0),
    bestScheduled: integer('best_scheduled').notNull().default(0),
    scheduled: integer('scheduled').notNull().default(0),
    remaining: integer('remaining').notNull().default(0),
    total: integer('total').notNull().default(0),
    successRate: smallint('success_rate').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    log: text('log').notNull().default(''),
    error: text('error'),
    /**
     * Why the last run ended below 100% and what would fix it (the engine's Diagnosis, docs/diagnosis.md):
     * stored by the run when it leaves games unscheduled, null when it placed everything or has not finished.
     */
    diagnosis: jsonb('diagnosis'),
    /** Imported from SportsEngine (docs/sportsengine.md): its games came from there. */
    seImported: boolean('se_imported').notNull().default(false),
    /** When the schedule was last sent to SportsEngine; null: never. */
    seExportedAt: timestamp('se_exported_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('schedules_season').on(t.seasonId, t.createdAt),
    index('schedules_organization').on(t.organizationId),
    index('schedules_status').on(t.status),
  ],
);
export type ScheduleRow = typeof schedules.$inferSelect;

/**
 * Games (and practices: visitor null) of a schedule. A bracket game whose team comes from an earlier game
 * has a null team and `home_from` / `visitor_from` = `{ game_id, take }` as the engine's input takes them (docs/engine-contract.md).
 * `timeslot_id` null means unscheduled; `unscheduled_reason` then says why, in English, and
 * `unscheduled_reason_detail` as the engine's code and parameters ({code, params}) for the web app to render in
 * the user's language; rows stored before it hold the text only. A timeslot holds one game.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    homeId: uuid('home_id').references(() => teams.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => teams.id, { onDelete: 'cascade' }),
    timeslotId: uuid('timeslot_id').references(() => timeslots.id, { onDelete: 'set null' }),
    round: integer('round'),
    bracket: text('bracket'),
    homeFrom: jsonb('home_from'),
    visitorFrom: jsonb('visitor_from'),
    isPractice: boolean('is_practice').notNull().default(false),
    homeScore: integer('home_score'),
    visitorScore: integer('visitor_score'),
    overtime: boolean('overtime').notNull().default(false),
    /** The side that forfeited ('home' or 'visitor'), null for a game played (docs/standings.md#forfeits). */
    forfeit: text('forfeit'),
    /**
     * Whether the result counts in the standings. True for every game unless the organiser marks it an
     * exhibition (docs/standings.md#exhibition-games); practices and bracket games never count.
     */
    countsInStandings: boolean('counts_in_standings').notNull().default(true),
    unscheduledReason: text('unscheduled_reason'),
    unscheduledReasonDetail: jsonb('unscheduled_reason_detail'),
    position: integer('position').notNull().default(0),
    /**
     * True for a game added by hand (a new game, or the second half of a split), which a free organisation may
     * add up to its limit per schedule; generated, imported and copied games are false (docs/free-tier-limits.md).
     */
    byHand: boolean('by_hand').notNull().default(false),
    /** The game's event id on SportsEngine once imported from or sent there (docs/sportsengine.md); an
     * export updates this event instead of creating another. */
    seId: text('se_id'),
    /**
     * Raised by one whenever the game's slot changes (a trigger on the table, so every path counts, hand
     * edits included): the calendar feeds' SEQUENCE, so a subscribed calendar takes the new time
     * (docs/replans.md#calendar-feeds).
     */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_schedule').on(t.scheduleId, t.position),
    uniqueIndex('games_timeslot_unique').on(t.timeslotId).where(sql`${t.timeslotId} is not null`),
    index('games_home').on(t.homeId),
    index('games_visitor').on(t.visitorId),
  ],
);
export type GameRow = typeof games.$inferSelect;
