import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';

/**
 * A team's date/time constraint (docs/teams.md): style weekly | date | range, type 0..6 numbered as the
 * engine's time-constraint kinds (docs/engine-contract.md: 0 no play, 1 no play in a range, 2 max games,
 * 3 max travel from home, 4 from last game, 5 home only, 6 not against a team). Times are local "HH:MM" in
 * the season's zone.
 */
export const timeConstraints = pgTable(
  'time_constraints',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    type: smallint('type').notNull(),
    weekdays: smallint('weekdays').array().notNull().default(sql`'{}'::smallint[]`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    notBetweenStart: text('not_between_start'),
    notBetweenEnd: text('not_between_end'),
    notBefore: text('not_before'),
    notAfter: text('not_after'),
    maxGames: integer('max_games'),
    maxTravelHome: doublePrecision('max_travel_home'),
    maxTravelLast: doublePrecision('max_travel_last'),
    noPlayTeamId: uuid('no_play_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_constraints_team').on(t.teamId)],
);
export type TimeConstraintRow = typeof timeConstraints.$inferSelect;

/** A team's travel limits: miles and minutes, 0 meaning no limit; at most one row per team. */
export const travelConstraints = pgTable('travel_constraints', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  organizationId: uuid('organization_id').notNull(),
  teamId: uuid('team_id')
    .notNull()
    .unique()
    .references(() => teams.id, { onDelete: 'cascade' }),
  maxDistanceWeekdayHome: doublePrecision('max_distance_weekday_home').notNull().default(0),
  maxDistanceWeekendHome: doublePrecision('max_distance_weekend_home').notNull().default(0),
  maxDistanceWeekdayLast: doublePrecision('max_distance_weekday_last').notNull().default(0),
  maxDistanceWeekendLast: doublePrecision('max_distance_weekend_last').notNull().default(0),
  maxTimeWeekdayHome: doublePrecision('max_time_weekday_home').notNull().default(0),
  maxTimeWeekendHome: doublePrecision('max_time_weekend_home').notNull().default(0),
  maxTimeWeekdayLast: doublePrecision('max_time_weekday_last').notNull().default(0),
  maxTimeWeekendLast: doublePrecision('max_time_weekend_last').notNull().default(0),
});
export type TravelConstraintRow = typeof travelConstraints.$inferSelect;
