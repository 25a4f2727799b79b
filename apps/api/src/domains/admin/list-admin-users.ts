import type { AdminUsersPage } from '@app/contracts';
import { type Database, users } from '@app/db';
import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { presentAdminUser } from './present-admin-user.ts';

/**
 * One page of every user, newest first, optionally those whose email, first or last name contains `q`
 * (ignoring case). Two statements over the users table alone: a count and one page by LIMIT/OFFSET, which
 * stays in the low milliseconds at 10,000 users (docs/admin.md#the-summary).
 */
export async function listAdminUsers(
  db: Database,
  query: { q?: string | undefined; page: number; perPage: number },
  adminEmails: readonly string[],
): Promise<AdminUsersPage> {
  let where: SQL | undefined;
  if (query.q) {
    const pattern = containsPattern(query.q);
    where = or(ilike(users.email, pattern), ilike(users.first, pattern), ilike(users.last, pattern));
  }
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => presentAdminUser(row, adminEmails)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}
