import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts. `email` is stored lower-cased (the API lower-cases before writing) and is unique.
 * `current_organization_id` always names an organisation the user belongs to; it is not a foreign key so an
 * organisation and its owner can be created in either order inside one transaction.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  first: text('first').notNull(),
  last: text('last').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  hasPassword: boolean('has_password').notNull().default(false),
  locale: text('locale').notNull().default('en'),
  timezone: text('timezone'),
  timezoneOffset: integer('timezone_offset'),
  firstDay: smallint('first_day').notNull().default(0),
  upgraded: boolean('upgraded').notNull().default(false),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unconfirmedEmail: text('unconfirmed_email'),
  currentOrganizationId: uuid('current_organization_id'),
  /** The page that sent the visitor to sign-up (docs/users.md), for attribution; never shown to the user. */
  referer: text('referer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of `users` as read. */
export type UserRow = typeof users.$inferSelect;
