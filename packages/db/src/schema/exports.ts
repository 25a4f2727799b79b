import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leagues, seasons } from './leagues.ts';
import { schedules } from './schedules.ts';

/**
 * A file's bytes. Not text: PGlite decodes text with a TextDecoder, which drops a leading byte-order mark,
 * and the games CSV starts with one so that Excel reads it as UTF-8.
 */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A download built by a job (docs/exports.md): a league's JSON document, or a season's or schedule's games
 * CSV. Queued, then running in a worker, then succeeded (with `body`), failed or cancelled. `progress` is a
 * percentage written between the steps of a build. `started_at` is the running claim's fencing token and
 * `lease_until` is pushed forward while it runs, as for imports; a finished export's body is kept for a day.
 */
export const exportJobs = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    kind: text('kind').notNull(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => schedules.id, { onDelete: 'cascade' }),
    /** What the build reads besides the ids: the CSV format and team of a games export. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    contentType: text('content_type'),
    body: bytes('body'),
    byteSize: integer('byte_size'),
    message: text('message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('exports_organization').on(t.organizationId, t.createdAt),
    index('exports_status').on(t.status),
  ],
);
export type ExportRow = typeof exportJobs.$inferSelect;
