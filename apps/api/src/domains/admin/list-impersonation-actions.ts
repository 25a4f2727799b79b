import { type ImpersonationAction, RECENT_IMPERSONATION_ACTIONS } from '@app/contracts';
import { type Database, impersonationActions, users } from '@app/db';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { presentImpersonationAction } from './present-impersonation-action.ts';

/** The latest changes made while impersonating, newest first, with both people's emails (docs/admin.md). */
export async function listImpersonationActions(db: Database): Promise<ImpersonationAction[]> {
  const admins = alias(users, 'admins');
  const rows = await db
    .select({ action: impersonationActions, adminEmail: admins.email, userEmail: users.email })
    .from(impersonationActions)
    .leftJoin(admins, eq(admins.id, impersonationActions.adminUserId))
    .leftJoin(users, eq(users.id, impersonationActions.userId))
    .orderBy(desc(impersonationActions.createdAt), desc(impersonationActions.id))
    .limit(RECENT_IMPERSONATION_ACTIONS);
  return rows.map((row) => presentImpersonationAction(row.action, row));
}
