import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';

/** Makes `organizationId` the user's current organisation (its route lets only members, else 404). */
export async function switchOrganization(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
}): Promise<UserRow> {
  const [updated] = await params.db
    .update(users)
    .set({ currentOrganizationId: params.organizationId })
    .where(eq(users.id, params.user.id))
    .returning();
  if (!updated) throw new Error('user vanished during organisation switch');
  return updated;
}
