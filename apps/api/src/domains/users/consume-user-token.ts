import {
  type Database,
  type Transaction,
  type UserTokenPurpose,
  type UserTokenRow,
  userTokens,
} from '@app/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.ts';

/**
 * Spends a token: marks it used and returns its row, or null when it is unknown, of another purpose, already
 * used or expired. The conditional UPDATE makes two concurrent uses of one token succeed at most once.
 */
export async function consumeUserToken(
  db: Database | Transaction,
  params: { token: string; purposes: readonly UserTokenPurpose[] },
): Promise<UserTokenRow | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(params.token)),
        inArray(userTokens.purpose, [...params.purposes]),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
