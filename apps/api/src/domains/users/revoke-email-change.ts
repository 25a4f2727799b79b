import { type Transaction, userTokens } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';

/** Voids the user's unused email-change links, inside the caller's transaction. */
export async function revokeEmailChange(tx: Transaction, userId: string): Promise<void> {
  await tx
    .delete(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email_change'), isNull(userTokens.usedAt)),
    );
}
