import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { divisions } from './divisions.ts';
import { seasons } from './leagues.ts';
import { surfaces, venues } from './venues.ts';

/**
 * When and where play can happen: one surface, a start and finish kept as instants. A slot with no rows in
 * `timeslot_divisions` is neutral (open to every division).
 */
export const timeslots = pgTable(
  'timeslots',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    surfaceId: uuid('surface_id')
      .notNull()
      .references(() => surfaces.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    finish: timestamp('finish', { withTimezone: true }).notNull(),
    isGame: boolean('is_game').notNull().default(true),
    isPractice: boolean('is_practice').notNull().default(false),
    isReserved: boolean('is_reserved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timeslots_season_start').on(t.seasonId, t.start),
    index('timeslots_surface_start').on(t.surfaceId, t.start),
  ],
);
export type TimeslotRow = typeof timeslots.$inferSelect;

export const timeslotDivisions = pgTable(
  'timeslot_divisions',
  {
    timeslotId: uuid('timeslot_id')
      .notNull()
      .references(() => timeslots.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.timeslotId, t.divisionId] }),
    index('timeslot_divisions_division').on(t.divisionId),
  ],
);
export type TimeslotDivisionRow = typeof timeslotDivisions.$inferSelect;
