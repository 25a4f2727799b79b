import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';
import { teams } from './teams.ts';

/**
 * A conference: a named group of a season's teams ranked in a table of its own (docs/standings.md). A team
 * may sit in more than one conference; deleting a team takes it out of every conference.
 */
export const conferences = pgTable(
  'conferences',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conferences_season').on(t.seasonId), index('conferences_organization').on(t.organizationId)],
);
export type ConferenceRow = typeof conferences.$inferSelect;

/** The teams of a conference, in the order they were given. */
export const conferenceTeams = pgTable(
  'conference_teams',
  {
    organizationId: uuid('organization_id').notNull(),
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'conference_teams_pk', columns: [t.conferenceId, t.teamId] }),
    index('conference_teams_team').on(t.teamId),
  ],
);
export type ConferenceTeamRow = typeof conferenceTeams.$inferSelect;

/**
 * A signed number of points added to a team's standings total, with the reason shown under the table (a
 * deduction for a breach, a forfeit award: docs/standings.md#adjustments).
 */
export const standingsAdjustments = pgTable(
  'standings_adjustments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('standings_adjustments_season').on(t.seasonId, t.createdAt),
    index('standings_adjustments_organization').on(t.organizationId),
  ],
);
export type StandingsAdjustmentRow = typeof standingsAdjustments.$inferSelect;
