import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Signed-in sessions. `id` is the SHA-256 of the cookie token, so a leaked table cannot be replayed as cookies.
 * Living in the database lets several API processes share them.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Set while a site admin impersonates `user_id` (docs/admin.md): the admin's own id, so the session can
     * return to the admin and every change made through it names both.
     */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A row of `sessions` as read. */
export type SessionRow = typeof sessions.$inferSelect;
