import { type Database, sessions } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.ts';

/** Ends the session the token belongs to; unknown or missing tokens are ignored (signing out is idempotent). */
export async function deleteSession(params: { db: Database; token: string | undefined }): Promise<void> {
  if (!params.token) return;
  await params.db.delete(sessions).where(eq(sessions.id, hashToken(params.token)));
}
