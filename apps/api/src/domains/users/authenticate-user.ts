import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { HttpError } from '../../http/http-error.ts';

// Checked when no account matches, so a wrong email costs as much as a wrong password (no enumeration by timing).
const decoyHash = hashPassword('decoy password that matches nothing');

/**
 * The user with this email and password, or 401 `{base: ["Wrong email or password"]}` whichever of the two is
 * wrong. `email` must already be lower-cased (the contract schema does it).
 */
export async function authenticateUser(params: {
  db: Database;
  email: string;
  password: string;
}): Promise<UserRow> {
  const [user] = await params.db.select().from(users).where(eq(users.email, params.email)).limit(1);
  const isValid = await verifyPassword(params.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !isValid) throw new HttpError(401, { base: ['Wrong email or password'] });
  return user;
}
