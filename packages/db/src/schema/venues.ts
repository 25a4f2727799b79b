import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';
import { teams } from './teams.ts';

/** Venues of a season; priority -3 (lowest) .. 3 (highest), 0 neutral. Coordinates make an address "valid". */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortcode: text('shortcode'),
    longcode: text('longcode'),
    notes: text('notes'),
    /** The location's name on SportsEngine when imported from it (docs/sportsengine.md); null otherwise. */
    seId: text('se_id'),
    priority: smallint('priority').notNull().default(0),
    isNeutral: boolean('is_neutral').notNull().default(false),
    forceNeutral: boolean('force_neutral').notNull().default(false),
    color: text('color'),
    line1: text('line_1'),
    line2: text('line_2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phonePrimary: text('phone_primary'),
    phoneSecondary: text('phone_secondary'),
    emailPrimary: text('email_primary'),
    emailSecondary: text('email_secondary'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_season').on(t.seasonId), index('venues_organization').on(t.organizationId)],
);
export type VenueRow = typeof venues.$inferSelect;

/** Playing surfaces of a venue (fields, courts, rinks). Deleting one deletes its timeslots and their games. */
export const surfaces = pgTable(
  'surfaces',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortcode: text('shortcode'),
    longcode: text('longcode'),
    notes: text('notes'),
    priority: smallint('priority').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('surfaces_venue').on(t.venueId), index('surfaces_season').on(t.seasonId)],
);
export type SurfaceRow = typeof surfaces.$inferSelect;

/** Home venues of teams. */
export const venueTeams = pgTable(
  'venue_teams',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('venue_teams_venue_team').on(t.venueId, t.teamId), index('venue_teams_team').on(t.teamId)],
);
export type VenueTeamRow = typeof venueTeams.$inferSelect;

/**
 * Distances between venues of a season, one row per ordered pair, recomputed from coordinates whenever a
 * venue moves (great-circle miles, earth radius 3958.8, as the engine's fallback).
 */
export const venueDistances = pgTable(
  'venue_distances',
  {
    fromVenueId: uuid('from_venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    toVenueId: uuid('to_venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    miles: doublePrecision('miles').notNull(),
    kilometers: doublePrecision('kilometers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromVenueId, t.toVenueId] })],
);
export type VenueDistanceRow = typeof venueDistances.$inferSelect;
