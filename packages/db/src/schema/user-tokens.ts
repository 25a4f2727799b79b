import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Why a single-use emailed token was issued. */
export const USER_TOKEN_PURPOSES = ['password_reset', 'email_confirm', 'email_change'] as const;
/** One of {@link USER_TOKEN_PURPOSES}. */
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use emailed tokens. Only the SHA-256 of the token is stored; `used_at` is set when it is spent and a
 * spent or expired token is never accepted. `new_email` is the address an email-change token confirms.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user').on(t.userId)],
);

/** A row of `user_tokens` as read. */
export type UserTokenRow = typeof userTokens.$inferSelect;
