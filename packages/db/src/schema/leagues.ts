import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * League-structure rows all carry `organization_id`, copied from their league, so that every query can be
 * scoped to the caller's organisation with one equality and no join.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The sport (packages/contracts/src/wizard/sports.ts): the app uses its terms; 27 is "other".
    sportId: integer('sport_id').notNull().default(27),
    // 'en' | 'ja': the public site opens in it (docs/leagues.md#language); set from the creator's locale.
    language: text('language').notNull().default('en'),
    seId: text('se_id'),
    seImported: boolean('se_imported').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leagues_organization').on(t.organizationId)],
);
export type LeagueRow = typeof leagues.$inferSelect;

/**
 * A season of a league. `timezone` is the IANA zone its timeslots are created in (from the creating user's
 * account), so a Saturday 09:00 slot stays 09:00 local across a DST change.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    seId: text('se_id'),
    seImported: boolean('se_imported').notNull().default(false),
    /**
     * The SportsEngine season this one is linked to (docs/sportsengine.md): `{model, siteId, leagueId?,
     * seasonId, subseasonId?}`, set by an import; an export sends to it. Null: not linked.
     */
    seRef: jsonb('se_ref').$type<{
      model: 'sport' | 'season';
      siteId: string;
      leagueId?: string;
      seasonId: string;
      subseasonId?: string;
    }>(),
    /** When the season's game changes were last marked published to teams (docs/replans.md); null: never. */
    changesPublishedAt: timestamp('changes_published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seasons_league').on(t.leagueId), index('seasons_organization').on(t.organizationId)],
);
export type SeasonRow = typeof seasons.$inferSelect;
