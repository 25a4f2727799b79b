import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { requireMembership } from '../../auth/membership.ts';

/** Makes `organizationId` the user's current organisation; 404 unless the user belongs to it. */
export async function switchOrganization(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
}): Promise<UserRow> {
  await requireMembership(params.db, { userId: params.user.id, organizationId: params.organizationId });
  const [updated] = await params.db
    .update(users)
    .set({ currentOrganizationId: params.organizationId })
    .where(eq(users.id, params.user.id))
    .returning();
  if (!updated) throw new Error('user vanished during organisation switch');
  return updated;
}
