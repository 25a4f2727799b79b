import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a site admin did while impersonating a user (docs/admin.md): one row per request that changed
 * something, naming both the admin and the user whose account was open. Rows outlive the session; a deleted
 * user leaves its rows with the id nulled.
 */
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_actions_admin').on(t.adminUserId, t.createdAt)],
);

/** A row of `impersonation_actions` as read. */
export type ImpersonationActionRow = typeof impersonationActions.$inferSelect;
