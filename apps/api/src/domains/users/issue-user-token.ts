import { type Database, type Transaction, type UserTokenPurpose, userTokens } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../auth/tokens.ts';

/**
 * Stores a single-use token for an emailed link and returns the token itself, which exists only in the mail:
 * the database keeps its hash. Earlier unused tokens of the same purpose for the user are revoked, so only the
 * newest link works.
 */
export async function issueUserToken(
  db: Database | Transaction,
  params: { userId: string; purpose: UserTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const token = randomToken();
  await db.delete(userTokens).where(revocable(params.userId, params.purpose));
  await db.insert(userTokens).values({
    userId: params.userId,
    purpose: params.purpose,
    tokenHash: hashToken(token),
    newEmail: params.newEmail ?? null,
    expiresAt: new Date(Date.now() + params.ttlMs),
  });
  return token;
}

function revocable(userId: string, purpose: UserTokenPurpose) {
  return and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt));
}
