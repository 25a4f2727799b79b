import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * An organisation's link to SportsEngine (docs/sportsengine.md): one per organisation, made by its owner
 * through OAuth. The tokens are stored encrypted (AES-256-GCM with the key from the environment, see
 * `domains/sportsengine/token-cipher.ts`); `expires_at` is when the access token lapses, and the client
 * refreshes it shortly before. `se_organization_id` is the SportsEngine organisation the grant reaches.
 */
export const sportsengineConnections = pgTable('sportsengine_connections', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  seUserId: text('se_user_id'),
  seOrganizationId: text('se_organization_id'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  scope: text('scope'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SportsengineConnectionRow = typeof sportsengineConnections.$inferSelect;

/**
 * A SportsEngine account that signs in to one of ours (docs/sportsengine.md, "Sign in with SportsEngine"):
 * the platform's user id is the key, linked to an account only through a verified email.
 */
export const sportsengineIdentities = pgTable(
  'sportsengine_identities',
  {
    seUserId: text('se_user_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sportsengine_identities_user').on(t.userId)],
);

/**
 * A background activity against SportsEngine (import, export, clear), run as a tracked job
 * (docs/ARCHITECTURE.md, "Jobs"): queued, running, then succeeded / failed / cancelled. `kind` is
 * `import`, `import_beta`, `export`, `export_beta` or `clear`; `params` what it was asked (ids and
 * options). `progress` and `total` are written between steps; `message` is the failure shown to the user;
 * `league_id` and `season_id` what an import made (the page then makes them current); `schedule_id` what an
 * export or clear acted on; `result` its counts.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message'),
    leagueId: uuid('league_id'),
    seasonId: uuid('season_id'),
    scheduleId: uuid('schedule_id'),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('activities_organization').on(t.organizationId, t.createdAt),
    index('activities_status').on(t.status),
    uniqueIndex('activities_one_running_per_schedule')
      .on(t.scheduleId)
      .where(sql`status in ('queued', 'running') and schedule_id is not null`),
  ],
);
export type ActivityRow = typeof activities.$inferSelect;
