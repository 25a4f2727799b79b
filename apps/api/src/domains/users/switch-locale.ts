import type { Locale } from '@app/contracts';
import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';

/** Saves the interface language; mail to the user follows it from now on. */
export async function switchLocale(params: {
  db: Database;
  user: UserRow;
  locale: Locale;
}): Promise<UserRow> {
  const [updated] = await params.db
    .update(users)
    .set({ locale: params.locale })
    .where(eq(users.id, params.user.id))
    .returning();
  if (!updated) throw new Error('user vanished during locale switch');
  return updated;
}
