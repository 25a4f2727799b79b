import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A user's role in an organisation: 1 owner, 2 admin, 3 user. At most one membership per pair; every
 * organisation keeps exactly one owner (the API never removes or demotes it).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_organization').on(t.userId, t.organizationId),
    index('memberships_organization').on(t.organizationId),
  ],
);

/** A row of `memberships` as read. */
export type MembershipRow = typeof memberships.$inferSelect;
