import type { User } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * After the session changed hands (impersonation or the return from it): the user is the answer's, and every
 * other cached answer was the previous user's, so each is reset in place. Resetting, unlike removing, tells the
 * mounted observers (the shell's league information, the language sync), which then load the new user's.
 */
export function switchSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
  void queryClient.resetQueries({
    predicate: (query) => query.queryHash !== JSON.stringify(queryKeys.currentUser),
  });
}
