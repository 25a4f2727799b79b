import { forbidden } from '../http/http-error.ts';
import type { Caller } from './caller.ts';

/**
 * Refuses an account-security action (changing the password or the email) in an impersonated session: those
 * belong to the account's owner, not to the site admin looking at it (docs/admin.md#impersonation).
 */
export function refuseWhileImpersonating(caller: Caller, action: string): void {
  if (caller.impersonatorUserId !== null) {
    throw forbidden(`A site admin impersonating this account cannot ${action}`);
  }
}
